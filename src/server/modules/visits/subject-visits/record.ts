/**
 * The coordinator's visit writes (button visit:record), each in one transaction that loads
 * the visit within the caller's project (another project's visit is 'not found'), checks its
 * version and the visit status machine (shared/domain/visits/schedule.ts), applies the change
 * and appends the audit row in the subject's trail (entity 'trialSubject'). Audit values hold
 * visit ids, codes and days only: reasons and notes may name people, so they stay in the row.
 */
import type {
  SubjectVisitMissedBody,
  SubjectVisitResetBody,
  SubjectVisitSetExecDateBody,
  SubjectVisitSetPlanDateBody,
} from '../../../../shared/api/visits/subject-visits';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import {
  type VisitAction,
  type VisitActivity,
  VISIT_STATUS_LABELS,
  canVisitTransition,
  isInWindow,
} from '../../../../shared/domain/visits/schedule';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { VISIT_ENTITY } from './generate';
import { emitVisitEvent } from './visit-events';
import { type SubjectVisitChange, type SubjectVisitRow, createSubjectVisitRepository } from './repository';

type Saved = { id: number; version: number };

export function visitIn(found: SubjectVisitRow | undefined, projectId: number): SubjectVisitRow {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '访视不存在', en: 'No such visit in this project' });
  return found;
}

export const activitiesOf = (row: { activities: string }): VisitActivity[] =>
  JSON.parse(row.activities) as VisitActivity[];

/** 'plan': re-planning, which only a planned visit allows (a done or missed one is reset first). */
function allowed(visit: SubjectVisitRow, action: VisitAction | 'plan'): void {
  if (action === 'plan' ? visit.status === 'planned' : canVisitTransition(action, visit.status)) return;
  const status = visit.status in VISIT_STATUS_LABELS ? VISIT_STATUS_LABELS[visit.status as 'planned'] : null;
  throw badRequest({
    'zh-CN': `访视当前状态（${status?.['zh-CN'] ?? visit.status}）不允许此操作`,
    en: `Not allowed in the visit's current status (${status?.en ?? visit.status})`,
  });
}

/** The day checks of a plan date: a real day; outside the window only with a reason. */
function planDateChange(visit: SubjectVisitRow, body: SubjectVisitSetPlanDateBody): SubjectVisitChange {
  if (!isCalendarDate(body.plannedDate))
    throw fieldProblem('plannedDate', { 'zh-CN': '日期无效', en: 'Not a real date' });
  const reason = cleanText(body.reason);
  if (isInWindow(body.plannedDate, visit)) return { plannedDate: body.plannedDate, planDateReason: null };
  if (reason === null)
    throw fieldProblem('reason', {
      'zh-CN': '计划日期在访视窗口外，请填写原因',
      en: 'The planned date is outside the visit window: write the reason',
    });
  return { plannedDate: body.plannedDate, planDateReason: reason };
}

function execChange(visit: SubjectVisitRow, body: SubjectVisitSetExecDateBody, today: string): SubjectVisitChange {
  if (!isCalendarDate(body.executedDate))
    throw fieldProblem('executedDate', { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (body.executedDate > today)
    throw fieldProblem('executedDate', { 'zh-CN': '执行日期不能晚于今天', en: 'The visit date cannot be after today' });
  const types = new Set(activitiesOf(visit).map((activity) => activity.type));
  const unknown = body.activitiesDone.find((type) => !types.has(type));
  if (unknown !== undefined)
    throw fieldProblem('activitiesDone', {
      'zh-CN': `本访视没有此项目：${unknown}`,
      en: `This visit has no activity ${unknown}`,
    });
  return {
    status: 'done',
    executedDate: body.executedDate,
    outOfWindow: isInWindow(body.executedDate, visit) ? 0 : 1,
    activitiesDone: JSON.stringify(body.activitiesDone),
    note: cleanText(body.note),
  };
}

/** The audit value of a visit: ids, code, cycle and days only. */
function auditValue(visit: SubjectVisitRow, change: SubjectVisitChange | null): Record<string, unknown> {
  const source = { ...visit, ...change };
  return {
    subjectVisitId: visit.id,
    visitCode: visit.visitCode,
    cycle: visit.cycle,
    status: source.status,
    plannedDate: source.plannedDate,
    executedDate: source.executedDate,
    outOfWindow: source.outOfWindow === 1,
  };
}

interface Write {
  projectId: number;
  id: number;
  version: number;
}

async function writeVisit(
  db: Db,
  body: Write,
  actor: Actor,
  action: { name: string; transition: VisitAction | 'plan' },
  changeOf: (visit: SubjectVisitRow) => SubjectVisitChange,
): Promise<Saved> {
  return db.transaction().execute(async (trx) => {
    const repo = createSubjectVisitRepository(trx);
    const visit = visitIn(await repo.byId(body.id), body.projectId);
    if (visit.version !== body.version) throw staleVersion();
    const subject = await repo.subject(visit.subjectId);
    if (subject?.invalid === 1)
      throw badRequest({ 'zh-CN': '受试者记录已标记无效，不能再修改', en: 'The subject entry is invalid' });
    allowed(visit, action.transition);
    const change = changeOf(visit);
    if (!(await repo.update(visit.id, visit.version, change, isoTime(actor.at)))) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: action.name,
      entity: VISIT_ENTITY,
      entityId: visit.subjectId,
      before: auditValue(visit, null),
      after: auditValue(visit, change),
    });
    await emitVisitChange(trx, visit, change, actor);
    return { id: visit.id, version: visit.version + 1 };
  });
}

/** Tells listening areas (visit-events.ts) that a visit became done, or that a done one was undone. */
async function emitVisitChange(
  trx: Parameters<typeof emitVisitEvent>[0],
  visit: SubjectVisitRow,
  change: SubjectVisitChange,
  actor: Actor,
): Promise<void> {
  const base = {
    id: visit.id,
    projectId: visit.projectId,
    subjectId: visit.subjectId,
    visitCode: visit.visitCode,
    cycle: visit.cycle,
  };
  if (change.status === 'done' && change.executedDate)
    await emitVisitEvent(trx, {
      kind: 'done',
      visit: {
        ...base,
        executedDate: change.executedDate,
        activitiesDone: JSON.parse(change.activitiesDone ?? '[]') as string[],
      },
      actor,
    });
  else if (visit.status === 'done' && change.status === 'planned' && visit.executedDate)
    await emitVisitEvent(trx, {
      kind: 'undone',
      visit: { ...base, executedDate: visit.executedDate, activitiesDone: [] },
      actor,
    });
}

export function createVisitRecordService(db: Db) {
  return {
    setPlanDate: (body: SubjectVisitSetPlanDateBody, actor: Actor) =>
      writeVisit(db, body, actor, { name: 'visit.setPlanDate', transition: 'plan' }, (visit) =>
        planDateChange(visit, body),
      ),

    setExecDate: (body: SubjectVisitSetExecDateBody, actor: Actor) =>
      writeVisit(db, body, actor, { name: 'visit.setExecDate', transition: 'record' }, (visit) =>
        execChange(visit, body, hospitalDay(actor.at)),
      ),

    missed: (body: SubjectVisitMissedBody, actor: Actor) =>
      writeVisit(db, body, actor, { name: 'visit.missed', transition: 'miss' }, () => ({
        status: 'missed',
        note: cleanText(body.reason),
      })),

    reset: (body: SubjectVisitResetBody, actor: Actor) =>
      writeVisit(db, body, actor, { name: 'visit.reset', transition: 'reset' }, () => ({
        status: 'planned',
        executedDate: null,
        outOfWindow: 0,
        activitiesDone: '[]',
        note: null,
      })),
  };
}
