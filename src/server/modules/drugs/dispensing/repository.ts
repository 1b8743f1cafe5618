/**
 * All SQL of dispensing: drug_distribution with its lines (drug_distribution_line), read with
 * the subject's number and initials (trial_subject), the visit (subject_visit), the warehouse
 * and the packs; and what a dispensing checks: the subject's arm (drug_arm by the subject's
 * randomisation arm), the arm's dosages, packs by kit number, balances (drug_stock) and the
 * project's settings. Stock itself only changes through the ledger (ledger/ledger.ts).
 */
import type { Kysely } from 'kysely';
import type { DistributionListQuery } from '../../../../shared/api/drugs/dispensing';
import type { DistributionStatus } from '../../../../shared/domain/drugs/status';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;
type Filters = Omit<DistributionListQuery, 'offset' | 'limit'>;

export interface DistributionState {
  id: number;
  projectId: number;
  warehouseId: number;
  prescriptionId: number | null;
  status: DistributionStatus;
  createdBy: string;
  version: number;
}

export type DistributionChange = Partial<
  Record<'reviewedBy' | 'reviewedAt' | 'revokeReason' | 'revokedBy' | 'revokedAt', string | null>
> & { status: DistributionStatus };

export function createDistributionRepository(db: Executor) {
  async function linesOf(ids: number[]) {
    if (ids.length === 0) return new Map<number, never[]>();
    const rows = await db
      .selectFrom('drugDistributionLine as l')
      .innerJoin('drugPack as p', 'p.id', 'l.packId')
      .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
      .select([
        'l.distributionId',
        'p.id as packId',
        'p.kitNumber',
        'p.batchNumber',
        'p.expiryDate',
        'pr.code as productCode',
        'pr.name as productName',
        'l.quantity',
      ])
      .where('l.distributionId', 'in', ids)
      .orderBy('l.id')
      .execute();
    const byId = new Map<number, Omit<(typeof rows)[number], 'distributionId'>[]>();
    for (const { distributionId, ...line } of rows)
      byId.set(distributionId, [...(byId.get(distributionId) ?? []), line]);
    return byId;
  }

  return {
    /** Awaiting review first, then newest first. */
    async list(projectId: number, query: Filters & { offset: number; limit: number }) {
      let base = db.selectFrom('drugDistribution as d').where('d.projectId', '=', projectId);
      if (query.status) base = base.where('d.status', '=', query.status);
      if (query.subjectId) base = base.where('d.subjectId', '=', query.subjectId);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('trialSubject as s', 's.id', 'd.subjectId')
        .innerJoin('drugWarehouse as w', 'w.id', 'd.warehouseId')
        .leftJoin('subjectVisit as v', 'v.id', 'd.visitId')
        .selectAll('d')
        .select(['s.subjectNumber', 's.initials', 'w.name as warehouseName', 'v.name as visitName'])
        .orderBy('d.dispensedOn', 'desc')
        .orderBy('d.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      const lines = await linesOf(rows.map((row) => row.id));
      return {
        rows: rows.map((row) => ({
          ...row,
          status: row.status as DistributionStatus,
          visitName: row.visitName ?? null,
          lines: lines.get(row.id) ?? [],
        })),
        total: Number(total),
      };
    },

    /** Enrolled valid subjects with their arm and visits, active warehouses, the drugs, the setting. */
    async options(projectId: number) {
      const subjects = await db
        .selectFrom('trialSubject')
        .select(['id', 'subjectNumber', 'initials', 'randomisationArm as arm'])
        .where('projectId', '=', projectId)
        .where('status', '=', 'enrolled')
        .where('invalid', '=', 0)
        .orderBy('subjectNumber')
        .execute();
      const visits = await db
        .selectFrom('subjectVisit')
        .select(['id', 'subjectId', 'name', 'status', 'plannedDate'])
        .where('projectId', '=', projectId)
        .orderBy('subjectId')
        .orderBy('sort')
        .orderBy('cycle')
        .execute();
      const [warehouses, products] = await Promise.all([
        db.selectFrom('drugWarehouse').select(['id', 'name']).where('active', '=', 1).orderBy('id').execute(),
        db
          .selectFrom('drugProduct')
          .select(['id', 'code', 'name'])
          .where('projectId', '=', projectId)
          .orderBy('code')
          .execute(),
      ]);
      return {
        subjects: subjects.map((subject) => ({
          ...subject,
          arm: subject.arm ?? null,
          visits: visits.filter((visit) => visit.subjectId === subject.id).map(({ subjectId: _, ...visit }) => visit),
        })),
        warehouses,
        products,
        needsPrescription: await this.needsPrescription(projectId),
      };
    },

    async byId(id: number): Promise<DistributionState | undefined> {
      const row = await db
        .selectFrom('drugDistribution')
        .select(['id', 'projectId', 'warehouseId', 'prescriptionId', 'status', 'createdBy', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, status: row.status as DistributionStatus };
    },

    lines: (distributionId: number) =>
      db
        .selectFrom('drugDistributionLine')
        .select(['packId', 'quantity'])
        .where('distributionId', '=', distributionId)
        .orderBy('id')
        .execute(),

    subject: (id: number) =>
      db
        .selectFrom('trialSubject')
        .select(['id', 'projectId', 'status', 'invalid', 'randomisationArm'])
        .where('id', '=', id)
        .executeTakeFirst(),

    visitOf: (subjectId: number, id: number) =>
      db
        .selectFrom('subjectVisit')
        .select('id')
        .where('subjectId', '=', subjectId)
        .where('id', '=', id)
        .executeTakeFirst(),

    activeWarehouse: (id: number) =>
      db.selectFrom('drugWarehouse').select('id').where('id', '=', id).where('active', '=', 1).executeTakeFirst(),

    arms: (projectId: number) =>
      db.selectFrom('drugArm').select(['id', 'code']).where('projectId', '=', projectId).execute(),

    async dosageProducts(armId: number): Promise<Set<number>> {
      const rows = await db.selectFrom('drugDosage').select('productId').where('armId', '=', armId).execute();
      return new Set(rows.map((row) => row.productId));
    },

    packByKit: (projectId: number, kitNumber: string) =>
      db
        .selectFrom('drugPack')
        .select(['id', 'kitNumber', 'productId', 'armId', 'expiryDate'])
        .where('projectId', '=', projectId)
        .where('kitNumber', '=', kitNumber)
        .executeTakeFirst(),

    async balance(packId: number, warehouseId: number, state: string): Promise<number> {
      const row = await db
        .selectFrom('drugStock')
        .select('quantity')
        .where('packId', '=', packId)
        .where('warehouseId', '=', warehouseId)
        .where('state', '=', state)
        .executeTakeFirst();
      return row?.quantity ?? 0;
    },

    async needsPrescription(projectId: number): Promise<boolean> {
      const row = await db
        .selectFrom('drugSetting')
        .select('needsPrescription')
        .where('projectId', '=', projectId)
        .executeTakeFirst();
      return row?.needsPrescription === 1;
    },

    async insert(values: {
      projectId: number;
      subjectId: number;
      visitId: number;
      prescriptionId: number | null;
      warehouseId: number;
      dispensedOn: string;
      note: string | null;
      createdBy: string;
      now: string;
    }): Promise<number> {
      const { now, ...rest } = values;
      const { id } = await db
        .insertInto('drugDistribution')
        .values({ ...rest, status: 'given', createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    insertLine: (distributionId: number, packId: number, quantity: number) =>
      db.insertInto('drugDistributionLine').values({ distributionId, packId, quantity }).execute(),

    async update(id: number, version: number, set: DistributionChange, now: string): Promise<boolean> {
      const result = await db
        .updateTable('drugDistribution')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
