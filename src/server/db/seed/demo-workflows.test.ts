import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadWorkflowDemo } from './demo-workflows';

let t: StaffTestApp;

beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

describe('the demo approval workflows', () => {
  it('publishes the contract, expense, subsidy batch, document review, report seal and report application workflows once, as the approvers see them', async () => {
    expect(await loadWorkflowDemo(t.db, t.clock())).toBe(6);
    expect(await loadWorkflowDemo(t.db, t.clock())).toBe(0);
    const response = await t.get('/api/bpm/definition/list', 'admin');
    expect(response.statusCode, response.body).toBe(200);
    const definitions = response.json().data as { key: string; status: string; steps: { name: string }[] }[];
    const published = Object.fromEntries(
      definitions.filter((d) => d.status === 'published').map((d) => [d.key, d.steps.map((s) => s.name)]),
    );
    expect(published).toEqual({
      financeContract: ['财务审核', '机构负责人审批'],
      financeExpense: ['主要研究者审批', '财务审核', '机构负责人审批'],
      subsidyBatch: ['主要研究者确认', '财务审核'],
      documentReview: ['主要研究者批准'],
      reportSeal: ['主要研究者确认', '机构办公室审核盖章'],
      reportApply: ['系统管理员审批'],
    });
  });
});
