/** The task inbox (/api/trial/task). */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes';

export async function taskRoutes(_app: FastifyInstance, _options: StaffRoutesOptions) {}
