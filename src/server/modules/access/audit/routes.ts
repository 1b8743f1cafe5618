/** The audit trail and the login log, read-only: thin handlers. */
import type { FastifyInstance } from 'fastify';
import { auditListEndpoint, loginLogListEndpoint } from '../../../../shared/api/access/audit';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import { registerEndpoint } from '../../../lib/register-endpoint';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { createAuditRepository } from './repository';
import { timeRange } from './time-range';

const ok = ResponseCode.ok;

export async function auditRoutes(app: FastifyInstance, { db }: StaffRoutesOptions) {
  const audit = createAuditRepository(db);

  registerEndpoint(
    app,
    auditListEndpoint,
  )(async ({ query }) => ({
    isOk: true,
    code: ok,
    ...(await audit.list(query, timeRange(query.from, query.to))),
  }));

  registerEndpoint(
    app,
    loginLogListEndpoint,
  )(async ({ query }) => ({
    isOk: true,
    code: ok,
    ...(await audit.loginLog(query, timeRange(query.from, query.to))),
  }));
}
