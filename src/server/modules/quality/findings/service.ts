/**
 * QC finding writes (SUITE.md 'Writes'): each in one transaction that loads the finding
 * within the caller's project (another project's finding is 'not found'), checks its version
 * and the status machine (FINDING_TRANSITIONS), applies the move and appends the audit row
 * (entity 'quality_finding': qcFinding.raise, .send, .answer, .accept, .return). Findings are
 * recorded while their task is in progress; only the responsible member answers one, only
 * its checker (isFindingChecker) accepts or returns the answer.
 */
import type { Transaction } from 'kysely';
import type {
  FindingAnswerBody,
  FindingRaiseBody,
  FindingSendBody,
  FindingVerdictBody,
} from '../../../../shared/api/quality/findings';
import { isFindingChecker } from '../../../../shared/api/quality/findings';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import { type FindingAction, FINDING_TRANSITIONS, canFindingMove } from '../../../../shared/domain/quality/qc-status';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Updateable } from 'kysely';
import { badRequest, forbidden, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import { type FindingState, createFindingRepository } from './repository';

export const FINDING_ENTITY = 'quality_finding';
type Trx = Transaction<Database>;
type Set = Updateable<Database['qualityFinding']>;

const MOVE_REFUSED: Record<FindingAction, { 'zh-CN': string; en: string }> = {
  send: { 'zh-CN': '只能下发质控中的问题', en: 'Only a finding still in QC can be sent' },
  answer: { 'zh-CN': '只能反馈整改中的问题', en: 'Only a finding being rectified can be answered' },
  accept: { 'zh-CN': '只能确认已反馈的问题', en: 'Only an answered finding can be accepted' },
  return: { 'zh-CN': '只能退回已反馈的问题', en: 'Only an answered finding can be returned' },
};

async function findingIn(trx: Trx, body: { projectId: number; id: number; version: number }): Promise<FindingState> {
  const found = await createFindingRepository(trx).byId(body.id);
  if (!found || found.projectId !== body.projectId)
    throw notFound({ 'zh-CN': '质控问题不存在', en: 'No such finding in this project' });
  if (found.version !== body.version) throw staleVersion();
  return found;
}

async function raise(trx: Trx, body: FindingRaiseBody, actor: Actor) {
  const repo = createFindingRepository(trx);
  const task = await repo.task(body.taskId);
  if (!task || task.projectId !== body.projectId)
    throw fieldProblem('taskId', { 'zh-CN': '质控任务不属于本项目', en: 'No such check task in this project' });
  if (task.status !== 40)
    throw badRequest({ 'zh-CN': '只能在处理中的任务上记录问题', en: 'Findings are recorded on a task in progress' });
  if (!(JSON.parse(task.items) as string[]).includes(body.itemCode))
    throw fieldProblem('itemCode', { 'zh-CN': '该任务不检查此项目', en: 'The task does not check this item' });
  const subjectId = body.subjectId ?? null;
  if (subjectId !== null) {
    const subject = await repo.subject(subjectId);
    if (!subject || subject.projectId !== body.projectId)
      throw fieldProblem('subjectId', { 'zh-CN': '受试者不属于本项目', en: 'No such subject in this project' });
  }
  const fields = {
    projectId: body.projectId,
    taskId: body.taskId,
    itemCode: body.itemCode,
    subjectId,
    problemType: body.problemType,
    severity: body.severity,
    description: body.description.trim(),
  };
  const id = await repo.insert({ ...fields, createdBy: actor.actorName, now: isoTime(actor.at) });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'qcFinding.raise',
    entity: FINDING_ENTITY,
    entityId: id,
    after: { ...fields, status: 2 },
  });
  return { id, version: 1 };
}

/** What a move sets besides the status, checked against the finding and the caller. */
async function fieldsOf(
  trx: Trx,
  action: FindingAction,
  finding: FindingState,
  body: Record<string, unknown>,
  actor: Actor,
): Promise<Set> {
  const repo = createFindingRepository(trx);
  const now = isoTime(actor.at);
  if (action === 'send') {
    const { responsibleUserId, rectifyDue } = body as FindingSendBody;
    if (!(await repo.onTeam(finding.projectId, responsibleUserId)))
      throw fieldProblem('responsibleUserId', { 'zh-CN': '责任人不在本项目团队中', en: 'Not on the project team' });
    if (!isCalendarDate(rectifyDue) || rectifyDue < hospitalDay(actor.at))
      throw fieldProblem('rectifyDue', { 'zh-CN': '整改期限不能早于今天', en: 'The due day cannot be before today' });
    return { responsibleId: responsibleUserId, rectifyDue };
  }
  if (action === 'answer') {
    const { corrective, preventive, evidence = [] } = body as FindingAnswerBody;
    if (finding.responsibleId !== actor.actorId)
      throw forbidden({ 'zh-CN': '只有整改责任人可以反馈', en: 'Only the responsible member answers this finding' });
    if ((await repo.projectEvidence(finding.projectId, evidence)) !== evidence.length)
      throw fieldProblem('evidence', { 'zh-CN': '证明文件不存在', en: 'No such evidence file' });
    return {
      corrective: corrective.trim(),
      preventive: preventive.trim(),
      evidence: JSON.stringify(evidence),
      answeredAt: now,
      answeredBy: actor.actorName,
    };
  }
  if (!isFindingChecker(finding, actor.actorId))
    throw forbidden({
      'zh-CN': '只有该问题的检查人可以确认或退回',
      en: "Only the finding's checker accepts or returns it",
    });
  const note = cleanText((body as FindingVerdictBody).note);
  if (action === 'return')
    return { verifyNote: note, verifiedAt: now, verifiedBy: actor.actorName, returnCount: finding.returnCount + 1 };
  return { verifyNote: note, verifiedAt: now, verifiedBy: actor.actorName };
}

export function createFindingService(db: Db) {
  async function move(action: FindingAction, body: { projectId: number; id: number; version: number }, actor: Actor) {
    return db.transaction().execute(async (trx) => {
      const finding = await findingIn(trx, body);
      if (!canFindingMove(finding.status, action)) throw badRequest(MOVE_REFUSED[action]);
      const to = FINDING_TRANSITIONS[action].to;
      const set = { ...(await fieldsOf(trx, action, finding, body, actor)), status: to };
      if (!(await createFindingRepository(trx).update(finding.id, finding.version, set, isoTime(actor.at))))
        throw staleVersion();
      const before = Object.fromEntries(
        Object.keys(set).map((key) => [
          key,
          key === 'evidence' ? JSON.stringify(finding.evidence) : (finding[key as keyof FindingState] ?? null),
        ]),
      );
      await appendAudit(trx, {
        ...auditActor(actor),
        action: `qcFinding.${action}`,
        entity: FINDING_ENTITY,
        entityId: finding.id,
        before,
        after: set,
      });
      return { id: finding.id, version: finding.version + 1 };
    });
  }

  return {
    raise: (body: FindingRaiseBody, actor: Actor) => db.transaction().execute((trx) => raise(trx, body, actor)),
    send: (body: FindingSendBody, actor: Actor) => move('send', body, actor),
    answer: (body: FindingAnswerBody, actor: Actor) => move('answer', body, actor),
    accept: (body: FindingVerdictBody, actor: Actor) => move('accept', body, actor),
    return: (body: FindingVerdictBody, actor: Actor) => move('return', body, actor),
  };
}
