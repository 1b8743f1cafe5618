/** Concomitant medication (/api/trial/combine). */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes';

export async function safetyConMedRoutes(_app: FastifyInstance, _options: StaffRoutesOptions) {}
