/**
 * The demo hospital's drug supply: the central pharmacy and the oncology department's
 * pharmacy; on the first two demo projects the drug settings (central, then department
 * pharmacy), the investigational drug 'IP' (blinded) and the comparator 'CP', arms 'A' and
 * 'B' with their dosages, and a sponsor delivery put in stock through the ledger: kits
 * 'K{projectId}-0001'… of batches 'B2601' (expiring within 30 days of the seed's clock) and
 * 'B2602'. Everything is audited as 'system'.
 */
import type { Transaction } from 'kysely';
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { moveStock } from '../../modules/drugs';
import { type Actor, auditActor, isoTime, processActor } from '../../services/staff-write';
import { appendAudit } from '../audit/audit-trail';
import type { Db } from '../database';
import type { Database } from '../schema';

type Trx = Transaction<Database>;

export const DEMO_WAREHOUSES = [
  { kind: 'central', name: '中心药房', department: '药剂科', location: '门诊楼B1' },
  { kind: 'department', name: '肿瘤内科药房', department: '肿瘤内科', location: '住院部6楼' },
] as const;

const PRODUCTS = [
  { code: 'IP', name: '研究药物', specification: '50 mg × 28 片', dosageForm: '片剂', blinded: 1, arm: 'A' },
  { code: 'CP', name: '对照药', specification: '50 mg × 28 片', dosageForm: '片剂', blinded: 0, arm: 'B' },
] as const;

const ARMS = [
  { code: 'A', name: '试验组', description: '研究药物 每日2次 每次1片' },
  { code: 'B', name: '对照组', description: '对照药 每日2次 每次1片' },
] as const;

/** Kits per product and batch: the near-expiry batch first. */
const KITS_PER_BATCH = { B2601: 2, B2602: 4 } as const;

async function insertRow<T extends 'drugWarehouse' | 'drugProduct' | 'drugArm' | 'drugDosage' | 'drugDelivery'>(
  trx: Trx,
  table: T,
  values: Record<string, unknown>,
  at: string,
): Promise<number> {
  const row = await trx
    .insertInto(table)
    .values({ ...values, createdBy: 'drugmanager', createdAt: at, updatedAt: at, version: 1 } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function loadProject(trx: Trx, projectId: number, position: number, warehouseId: number, actor: Actor) {
  const at = isoTime(actor.at - 30 * 86_400_000);
  await trx
    .insertInto('drugSetting')
    .values({
      projectId,
      management: position === 0 ? 'centralPharmacy' : 'departmentPharmacy',
      expiryWarningDays: 30,
      needsPrescription: 0,
      updatedBy: 'drugmanager',
      updatedAt: at,
      version: 1,
    })
    .execute();
  const arms = new Map<string, number>();
  for (const arm of ARMS) arms.set(arm.code, await insertRow(trx, 'drugArm', { projectId, ...arm }, at));
  const deliveryId = await insertRow(
    trx,
    'drugDelivery',
    {
      projectId,
      kind: 'sponsor',
      warehouseId,
      shipmentNumber: `SP${projectId}-2601`,
      shippedOn: hospitalDay(actor.at - 12 * 86_400_000),
      arrivedAt: isoTime(actor.at - 10 * 86_400_000),
      status: 'inStock',
      temperatureNote: '运输温度 2–8 ℃，温度记录仪无报警',
      receivedBy: 'pharmacist',
      receivedAt: isoTime(actor.at - 10 * 86_400_000),
      stockedBy: 'pharmacist',
      stockedAt: isoTime(actor.at - 10 * 86_400_000),
    },
    at,
  );
  const today = hospitalDay(actor.at);
  const expiry = { B2601: addDays(today, 20), B2602: addDays(today, 400) };
  let kit = 0;
  const moves = [];
  for (const product of PRODUCTS) {
    const { arm, ...fields } = product;
    const productId = await insertRow(
      trx,
      'drugProduct',
      { projectId, ...fields, packUnit: '盒', unitsPerPack: 28, storageMinTenths: 20, storageMaxTenths: 250 },
      at,
    );
    const armId = arms.get(arm) ?? null;
    await insertRow(trx, 'drugDosage', { projectId, armId, productId, packsPerVisit: 1, dailyUnits: 2 }, at);
    for (const [batchNumber, count] of Object.entries(KITS_PER_BATCH) as [keyof typeof KITS_PER_BATCH, number][]) {
      for (let n = 0; n < count; n += 1) {
        kit += 1;
        const kitNumber = `K${projectId}-${String(kit).padStart(4, '0')}`;
        const { id: packId } = await trx
          .insertInto('drugPack')
          .values({
            projectId,
            productId,
            armId,
            kitNumber,
            batchNumber,
            expiryDate: expiry[batchNumber],
            quantity: 1,
            deliveryId,
            createdBy: 'drugmanager',
            createdAt: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('drugDeliveryLine').values({ deliveryId, packId, quantity: 1 }).execute();
        moves.push({ packId, warehouseId, state: 'available' as const, quantity: 1 });
      }
    }
  }
  await moveStock(trx, moves, { projectId, movement: 'stockIn', refId: deliveryId, actor });
  await appendAudit(trx, {
    ...auditActor(actor),
    action: 'drugs.demoLoad',
    entity: 'project',
    entityId: projectId,
    after: { demo: true, kits: kit, deliveryId },
  });
}

/** Adds the demo drug supply; false when any project has drug settings already. */
export async function loadDrugDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('drugSetting').select('projectId').executeTakeFirst()) return false;
  const actor = processActor('system', now);
  await db.transaction().execute(async (trx) => {
    const at = isoTime(now - 60 * 86_400_000);
    const warehouses: number[] = [];
    for (const warehouse of DEMO_WAREHOUSES) {
      const existing = await trx
        .selectFrom('drugWarehouse')
        .select('id')
        .where('name', '=', warehouse.name)
        .executeTakeFirst();
      warehouses.push(existing?.id ?? (await insertRow(trx, 'drugWarehouse', { ...warehouse, active: 1 }, at)));
    }
    const projects = await trx.selectFrom('project').select('id').orderBy('id').limit(2).execute();
    for (const [position, { id }] of projects.entries()) {
      await loadProject(trx, id, position, warehouses[position] ?? warehouses[0] ?? 0, actor);
    }
  });
  return true;
}
