/**
 * The demo's returns, recovery and storage excursion (issue 27), on the first demo project with
 * the drugs demo's catalogue and movements: a small sponsor delivery of batch 'B2603' (one IP
 * kit, one CP kit) dispensed 14 days ago to a subject of each arm, both brought back today (one
 * compliance within 80–120 %, one flagged low) and destroyed, so that batch is fully
 * reconciled with nothing left; and a delivery to the department pharmacy caught by a logger
 * reading of 27.5 °C there: the project's excursion awaits the sponsor's decision (another
 * project's excursion from the same reading was released). All through the areas' services,
 * so every step has its ledger rows and audit row. Loads once.
 */
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { createDeliveryService } from '../../modules/drugs/deliveries/service'; // direct import: the drugs area's writes, before its index exists
import { createDistributionService } from '../../modules/drugs/dispensing/service'; // direct import: as above
import { createRecoveryService } from '../../modules/drugs/recovery/service'; // direct import: as above
import { createStorageService } from '../../modules/drugs/storage/service'; // direct import: as above
import type { Actor } from '../../services/staff-write';
import type { Db } from '../database';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Days between the dispensing and the return. */
const DAYS_TAKEN = 14;

async function actorOf(db: Db, userNames: string[], at: number): Promise<Actor> {
  for (const userName of userNames) {
    const user = await db.selectFrom('staffUser').select('id').where('userName', '=', userName).executeTakeFirst();
    if (user) return { at, actorId: user.id, actorName: userName, clientIp: null, requestId: null };
  }
  return { at, actorId: null, actorName: userNames[0] ?? 'system', clientIp: null, requestId: null };
}

async function catalogueOf(db: Db, projectId: number) {
  const products = await db
    .selectFrom('drugProduct')
    .select(['id', 'code', 'unitsPerPack'])
    .where('projectId', '=', projectId)
    .execute();
  const dosages = await db
    .selectFrom('drugDosage as d')
    .innerJoin('drugArm as a', 'a.id', 'd.armId')
    .select(['a.id as armId', 'a.code as arm', 'd.productId', 'd.dailyUnits'])
    .where('d.projectId', '=', projectId)
    .execute();
  const warehouses = await db.selectFrom('drugWarehouse').select(['id', 'name']).execute();
  const central = warehouses.find((w) => w.name === '中心药房')?.id;
  const department = warehouses.find((w) => w.name === '肿瘤内科药房')?.id;
  const arm = (code: string) => {
    const dosage = dosages.find((d) => d.arm === code);
    const product = products.find((p) => p.id === dosage?.productId);
    return dosage && product ? { ...dosage, unitsPerPack: product.unitsPerPack, code: product.code } : undefined;
  };
  const a = arm('A');
  const b = arm('B');
  if (!central || !department || !a || !b) return null;
  return { central, department, arms: { A: a, B: b } };
}

/** The first enrolled valid subject of each arm with a done visit. */
async function subjectOfArm(db: Db, projectId: number, arm: string) {
  return db
    .selectFrom('trialSubject as s')
    .innerJoin('subjectVisit as v', 'v.subjectId', 's.id')
    .select(['s.id', 'v.id as visitId'])
    .where('s.projectId', '=', projectId)
    .where('s.status', '=', 'enrolled')
    .where('s.invalid', '=', 0)
    .where('s.randomisationArm', '=', arm)
    .where('v.status', '=', 'done')
    .orderBy('s.id')
    .orderBy('v.sort')
    .executeTakeFirst();
}

type Catalogue = NonNullable<Awaited<ReturnType<typeof catalogueOf>>>;

/** Delivered, received and put in stock at `at`: kit `K{projectId}-{kit}` per line. */
async function deliver(
  db: Db,
  projectId: number,
  shipment: { number: string; warehouseId: number; batch: string; kits: [string, number, number | null][] },
  actor: Actor,
) {
  const deliveries = createDeliveryService(db);
  const expiryDate = addDays(hospitalDay(actor.at), 300);
  const packs = shipment.kits.map(([kit, productId, armId]) => ({
    kitNumber: `K${projectId}-${kit}`,
    batchNumber: shipment.batch,
    expiryDate,
    productId,
    armId,
    quantity: 1,
  }));
  const ref = await deliveries.record(
    {
      projectId,
      kind: 'sponsor',
      warehouseId: shipment.warehouseId,
      sourceWarehouseId: null,
      shipmentNumber: shipment.number,
      packs,
    },
    actor,
  );
  const received = await deliveries.receive(
    { projectId, ...ref, temperatureNote: '冷链箱 5.1 °C，记录仪无报警' },
    actor,
  );
  await deliveries.stockIn({ projectId, ...received }, actor);
}

/** B2603: dispensed 14 days ago, both kits back today (one compliant, one low), then destroyed. */
async function loadClosedBatch(db: Db, projectId: number, c: Catalogue, now: number) {
  const a = await subjectOfArm(db, projectId, 'A');
  const b = await subjectOfArm(db, projectId, 'B');
  if (!a || !b) return;
  const subjects = { A: a, B: b };
  const manager = await actorOf(db, ['drugmanager'], now - (DAYS_TAKEN + 2) * DAY_MS);
  const kits: [string, number, number | null][] = [
    ['T001', c.arms.A.productId, c.arms.A.code === 'IP' ? c.arms.A.armId : null],
    ['T002', c.arms.B.productId, null],
  ];
  await deliver(db, projectId, { number: `SF${projectId}0303`, warehouseId: c.central, batch: 'B2603', kits }, manager);
  const giver = await actorOf(db, ['pharmacist', 'drugmanager'], now - DAYS_TAKEN * DAY_MS);
  const dispensing = createDistributionService(db);
  const recovery = createRecoveryService(db);
  const today = hospitalDay(now);
  const returner = await actorOf(db, ['pharmacist', 'drugmanager'], now - 4 * HOUR_MS);
  const returned = [];
  for (const [arm, kit, share] of [
    ['A', 'T001', 0.93],
    ['B', 'T002', 0.5],
  ] as const) {
    const subject = subjects[arm];
    const given = await dispensing.give(
      {
        projectId,
        subjectId: subject.id,
        visitId: subject.visitId,
        warehouseId: c.central,
        lines: [{ kitNumber: `K${projectId}-${kit}`, quantity: 1 }],
      },
      giver,
    );
    const packId = (
      await db
        .selectFrom('drugPack')
        .select('id')
        .where('projectId', '=', projectId)
        .where('kitNumber', '=', `K${projectId}-${kit}`)
        .executeTakeFirstOrThrow()
    ).id;
    const units = c.arms[arm].unitsPerPack;
    const taken = Math.round(c.arms[arm].dailyUnits * DAYS_TAKEN * share);
    await recovery.saveReturn(
      {
        projectId,
        distributionId: given.id,
        returnedOn: today,
        lines: [{ packId, quantity: 1, unitsLeft: Math.max(0, units - taken) }],
      },
      returner,
      today,
    );
    returned.push(packId);
  }
  await recovery.saveRecovery(
    {
      projectId,
      warehouseId: c.central,
      kind: 'destroy',
      doneOn: today,
      doneBy: '药剂科 王强',
      method: '高温焚烧（委托有资质的医疗废物处置单位）',
      witness: '监查员 李娜',
      lines: returned.map((packId) => ({
        packId,
        fromState: 'returned' as const,
        cause: 'returned' as const,
        quantity: 1,
      })),
    },
    returner,
    today,
  );
}

/** Two kits in the department pharmacy, then a logger reading of 27.5 °C there six hours ago. */
async function loadExcursion(db: Db, projectId: number, c: Catalogue, now: number) {
  const manager = await actorOf(db, ['drugmanager'], now - 2 * DAY_MS);
  const kits: [string, number, number | null][] = [
    ['D001', c.arms.A.productId, null],
    ['D002', c.arms.B.productId, null],
  ];
  await deliver(
    db,
    projectId,
    { number: `SF${projectId}0304`, warehouseId: c.department, batch: 'B2602', kits },
    manager,
  );
  const recorder = await actorOf(db, ['pharmacist', 'drugmanager'], now - 5 * HOUR_MS);
  const reading = { at: now - 6 * HOUR_MS, tenths: 275 };
  const { excursions } = await createStorageService(db).record(
    { warehouseId: c.department, source: 'device', device: 'TL-6F-01', readings: [reading] },
    recorder,
  );
  // The same reading caught other projects' stock there: their sponsor released it.
  const others = await db
    .selectFrom('drugExcursion')
    .select(['id', 'projectId', 'version'])
    .where('id', 'in', excursions.length > 0 ? excursions : [0])
    .where('projectId', '!=', projectId)
    .execute();
  const decider = await actorOf(db, ['drugmanager'], now - 2 * HOUR_MS);
  for (const other of others)
    await createStorageService(db).decide(
      { ...other, action: 'release', note: '申办方回复 SP-TE-0107：短时超温，经稳定性数据评估可继续使用' },
      decider,
    );
}

/** Adds the returns, recovery and excursion to the first demo project with drug movements. */
export async function loadDrugReturnDemo(db: Db, now: number): Promise<void> {
  const first = await db
    .selectFrom('drugDelivery')
    .select('projectId')
    .where('shipmentNumber', 'like', 'SF%0302')
    .orderBy('projectId')
    .executeTakeFirst();
  if (!first) return;
  const projectId = first.projectId;
  const loaded = await db
    .selectFrom('drugDelivery')
    .select('id')
    .where('projectId', '=', projectId)
    .where('shipmentNumber', '=', `SF${projectId}0303`)
    .executeTakeFirst();
  const c = await catalogueOf(db, projectId);
  if (loaded || !c) return;
  await loadClosedBatch(db, projectId, c, now);
  await loadExcursion(db, projectId, c, now);
}
