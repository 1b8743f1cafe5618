/** SAE reports (/api/trial/gcpSaeRecord). */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes';

export async function safetySaeRoutes(_app: FastifyInstance, _options: StaffRoutesOptions) {}
