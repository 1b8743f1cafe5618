/**
 * The drugs area's routes that move packs (SPEC §7 /phm/*): deliveries and transfers between
 * warehouses, prescriptions and dispensing to subjects.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { drugDeliveryRoutes } from './deliveries/routes';
import { drugDispensingRoutes } from './dispensing/routes';

export async function drugMovementRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(drugDeliveryRoutes, options);
  await app.register(drugDispensingRoutes, options);
}
