import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows } from '../../../staff-test-kit';
import { demoProjects, sampleCalls, sampleVisitOf, startSampleTestApp } from './samples-test-kit';

let t: StaffTestApp;
let projectId: number;
let otherProject: number;
let visit: { subjectVisitId: number; subjectId: number; subjectNumber: string };
let calls: ReturnType<typeof sampleCalls>;

beforeAll(async () => {
  t = await startSampleTestApp();
  const projects = await demoProjects(t);
  projectId = projects[0] ?? 0;
  otherProject = projects[3] ?? 0;
  visit = await sampleVisitOf(t, projectId);
  calls = sampleCalls(t, projectId);
});
afterAll(async () => t.close());

const collectedAt = '2026-01-05T01:30:00.000Z';
const collectBody = (sampleCode: string) => ({
  sampleCode,
  subjectId: visit.subjectId,
  subjectVisitId: visit.subjectVisitId,
  sampleType: 'serum',
  collectedAt,
});

async function custodyOf(id: number) {
  const response = await t.get(`/api/trial/sample/${projectId}/${id}/custody`, 'monitor');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    action: string;
    fromStatus: string | null;
    toStatus: string;
    position: string | null;
    actorName: string;
  }[];
}

describe('collecting samples at visits', () => {
  it('registers a sample at a subject visit, with its custody and audit rows', async () => {
    const { id, version } = await calls.ok('collect', collectBody('S-0001'));
    expect(version).toBe(1);
    const found = await t.get(`/api/trial/sample/${projectId}/code/S-0001`, 'monitor');
    expect(found.json().data).toMatchObject({
      id,
      subjectNumber: visit.subjectNumber,
      sampleType: 'serum',
      status: 'collected',
      collectedBy: 'coordinator',
      boxId: null,
    });
    expect(await custodyOf(id)).toEqual([
      expect.objectContaining({ action: 'collect', fromStatus: null, toStatus: 'collected', actorName: 'coordinator' }),
    ]);
    const [audit] = await auditRows(t.db, 'sample.collect');
    expect(audit).toMatchObject({ entity: 'sample', entityId: String(id), after: { sampleCode: 'S-0001' } });
    const visits = (await t.get(`/api/trial/sample/${projectId}/visits`, 'coordinator')).json().data;
    expect(visits.find((row: { subjectVisitId: number }) => row.subjectVisitId === visit.subjectVisitId)).toMatchObject(
      {
        samples: 1,
      },
    );
  });

  it('refuses a taken code, a future time, another project subject and callers without the button', async () => {
    const before = (await t.get(`/api/trial/sample/${projectId}/list`, 'coordinator')).json().total;
    const again = await calls.post('collect', collectBody('S-0001'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'sampleCode' });
    const future = await calls.post('collect', { ...collectBody('S-0009'), collectedAt: '2026-01-06T00:00:00.000Z' });
    expect(future.json()).toMatchObject({ field: 'collectedAt' });
    const foreign = await t.db
      .selectFrom('trialSubject')
      .select('id')
      .where('projectId', '=', otherProject)
      .executeTakeFirstOrThrow();
    const wrongSubject = await calls.post('collect', {
      ...collectBody('S-0009'),
      subjectId: foreign.id,
      subjectVisitId: undefined,
    });
    expect(wrongSubject.json()).toMatchObject({ field: 'subjectId' });
    expect((await calls.post('collect', collectBody('S-0009'), 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/trial/sample/${otherProject}/list`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`/api/trial/sample/${projectId}/list`, 'coordinator')).json().total).toBe(before);
  });
});

describe('boxes and positions', () => {
  let boxId: number;
  let first: { id: number; version: number };
  let second: { id: number; version: number };

  it('stores samples in free positions of a box and shows them on its map', async () => {
    boxId = (
      await calls.ok('box/save', {
        label: 'BOX-T1',
        freezer: '-80°C 冰箱 1',
        rack: 'R1',
        shelf: 'S2',
        gridRows: 9,
        gridCols: 9,
      })
    ).id;
    first = await calls.ok('collect', collectBody('S-0101'));
    second = await calls.ok('collect', collectBody('S-0102'));
    first = await calls.ok('status', { id: first.id, version: first.version, move: 'process' });
    first = await calls.ok('place', { id: first.id, version: first.version, move: 'store', boxId, row: 1, col: 1 });
    const map = (await t.get(`/api/trial/sample/box/${projectId}/${boxId}`, 'monitor')).json().data;
    expect(map.box).toMatchObject({ label: 'BOX-T1', gridRows: 9, gridCols: 9, occupied: 1 });
    expect(map.samples).toEqual([
      expect.objectContaining({ sampleCode: 'S-0101', positionRow: 1, positionCol: 1, status: 'stored' }),
    ]);
    const custody = await custodyOf(first.id);
    expect(custody.map((row) => [row.action, row.toStatus, row.position])).toEqual([
      ['collect', 'collected', null],
      ['process', 'processed', null],
      ['store', 'stored', 'BOX-T1 A1'],
    ]);
  });

  it('refuses a taken position, a position outside the box and a stale version, changing nothing', async () => {
    const taken = await calls.post('place', {
      id: second.id,
      version: second.version,
      move: 'store',
      boxId,
      row: 1,
      col: 1,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toContain('S-0101');
    const outside = await calls.post('place', {
      id: second.id,
      version: second.version,
      move: 'store',
      boxId,
      row: 10,
      col: 1,
    });
    expect(outside.statusCode).toBe(400);
    const stale = await calls.post('place', { id: first.id, version: 1, move: 'move', boxId, row: 2, col: 2 });
    expect(stale.json().data).toMatchObject({ reason: 'stale_version' });
    expect(await calls.sample(second.id)).toMatchObject({ status: 'collected', boxId: null, version: 1 });
    expect((await custodyOf(second.id)).length).toBe(1);
  });

  it('refuses moves the status does not allow', async () => {
    const processStored = await calls.post('status', { id: first.id, version: first.version, move: 'process' });
    expect(processStored.statusCode).toBe(400);
    expect(processStored.json().msg).toContain('已入库');
    const moveUnstored = await calls.post('place', {
      id: second.id,
      version: second.version,
      move: 'move',
      boxId,
      row: 3,
      col: 3,
    });
    expect(moveUnstored.statusCode).toBe(400);
    expect(
      (await calls.post('place', { id: second.id, version: 1, move: 'store', boxId, row: 2, col: 1 }, 'monitor'))
        .statusCode,
    ).toBe(403);
  });

  it('moves a stored sample, takes one out, and keeps the grid from shrinking past a held position', async () => {
    first = await calls.ok('place', { id: first.id, version: first.version, move: 'move', boxId, row: 3, col: 4 });
    second = await calls.ok('place', { id: second.id, version: second.version, move: 'store', boxId, row: 1, col: 1 });
    const shrink = await calls.post('box/save', {
      id: boxId,
      version: 1,
      label: 'BOX-T1',
      freezer: '-80°C 冰箱 1',
      gridRows: 2,
      gridCols: 9,
    });
    expect(shrink.json()).toMatchObject({ field: 'gridRows' });
    second = await calls.ok('place', { id: second.id, version: second.version, move: 'takeOut' });
    expect(await calls.sample(second.id)).toMatchObject({ status: 'processed', boxId: null });
    const [moved] = await auditRows(t.db, 'sample.move');
    expect(moved).toMatchObject({ after: { from: 'BOX-T1 A1', position: 'BOX-T1 C4' } });
  });

  it('ships the box to the central lab, logs temperatures, and receives it', async () => {
    const created = await calls.ok('shipment/create', {
      code: 'SHP-T1',
      destination: '中心实验室（上海）',
      boxIds: [boxId],
      sampleIds: [],
    });
    const twice = await calls.post('shipment/create', {
      code: 'SHP-T2',
      destination: '中心实验室',
      boxIds: [boxId],
      sampleIds: [],
    });
    expect(twice.statusCode).toBe(400);
    const early = await calls.post('shipment/temperature', { id: created.id, readAt: collectedAt, celsius: -78.5 });
    expect(early.statusCode).toBe(400);
    const shipped = await calls.ok('shipment/ship', { id: created.id, version: 1 });
    expect(await calls.sample(first.id)).toMatchObject({ status: 'shipped', boxId });
    expect((await calls.post('shipment/ship', { id: created.id, version: shipped.version })).statusCode).toBe(400);
    await calls.ok('shipment/temperature', { id: created.id, readAt: '2026-01-05T01:45:00.000Z', celsius: -78.5 });
    const received = await calls.ok('shipment/receive', { id: created.id, version: shipped.version });
    expect(received.version).toBe(3);
    const detail = (await t.get(`/api/trial/sample/shipment/${projectId}/${created.id}`, 'monitor')).json().data;
    expect(detail.shipment).toMatchObject({
      status: 'received',
      samples: 1,
      shippedBy: 'coordinator',
      receivedBy: 'coordinator',
    });
    expect(detail.samples).toEqual([
      expect.objectContaining({ sampleCode: 'S-0101', status: 'received', boxId: null }),
    ]);
    expect(detail.temperatures).toEqual([expect.objectContaining({ celsius: -78.5, recordedBy: 'coordinator' })]);
    expect((await custodyOf(first.id)).map((row) => row.action).slice(-2)).toEqual(['ship', 'receive']);
    const destroyReceived = await calls.post('status', { id: first.id, version: first.version + 2, move: 'destroy' });
    expect(destroyReceived.statusCode).toBe(400);
    expect((await auditRows(t.db, 'sampleShipment.receive')).length).toBe(1);
  });

  it('destroys a sample from a non-final status and frees its position', async () => {
    second = await calls.ok('place', { id: second.id, version: second.version, move: 'store', boxId, row: 5, col: 5 });
    await calls.ok('status', { id: second.id, version: second.version, move: 'destroy', note: '溶血' });
    expect(await calls.sample(second.id)).toMatchObject({ status: 'destroyed', boxId: null });
    expect((await custodyOf(second.id)).at(-1)).toMatchObject({
      action: 'destroy',
      fromStatus: 'stored',
      toStatus: 'destroyed',
    });
  });
});

describe('the sample inventory', () => {
  it('exports the filtered inventory as .xlsx with an audit row', async () => {
    const response = await t.get(`/api/trial/sample/${projectId}/inventory.xlsx?status=destroyed`, 'monitor');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const [audit] = await auditRows(t.db, 'sample.export');
    expect(audit).toMatchObject({ after: { projectId, filters: { status: 'destroyed' }, rows: 1 } });
  });

  it('answers 404 for a code no sample has', async () => {
    expect((await t.get(`/api/trial/sample/${projectId}/code/NOPE-1`, 'monitor')).statusCode).toBe(404);
  });
});
