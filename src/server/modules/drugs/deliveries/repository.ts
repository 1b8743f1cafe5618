/**
 * All SQL of drug deliveries: drug_delivery with its lines (drug_delivery_line) and the packs
 * they carry (drug_pack), the warehouses by name (drug_warehouse), and the balances a transfer
 * reads (drug_stock). Stock itself only changes through the ledger (ledger/ledger.ts).
 */
import type { Kysely } from 'kysely';
import type { DeliveryListQuery, DeliveryPack } from '../../../../shared/api/drugs/deliveries';
import type { DeliveryKind, DeliveryStatus } from '../../../../shared/domain/drugs/status';
import type { Database } from '../../../db/schema';

type Executor = Kysely<Database>;
type Filters = Omit<DeliveryListQuery, 'offset' | 'limit'>;

export interface DeliveryState {
  id: number;
  projectId: number;
  kind: DeliveryKind;
  warehouseId: number;
  sourceWarehouseId: number | null;
  status: DeliveryStatus;
  version: number;
}

export interface NewPack {
  kitNumber: string;
  batchNumber: string;
  expiryDate: string;
  productId: number;
  armId: number | null;
  quantity: number;
}

function filtered(db: Executor, projectId: number, query: Filters) {
  let q = db.selectFrom('drugDelivery as d').where('d.projectId', '=', projectId);
  if (query.status) q = q.where('d.status', '=', query.status);
  if (query.kind) q = q.where('d.kind', '=', query.kind);
  return q;
}

export function createDeliveryRepository(db: Executor) {
  async function packsOf(deliveryIds: number[]) {
    if (deliveryIds.length === 0) return new Map<number, DeliveryPack[]>();
    const rows = await db
      .selectFrom('drugDeliveryLine as l')
      .innerJoin('drugPack as p', 'p.id', 'l.packId')
      .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
      .select([
        'l.deliveryId',
        'p.id as packId',
        'p.kitNumber',
        'p.batchNumber',
        'p.expiryDate',
        'p.productId',
        'pr.code as productCode',
        'p.armId',
        'l.quantity',
      ])
      .where('l.deliveryId', 'in', deliveryIds)
      .orderBy('l.id')
      .execute();
    const byDelivery = new Map<number, DeliveryPack[]>();
    for (const { deliveryId, ...pack } of rows)
      byDelivery.set(deliveryId, [...(byDelivery.get(deliveryId) ?? []), pack]);
    return byDelivery;
  }

  return {
    /** Awaiting action first, then newest first. */
    async list(projectId: number, query: Filters & { offset: number; limit: number }) {
      const base = filtered(db, projectId, query);
      const { total } = await base
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .innerJoin('drugWarehouse as w', 'w.id', 'd.warehouseId')
        .leftJoin('drugWarehouse as s', 's.id', 'd.sourceWarehouseId')
        .selectAll('d')
        .select(['w.name as warehouseName', 's.name as sourceWarehouseName'])
        .orderBy('d.id', 'desc')
        .offset(query.offset)
        .limit(query.limit)
        .execute();
      const packs = await packsOf(rows.map((row) => row.id));
      return {
        rows: rows.map((row) => ({
          ...row,
          kind: row.kind as DeliveryKind,
          status: row.status as DeliveryStatus,
          sourceWarehouseName: row.sourceWarehouseName ?? null,
          packs: packs.get(row.id) ?? [],
        })),
        total: Number(total),
      };
    },

    async options(projectId: number) {
      const [warehouses, products, arms] = await Promise.all([
        db.selectFrom('drugWarehouse').select(['id', 'name', 'kind']).where('active', '=', 1).orderBy('id').execute(),
        db
          .selectFrom('drugProduct')
          .select(['id', 'code', 'name'])
          .where('projectId', '=', projectId)
          .orderBy('code')
          .execute(),
        db
          .selectFrom('drugArm')
          .select(['id', 'code', 'name'])
          .where('projectId', '=', projectId)
          .orderBy('code')
          .execute(),
      ]);
      return { warehouses, products, arms };
    },

    async byId(id: number): Promise<DeliveryState | undefined> {
      const row = await db
        .selectFrom('drugDelivery')
        .select(['id', 'projectId', 'kind', 'warehouseId', 'sourceWarehouseId', 'status', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, kind: row.kind as DeliveryKind, status: row.status as DeliveryStatus };
    },

    lines: (deliveryId: number) =>
      db
        .selectFrom('drugDeliveryLine')
        .select(['packId', 'quantity'])
        .where('deliveryId', '=', deliveryId)
        .orderBy('id')
        .execute(),

    activeWarehouse: (id: number) =>
      db
        .selectFrom('drugWarehouse')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('active', '=', 1)
        .executeTakeFirst(),

    productOf: (projectId: number, id: number) =>
      db
        .selectFrom('drugProduct')
        .select(['id', 'blinded'])
        .where('projectId', '=', projectId)
        .where('id', '=', id)
        .executeTakeFirst(),

    armOf: (projectId: number, id: number) =>
      db.selectFrom('drugArm').select('id').where('projectId', '=', projectId).where('id', '=', id).executeTakeFirst(),

    /** The kit numbers among these that the project already has. */
    async takenKits(projectId: number, kits: string[]): Promise<string[]> {
      if (kits.length === 0) return [];
      const rows = await db
        .selectFrom('drugPack')
        .select('kitNumber')
        .where('projectId', '=', projectId)
        .where('kitNumber', 'in', kits)
        .execute();
      return rows.map((row) => row.kitNumber);
    },

    packByKit: (projectId: number, kitNumber: string) =>
      db
        .selectFrom('drugPack')
        .select(['id', 'kitNumber'])
        .where('projectId', '=', projectId)
        .where('kitNumber', '=', kitNumber)
        .executeTakeFirst(),

    async insertDelivery(values: {
      projectId: number;
      kind: DeliveryKind;
      warehouseId: number;
      sourceWarehouseId: number | null;
      shipmentNumber: string;
      shippedOn: string | null;
      createdBy: string;
      now: string;
    }): Promise<number> {
      const { now, ...rest } = values;
      const { id } = await db
        .insertInto('drugDelivery')
        .values({ ...rest, arrivedAt: now, status: 'recorded', createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async insertPack(projectId: number, deliveryId: number, pack: NewPack, createdBy: string, now: string) {
      const { id } = await db
        .insertInto('drugPack')
        .values({ projectId, deliveryId, ...pack, createdBy, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    insertLine: (deliveryId: number, packId: number, quantity: number) =>
      db.insertInto('drugDeliveryLine').values({ deliveryId, packId, quantity }).execute(),

    /** Applies a status change if the row is still at `version`; false when another write got there first. */
    async update(
      id: number,
      version: number,
      set: { status: DeliveryStatus } & Partial<
        Record<
          'temperatureNote' | 'refuseReason' | 'receivedBy' | 'receivedAt' | 'stockedBy' | 'stockedAt',
          string | null
        >
      >,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('drugDelivery')
        .set({ ...set, updatedAt: now, version: version + 1 })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
