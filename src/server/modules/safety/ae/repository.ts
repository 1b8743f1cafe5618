/**
 * All SQL of adverse events: table safety_ae (migration 012) with its subject's number and
 * initials (trial_subject) and the count of linked SAE reports (safety_sae), the project's
 * subjects an AE may name, and the keys of the AE dictionaries (dict_item).
 */
import type { Kysely } from 'kysely';
import type { AeListQuery } from '../../../../shared/api/safety/ae';
import { type RecordStatus, recordStatusOf } from '../../../../shared/domain/safety/status';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;

/** An AE's fields as stored (seriousness as JSON text, saeRequired as 0/1). */
export interface AeStoredFields {
  subjectId: number;
  term: string;
  onsetDate: string;
  endDate: string | null;
  severity: number;
  grade: string | null;
  serious: string;
  seriousness: string;
  drugRelation: string;
  drugAction: string;
  outcome: string;
  treatment: string | null;
  preConsentReason: string | null;
  saeRequired: number;
  /** ISO 8601 UTC; null when not serious. */
  seriousLearnedAt: string | null;
}

export interface AeSubjectDates {
  consentDate: string | null;
}

export interface AeStoredRow extends AeStoredFields {
  id: number;
  projectId: number;
  subjectNumber: string;
  subjectInitials: string;
  saeCount: number;
  status: RecordStatus;
  revision: number;
  revisionReason: string | null;
  submittedAt: string | null;
  submittedBy: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

type Filters = Omit<AeListQuery, 'offset' | 'limit'>;

function joined(db: Executor, projectId: number) {
  return db
    .selectFrom('safetyAe as ae')
    .innerJoin('trialSubject as s', 's.id', 'ae.subjectId')
    .where('ae.projectId', '=', projectId);
}

function filtered(db: Executor, projectId: number, query: Filters) {
  let q = joined(db, projectId);
  if (query.subjectId !== undefined) q = q.where('ae.subjectId', '=', query.subjectId);
  if (query.status) q = q.where('ae.status', '=', query.status);
  if (query.serious) q = q.where('ae.serious', '=', query.serious);
  if (query.saeRequired !== undefined) q = q.where('ae.saeRequired', '=', query.saeRequired ? 1 : 0);
  return q;
}

function withColumns(q: ReturnType<typeof joined>) {
  return q.selectAll('ae').select((eb) => [
    's.subjectNumber as subjectNumber',
    's.initials as subjectInitials',
    eb
      .selectFrom('safetySae as sae')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('sae.aeId', '=', 'ae.id')
      .as('saeCount'),
  ]);
}

type ListedAe = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

function toRow(row: ListedAe): AeStoredRow {
  return { ...row, status: recordStatusOf(row.status), saeCount: Number(row.saeCount ?? 0) };
}

export function createAeRepository(db: Executor) {
  return {
    /** Newest onset first, then newest entry. */
    async list(projectId: number, query: AeListQuery): Promise<{ rows: AeStoredRow[]; total: number }> {
      const { total } = await filtered(db, projectId, query)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await withColumns(filtered(db, projectId, query))
        .orderBy('ae.onsetDate', 'desc')
        .orderBy('ae.id', 'desc')
        .offset(query.offset ?? 0)
        .limit(query.limit ?? 20)
        .execute();
      return { rows: rows.map(toRow), total: Number(total) };
    },

    async byId(projectId: number, id: number): Promise<AeStoredRow | undefined> {
      const row = await withColumns(joined(db, projectId)).where('ae.id', '=', id).executeTakeFirst();
      return row && toRow(row);
    },

    /** These subjects that belong to the project, by id, with their consent day (the date rules compare with it). */
    async subjectsIn(projectId: number, subjectIds: readonly number[]): Promise<Map<number, AeSubjectDates>> {
      if (subjectIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('trialSubject')
        .select(['id', 'consentDate'])
        .where('projectId', '=', projectId)
        .where('id', 'in', [...new Set(subjectIds)])
        .execute();
      return new Map(rows.map((row) => [row.id, { consentDate: row.consentDate }]));
    },

    /** Subject number -> id, for the project's subjects (the import names subjects by number). */
    async subjectNumbers(projectId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('trialSubject')
        .select(['id', 'subjectNumber'])
        .where('projectId', '=', projectId)
        .execute();
      return new Map(rows.map((row) => [row.subjectNumber, row.id]));
    },

    /** The enabled entries of dictionaries, by code. */
    async dictionaries(codes: readonly string[]): Promise<Map<string, { key: string; value: string }[]>> {
      const result = new Map(codes.map((code) => [code, [] as { key: string; value: string }[]]));
      const rows = await db
        .selectFrom('dictItem')
        .select(['code', 'itemKey', 'itemValue'])
        .where('code', 'in', [...codes])
        .where('enabled', '=', 1)
        .orderBy('sort')
        .execute();
      for (const row of rows) result.get(row.code)?.push({ key: row.itemKey, value: row.itemValue });
      return result;
    },

    async insert(projectId: number, fields: AeStoredFields, createdBy: string, now: string): Promise<number> {
      const { id } = await db
        .insertInto('safetyAe')
        .values({
          projectId,
          ...fields,
          status: 'draft',
          revision: 1,
          createdBy,
          createdAt: now,
          updatedAt: now,
          version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change if the draft is still at `version`; false when another write got there first. */
    async update(id: number, version: number, set: Partial<AeStoredFields>, now: string): Promise<boolean> {
      const result = await db
        .updateTable('safetyAe')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
