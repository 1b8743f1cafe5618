/** Protocol violations (/api/trial/violation). */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes';

export async function safetyViolationRoutes(_app: FastifyInstance, _options: StaffRoutesOptions) {}
