/**
 * The subject records SDV marks and queries point at (shared/domain/quality/sdv.ts): the trial
 * subject itself, its done visits, AEs, SAE reports and concomitant medications, each read with
 * its project, subject, current version and a short label.
 */
import type { Kysely } from 'kysely';
import type { SdvRecordKind } from '../../../../shared/domain/quality/sdv';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

export interface SubjectRecord {
  kind: SdvRecordKind;
  id: number;
  projectId: number;
  subjectId: number;
  version: number;
  label: string;
}

/** One record by kind and id, or undefined. */
export async function recordOf(db: Executor, kind: SdvRecordKind, id: number): Promise<SubjectRecord | undefined> {
  const [row] = await recordRows(db, kind, { id });
  return row;
}

/** A subject's records of every kind, in the order the subject page shows them. */
export async function recordsOfSubject(db: Executor, projectId: number, subjectId: number): Promise<SubjectRecord[]> {
  const kinds: SdvRecordKind[] = ['subject', 'visit', 'ae', 'sae', 'conMed'];
  const lists = await Promise.all(kinds.map((kind) => recordRows(db, kind, { projectId, subjectId })));
  return lists.flat();
}

interface Where {
  id?: number;
  projectId?: number;
  subjectId?: number;
}

/** The rows of one kind matching `where` (visits: done ones only), by id. */
async function recordRows(db: Executor, kind: SdvRecordKind, where: Where): Promise<SubjectRecord[]> {
  const rows = await (async () => {
    switch (kind) {
      case 'subject': {
        let q = db
          .selectFrom('trialSubject as r')
          .select(['r.id', 'r.projectId', 'r.id as subjectId', 'r.version', 'r.subjectNumber as label']);
        if (where.id !== undefined) q = q.where('r.id', '=', where.id);
        if (where.subjectId !== undefined) q = q.where('r.id', '=', where.subjectId);
        if (where.projectId !== undefined) q = q.where('r.projectId', '=', where.projectId);
        return q.orderBy('r.id').execute();
      }
      case 'visit': {
        let q = db
          .selectFrom('subjectVisit as r')
          .select(['r.id', 'r.projectId', 'r.subjectId', 'r.version', 'r.name as label'])
          .where('r.status', '=', 'done');
        if (where.id !== undefined) q = q.where('r.id', '=', where.id);
        if (where.subjectId !== undefined) q = q.where('r.subjectId', '=', where.subjectId);
        if (where.projectId !== undefined) q = q.where('r.projectId', '=', where.projectId);
        return q.orderBy('r.sort').orderBy('r.cycle').orderBy('r.id').execute();
      }
      case 'ae':
        return subjectRows(db, 'safetyAe', 'term', where);
      case 'sae':
        return subjectRows(db, 'safetySae', 'description', where);
      case 'conMed':
        return subjectRows(db, 'safetyConMed', 'drug', where);
    }
  })();
  return rows.map((row) => ({ kind, ...row }));
}

/** AE, SAE and con-med rows: the same columns, labelled by one text column. */
async function subjectRows(
  db: Executor,
  table: 'safetyAe' | 'safetySae' | 'safetyConMed',
  labelColumn: 'term' | 'description' | 'drug',
  where: Where,
) {
  // The union keeps Kysely's column checks on the columns all three tables share.
  const tableName: 'safetyAe' = table as 'safetyAe';
  let q = db
    .selectFrom(tableName)
    .select(['id', 'projectId', 'subjectId', 'version'])
    .select((eb) => eb.ref(labelColumn as 'term').as('label'));
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  if (where.subjectId !== undefined) q = q.where('subjectId', '=', where.subjectId);
  if (where.projectId !== undefined) q = q.where('projectId', '=', where.projectId);
  return q.orderBy('id').execute();
}
