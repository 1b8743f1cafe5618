import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { createMemoryFileStore } from '../../modules/study';
import { loadBinderDemo } from './demo-binder';
import { loadReportSealDemo } from './demo-report-seals';
import { loadWorkflowDemo } from './demo-workflows';

let t: StaffTestApp;
const store = createMemoryFileStore();

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadWorkflowDemo(t.db, t.clock());
  await loadBinderDemo(t.db, store, t.clock());
});
afterAll(() => t.close());

describe('the demo report seals', () => {
  it('gives the first project a sealed stage report filed into the binder and a final report waiting for the PI', async () => {
    expect(await loadReportSealDemo(t.db, store, t.clock())).toBe(true);
    expect(await loadReportSealDemo(t.db, store, t.clock())).toBe(false);
    const project = await t.db.selectFrom('project').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const response = await t.get(`/api/doc/report-seal/list/${project.id}`, 'coordinator');
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as {
      kind: string;
      status: string;
      sealedVersionId: number | null;
      approvals: { steps: { stepName: string; status: string; decidedBy: string | null }[] }[];
    }[];
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['final', 'inReview'],
      ['stage', 'approved'],
    ]);
    expect(rows[1]?.sealedVersionId).toEqual(expect.any(Number));
    expect(rows[1]?.approvals[0]?.steps.map((step) => step.decidedBy)).toEqual(['investigator', 'sysadmin']);
    const mine = (await t.get('/api/bpm/task/mine', 'investigator')).json().data as { title: string }[];
    expect(mine.map((task) => task.title)).toContain('总结报告盖章：临床试验总结报告 v1');
    // The sealed PDF is the binder's effective version.
    const filed = await t.db
      .selectFrom('docDocumentVersion')
      .select(['status', 'documentId'])
      .where('id', '=', rows[1]?.sealedVersionId ?? 0)
      .executeTakeFirstOrThrow();
    expect(filed.status).toBe('effective');
  });
});
