/**
 * Registers the lifecycle endpoints every safety record kind shares (submit, revise, delete
 * a draft, the submitted revisions, the signatures; shared/api/safety/records.ts) on the kind's path group.
 */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import type { recordLifecycleEndpoints } from '../../../../shared/api/safety/records';
import type { ProjectButton, ProjectPage } from '../../../../shared/domain/access';
import type { SafetyRecordKind } from '../../../../shared/domain/safety/status';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { recordSignatures } from './signing';
import { type SubmitHooks, deleteDraft, reviseRecord, submitRecord } from './lifecycle';
import { revisionData, revisionsOf } from './revisions';

type LifecycleEndpoints = ReturnType<
  typeof recordLifecycleEndpoints<string, ProjectPage, ProjectButton, ProjectButton>
>;

/** Registers a kind's submit, revise, delete and revision endpoints. */
export function registerRecordLifecycle(
  app: FastifyInstance,
  endpoints: LifecycleEndpoints,
  kind: SafetyRecordKind,
  { db, clock, signaturePasswords }: Pick<StaffRoutesOptions, 'db' | 'clock' | 'signaturePasswords'>,
  hooks: SubmitHooks = {},
): void {
  const ok = ResponseCode.ok;
  registerEndpoint(
    app,
    endpoints.submit,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await submitRecord(db, kind, body, actorOf(request, clock), hooks, {
      signature: body.signature,
      cipher: signaturePasswords,
    }),
  }));
  registerEndpoint(
    app,
    endpoints.revise,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await reviseRecord(db, kind, body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    endpoints.remove,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await deleteDraft(db, kind, body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    endpoints.revisions,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await revisionsOf(db, kind, params.projectId, params.id),
  }));
  registerEndpoint(
    app,
    endpoints.signatures,
  )(async ({ params }) => ({
    isOk: true,
    code: ok,
    data: await recordSignatures(db, kind, params.projectId, params.id),
  }));
  registerEndpoint(
    app,
    endpoints.revision,
  )(async ({ params }) => {
    const summaries = await revisionsOf(db, kind, params.projectId, params.id);
    const summary = summaries.find((entry) => entry.revision === params.revision);
    if (!summary) throw notFound({ 'zh-CN': '该修订版本不存在', en: 'No such submitted revision' });
    const data = await revisionData(db, kind, params.id, params.revision);
    if (!data) throw notFound({ 'zh-CN': '该修订版本不存在', en: 'No such submitted revision' });
    return { isOk: true, code: ok, data: { summary, data } };
  });
}
