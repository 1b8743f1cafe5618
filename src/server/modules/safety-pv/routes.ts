/** SUSAR and DSUR reports (/api/trial/gcpSusarRecord, /api/trial/gcpDsurRecord). */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes';

export async function safetyPvRoutes(_app: FastifyInstance, _options: StaffRoutesOptions) {}
