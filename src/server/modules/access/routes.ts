/**
 * The access area's staff routes (SPEC §6): users, roles, organisations, registration review
 * and the audit trail, under /api/gbc and /api/gbs. Sign-in (auth) registers on its own in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { StaffRoutesOptions } from '../staff-routes-options';
import { appListRoutes } from './apps/routes';
import { auditExportRoutes } from './audit/export';
import { auditRoutes } from './audit/routes';
import { connectedSystemRoutes } from './connected/routes';
import { orgRoutes } from './orgs/routes';
import { registrationRoutes } from './registration/routes';
import { reportRoutes } from './reports/routes';
import { roleRoutes } from './roles/routes';
import { signatureRoutes } from './signatures/routes';
import { userRoutes } from './users/routes';

export async function accessRoutes(app: FastifyInstance, options: StaffRoutesOptions) {
  await app.register(userRoutes, options);
  await app.register(roleRoutes, options);
  await app.register(orgRoutes, options);
  await app.register(registrationRoutes, options);
  await app.register(auditRoutes, options);
  await app.register(auditExportRoutes, options);
  await app.register(signatureRoutes, options);
  await app.register(connectedSystemRoutes, options);
  await app.register(appListRoutes, options);
  await app.register(reportRoutes, options);
}
