import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadProblemReportDemo } from './demo-problem-reports';

let t: StaffTestApp;
beforeEach(async () => {
  t = await createStaffTestApp();
});
afterEach(async () => t.close());

describe('the problem report demo', () => {
  it('shows the administrator a new report with its error report and a fixed one answered in the notices', async () => {
    expect(await loadProblemReportDemo(t.db, t.clock())).toBe(true);
    expect(await loadProblemReportDemo(t.db, t.clock())).toBe(false);
    const list = (await t.get('/api/gctms/bug/list', 'sysadmin')).json();
    expect(list.rows.map((row: { status: string }) => row.status)).toEqual(['new', 'fixed']);
    const fresh = (await t.get(`/api/gctms/bug/get/${list.rows[0].id}`, 'sysadmin')).json().data;
    expect(fresh.errorReport).toMatchObject({ code: '500', requestId: 'req-demo-7f3a' });
    const notices = (await t.get('/api/gbs/notice/list', 'monitor')).json().data.notices;
    expect(notices.filter((notice: { kind: string }) => notice.kind === 'problemReport')).toHaveLength(1);
  });
});
