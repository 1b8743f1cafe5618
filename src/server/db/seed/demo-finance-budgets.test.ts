import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type StaffTestApp, createStaffTestApp } from '../../staff-test-kit';
import { loadFinanceBudgetDemo } from './demo-finance-budgets';
import { loadRecruitmentDemo } from './demo-recruitment';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
  expect(await loadRecruitmentDemo(t.db, createFieldCipher([randomBytes(32)]), t.clock())).toBe(true);
});
afterAll(async () => t.close());

describe('the demo budgets', () => {
  it('sets 15 % and 10 % and publishes a budget on each of the six demo projects, once', async () => {
    expect(await loadFinanceBudgetDemo(t.db, t.clock())).toBe(0);
    const projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
    for (const projectId of projects) {
      const setting = (await t.get(`/api/gpayment/setting/${projectId}`, 'finance')).json().data;
      expect(setting).toMatchObject({ currency: 'CNY', managementFeeBp: 1500, holdbackBp: 1000, version: 1 });
      const list = (await t.get(`/api/gpayment/budget/list/${projectId}`, 'finance')).json().data;
      expect(list.budgets.map((row: { status: string }) => row.status)).toEqual(['published']);
      const detail = (await t.get(`/api/gpayment/budget/${projectId}/${list.budgets[0].id}`, 'finance')).json().data;
      const visitCodes = detail.lines
        .filter((line: { basis: string; feeTypeId: number }) => line.basis === 'visit')
        .map((line: { visitCode: string }) => line.visitCode);
      // A research-fee and a subsidy line for each visit of the published plan.
      expect(new Set(visitCodes)).toEqual(new Set(list.plan.visits.map((visit: { code: string }) => visit.code)));
      expect(visitCodes).toHaveLength(list.plan.visits.length * 2);
      const sum = detail.lines.reduce((total: number, line: { plannedFen: number }) => total + line.plannedFen, 0);
      expect(detail.budget.plannedFen).toBe(sum);
      expect(detail.totals.reduce((total: number, row: { plannedFen: number }) => total + row.plannedFen, 0)).toBe(sum);
    }
  });
});
