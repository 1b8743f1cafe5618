/**
 * AE writes (SUITE.md 'Writes'): a save creates a draft or changes a draft (a submitted AE
 * changes through the shared lifecycle's revise); a batch creates up to 100 drafts, all or
 * none. Each in one transaction with its audit rows (entity safety_ae: ae.create, ae.update),
 * which carry the AE's fields and the subject's id, never a name.
 */
import type { AeBatchProblem, AeBatchSaveBody, AeFields, AeSaveBody } from '../../../../shared/api/safety/ae';
import { ResponseCode } from '../../../../shared/api/contract/envelope';
import type { Transaction } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { ApiError, bilingualOf, notFound } from '../../../lib/api-error';
import {
  type Actor,
  auditActor,
  changedFields,
  fieldProblem,
  isoTime,
  staleVersion,
} from '../../../services/staff-write';
import { appendAudit } from '../../../db/audit/audit-trail';
import { checkVersion, loadRecord, recordEntity, requireDraft } from '../records/lifecycle';
import { publishedSafetyRules } from '../rules/published';
import { AE_DICTIONARY_CODES, type AeCheckContext, aeProblems, storedFields } from './ae-fields';
import { type AeStoredFields, createAeRepository } from './repository';
import { hospitalDay } from '../../../../shared/domain/hospital-time';

type Executor = Parameters<typeof createAeRepository>[0];
const ENTITY = recordEntity('ae');

export async function aeCheckContext(
  db: Executor,
  projectId: number,
  subjectIds: readonly number[],
  at: number,
): Promise<AeCheckContext> {
  const repo = createAeRepository(db);
  return {
    today: hospitalDay(at),
    now: at,
    subjects: await repo.subjectsIn(projectId, subjectIds),
    dictionaries: await repo.dictionaries(AE_DICTIONARY_CODES),
    rules: await publishedSafetyRules(db, projectId),
  };
}

/** Stores checked AE drafts with their audit rows; the caller's transaction. */
export async function insertAeDrafts(
  db: Transaction<Database>,
  projectId: number,
  drafts: readonly AeStoredFields[],
  actor: Actor,
  origin: 'save' | 'batch' | 'import',
): Promise<number[]> {
  const repo = createAeRepository(db);
  const now = isoTime(actor.at);
  const ids: number[] = [];
  for (const fields of drafts) {
    const id = await repo.insert(projectId, fields, actor.actorName, now);
    await appendAudit(db, {
      ...auditActor(actor),
      action: 'ae.create',
      entity: ENTITY,
      entityId: id,
      after: { projectId, origin, ...fields },
    });
    ids.push(id);
  }
  return ids;
}

function fieldsOf(body: AeSaveBody): AeFields {
  const { projectId: _projectId, id: _id, version: _version, ...fields } = body;
  return fields;
}

export function createAeService(db: Db) {
  return {
    async save(body: AeSaveBody, actor: Actor): Promise<{ id: number; version: number }> {
      return db.transaction().execute(async (trx) => {
        const fields = fieldsOf(body);
        const context = await aeCheckContext(trx, body.projectId, [fields.subjectId], actor.at);
        if (!context.subjects.has(fields.subjectId))
          throw notFound({ 'zh-CN': '受试者不存在', en: 'No such subject in this project' });
        const [problem] = aeProblems(fields, context);
        if (problem) throw fieldProblem(problem.field, bilingualOf(problem.reason));
        const stored = storedFields(fields, context.rules);
        if (body.id === undefined) {
          const [id] = await insertAeDrafts(trx, body.projectId, [stored], actor, 'save');
          return { id: id ?? 0, version: 1 };
        }
        if (body.version === undefined)
          throw fieldProblem('version', { 'zh-CN': '修改时必填', en: 'Required when updating' });
        const current = await loadRecord(trx, 'ae', body.projectId, body.id);
        checkVersion(current, body.version);
        requireDraft('ae', current);
        const { before, after, changed } = changedFields<AeStoredFields>(current, stored);
        if (!changed) return { id: current.id, version: current.version };
        if (!(await createAeRepository(trx).update(current.id, current.version, after, isoTime(actor.at)))) {
          throw staleVersion();
        }
        await appendAudit(trx, {
          ...auditActor(actor),
          action: 'ae.update',
          entity: ENTITY,
          entityId: current.id,
          before,
          after,
        });
        return { id: current.id, version: current.version + 1 };
      });
    },

    /** All rows or none; a refusal lists every row's problems (index from 0). */
    async batchSave(body: AeBatchSaveBody, actor: Actor): Promise<{ ids: number[] }> {
      return db.transaction().execute(async (trx) => {
        const context = await aeCheckContext(
          trx,
          body.projectId,
          body.rows.map((row) => row.subjectId),
          actor.at,
        );
        const problems: AeBatchProblem[] = body.rows.flatMap((row, index) =>
          aeProblems(row, context).map((problem) => ({ index, ...problem })),
        );
        if (problems.length > 0) {
          const first = problems[0] as AeBatchProblem;
          const reason = bilingualOf(first.reason);
          throw new ApiError(
            400,
            ResponseCode.info,
            {
              'zh-CN': `第 ${first.index + 1} 行 字段「${first.field}」：${reason['zh-CN']}（共 ${problems.length} 个问题，未保存任何记录）`,
              en: `Row ${first.index + 1} field '${first.field}': ${reason.en} (${problems.length} problems, nothing was saved)`,
            },
            { field: `rows.${first.index}.${first.field}`, problems },
          );
        }
        const drafts = body.rows.map((row) => storedFields(row, context.rules));
        return { ids: await insertAeDrafts(trx, body.projectId, drafts, actor, 'batch') };
      });
    },
  };
}
