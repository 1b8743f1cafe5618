/**
 * The signed-in staff user of a request: plugins/staff-access.ts resolves it from the session
 * cookie before an endpoint's handler runs; handlers and staff writes read it here.
 */
import type { FastifyRequest } from 'fastify';
import { ResponseCode } from '../../shared/api/contract/envelope';
import { ApiError } from '../lib/api-error';
import type { GrantedPermissions } from './permission-repository';

export interface StaffPrincipal {
  userId: number;
  userName: string;
  realname: string;
  tokenHash: string;
  system: GrantedPermissions;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
}

export const unauthorized = () =>
  new ApiError(401, ResponseCode.unauthorized, { 'zh-CN': '请先登录', en: 'Please sign in' });

/** The signed-in user of a request whose endpoint requires one (access is not 'public'). */
export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
