/**
 * All SQL of concomitant medications: table safety_con_med (migration 012), read with the
 * subject's number and initials (trial_subject). Each row keeps the safety rules' flag
 * worked out when it was saved. Kept until deleted (only while still to check). Also reads
 * the route and frequency dictionaries' enabled entries (dict_item, migration 024).
 */
import type { Kysely } from 'kysely';
import type { ConMedFlag, ConMedListQuery } from '../../../../shared/api/safety/con-meds';
import type { ConMedStatus } from '../../../../shared/domain/safety/status';
import { rowVersionWrites } from '../../../db/row-version-writes';
import type { Database } from '../../../db/schema';
import {
  CON_MED_DICTIONARY_CODES,
  type ConMedDictionaries,
  type ConMedValues,
  type ProjectSubjects,
} from './con-med-fields';

type Executor = Kysely<Database>;
type Filters = Omit<ConMedListQuery, 'offset' | 'limit'>;

/** What a write stores: the entered values and the rules' flag. */
export interface ConMedStored extends ConMedValues {
  ruleFlag: ConMedFlag | null;
}

export interface ConMedState extends ConMedStored {
  id: number;
  projectId: number;
  status: ConMedStatus;
  version: number;
}

const stateColumns = [
  'id',
  'projectId',
  'subjectId',
  'drug',
  'dose',
  'route',
  'frequency',
  'startDate',
  'endDate',
  'indication',
  'ruleFlag',
  'status',
  'version',
] as const;

function filtered(db: Executor, projectId: number, query: Filters) {
  let q = db
    .selectFrom('safetyConMed as m')
    .innerJoin('trialSubject as s', 's.id', 'm.subjectId')
    .where('m.projectId', '=', projectId);
  if (query.status) q = q.where('m.status', '=', query.status);
  if (query.ruleFlag === 'none') q = q.where('m.ruleFlag', 'is', null);
  else if (query.ruleFlag) q = q.where('m.ruleFlag', '=', query.ruleFlag);
  if (query.subjectId) q = q.where('m.subjectId', '=', query.subjectId);
  if (query.id) q = q.where('m.id', '=', query.id);
  return q;
}

const asFlag = (value: string | null) => value as ConMedFlag | null;

export function createConMedRepository(db: Executor) {
  const writes = rowVersionWrites(db, 'safetyConMed');
  return {
    /** To-check ones first, then the latest start first. */
    async list(projectId: number, query: Filters & { offset: number; limit: number }) {
      const base = filtered(db, projectId, query);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll('m')
        .select(['s.subjectNumber', 's.initials'])
        .orderBy('m.status', 'desc')
        .orderBy('m.startDate', 'desc')
        .orderBy('m.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return {
        rows: rows.map((row) => ({ ...row, ruleFlag: asFlag(row.ruleFlag), status: row.status as ConMedStatus })),
        total: Number(total),
      };
    },

    async byId(id: number): Promise<ConMedState | undefined> {
      const row = await db.selectFrom('safetyConMed').select(stateColumns).where('id', '=', id).executeTakeFirst();
      return row && { ...row, ruleFlag: asFlag(row.ruleFlag), status: row.status as ConMedStatus };
    },

    /** The project's subjects among `ids`. */
    async subjects(projectId: number, ids: number[]): Promise<ProjectSubjects> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('trialSubject')
        .select(['id', 'invalid'])
        .where('projectId', '=', projectId)
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, { invalid: row.invalid }]));
    },

    /** The enabled entries of the route and frequency dictionaries, by code, in their order. */
    async dictionaries(): Promise<ConMedDictionaries> {
      type Entry = { key: string; value: string; valueEn: string | null };
      const result = new Map<string, Entry[]>(CON_MED_DICTIONARY_CODES.map((code) => [code, []]));
      const rows = await db
        .selectFrom('dictItem')
        .select(['code', 'itemKey', 'itemValue', 'itemValueEn'])
        .where('code', 'in', CON_MED_DICTIONARY_CODES)
        .where('enabled', '=', 1)
        .orderBy('sort')
        .execute();
      for (const row of rows)
        result.get(row.code)?.push({ key: row.itemKey, value: row.itemValue, valueEn: row.itemValueEn });
      return result;
    },

    /** The project's valid subjects by subject number (the import names subjects by number). */
    async subjectsByNumber(projectId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('trialSubject')
        .select(['id', 'subjectNumber'])
        .where('projectId', '=', projectId)
        .where('invalid', '=', 0)
        .execute();
      return new Map(rows.map((row) => [row.subjectNumber, row.id]));
    },

    async insert(projectId: number, values: ConMedStored, createdBy: string, now: string): Promise<number> {
      const { id } = await db
        .insertInto('safetyConMed')
        .values({ projectId, ...values, status: 'recorded', createdBy, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change if the row is still at `version`; false when another write got there first. */
    update: (
      id: number,
      version: number,
      set: Partial<ConMedStored> | { status: ConMedStatus; checkedBy: string; checkedAt: string },
      now: string,
    ) => writes.update(id, version, set, now),

    remove: writes.remove,
  };
}
