/**
 * All SQL of candidate patients: recruit_patient (identifying fields sealed, lib/field-crypto.ts),
 * recruit_contact (read here), recruit_import (the history) and the rule and subject rows a
 * record shows (migration 010). Values come sealed and hashed; nothing here sees them in clear.
 */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { PatientListQuery } from '../../../../shared/api/recruitment/candidates';
import type { Database } from '../../../db/schema';

/** A patient's stored data as the service writes it (JSON columns as text). */
export interface StoredPatient {
  mrnHash: string;
  phoneHash: string | null;
  nameHash: string | null;
  nameEnc: string;
  phoneEnc: string | null;
  idNumberEnc: string | null;
  mrnEnc: string;
  sex: string | null;
  birthDate: string | null;
  diagnoses: string;
  labs: string;
  priorDrugs: string | null;
}

const stateColumns = [
  'id',
  'projectId',
  'mrnHash',
  'phoneHash',
  'nameEnc',
  'phoneEnc',
  'idNumberEnc',
  'mrnEnc',
  'sex',
  'birthDate',
  'diagnoses',
  'labs',
  'priorDrugs',
  'source',
  'selfCheck',
  'consent',
  'matchStatus',
  'matchOutcomes',
  'matchRuleId',
  'matchedAt',
  'suggested',
  'recruitResult',
  'nextFollowUp',
  'createdAt',
  'updatedAt',
  'version',
] as const;

const listColumns = [
  'recruitPatient.id',
  'recruitPatient.nameEnc',
  'recruitPatient.phoneEnc',
  'recruitPatient.sex',
  'recruitPatient.birthDate',
  'recruitPatient.source',
  'recruitPatient.matchStatus',
  'recruitPatient.suggested',
  'recruitPatient.recruitResult',
  'recruitPatient.contactCount',
  'recruitPatient.lastContactAt',
  'recruitPatient.nextFollowUp',
  'recruitPatient.version',
] as const;

/** Best first: meets the criteria, needs review, not yet, does not meet, never matched. */
const STATUS_ORDER = sql<number>`case match_status when 'recruitDone' then 0 when 'recruitMay' then 1
  when 'recruitFail' then 2 when 'recruitOut' then 3 else 4 end`;

export interface ListFilter extends PatientListQuery {
  projectId: number;
  offset: number;
  limit: number;
  today: string;
  /** The keyed hashes a keyword may be (MRN, phone). */
  keywordHashes?: string[];
  /** The keyed hash of the exact name searched for. */
  nameHash?: string;
}

const subjectIdOf = (eb: ExpressionBuilder<Database, 'recruitPatient'>) =>
  eb
    .selectFrom('trialSubject')
    .select((sub) => sub.fn.min('trialSubject.id').as('subjectId'))
    .whereRef('trialSubject.patientId', '=', 'recruitPatient.id')
    .as('subjectId');

export function createPatientRepository(db: Kysely<Database>) {
  return {
    async project(projectId: number): Promise<{ id: number; published: boolean; recruitStatus: string } | undefined> {
      const row = await db
        .selectFrom('project')
        .select(['id', 'published', 'recruitStatus'])
        .where('id', '=', projectId)
        .executeTakeFirst();
      return row && { id: row.id, published: row.published === 1, recruitStatus: row.recruitStatus };
    },

    async list(filter: ListFilter) {
      let base = db.selectFrom('recruitPatient').where('recruitPatient.projectId', '=', filter.projectId);
      if (filter.status === 'unmatched') base = base.where('recruitPatient.matchStatus', 'is', null);
      else if (filter.status) base = base.where('recruitPatient.matchStatus', '=', filter.status);
      if (filter.suggested !== undefined) base = base.where('recruitPatient.suggested', '=', filter.suggested ? 1 : 0);
      if (filter.due) base = base.where('recruitPatient.nextFollowUp', '<=', filter.today);
      if (filter.source !== undefined) base = base.where('recruitPatient.source', '=', filter.source);
      if (filter.result !== undefined) base = base.where('recruitPatient.recruitResult', '=', filter.result);
      if (filter.keywordHashes) {
        const hashes = filter.keywordHashes;
        base = base.where((eb) =>
          eb.or([eb('recruitPatient.mrnHash', 'in', hashes), eb('recruitPatient.phoneHash', 'in', hashes)]),
        );
      }
      if (filter.nameHash) base = base.where('recruitPatient.nameHash', '=', filter.nameHash);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      let query = base.select([...listColumns, subjectIdOf]);
      if (filter.due || filter.sort === 'nextFollowUp') {
        query = query
          .orderBy(sql`case when next_follow_up is null then 1 else 0 end`)
          .orderBy('recruitPatient.nextFollowUp');
      }
      if (filter.sort === 'matchStatus') query = query.orderBy(STATUS_ORDER);
      const rows = await query
        .orderBy('recruitPatient.updatedAt', 'desc')
        .orderBy('recruitPatient.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      return { rows, total: Number(total) };
    },

    async byId(id: number) {
      return db.selectFrom('recruitPatient').select(stateColumns).where('id', '=', id).executeTakeFirst();
    },

    async byMrnHash(projectId: number, mrnHash: string) {
      return db
        .selectFrom('recruitPatient')
        .select(stateColumns)
        .where('projectId', '=', projectId)
        .where('mrnHash', '=', mrnHash)
        .executeTakeFirst();
    },

    async byPhoneHash(projectId: number, phoneHash: string) {
      return db
        .selectFrom('recruitPatient')
        .select(stateColumns)
        .where('projectId', '=', projectId)
        .where('phoneHash', '=', phoneHash)
        .orderBy('id')
        .executeTakeFirst();
    },

    /** The MRN hashes among `hashes` the project already has. */
    async takenMrnHashes(projectId: number, hashes: string[]): Promise<Set<string>> {
      const taken = new Set<string>();
      for (let start = 0; start < hashes.length; start += 500) {
        const rows = await db
          .selectFrom('recruitPatient')
          .select('mrnHash')
          .where('projectId', '=', projectId)
          .where('mrnHash', 'in', hashes.slice(start, start + 500))
          .execute();
        for (const row of rows) taken.add(row.mrnHash);
      }
      return taken;
    },

    async insert(
      projectId: number,
      fields: StoredPatient,
      extra: { source: number; selfCheck?: string | null; consent?: string | null },
      now: string,
    ): Promise<number> {
      const { id } = await db
        .insertInto('recruitPatient')
        .values({ projectId, ...fields, ...extra, createdAt: now, updatedAt: now, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Applies a change if the row is still at `version`; false when another write got there first. */
    async update(
      id: number,
      version: number,
      set: Partial<StoredPatient> & { selfCheck?: string | null; consent?: string | null },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('recruitPatient')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async contacts(patientId: number) {
      return db
        .selectFrom('recruitContact')
        .select(['id', 'contactedAt', 'method', 'result', 'reason', 'note', 'nextFollowUp', 'actorName'])
        .where('patientId', '=', patientId)
        .orderBy('contactedAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async subjectOf(patientId: number) {
      return db
        .selectFrom('trialSubject')
        .select(['id', 'subjectNumber', 'status'])
        .where('patientId', '=', patientId)
        .orderBy('id')
        .executeTakeFirst();
    },

    async rule(ruleId: number) {
      return db
        .selectFrom('recruitRule')
        .select(['id', 'name', 'ruleVersion', 'criteria'])
        .where('id', '=', ruleId)
        .executeTakeFirst();
    },

    /** The criteria (JSON text) of every published rule version of the project. */
    async publishedCriteria(projectId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('recruitRule')
        .select('criteria')
        .where('projectId', '=', projectId)
        .where('status', '=', 'published')
        .execute();
      return rows.map((row) => row.criteria);
    },

    async projectsWithPublishedRules(): Promise<number[]> {
      const rows = await db
        .selectFrom('recruitRule')
        .select('projectId')
        .distinct()
        .where('status', '=', 'published')
        .orderBy('projectId')
        .execute();
      return rows.map((row) => row.projectId);
    },

    async insertImport(row: {
      projectId: number;
      kind: 'import' | 'his';
      fileName: string | null;
      totalRows: number;
      createdCount: number;
      mergedCount: number;
      actorName: string;
      at: string;
    }): Promise<number> {
      const { id } = await db.insertInto('recruitImport').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async imports(projectId: number, offset: number, limit: number) {
      const base = db.selectFrom('recruitImport').where('projectId', '=', projectId);
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'kind', 'fileName', 'totalRows', 'createdCount', 'mergedCount', 'actorName', 'at'])
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return {
        rows: rows.map((row) => ({ ...row, kind: row.kind === 'his' ? ('his' as const) : ('import' as const) })),
        total: Number(total),
      };
    },
  };
}

export type PatientRepository = ReturnType<typeof createPatientRepository>;
export type PatientState = NonNullable<Awaited<ReturnType<PatientRepository['byId']>>>;
