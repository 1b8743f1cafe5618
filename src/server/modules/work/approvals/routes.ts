/** The approval workflow (/api/bpm): thin handlers (access is enforced by the declarations). */
import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import {
  agencyRevokeEndpoint,
  agencySaveEndpoint,
  decideEndpoint,
  definitionListEndpoint,
  definitionPublishEndpoint,
  definitionSaveEndpoint,
  myAgenciesEndpoint,
  myTasksEndpoint,
  withdrawEndpoint,
} from '../../../../shared/api/work/approvals';
import { decidedTasksEndpoint, myInstancesEndpoint } from '../../../../shared/api/work/approval-history';
import { registerEndpoint } from '../../../lib/register-endpoint';
import { type Actor, actorOf } from '../../../services/staff-write';
import type { StaffRoutesOptions } from '../../staff-routes-options';
import { decideApproval, withdrawApproval } from './decide';
import { listDefinitions, publishDefinition, saveDefinition } from './definitions';
import { decidedSteps, startedApprovals } from './history';
import { myAgencies, myApprovalTasks, revokeAgency, saveAgency } from './my-approvals';

const ok = ResponseCode.ok;

export async function approvalRoutes(app: FastifyInstance, { db, clock, signaturePasswords }: StaffRoutesOptions) {
  // Every route here needs a session, so the actor is a signed-in user.
  const userOf = (request: Parameters<typeof actorOf>[0]) => actorOf(request, clock) as Actor & { actorId: number };

  registerEndpoint(
    app,
    definitionListEndpoint,
  )(async () => ({ isOk: true, code: ok, data: await listDefinitions(db) }));
  registerEndpoint(
    app,
    definitionSaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await saveDefinition(db, body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    definitionPublishEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await publishDefinition(db, body, actorOf(request, clock)),
  }));
  registerEndpoint(
    app,
    myTasksEndpoint,
  )(async ({ request }) => ({
    isOk: true,
    code: ok,
    data: await myApprovalTasks(db, userOf(request)),
  }));
  registerEndpoint(
    app,
    decidedTasksEndpoint,
  )(async ({ query, request }) => ({
    isOk: true,
    code: ok,
    ...(await decidedSteps(db, userOf(request).actorName, { offset: query.offset ?? 0, limit: query.limit ?? 20 })),
  }));
  registerEndpoint(
    app,
    myInstancesEndpoint,
  )(async ({ query, request }) => ({
    isOk: true,
    code: ok,
    ...(await startedApprovals(db, userOf(request).actorName, { offset: query.offset ?? 0, limit: query.limit ?? 20 })),
  }));
  registerEndpoint(
    app,
    decideEndpoint,
  )(async ({ body, request }) => {
    const { signature, ...input } = body;
    return {
      isOk: true,
      code: ok,
      data: await decideApproval(db, input, { signature, cipher: signaturePasswords }, actorOf(request, clock)),
    };
  });
  registerEndpoint(
    app,
    withdrawEndpoint,
  )(async ({ body, request }) => {
    await withdrawApproval(db, body.id, actorOf(request, clock));
    return { isOk: true, code: ok, data: null };
  });
  registerEndpoint(
    app,
    myAgenciesEndpoint,
  )(async ({ request }) => ({
    isOk: true,
    code: ok,
    data: await myAgencies(db, userOf(request)),
  }));
  registerEndpoint(
    app,
    agencySaveEndpoint,
  )(async ({ body, request }) => ({
    isOk: true,
    code: ok,
    data: await saveAgency(db, body, userOf(request)),
  }));
  registerEndpoint(
    app,
    agencyRevokeEndpoint,
  )(async ({ body, request }) => {
    await revokeAgency(db, body.id, userOf(request));
    return { isOk: true, code: ok, data: null };
  });
}
