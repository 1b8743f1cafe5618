/** Safety rules (/api/gtrial/rule/safety). */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes';

export async function safetyRuleRoutes(_app: FastifyInstance, _options: StaffRoutesOptions) {}
