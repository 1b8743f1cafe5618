import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadReportApplicationDemo } from './demo-report-applications';
import { loadWorkflowDemo } from './demo-workflows';

let t: StaffTestApp;

beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

describe('the demo report applications', () => {
  it('leaves one application awaiting the administrator and one approved and held, once', async () => {
    expect(await loadReportApplicationDemo(t.db, t.clock())).toBe(false);
    await loadWorkflowDemo(t.db, t.clock());
    expect(await loadReportApplicationDemo(t.db, t.clock())).toBe(true);
    expect(await loadReportApplicationDemo(t.db, t.clock())).toBe(false);
    const pharmacist = (await t.get('/api/gbc/report/applications', 'pharmacist')).json().data;
    expect(pharmacist).toMatchObject([{ reportKey: 'drugAccountability', status: 'approving' }]);
    const deptQc = (await t.get('/api/gbc/report/applications', 'deptqc')).json().data;
    expect(deptQc).toMatchObject([{ reportKey: 'violationListing', status: 'approved' }]);
    const catalogue = (await t.get('/api/gbc/report/catalogue', 'deptqc')).json().data;
    expect(catalogue.reports.find((row: { key: string }) => row.key === 'violationListing')).toMatchObject({
      held: true,
    });
    const tasks = (await t.get('/api/bpm/task/mine', 'sysadmin')).json().data as { title: string }[];
    expect(tasks.map((task) => task.title)).toContainEqual(expect.stringContaining('药物清点与平衡'));
  });
});
