/** Adverse events (/api/trial/gcpAeRecord). */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes';

export async function safetyAeRoutes(_app: FastifyInstance, _options: StaffRoutesOptions) {}
