/**
 * The demo's drug movements (issue 27), on the catalogue the drugs demo builds (warehouses
 * '中心药房' and '肿瘤内科药房', drugs 'IP' and 'CP', arms 'A' and 'B'): on each of the first two
 * demo projects with that catalogue, a sponsor delivery refused for a temperature excursion in
 * transit, one received and put in stock, and, where the project has enrolled subjects with
 * done visits, dispensings from that stock: one reviewed, one awaiting review, one revoked.
 * Written through the areas' services, so every step has its ledger rows and audit row. Does
 * nothing without the catalogue, or when the project has deliveries of its own already.
 */
import { addDays, hospitalDay } from '../../../shared/domain/hospital-time';
import { createDeliveryService } from '../../modules/drugs/deliveries/service'; // direct import: the drugs area's writes, before its index exists
import { createDistributionService } from '../../modules/drugs/dispensing/service'; // direct import: as above
import type { Actor } from '../../services/staff-write';
import type { Db } from '../database';

const HOUR_MS = 3_600_000;

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
    .select(['id', 'code'])
    .where('projectId', '=', projectId)
    .execute();
  const arms = await db.selectFrom('drugArm').select(['id', 'code']).where('projectId', '=', projectId).execute();
  const central = await db.selectFrom('drugWarehouse').select('id').where('name', '=', '中心药房').executeTakeFirst();
  const ip = products.find((p) => p.code === 'IP');
  const cp = products.find((p) => p.code === 'CP');
  const armA = arms.find((a) => a.code === 'A');
  if (!ip || !cp || !armA || !central) return null;
  return { ip: ip.id, cp: cp.id, armA: armA.id, central: central.id };
}

/** Enrolled valid subjects of arm A (IP) or B (CP) with their first done visit, oldest first. */
async function subjectsWithDoneVisits(db: Db, projectId: number) {
  const rows = await db
    .selectFrom('trialSubject as s')
    .innerJoin('subjectVisit as v', 'v.subjectId', 's.id')
    .select(['s.id', 's.randomisationArm as arm', 'v.id as visitId'])
    .where('s.projectId', '=', projectId)
    .where('s.status', '=', 'enrolled')
    .where('s.invalid', '=', 0)
    .where('s.randomisationArm', 'in', ['A', 'B'])
    .where('v.status', '=', 'done')
    .orderBy('s.id')
    .orderBy('v.sort')
    .execute();
  const seen = new Set<number>();
  return rows.filter((row) => (seen.has(row.id) ? false : (seen.add(row.id), true)));
}

async function loadProject(db: Db, projectId: number, now: number): Promise<void> {
  const c = await catalogueOf(db, projectId);
  if (!c) return;
  const deliveries = createDeliveryService(db);
  const manager = await actorOf(db, ['drugmanager'], now - 72 * HOUR_MS);
  const pharmacist = await actorOf(db, ['pharmacist', 'investigator'], now - 70 * HOUR_MS);
  const expiry = addDays(hospitalDay(now), 540);
  const pack = (kit: string, productId: number, armId: number | null) => ({
    kitNumber: `K${projectId}-${kit}`,
    batchNumber: 'B2602',
    expiryDate: expiry,
    productId,
    armId,
    quantity: 1,
  });
  const sponsor = { projectId, kind: 'sponsor' as const, warehouseId: c.central, sourceWarehouseId: null };
  const refused = await deliveries.record(
    { ...sponsor, shipmentNumber: `SF${projectId}0301`, packs: [pack('R001', c.ip, c.armA), pack('R002', c.cp, null)] },
    manager,
  );
  await deliveries.refuse(
    { projectId, ...refused, reason: '运输途中温度超标：温度记录仪显示最高 12.6 °C，持续 3 小时（要求 2–8 °C）' },
    manager,
  );
  const kits = ['S001', 'S002', 'S003'].map((k) => pack(k, c.ip, c.armA));
  const received = await deliveries.record(
    {
      ...sponsor,
      shipmentNumber: `SF${projectId}0302`,
      packs: [...kits, ...['S004', 'S005', 'S006'].map((k) => pack(k, c.cp, null))],
    },
    manager,
  );
  const receivedNow = await deliveries.receive(
    { projectId, ...received, temperatureNote: '冷链箱 4.6 °C，记录仪无报警' },
    manager,
  );
  await deliveries.stockIn({ projectId, ...receivedNow }, manager);
  await loadDispensings(db, projectId, c.central, manager, pharmacist);
}

async function loadDispensings(db: Db, projectId: number, warehouseId: number, giver: Actor, reviewer: Actor) {
  const service = createDistributionService(db);
  const subjects = await subjectsWithDoneVisits(db, projectId);
  const next = { A: ['S001', 'S002', 'S003'], B: ['S004', 'S005', 'S006'] };
  const given = [];
  for (const subject of subjects.slice(0, 3)) {
    const kit = next[subject.arm === 'A' ? 'A' : 'B'].shift();
    if (!kit) continue;
    given.push(
      await service.give(
        {
          projectId,
          subjectId: subject.id,
          visitId: subject.visitId,
          warehouseId,
          lines: [{ kitNumber: `K${projectId}-${kit}`, quantity: 1 }],
        },
        giver,
      ),
    );
  }
  const [reviewed, , revoked] = given;
  if (reviewed) await service.review({ projectId, ...reviewed }, reviewer);
  if (revoked)
    await service.revoke({ projectId, ...revoked, reason: '药品编号录入错误，实物未发出，撤销后重新发放' }, giver);
}

/** Adds the movements to the first two demo projects with a drug catalogue and no deliveries yet. */
export async function loadDrugMovementDemo(db: Db, now: number): Promise<void> {
  const projects = await db.selectFrom('project').select('id').orderBy('id').limit(6).execute();
  let done = 0;
  for (const { id } of projects) {
    if (done === 2) break;
    if (!(await db.selectFrom('drugProduct').select('id').where('projectId', '=', id).executeTakeFirst())) continue;
    done += 1;
    if (
      await db
        .selectFrom('drugDelivery')
        .select('id')
        .where('projectId', '=', id)
        .where('shipmentNumber', 'like', `SF${id}03%`)
        .executeTakeFirst()
    )
      continue;
    await loadProject(db, id, now);
  }
}
