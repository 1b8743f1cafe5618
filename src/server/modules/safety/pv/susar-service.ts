/**
 * SUSAR reports: the list with due states, one report, and the save of a draft (SUITE.md
 * 'Writes': one transaction, version check, audit row `susar.create` / `susar.update`,
 * entity safety_susar). Submit, revise and delete are the shared lifecycle's
 * (safety-records/lifecycle.ts); the PV moves are pv-move.ts.
 */
import type { Susar, SusarListQuery, SusarSaveBody } from '../../../../shared/api/safety/susar';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import type { PvStatus } from '../../../../shared/domain/study';
import type { RecordStatus } from '../../../../shared/domain/safety/status';
import type { Db } from '../../../db/database';
import {
  type Actor,
  auditActor,
  changedFields,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { checkVersion, loadRecord, noSuchRecord, recordEntity, requireDraft } from '../records/lifecycle';
import { dueFields, susarDueOf } from './due';
import { type SusarFields, type SusarListedRow, createSusarRepository } from './susar-repository';

type Repository = ReturnType<typeof createSusarRepository>;

/** A row as the API answers it, its due state at `now`. */
export function toSusar(row: SusarListedRow, now: number): Susar {
  const { initialLearnedDate: _learned, initialFatal: _fatal, firstSubmittedAt, ...rest } = row;
  return {
    ...rest,
    reportType: row.reportType === 'followup' ? 'followup' : 'first',
    fatal: row.fatal === 1,
    pvStatus: row.pvStatus as PvStatus,
    status: row.status as RecordStatus,
    ...dueFields(susarDueOf(row), firstSubmittedAt, now),
  };
}

/** The body's fields as stored, refusing what does not belong to the project or makes no sense. */
async function checkedFields(repo: Repository, body: SusarSaveBody, today: string): Promise<SusarFields> {
  if (!isCalendarDate(body.learnedDate))
    throw fieldProblem('learnedDate', { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (body.learnedDate > today)
    throw fieldProblem('learnedDate', { 'zh-CN': '获知日期不能晚于今天', en: 'Cannot be after today' });
  const subjectId = body.subjectId ?? null;
  if (subjectId !== null && !(await repo.subjectInProject(body.projectId, subjectId))) {
    throw fieldProblem('subjectId', { 'zh-CN': '受试者不属于本项目', en: 'No such subject in this project' });
  }
  const saeId = body.saeId ?? null;
  if (saeId !== null && !(await repo.saeInProject(body.projectId, saeId))) {
    throw fieldProblem('saeId', { 'zh-CN': 'SAE报告不属于本项目', en: 'No such SAE in this project' });
  }
  const initialId = body.reportType === 'followup' ? await checkedInitial(repo, body) : null;
  return {
    subjectId,
    saeId,
    reportType: body.reportType,
    initialId,
    learnedDate: body.learnedDate,
    fatal: body.fatal ? 1 : 0,
    drugName: body.drugName.trim(),
    reaction: body.reaction.trim(),
    description: body.description.trim(),
  };
}

/** A follow-up names a first SUSAR of the project that has been submitted. */
async function checkedInitial(repo: Repository, body: SusarSaveBody): Promise<number> {
  const initialId = body.initialId ?? null;
  if (initialId === null)
    throw fieldProblem('initialId', { 'zh-CN': '随访报告须选择首次报告', en: 'A follow-up names its first report' });
  const initial = await repo.byId(body.projectId, initialId);
  if (!initial || initial.id === body.id || initial.reportType !== 'first' || initial.firstSubmittedAt === null) {
    throw fieldProblem('initialId', {
      'zh-CN': '首次报告须为本项目已提交的首次SUSAR',
      en: 'Must be a submitted first SUSAR of this project',
    });
  }
  return initial.id;
}

export function createSusarService(db: Db) {
  return {
    /** Due states depend on now, so the dueState filter applies after computing them; a project's SUSARs are few. */
    async list(projectId: number, query: SusarListQuery, now: number): Promise<{ rows: Susar[]; total: number }> {
      const rows = (await createSusarRepository(db).list(projectId, query))
        .map((row) => toSusar(row, now))
        .filter((row) => !query.dueState || row.dueState === query.dueState);
      const offset = query.offset ?? 0;
      return { rows: rows.slice(offset, offset + (query.limit ?? 20)), total: rows.length };
    },

    async get(projectId: number, id: number, now: number): Promise<Susar> {
      const row = await createSusarRepository(db).byId(projectId, id);
      if (!row) throw noSuchRecord('susar');
      return toSusar(row, now);
    },

    async save(body: SusarSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const repo = createSusarRepository(trx);
        const fields = await checkedFields(repo, body, hospitalDay(actor.at));
        const audit = { ...auditActor(actor), entity: recordEntity('susar') };
        if (body.id === undefined) {
          const id = await repo.insert(body.projectId, fields, actor.actorName, now);
          await appendAudit(trx, { ...audit, action: 'susar.create', entityId: id, after: fields });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = await loadRecord(trx, 'susar', body.projectId, body.id);
        checkVersion(row, body.version);
        requireDraft('susar', row);
        const { before, after, changed } = changedFields<SusarFields>(row, fields);
        if (!changed) return { id: row.id, version: row.version };
        if (!(await repo.update(row.id, row.version, after, now))) throw staleVersion();
        await appendAudit(trx, { ...audit, action: 'susar.update', entityId: row.id, before, after });
        return { id: row.id, version: row.version + 1 };
      });
    },
  };
}
