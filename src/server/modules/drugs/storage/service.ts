/**
 * Storage conditions: temperature readings per warehouse and the excursions they open.
 *
 * Readings are kept once (warehouse, device, time): a logger file imported twice adds nothing.
 * A new reading outside the storage range of a drug that has available stock in that warehouse
 * opens an excursion for the drug's project (unless one is open there already) and moves that
 * stock to quarantine through the ledger, so it cannot be dispensed. The sponsor then releases
 * it (the packs still quarantined by it go back to available stock) or rejects it (they stay
 * in quarantine until recovered, cause 'excursion'). Each write is one transaction with its
 * audit rows (drugTemperature.record, drugExcursion.open, drugExcursion.release/reject).
 */
import { EXCURSION, type ExcursionAction, type ExcursionStatus } from '../../../../shared/domain/drugs/status';
import { type LoggerReading, isExcursion } from '../../../../shared/domain/drugs/temperature';
import { appendAudit } from '../../../db/audit/audit-trail';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/api-error';
import { type Actor, auditActor, cleanText, isoTime, staleVersion } from '../../../services/staff-write';
import { moveStock } from '../ledger/ledger';
import { type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

export const TEMPERATURE_ENTITY = 'drug_temperature';
export const EXCURSION_ENTITY = 'drug_excursion';

export interface ReadingBatch {
  warehouseId: number;
  source: 'manual' | 'device';
  /** The logger's serial; '' for readings typed in. */
  device: string;
  readings: LoggerReading[];
}

/** Available stock in the warehouse of drugs whose storage range excludes the reading. */
function stockOutOfRange(trx: Transaction<Database>, warehouseId: number, tenths: number) {
  return trx
    .selectFrom('drugStock as s')
    .innerJoin('drugPack as p', 'p.id', 's.packId')
    .innerJoin('drugProduct as pr', 'pr.id', 'p.productId')
    .select(['s.projectId', 's.packId', 's.quantity', 'pr.storageMinTenths', 'pr.storageMaxTenths'])
    .where('s.warehouseId', '=', warehouseId)
    .where('s.state', '=', 'available')
    .where('s.quantity', '>', 0)
    .where((eb) => eb.or([eb('pr.storageMinTenths', '>', tenths), eb('pr.storageMaxTenths', '<', tenths)]))
    .execute();
}

async function openExcursions(
  trx: Transaction<Database>,
  warehouseId: number,
  temperatureId: number,
  tenths: number,
  actor: Actor,
) {
  const stock = (await stockOutOfRange(trx, warehouseId, tenths)).filter((row) =>
    isExcursion(tenths, { minTenths: row.storageMinTenths, maxTenths: row.storageMaxTenths }),
  );
  const opened: number[] = [];
  for (const projectId of [...new Set(stock.map((row) => row.projectId))]) {
    const open = await trx
      .selectFrom('drugExcursion')
      .select('id')
      .where('projectId', '=', projectId)
      .where('warehouseId', '=', warehouseId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (open) continue;
    const now = isoTime(actor.at);
    const { id } = await trx
      .insertInto('drugExcursion')
      .values({ projectId, warehouseId, temperatureId, createdBy: actor.actorName, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moves = stock
      .filter((row) => row.projectId === projectId)
      .flatMap((row) => [
        { packId: row.packId, warehouseId, state: 'available' as const, quantity: -row.quantity },
        { packId: row.packId, warehouseId, state: 'quarantined' as const, quantity: row.quantity },
      ]);
    await moveStock(trx, moves, { projectId, movement: 'quarantine', refId: id, actor });
    await appendAudit(trx, {
      ...auditActor(actor),
      action: 'drugExcursion.open',
      entity: EXCURSION_ENTITY,
      entityId: id,
      after: { projectId, warehouseId, temperatureId, celsiusTenths: tenths, packs: moves.length / 2 },
    });
    opened.push(id);
  }
  return opened;
}

/** Packs this excursion still holds in quarantine: what it moved there, at most what is there now. */
async function heldInQuarantine(trx: Transaction<Database>, excursion: { id: number; warehouseId: number }) {
  const moved = await trx
    .selectFrom('drugLedger')
    .select(['packId', (eb) => eb.fn.sum<number | string>('quantity').as('quantity')])
    .where('refKind', '=', 'excursion')
    .where('refId', '=', excursion.id)
    .where('movement', '=', 'quarantine')
    .where('state', '=', 'quarantined')
    .groupBy('packId')
    .execute();
  const held: { packId: number; quantity: number }[] = [];
  for (const row of moved) {
    const balance = await trx
      .selectFrom('drugStock')
      .select('quantity')
      .where('packId', '=', row.packId)
      .where('warehouseId', '=', excursion.warehouseId)
      .where('state', '=', 'quarantined')
      .executeTakeFirst();
    const quantity = Math.min(Number(row.quantity), balance?.quantity ?? 0);
    if (quantity > 0) held.push({ packId: row.packId, quantity });
  }
  return held;
}

export function createStorageService(db: Db) {
  return {
    /** Keeps the new readings and opens the excursions they cause; answers what was added. */
    record: (batch: ReadingBatch, actor: Actor) =>
      db.transaction().execute(async (trx) => {
        const readings = [...batch.readings].sort((a, b) => a.at - b.at);
        let added = 0;
        const excursions: number[] = [];
        for (const reading of readings) {
          const inserted = await trx
            .insertInto('drugTemperature')
            .values({
              warehouseId: batch.warehouseId,
              measuredAt: isoTime(reading.at),
              celsiusTenths: reading.tenths,
              source: batch.source,
              device: batch.device,
              createdBy: actor.actorName,
              createdAt: isoTime(actor.at),
            })
            .onConflict((c) => c.columns(['warehouseId', 'device', 'measuredAt']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) continue;
          added += 1;
          excursions.push(...(await openExcursions(trx, batch.warehouseId, inserted.id, reading.tenths, actor)));
        }
        if (added > 0)
          await appendAudit(trx, {
            ...auditActor(actor),
            action: 'drugTemperature.record',
            entity: TEMPERATURE_ENTITY,
            entityId: batch.warehouseId,
            after: { warehouseId: batch.warehouseId, source: batch.source, device: batch.device, added },
          });
        return { added, duplicates: readings.length - added, excursions };
      }),

    decide: (
      body: { projectId: number; id: number; version: number; action: ExcursionAction; note?: string | null },
      actor: Actor,
    ) =>
      db.transaction().execute(async (trx) => {
        const excursion = await trx
          .selectFrom('drugExcursion')
          .selectAll()
          .where('id', '=', body.id)
          .where('projectId', '=', body.projectId)
          .executeTakeFirst();
        if (!excursion) throw notFound({ 'zh-CN': '超温记录不存在', en: 'No such excursion in this project' });
        if (excursion.version !== body.version) throw staleVersion();
        if (!EXCURSION.can(excursion.status as ExcursionStatus, body.action))
          throw badRequest({ 'zh-CN': '该超温记录已处理', en: 'That excursion was already decided' });
        const now = isoTime(actor.at);
        const to = EXCURSION.transitions[body.action].to;
        const fields = { status: to, decidedBy: actor.actorName, decidedAt: now, decisionNote: cleanText(body.note) };
        const result = await trx
          .updateTable('drugExcursion')
          .set({ ...fields, updatedAt: now, version: body.version + 1 })
          .where('id', '=', body.id)
          .where('version', '=', body.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw staleVersion();
        const held = body.action === 'release' ? await heldInQuarantine(trx, excursion) : [];
        const moves = held.flatMap(({ packId, quantity }) => [
          { packId, warehouseId: excursion.warehouseId, state: 'quarantined' as const, quantity: -quantity },
          { packId, warehouseId: excursion.warehouseId, state: 'available' as const, quantity },
        ]);
        await moveStock(trx, moves, { projectId: body.projectId, movement: 'release', refId: body.id, actor });
        await appendAudit(trx, {
          ...auditActor(actor),
          action: `drugExcursion.${body.action}`,
          entity: EXCURSION_ENTITY,
          entityId: body.id,
          before: { status: excursion.status },
          after: { ...fields, released: held },
        });
        return { id: body.id, version: body.version + 1 };
      }),
  };
}
