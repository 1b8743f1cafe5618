/**
 * A user's side of the approval workflow: the steps they may decide now (their own, and
 * those of whoever delegated to them for today), and their delegations (agency), given and
 * received. A delegation is written by its principal, one transaction with its audit row
 * (entity 'workflow_agency': agency.create, agency.revoke).
 */
import type { AgencySaveBody, Agency, MyApprovalTask } from '../../../../shared/api/work/approvals';
import { type ApproverKind, agencyCovers, approverMatches } from '../../../../shared/domain/work/approvals';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { createAgencyRepository } from './agency-repository';
import { badRequest, forbidden, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime } from '../../../services/staff-write';

const ENTITY = 'workflow_agency';
/** A delegation lasts at most this many days. */
export const AGENCY_DAYS_MAX = 90;

/** A user's names for the approver rules: user name, role codes, role codes per project. */
const factsOf = (db: Db, userId: number) => createAgencyRepository(db).factsOf(userId);

type Facts = Awaited<ReturnType<typeof factsOf>>;

const matches = (facts: Facts, task: { approverKind: string; approverRef: string; projectId: number | null }) =>
  approverMatches(
    { approverKind: task.approverKind as ApproverKind, approverRef: task.approverRef },
    {
      userName: facts.userName,
      roleCodes: facts.roleCodes,
      projectRoleCodes: facts.projectRoles.filter((r) => r.projectId === task.projectId).map((r) => r.code),
    },
  );

/** The pending steps the caller may decide now; a step they started is not theirs to decide. */
export async function myApprovalTasks(db: Db, actor: Actor & { actorId: number }): Promise<MyApprovalTask[]> {
  const today = hospitalDay(actor.at);
  const me = await factsOf(db, actor.actorId);
  const agencies = (await createAgencyRepository(db).openOfAgent(actor.actorId)).filter(
    (a) => a.startsOn <= today && today <= a.endsOn,
  );
  const principals = await Promise.all(
    agencies.map(async (agency) => ({ agency, facts: await factsOf(db, agency.principalId) })),
  );
  const refs = [me, ...principals.map((p) => p.facts)].flatMap((f) => [
    f.userName,
    ...f.roleCodes,
    ...f.projectRoles.map((r) => r.code),
  ]);
  if (refs.length === 0) return [];
  const rows = await createAgencyRepository(db).pendingTasks([...new Set(refs)], me.userName);
  return rows.flatMap(({ approverKind, approverRef, ...row }): MyApprovalTask[] => {
    const task = { approverKind, approverRef, projectId: row.projectId };
    if (matches(me, task)) return [{ ...row, onBehalfOf: null }];
    const principal = principals.find((p) => agencyCovers(p.agency, today, row.key) && matches(p.facts, task));
    return principal ? [{ ...row, onBehalfOf: principal.facts.userName }] : [];
  });
}

export async function myAgencies(db: Db, actor: Actor & { actorId: number }): Promise<Agency[]> {
  return createAgencyRepository(db).ofUser(actor.actorId, hospitalDay(actor.at));
}

export async function saveAgency(db: Db, body: AgencySaveBody, actor: Actor & { actorId: number }) {
  if (body.endsOn < body.startsOn)
    throw fieldProblem('endsOn', {
      'zh-CN': '结束日期不能早于开始日期',
      en: 'The last day cannot come before the first',
    });
  if (body.endsOn < hospitalDay(actor.at))
    throw fieldProblem('endsOn', { 'zh-CN': '结束日期已过', en: 'The last day is past' });
  if (body.endsOn > addDays(body.startsOn, AGENCY_DAYS_MAX - 1))
    throw fieldProblem('endsOn', {
      'zh-CN': `委托最长 ${AGENCY_DAYS_MAX} 天`,
      en: `A delegation lasts at most ${AGENCY_DAYS_MAX} days`,
    });
  return db.transaction().execute(async (trx) => {
    const repo = createAgencyRepository(trx);
    const agent = await repo.userByName(body.agentUserName.trim());
    if (!agent || agent.status !== 'enabled')
      throw fieldProblem('agentUserName', { 'zh-CN': '没有该启用的用户', en: 'No enabled user of that name' });
    if (agent.id === actor.actorId)
      throw fieldProblem('agentUserName', { 'zh-CN': '不能委托给自己', en: 'You cannot delegate to yourself' });
    const values = {
      principalId: actor.actorId,
      agentId: agent.id,
      workflowKey: cleanText(body.workflowKey),
      startsOn: body.startsOn,
      endsOn: body.endsOn,
      reason: cleanText(body.reason),
      createdAt: isoTime(actor.at),
    };
    const id = await repo.insert(values);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'agency.create',
      entity: ENTITY,
      entityId: id,
      after: values,
    });
    return { id };
  });
}

export async function revokeAgency(db: Db, id: number, actor: Actor & { actorId: number }) {
  await db.transaction().execute(async (trx) => {
    const repo = createAgencyRepository(trx);
    const row = await repo.byId(id);
    if (!row) throw notFound({ 'zh-CN': '委托不存在', en: 'No such delegation' });
    if (row.principalId !== actor.actorId)
      throw forbidden({ 'zh-CN': '只有委托人可以结束委托', en: 'Only the one who delegated can end it' });
    if (row.revokedAt !== null) throw badRequest({ 'zh-CN': '委托已结束', en: 'The delegation has ended already' });
    const revokedAt = isoTime(actor.at);
    await repo.revoke(id, revokedAt);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'agency.revoke',
      entity: ENTITY,
      entityId: id,
      before: { revokedAt: null },
      after: { revokedAt },
    });
  });
}
