/** Drug accountability (/api/phm/reconciliation): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  accountabilitySignEndpoint,
  batchLogEndpoint,
  logSubjectsEndpoint,
  subjectLogEndpoint,
} from '../../../../shared/api/drugs/accountability';
import { reconciliationEndpoint } from '../../../../shared/api/drugs/reconciliation';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { logSubjects } from './logs';
import { reconciliationOf } from './repository';
import { type LogRef, contentOf, createAccountabilityService, logSignatures } from './signing';

const ok = ResponseCode.ok;

export async function drugReconciliationRoutes(
  app: FastifyInstance,
  { db, clock, signaturePasswords, files }: StaffRoutesOptions,
) {
  const service = createAccountabilityService(db, signaturePasswords, files);
  const logWithSignatures = async <L>(projectId: number, ref: LogRef) => {
    const log = (await contentOf(db, projectId, ref)) as L;
    return { log, signatures: await logSignatures(db, projectId, ref, log) };
  };

  registerEndpoint(
    app,
    reconciliationEndpoint,
  )(async ({ params }) => {
    const rows = await reconciliationOf(db, params.projectId);
    return { isOk: true, code: ok, rows, total: rows.length };
  });

  registerEndpoint(
    app,
    logSubjectsEndpoint,
  )(async ({ params }) => {
    const rows = await logSubjects(db, params.projectId);
    return { isOk: true, code: ok, rows, total: rows.length };
  });

  registerEndpoint(
    app,
    subjectLogEndpoint,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await logWithSignatures(params.projectId, { kind: 'subject', subjectId: params.subjectId }),
  }));

  registerEndpoint(
    app,
    batchLogEndpoint,
  )(async ({ params, query }) => ({
    isOk: true,
    code: ok,
    data: await logWithSignatures(params.projectId, {
      kind: 'batch',
      productId: params.productId,
      batchNumber: query.batchNumber,
    }),
  }));

  registerEndpoint(
    app,
    accountabilitySignEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await service.sign(body, actorOf(request, clock)),
  }));
}
