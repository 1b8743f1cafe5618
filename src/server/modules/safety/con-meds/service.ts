/**
 * Concomitant medication writes (SUITE.md 'Writes'): each in one transaction that loads the
 * row within the caller's project (another project's row is 'not found'), checks its
 * version and the status machine (CON_MED_TRANSITIONS: only a medication still to check is
 * changed or deleted), stores the published safety rules' flag of the drug, and appends the
 * audit row (entity 'safety_con_med': conMed.create, .update, .check, .delete). Audit
 * values name the subject by id only.
 */
import type { Transaction } from 'kysely';
import type {
  ConMedBatchSaveBody,
  ConMedRowRef,
  ConMedSaveBody,
  ConMedSaved,
} from '../../../../shared/api/safety/con-meds';
import { hospitalDay } from '../../../../shared/domain/hospital-time';
import { conMedFlag } from '../../../../shared/domain/safety/rules';
import { CON_MED_TRANSITIONS } from '../../../../shared/domain/safety/status';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { publishedSafetyRules } from '../rules/published';
import { type ConMedValues, conMedIssues, conMedValues } from './con-med-fields';
import { type ConMedState, type ConMedStored, createConMedRepository } from './repository';
import type { LocalizedText } from '../../../../shared/domain/labels';

export const CON_MED_ENTITY = 'safety_con_med';
type Trx = Transaction<Database>;

function conMedIn(found: ConMedState | undefined, projectId: number): ConMedState {
  if (!found || found.projectId !== projectId)
    throw notFound({ 'zh-CN': '合并用药记录不存在', en: 'No such medication in this project' });
  return found;
}

function requireRecorded(conMed: ConMedState, message: LocalizedText) {
  if (!(CON_MED_TRANSITIONS.check.from as readonly string[]).includes(conMed.status)) throw badRequest(message);
}

/** Records checked medications with their flags and audit rows, in the caller's transaction. */
export async function insertConMeds(
  trx: Trx,
  projectId: number,
  rows: ConMedValues[],
  actor: Actor,
  via: 'form' | 'batch' | 'import',
): Promise<ConMedSaved[]> {
  const repo = createConMedRepository(trx);
  const rules = await publishedSafetyRules(trx, projectId);
  const now = isoTime(actor.at);
  const saved: ConMedSaved[] = [];
  for (const values of rows) {
    const stored: ConMedStored = { ...values, ruleFlag: conMedFlag(values.drug, rules) };
    const id = await repo.insert(projectId, stored, actor.actorName, now);
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'conMed.create',
      entity: CON_MED_ENTITY,
      entityId: id,
      after: { projectId, via, ...stored },
    });
    saved.push({ id, version: 1, ruleFlag: stored.ruleFlag });
  }
  return saved;
}

/** The checked values of a form or batch row, refused with the first problem's field named. */
async function checkedRows(trx: Trx, projectId: number, rows: ConMedValues[], today: string, prefix = '') {
  const repo = createConMedRepository(trx);
  const subjects = await repo.subjects(projectId, [...new Set(rows.map((r) => r.subjectId))]);
  const dictionaries = await repo.dictionaries();
  rows.forEach((values, index) => {
    const [issue] = conMedIssues(values, today, subjects, dictionaries);
    if (issue) throw fieldProblem(prefix ? `${prefix}[${index}].${issue.field}` : issue.field, issue.reason);
  });
}

export function createConMedService(db: Db) {
  async function update(trx: Trx, body: ConMedSaveBody, values: ConMedValues, actor: Actor): Promise<ConMedSaved> {
    const repo = createConMedRepository(trx);
    if (body.id === undefined || body.version === undefined)
      throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
    const conMed = conMedIn(await repo.byId(body.id), body.projectId);
    if (conMed.version !== body.version) throw staleVersion();
    requireRecorded(conMed, { 'zh-CN': '已核对的合并用药不能修改', en: 'A checked medication cannot change' });
    const rules = await publishedSafetyRules(trx, body.projectId);
    const stored: ConMedStored = { ...values, ruleFlag: conMedFlag(values.drug, rules) };
    const { before, after, changed } = changedFields<ConMedStored>(conMed, stored);
    if (!changed) return { id: conMed.id, version: conMed.version, ruleFlag: conMed.ruleFlag };
    if (!(await repo.update(conMed.id, conMed.version, after, isoTime(actor.at)))) throw staleVersion();
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'conMed.update',
      entity: CON_MED_ENTITY,
      entityId: conMed.id,
      before,
      after,
    });
    return { id: conMed.id, version: conMed.version + 1, ruleFlag: stored.ruleFlag };
  }

  return {
    async save(body: ConMedSaveBody, actor: Actor): Promise<ConMedSaved> {
      const values = conMedValues(body);
      return db.transaction().execute(async (trx) => {
        await checkedRows(trx, body.projectId, [values], hospitalDay(actor.at));
        if (body.id !== undefined) return update(trx, body, values, actor);
        const [saved] = await insertConMeds(trx, body.projectId, [values], actor, 'form');
        if (!saved) throw staleVersion();
        return saved;
      });
    },

    async batchSave(body: ConMedBatchSaveBody, actor: Actor): Promise<{ rows: ConMedSaved[] }> {
      const rows = body.rows.map(conMedValues);
      return db.transaction().execute(async (trx) => {
        await checkedRows(trx, body.projectId, rows, hospitalDay(actor.at), 'rows');
        return { rows: await insertConMeds(trx, body.projectId, rows, actor, 'batch') };
      });
    },

    async check(body: ConMedRowRef, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createConMedRepository(trx);
        const conMed = conMedIn(await repo.byId(body.id), body.projectId);
        if (conMed.version !== body.version) throw staleVersion();
        requireRecorded(conMed, {
          'zh-CN': '只能核对待核对的合并用药',
          en: 'Only a medication waiting for a check can be checked',
        });
        const now = isoTime(actor.at);
        const change = { status: CON_MED_TRANSITIONS.check.to, checkedBy: actor.actorName, checkedAt: now };
        if (!(await repo.update(conMed.id, conMed.version, change, now))) throw staleVersion();
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'conMed.check',
          entity: CON_MED_ENTITY,
          entityId: conMed.id,
          before: { status: conMed.status },
          after: change,
        });
        return { id: conMed.id, version: conMed.version + 1 };
      });
    },

    async remove(body: ConMedRowRef, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const repo = createConMedRepository(trx);
        const conMed = conMedIn(await repo.byId(body.id), body.projectId);
        if (conMed.version !== body.version) throw staleVersion();
        requireRecorded(conMed, { 'zh-CN': '已核对的合并用药不能删除', en: 'A checked medication cannot be deleted' });
        if (!(await repo.remove(conMed.id, conMed.version))) throw staleVersion();
        const { id, projectId, status, version, ...before } = conMed;
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'conMed.delete',
          entity: CON_MED_ENTITY,
          entityId: id,
          before: { projectId, ...before },
        });
        return { id, version };
      });
    },
  };
}
