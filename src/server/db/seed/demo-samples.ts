/**
 * The demo's biological samples (SPEC §7 'sample box'), in the first demo project, made by the
 * demo coordinator through the samples' own writes (so each has its custody and audit rows):
 * serum and whole-blood samples from the subjects' sample-collection visits, boxed in two
 * boxes of the -80 °C freezer, one box shipped to the central lab with its temperature log,
 * and two samples still waiting to be boxed. Loaded once, when the coordinator and visits
 * that collect samples exist and no sample does; times placed relative to `now`.
 */
import { createBoxService } from '../../modules/visits/samples/box-service';
import { createSampleRepository } from '../../modules/visits/samples/repository';
import { createSampleService } from '../../modules/visits/samples/service';
import { createShipmentService } from '../../modules/visits/samples/shipment-service';
import type { Actor } from '../../services/staff-write';
import type { Db } from '../database';

const HOUR = 3_600_000;

export async function loadSampleDemo(db: Db, now: number): Promise<boolean> {
  if (await db.selectFrom('sample').select('id').limit(1).executeTakeFirst()) return false;
  const coordinator = await db
    .selectFrom('staffUser')
    .select('id')
    .where('userName', '=', 'coordinator')
    .executeTakeFirst();
  const project = await db.selectFrom('project').select('id').orderBy('id').limit(1).executeTakeFirst();
  if (!coordinator || !project) return false;
  const visits = (await createSampleRepository(db).sampleVisits(project.id)).slice(0, 4);
  if (visits.length === 0) return false;
  let at = now - 72 * HOUR;
  const actor = (): Actor => {
    at += 10 * 60_000;
    return { at, actorId: coordinator.id, actorName: 'coordinator', clientIp: null, requestId: null };
  };
  const projectId = project.id;
  const samples = createSampleService(db);
  const boxIds: number[] = [];
  for (const [index, label] of ['BOX-2026-01', 'BOX-2026-02'].entries()) {
    const box = { projectId, label, freezer: '检验科 -80°C 冰箱 A', rack: `R${index + 1}`, shelf: '第 2 层' };
    boxIds.push((await createBoxService(db).save({ ...box, gridRows: 9, gridCols: 9 }, actor())).id);
  }
  let serial = 0;
  const collect = async (visit: (typeof visits)[number], sampleType: 'serum' | 'blood') => {
    serial += 1;
    const sampleCode = `S${projectId}-${String(serial).padStart(4, '0')}`;
    const collectedAt = new Date(at).toISOString();
    const body = { projectId, sampleCode, subjectId: visit.subjectId, subjectVisitId: visit.subjectVisitId };
    return samples.collect({ ...body, sampleType, collectedAt }, actor());
  };
  const store = async (boxIndex: number, position: number) => {
    const visit = visits[position % visits.length] ?? visits[0];
    if (!visit) return;
    const collected = await collect(visit, position % 2 === 0 ? 'serum' : 'blood');
    const processed = await samples.status({ projectId, ...collected, move: 'process' }, actor());
    const boxId = boxIds[boxIndex] ?? 0;
    await samples.place({ projectId, ...processed, move: 'store', boxId, row: 1, col: position + 1 }, actor());
  };
  for (let position = 0; position < 4; position += 1) await store(0, position);
  for (let position = 0; position < 3; position += 1) await store(1, position);
  const waiting = visits[0];
  if (waiting) {
    await collect(waiting, 'serum');
    const second = await collect(waiting, 'blood');
    await samples.status({ projectId, ...second, move: 'process' }, actor());
  }
  const shipments = createShipmentService(db);
  const packed = await shipments.create(
    {
      projectId,
      code: `SHP-${projectId}-001`,
      destination: '中心实验室（上海）',
      courier: '顺丰医药冷链',
      boxIds: [boxIds[1] ?? 0],
      sampleIds: [],
    },
    actor(),
  );
  const shipped = await shipments.ship({ projectId, ...packed }, actor());
  for (const celsius of [-78.6, -77.9]) {
    await shipments.temperature({ projectId, id: shipped.id, readAt: new Date(at).toISOString(), celsius }, actor());
  }
  return true;
}
