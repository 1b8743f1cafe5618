/**
 * All SQL of prescriptions: drug_prescription, read with the subject's number and initials,
 * the visit's name and the drug's code and name.
 */
import type { Kysely } from 'kysely';
import type { PrescriptionListQuery } from '../../../../shared/api/drugs/prescriptions';
import type { PrescriptionStatus } from '../../../../shared/domain/drugs/status';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;
type Filters = Omit<PrescriptionListQuery, 'offset' | 'limit'>;

export interface PrescriptionState {
  id: number;
  projectId: number;
  subjectId: number;
  productId: number;
  status: PrescriptionStatus;
  version: number;
}

export function createPrescriptionRepository(db: Executor) {
  return {
    /** Newest first. */
    async list(projectId: number, query: Filters & { offset: number; limit: number }) {
      let base = db.selectFrom('drugPrescription as p').where('p.projectId', '=', projectId);
      if (query.status) base = base.where('p.status', '=', query.status);
      if (query.subjectId) base = base.where('p.subjectId', '=', query.subjectId);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('trialSubject as s', 's.id', 'p.subjectId')
        .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
        .leftJoin('subjectVisit as v', 'v.id', 'p.visitId')
        .selectAll('p')
        .select([
          's.subjectNumber',
          's.initials',
          'pr.code as productCode',
          'pr.name as productName',
          'v.name as visitName',
        ])
        .orderBy('p.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      return {
        rows: rows.map((row) => ({
          ...row,
          status: row.status as PrescriptionStatus,
          visitName: row.visitName ?? null,
        })),
        total: Number(total),
      };
    },

    async byId(id: number): Promise<PrescriptionState | undefined> {
      const row = await db
        .selectFrom('drugPrescription')
        .select(['id', 'projectId', 'subjectId', 'productId', 'status', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, status: row.status as PrescriptionStatus };
    },

    productOf: (projectId: number, id: number) =>
      db
        .selectFrom('drugProduct')
        .select('id')
        .where('projectId', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst(),

    async insert(values: {
      projectId: number;
      subjectId: number;
      visitId: number | null;
      productId: number;
      packs: number;
      note: string | null;
      prescribedBy: string;
      now: string;
    }): Promise<number> {
      const { now, ...rest } = values;
      const { id } = await db
        .insertInto('drugPrescription')
        .values({ ...rest, status: 'draft', createdBy: rest.prescribedBy, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Moves the prescription from one status to another, whatever its version; false when it was not there. */
    async move(id: number, from: PrescriptionStatus, to: PrescriptionStatus, now: string): Promise<boolean> {
      const result = await db
        .updateTable('drugPrescription')
        .set((eb) => ({ status: to, updatedAt: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async update(
      id: number,
      version: number,
      set: { status: PrescriptionStatus; publishedAt?: string },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('drugPrescription')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
