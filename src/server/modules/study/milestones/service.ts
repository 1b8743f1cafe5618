/**
 * Milestone writes (SUITE.md 'Writes'): each in one transaction that checks the dates, loads
 * the milestone within the caller's project (a milestone of another project is 'not found',
 * whatever the caller may do there), checks its version, applies the change and appends the
 * audit row in the project's trail (entity 'project': milestone.create, milestone.update, milestone.delete).
 */
import type { MilestoneDeleteBody, MilestoneSaveBody } from '../../../../shared/api/study/milestones';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/api-error';
import { requireProject } from '../../../lib/project-exists';
import {
  type Actor,
  auditActor,
  changedFields,
  cleanText,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { type MilestoneFields, type MilestoneState, createMilestoneRepository } from './repository';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';

/** Milestone changes are rows of their project's trail, so they show in its activity tab. */
const ENTITY = 'project';

/** The body's fields as stored, refusing impossible days and an actual day after today. */
function checkedFields(body: MilestoneSaveBody, today: string): MilestoneFields {
  const plannedDate = body.plannedDate ?? null;
  const actualDate = body.actualDate ?? null;
  if (plannedDate !== null && !isCalendarDate(plannedDate))
    throw fieldProblem('plannedDate', { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (actualDate !== null && !isCalendarDate(actualDate))
    throw fieldProblem('actualDate', { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (actualDate !== null && actualDate > today)
    throw fieldProblem('actualDate', { 'zh-CN': '实际日期不能晚于今天', en: 'The actual date cannot be after today' });
  return { name: body.name.trim(), kind: body.kind, plannedDate, actualDate, note: cleanText(body.note) };
}

function milestoneIn(found: MilestoneState | undefined, projectId: number): MilestoneState {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '里程碑不存在', en: 'No such milestone in this project' });
  return found;
}

export function createMilestoneService(db: Db) {
  return {
    async save(body: MilestoneSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const fields = checkedFields(body, hospitalDay(actor.at));
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const repo = createMilestoneRepository(trx);
        if (body.id === undefined) {
          await requireProject(trx, body.projectId);
          const id = await repo.insert(body.projectId, fields, now);
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'milestone.create',
            entity: ENTITY,
            entityId: body.projectId,
            after: { milestoneId: id, ...fields },
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const milestone = milestoneIn(await repo.byId(body.id), body.projectId);
        if (milestone.version !== body.version) throw staleVersion();
        const { before, after, changed } = changedFields<MilestoneFields>(milestone, fields);
        if (!changed) return { id: milestone.id, version: milestone.version };
        if (!(await repo.update(milestone.id, milestone.version, after, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'milestone.update',
          entity: ENTITY,
          entityId: milestone.projectId,
          before: { milestoneId: milestone.id, ...before },
          after: { milestoneId: milestone.id, ...after },
        });
        return { id: milestone.id, version: milestone.version + 1 };
      });
    },

    async remove(body: MilestoneDeleteBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createMilestoneRepository(trx);
        const milestone = milestoneIn(await repo.byId(body.id), body.projectId);
        if (milestone.version !== body.version) throw staleVersion();
        if (!(await repo.remove(milestone.id, milestone.version))) throw staleVersion();
        const { id, projectId, name, kind, plannedDate, actualDate, note } = milestone;
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'milestone.delete',
          entity: ENTITY,
          entityId: projectId,
          before: { milestoneId: id, name, kind, plannedDate, actualDate, note },
        });
        return { id, version: milestone.version };
      });
    },
  };
}
