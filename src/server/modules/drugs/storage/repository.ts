/** Storage conditions' reads: the project's excursions with their reading and what they quarantined. */
import type { Excursion } from '../../../../shared/api/drugs/storage';
import type { Db } from '../../../db/database';

/** Per excursion, the drugs ('code name') whose stock it moved to quarantine, by code. */
async function quarantinedProducts(db: Db, projectId: number, ids: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('drugLedger as l')
    .innerJoin('drugPack as p', 'p.id', 'l.packId')
    .innerJoin('drugProduct as d', 'd.id', 'p.productId')
    .select(['l.refId', 'd.code', 'd.name'])
    .distinct()
    .where('l.projectId', '=', projectId)
    .where('l.refKind', '=', 'excursion')
    .where('l.movement', '=', 'quarantine')
    .where('l.refId', 'in', ids)
    .orderBy('d.code')
    .execute();
  for (const row of rows) found.set(row.refId, [...(found.get(row.refId) ?? []), `${row.code} ${row.name}`]);
  return found;
}

export async function excursionsPage(
  db: Db,
  projectId: number,
  query: { offset: number; limit: number; status?: string },
): Promise<{ rows: Excursion[]; total: number }> {
  let base = db.selectFrom('drugExcursion as e').where('e.projectId', '=', projectId);
  if (query.status) base = base.where('e.status', '=', query.status);
  const quarantined = db
    .selectFrom('drugLedger as l')
    .select([
      'l.refId',
      (eb) => eb.fn.count<number | string>('l.packId').as('packs'),
      (eb) => eb.fn.sum<number | string>('l.quantity').as('quantity'),
    ])
    .where('l.refKind', '=', 'excursion')
    .where('l.movement', '=', 'quarantine')
    .where('l.state', '=', 'quarantined')
    .where('l.projectId', '=', projectId)
    .groupBy('l.refId')
    .as('q');
  const [rows, { total }] = await Promise.all([
    base
      .innerJoin('drugWarehouse as w', 'w.id', 'e.warehouseId')
      .innerJoin('drugTemperature as t', 't.id', 'e.temperatureId')
      .leftJoin(quarantined, 'q.refId', 'e.id')
      .selectAll('e')
      .select(['w.name as warehouseName', 't.measuredAt', 't.celsiusTenths', 'q.packs', 'q.quantity'])
      .orderBy((eb) => eb.case().when('e.status', '=', 'open').then(0).else(1).end())
      .orderBy('t.measuredAt', 'desc')
      .orderBy('e.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const products = await quarantinedProducts(
    db,
    projectId,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map(({ temperatureId: _temperatureId, quantity, packs, ...row }) => ({
      ...row,
      products: products.get(row.id) ?? [],
      status: row.status as Excursion['status'],
      packs: Number(packs ?? 0),
      quarantined: Number(quantity ?? 0),
    })),
    total: Number(total),
  };
}

export function warehouseExists(db: Db, warehouseId: number) {
  return db.selectFrom('drugWarehouse').select('id').where('id', '=', warehouseId).executeTakeFirst();
}

/** A page of a warehouse's temperature readings, latest first. */
export async function temperaturesPage(db: Db, warehouseId: number, query: { offset: number; limit: number }) {
  const base = db.selectFrom('drugTemperature').where('warehouseId', '=', warehouseId);
  const [rows, { total }] = await Promise.all([
    base
      .selectAll()
      .orderBy('measuredAt', 'desc')
      .orderBy('id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, source: row.source as 'manual' | 'device' })), total: Number(total) };
}
