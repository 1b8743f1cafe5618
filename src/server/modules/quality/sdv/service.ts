/**
 * SDV reads and marks. A mark names the record version the monitor verified; marking a
 * version that is no longer current is refused as stale (the monitor reloads and checks the
 * change). Each mark and unmark is one transaction with its audit row (entity 'sdv_mark',
 * keyed by the record id: sdv.mark, sdv.unmark, with the record kind in the values).
 */
import type { SdvMarkBody, SdvUnmarkBody } from '../../../../shared/api/quality/sdv';
import { SDV_KEY_KINDS, type SdvRecordKind, coveragePercent, sdvStateOf } from '../../../../shared/domain/quality/sdv';
import type { Db } from '../../../db/database';
import { appendAudit } from '../../../db/audit/audit-trail';
import { notFound } from '../../../lib/api-error';
import { type Actor, auditActor, isoTime, staleVersion } from '../../../services/staff-write';
import { recordOf, recordsOfSubject } from './records';
import { createSdvRepository } from './repository';

export const SDV_ENTITY = 'sdv_mark';

const isKey = (kind: SdvRecordKind) => (SDV_KEY_KINDS as readonly SdvRecordKind[]).includes(kind);

export const noSuchRecord = () => notFound({ 'zh-CN': '本项目中没有该记录', en: 'No such record in this project' });

export function createSdvService(db: Db) {
  const repo = createSdvRepository(db);
  return {
    async subject(projectId: number, subjectId: number) {
      const records = await recordsOfSubject(db, projectId, subjectId);
      if (!records.some((record) => record.kind === 'subject'))
        throw notFound({ 'zh-CN': '本项目中没有该受试者', en: 'No such subject in this project' });
      const marks = new Map(
        (await repo.marksOfSubject(projectId, subjectId)).map((mark) => [`${mark.recordKind}:${mark.recordId}`, mark]),
      );
      const queries = await repo.unsettledByRecord(projectId, subjectId);
      const rows = records.map((record) => {
        const key = `${record.kind}:${record.id}`;
        const mark = marks.get(key);
        return {
          kind: record.kind,
          id: record.id,
          label: record.label,
          version: record.version,
          sdvState: sdvStateOf(mark?.recordVersion ?? null, record.version),
          verifiedBy: mark?.verifiedBy ?? null,
          verifiedAt: mark?.verifiedAt ?? null,
          unsettledQueries: queries.get(key) ?? 0,
        };
      });
      const keyRows = rows.filter((row) => isKey(row.kind));
      const verified = keyRows.filter((row) => row.sdvState === 'verified').length;
      return { records: rows, verified, total: keyRows.length, percent: coveragePercent(verified, keyRows.length) };
    },

    async coverage(projectId: number) {
      const [subjects, coverage, queries] = await Promise.all([
        repo.subjects(projectId),
        repo.coverage(projectId),
        repo.unsettledBySubject(projectId),
      ]);
      const bySubject = new Map(coverage.map((row) => [row.subjectId, row]));
      const rows = subjects.map((subject) => {
        const { total = 0, verified = 0 } = bySubject.get(subject.id) ?? {};
        return {
          subjectId: subject.id,
          subjectNumber: subject.subjectNumber,
          initials: subject.initials,
          total,
          verified,
          percent: coveragePercent(verified, total),
          unsettledQueries: queries.get(subject.id) ?? 0,
        };
      });
      const total = rows.reduce((sum, row) => sum + row.total, 0);
      const verified = rows.reduce((sum, row) => sum + row.verified, 0);
      const unsettledQueries = rows.reduce((sum, row) => sum + row.unsettledQueries, 0);
      return {
        project: { total, verified, percent: coveragePercent(verified, total), unsettledQueries },
        subjects: rows,
      };
    },

    async mark(body: SdvMarkBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const record = await recordOf(trx, body.kind, body.id);
        if (!record || record.projectId !== body.projectId) throw noSuchRecord();
        if (record.version !== body.version) throw staleVersion();
        const after = { recordKind: body.kind, recordVersion: record.version };
        const before = await createSdvRepository(trx).mark({
          projectId: record.projectId,
          subjectId: record.subjectId,
          recordKind: body.kind,
          recordId: record.id,
          recordVersion: record.version,
          verifiedBy: actor.actorName,
          verifiedAt: isoTime(actor.at),
        });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sdv.mark',
          entity: SDV_ENTITY,
          entityId: record.id,
          before: before ? { recordKind: body.kind, recordVersion: before.recordVersion } : null,
          after,
        });
        return { recordVersion: record.version };
      });
    },

    async unmark(body: SdvUnmarkBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const record = await recordOf(trx, body.kind, body.id);
        if (!record || record.projectId !== body.projectId) throw noSuchRecord();
        const before = await createSdvRepository(trx).unmark(body.kind, body.id);
        if (!before) throw notFound({ 'zh-CN': '该记录没有SDV标记', en: 'The record has no SDV mark' });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'sdv.unmark',
          entity: SDV_ENTITY,
          entityId: record.id,
          before: { recordKind: body.kind, recordVersion: before.recordVersion },
        });
        return { recordVersion: record.version };
      });
    },
  };
}
