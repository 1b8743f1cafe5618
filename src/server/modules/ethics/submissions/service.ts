/**
 * Ethics submissions' writes (SUITE.md 'Writes'). Each runs in one transaction: the row at the
 * caller's version, the move through the status machine (ETHICS_SUBMISSION), the row's
 * change, its status log row and its audit row. A move the machine refuses is a 400 naming the
 * status and the move, and nothing changes. Accepting gives the committee's next acceptance
 * number of the hospital's year (EC-2026-0001) from the `ethics_number` counter, updated in the
 * same transaction: PostgreSQL's update waits for a concurrent one and SQLite runs one write
 * transaction at a time, so two acceptances never share a number (the column is unique too).
 */
import type { BoardReturnBody } from '../../../../shared/api/ethics/board';
import type { SubmissionMoveBody, SubmissionSaveBody } from '../../../../shared/api/ethics/submissions';
import { formatAcceptanceNumber } from '../../../../shared/domain/ethics/committee';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../../../../shared/domain/ethics/submissions';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, fieldProblem, isoTime, staleVersion } from '../../../services/staff-write';
import type { Transaction } from 'kysely';
import { SUBMISSION_ENTITY, type SubmissionRow, move, noSubmission, requireMove } from './moves';
import { createSubmissionRepository } from './repository';
import { nextYearSeq } from '../year-counter';

type Trx = Transaction<Database>;
type Row = SubmissionRow;

async function nextAcceptanceNumber(trx: Trx, committeeId: number, at: number): Promise<string> {
  const { year, seq } = await nextYearSeq(trx, 'ethicsNumber', committeeId, at);
  return formatAcceptanceNumber(year, seq);
}

export function createSubmissionService(db: Db) {
  /** Loads the row (of the project, when given) at the caller's version. */
  async function load(trx: Trx, id: number, version: number, projectId?: number): Promise<Row> {
    const row = await createSubmissionRepository(trx).row(id);
    if (!row || (projectId !== undefined && row.projectId !== projectId)) throw noSubmission();
    if (row.version !== version) throw staleVersion();
    return row;
  }

  async function checkDocuments(trx: Trx, projectId: number, ids: number[]) {
    const found = new Set(await createSubmissionRepository(trx).projectVersionIds(projectId, ids));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw fieldProblem('documentVersionIds', {
        'zh-CN': `这些文件版本不在本项目的研究文件夹中或已撤回：${missing.join('、')}`,
        en: `These document versions are not in this project's binder or were withdrawn: ${missing.join(', ')}`,
      });
  }

  async function replaceDocuments(trx: Trx, submissionId: number, ids: number[]) {
    await trx.deleteFrom('ethicsSubmissionDocument').where('submissionId', '=', submissionId).execute();
    if (ids.length > 0)
      await trx
        .insertInto('ethicsSubmissionDocument')
        .values(ids.map((documentVersionId, sort) => ({ submissionId, documentVersionId, sort })))
        .execute();
  }

  return {
    /** A new draft (no id), or a draft's or returned submission's fields and documents. */
    async save(body: SubmissionSaveBody, actor: Actor) {
      const ids = body.documentVersionIds;
      const fields = { type: body.type, title: body.title.trim(), notes: cleanText(body.notes) };
      return db.transaction().execute(async (trx) => {
        await checkDocuments(trx, body.projectId, ids);
        const now = isoTime(actor.at);
        if (body.id === undefined) {
          const committee = await trx
            .selectFrom('ethicsCommittee')
            .select('id')
            .orderBy('id')
            .limit(1)
            .executeTakeFirst();
          if (!committee) throw notFound({ 'zh-CN': '伦理委员会不存在', en: 'No ethics committee' });
          const { id } = await trx
            .insertInto('ethicsSubmission')
            .values({
              ...fields,
              committeeId: committee.id,
              projectId: body.projectId,
              status: 'draft',
              createdBy: actor.actorName,
              createdAt: now,
              updatedAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await replaceDocuments(trx, id, ids);
          await trx
            .insertInto('ethicsSubmissionEvent')
            .values({
              submissionId: id,
              action: 'create',
              fromStatus: null,
              toStatus: 'draft',
              reason: null,
              actorId: actor.actorId,
              actorName: actor.actorName,
              at: now,
            })
            .execute();
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'ethicsSubmission.create',
            entity: SUBMISSION_ENTITY,
            entityId: id,
            after: { ...fields, projectId: body.projectId, status: 'draft', documentVersionIds: ids },
          });
          return { id, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '缺少版本号', en: 'The version is missing' });
        const row = await load(trx, body.id, body.version, body.projectId);
        if (row.status !== 'draft' && row.status !== 'returned') {
          const label = SUBMISSION_STATUS_LABELS[row.status as SubmissionStatus];
          throw badRequest({
            'zh-CN': `状态为「${label['zh-CN']}」的递交不能修改，只有草稿或退回的递交可以修改`,
            en: `A submission that is '${label.en}' cannot be changed: only a draft or a returned one can`,
          });
        }
        const before = await createSubmissionRepository(trx).documents(row.id);
        const updated = await trx
          .updateTable('ethicsSubmission')
          .set({ ...fields, updatedAt: now, version: row.version + 1 })
          .where('id', '=', row.id)
          .where('version', '=', row.version)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw staleVersion();
        await replaceDocuments(trx, row.id, ids);
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ethicsSubmission.update',
          entity: SUBMISSION_ENTITY,
          entityId: row.id,
          before: {
            type: row.type,
            title: row.title,
            notes: row.notes,
            documentVersionIds: before.map((document) => document.versionId),
          },
          after: { ...fields, documentVersionIds: ids },
        });
        return { id: row.id, version: row.version + 1 };
      });
    },

    async submit(body: SubmissionMoveBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const row = await load(trx, body.id, body.version, body.projectId);
        requireMove(row, 'submit');
        if ((await createSubmissionRepository(trx).documents(row.id)).length === 0)
          throw fieldProblem('documentVersionIds', {
            'zh-CN': '递交须附至少一个研究文件夹中的文件版本',
            en: 'A submission must carry at least one document version from the binder',
          });
        return move(trx, row, 'submit', actor, {
          submittedAt: isoTime(actor.at),
          submittedBy: actor.actorName,
          returnReason: null,
        });
      });
    },

    async withdraw(body: SubmissionMoveBody, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const row = await load(trx, body.id, body.version, body.projectId);
        return move(trx, row, 'withdraw', actor, {}, cleanText(body.reason));
      });
    },

    async accept(body: { id: number; version: number }, actor: Actor) {
      return db.transaction().execute(async (trx) => {
        const row = await load(trx, body.id, body.version);
        requireMove(row, 'accept');
        const acceptanceNumber = await nextAcceptanceNumber(trx, row.committeeId, actor.at);
        const saved = await move(trx, row, 'accept', actor, { acceptanceNumber, acceptedAt: isoTime(actor.at) });
        return { ...saved, acceptanceNumber };
      });
    },

    async returnToTeam(body: BoardReturnBody, actor: Actor) {
      const reason = body.reason.trim();
      return db.transaction().execute(async (trx) => {
        const row = await load(trx, body.id, body.version);
        return move(trx, row, 'return', actor, { returnReason: reason }, reason);
      });
    },
  };
}
