/**
 * DSUR reports: the list with due states, one report, the project's next report to write,
 * and the save of a draft (SUITE.md 'Writes': one transaction, version check, audit row
 * `dsur.create` / `dsur.update`, entity safety_dsur). The period and data lock point are
 * always worked out from the DIBD and the report year (dsurPeriod), never taken from the
 * caller. Submit, revise and delete are the shared lifecycle's; PV moves are pv-move.ts.
 */
import type { Dsur, DsurListQuery, DsurSaveBody, NextDsur } from '../../../../shared/api/safety/dsur';
import { hospitalDay, isCalendarDate } from '../../../../shared/domain/hospital-time';
import type { PvStatus } from '../../../../shared/domain/study';
import { anniversary, dsurPeriod } from '../../../../shared/domain/safety/due-dates';
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
import { dsurDueOf, dueFields } from './due';
import { type DsurFields, type DsurListedRow, createDsurRepository } from './dsur-repository';

const YEAR_TAKEN = { 'zh-CN': '本项目该年度已有DSUR报告', en: 'The project already has a DSUR for this year' };

export function toDsur(row: DsurListedRow, now: number): Dsur {
  const { firstSubmittedAt, ...rest } = row;
  return {
    ...rest,
    pvStatus: row.pvStatus as PvStatus,
    status: row.status as RecordStatus,
    ...dueFields(dsurDueOf(row), firstSubmittedAt, now),
  };
}

/** The stored fields: a real DIBD not in the future, a report year after it, the period worked out. */
function checkedFields(body: DsurSaveBody, today: string): DsurFields {
  if (!isCalendarDate(body.dibd)) throw fieldProblem('dibd', { 'zh-CN': '日期无效', en: 'Not a real date' });
  if (body.dibd > today)
    throw fieldProblem('dibd', { 'zh-CN': '国际开发诞生日不能晚于今天', en: 'Cannot be after today' });
  if (body.reportYear <= Number(body.dibd.slice(0, 4))) {
    throw fieldProblem('reportYear', {
      'zh-CN': '报告年度须晚于国际开发诞生日所在年度',
      en: 'Must be after the year of the DIBD',
    });
  }
  return {
    dibd: body.dibd,
    reportYear: body.reportYear,
    ...dsurPeriod(body.dibd, body.reportYear),
    summary: body.summary.trim(),
  };
}

/**
 * The next DSUR to write: with the DIBD of the project's latest DSUR, the first report year
 * from its first DSUR on that has no DSUR and whose data lock point is today or before.
 * Null when the project has no DSUR yet (no DIBD to count from) or none is missing.
 */
export function nextDsurYear(years: { reportYear: number; dibd: string }[], today: string) {
  const latest = years.at(-1);
  const first = years[0];
  if (!latest || !first) return null;
  const taken = new Set(years.map((entry) => entry.reportYear));
  for (let year = first.reportYear; year <= Number(today.slice(0, 4)); year += 1) {
    if (!taken.has(year) && anniversary(latest.dibd, year) <= today) return { dibd: latest.dibd, reportYear: year };
  }
  return null;
}

export function createDsurService(db: Db) {
  return {
    /** Due states depend on now, so the dueState filter applies after computing them; a project has one DSUR a year. */
    async list(projectId: number, query: DsurListQuery, now: number): Promise<{ rows: Dsur[]; total: number }> {
      const rows = (await createDsurRepository(db).list(projectId, query))
        .map((row) => toDsur(row, now))
        .filter((row) => !query.dueState || row.dueState === query.dueState);
      const offset = query.offset ?? 0;
      return { rows: rows.slice(offset, offset + (query.limit ?? 20)), total: rows.length };
    },

    async get(projectId: number, id: number, now: number): Promise<Dsur> {
      const row = await createDsurRepository(db).byId(projectId, id);
      if (!row) throw noSuchRecord('dsur');
      return toDsur(row, now);
    },

    async next(projectId: number, now: number): Promise<NextDsur | null> {
      const next = nextDsurYear(await createDsurRepository(db).years(projectId), hospitalDay(now));
      if (!next) return null;
      const period = dsurPeriod(next.dibd, next.reportYear);
      return { ...next, ...period, ...dueFields(dsurDueOf(period), null, now) };
    },

    async save(body: DsurSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      const fields = checkedFields(body, hospitalDay(actor.at));
      const now = isoTime(actor.at);
      return db.transaction().execute(async (trx) => {
        const repo = createDsurRepository(trx);
        const audit = { ...auditActor(actor), entity: recordEntity('dsur') };
        if (body.id === undefined) {
          const id = await repo.insert(body.projectId, fields, actor.actorName, now);
          if (id === undefined) throw fieldProblem('reportYear', YEAR_TAKEN);
          await appendAudit(trx, { ...audit, action: 'dsur.create', entityId: id, after: fields });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const row = await loadRecord(trx, 'dsur', body.projectId, body.id);
        checkVersion(row, body.version);
        requireDraft('dsur', row);
        if (await repo.yearTaken(body.projectId, fields.reportYear, row.id))
          throw fieldProblem('reportYear', YEAR_TAKEN);
        const { before, after, changed } = changedFields<DsurFields>(row, fields);
        if (!changed) return { id: row.id, version: row.version };
        if (!(await repo.update(row.id, row.version, after, now))) throw staleVersion();
        await appendAudit(trx, { ...audit, action: 'dsur.update', entityId: row.id, before, after });
        return { id: row.id, version: row.version + 1 };
      });
    },
  };
}
