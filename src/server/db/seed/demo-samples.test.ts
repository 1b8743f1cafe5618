import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffTestApp } from '../../staff-test-kit';
import { demoProjects, startSampleTestApp } from '../../modules/visits/samples/samples-test-kit';
import { loadSampleDemo } from './demo-samples';

let t: StaffTestApp;
beforeAll(async () => {
  t = await startSampleTestApp();
});
afterAll(async () => t.close());

describe('the samples demo', () => {
  it('has samples in two boxes, one box shipped with its temperature log, and samples waiting to be boxed', async () => {
    expect(await loadSampleDemo(t.db, t.clock())).toBe(true);
    expect(await loadSampleDemo(t.db, t.clock())).toBe(false);
    const [projectId] = await demoProjects(t);
    const boxes = (await t.get(`/api/trial/sample/box/${projectId}/list`, 'coordinator')).json().data;
    expect(boxes.map((box: { occupied: number }) => box.occupied)).toEqual([4, 3]);
    const shipments = (await t.get(`/api/trial/sample/shipment/${projectId}/list`, 'coordinator')).json().data;
    expect(shipments).toEqual([expect.objectContaining({ status: 'shipped', samples: 3 })]);
    const detail = (await t.get(`/api/trial/sample/shipment/${projectId}/${shipments[0].id}`, 'monitor')).json().data;
    expect(detail.temperatures).toHaveLength(2);
    const list = (await t.get(`/api/trial/sample/${projectId}/list?limit=100`, 'coordinator')).json();
    expect(list.total).toBe(9);
    const statuses = list.rows.map((row: { status: string }) => row.status).sort();
    expect(statuses).toEqual(
      [...Array(3).fill('shipped'), ...Array(4).fill('stored'), 'collected', 'processed'].sort(),
    );
  });
});
