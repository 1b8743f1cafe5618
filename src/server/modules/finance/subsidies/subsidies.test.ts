import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWorkflowDemo } from '../../../db/seed/demo-workflows';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';
import { coordinatorStartsApprovals, decideMine, decideTask, owe, subjectsOf } from '../payables-test-kit';

const PROJECT = 1;
const BASE = '/api/trial/subject/subsidy';
const NAME = '张三丰';
const ACCOUNT = '6222021234567890123';
let t: StaffTestApp;
let subjects: number[];

const bill = (id: number) =>
  t.db.selectFrom('financeSubsidyBill').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const batch = (id: number) =>
  t.db.selectFrom('financeSubsidyBatch').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function billOf(subjectId: number, as = 'coordinator') {
  const response = await t.post(
    `${BASE}/bill/save`,
    { projectId: PROJECT, subjectId, payeeName: NAME, bankAccount: ACCOUNT, bankName: '中国工商银行北京分行' },
    as,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number }).id;
}

async function batchOf(billIds: number[]) {
  const response = await t.post(
    `${BASE}/batch/save`,
    { projectId: PROJECT, title: '2026年1月补助', billIds },
    'coordinator',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

beforeEach(async () => {
  t = await createStaffTestApp();
  await loadWorkflowDemo(t.db, t.clock());
  await coordinatorStartsApprovals(t.db);
  subjects = await subjectsOf(t.db, PROJECT, 3);
  await owe(t.db, PROJECT, subjects[0]!, [20_000, 20_000, 15_050]);
  await owe(t.db, PROJECT, subjects[1]!, [20_000]);
});
afterEach(() => t.close());

describe('subject subsidies', () => {
  it('bill the unbilled dues of a subject and batch the bills: batch = bills = dues, summed in SQL', async () => {
    const owed = (await t.get(`${BASE}/owed/${PROJECT}`, 'finance')).json();
    expect(owed.total).toBe(2);
    expect(owed.rows.find((r: { subjectId: number }) => r.subjectId === subjects[0])).toMatchObject({
      amountFen: 55_050,
      firstEarnedOn: '2025-12-01',
      lastEarnedOn: '2025-12-03',
    });
    const first = await billOf(subjects[0]!);
    const second = await billOf(subjects[1]!);
    expect((await bill(first)).amountFen).toBe(55_050);
    // Nothing left to bill for the first subject.
    const again = await t.post(
      `${BASE}/bill/save`,
      { projectId: PROJECT, subjectId: subjects[0], payeeName: NAME, bankAccount: ACCOUNT, bankName: '工行' },
      'coordinator',
    );
    expect(again.json()).toMatchObject({ field: 'subjectId' });
    const { id } = await batchOf([first, second]);
    const dues = await t.db.selectFrom('financeSubsidyDue').select(['amountFen', 'billId']).execute();
    const dueSum = dues.reduce((sum, due) => sum + due.amountFen, 0);
    const bills = await t.db.selectFrom('financeSubsidyBill').select('amountFen').where('batchId', '=', id).execute();
    expect((await batch(id)).amountFen).toBe(75_050);
    expect(bills.reduce((sum, b) => sum + b.amountFen, 0)).toBe(75_050);
    expect(dueSum).toBe(75_050);
    expect((await t.get(`${BASE}/owed/${PROJECT}`, 'finance')).json().total).toBe(0);
    // A bill already in a batch is not batched again.
    const twice = await t.post(
      `${BASE}/batch/save`,
      { projectId: PROJECT, title: 'x', billIds: [first] },
      'coordinator',
    );
    expect(twice.json()).toMatchObject({ field: 'billIds.0' });
  });

  it('seal the payee: masked in lists, in full only on an audited reveal, never in the audit trail', async () => {
    const id = await billOf(subjects[0]!);
    const stored = await bill(id);
    expect(stored.payeeNameSealed).not.toContain(NAME);
    expect(stored.bankAccountSealed).not.toContain(ACCOUNT);
    const list = (await t.get(`${BASE}/bill/list/${PROJECT}`, 'coordinator')).json();
    expect(list.rows[0]).toMatchObject({ payeeName: '张**', bankAccount: '6222 **** **** 0123', dueCount: 3 });
    expect((await t.post(`${BASE}/bill/reveal`, { projectId: PROJECT, id }, 'coordinator')).statusCode).toBe(403);
    const shown = await t.post(`${BASE}/bill/reveal`, { projectId: PROJECT, id }, 'finance');
    expect(shown.json().data).toEqual({ payeeName: NAME, bankAccount: ACCOUNT });
    expect(await auditRows(t.db, 'subsidyBill.reveal')).toHaveLength(1);
    const audit = await t.db.selectFrom('auditLog').select(['beforeValue', 'afterValue']).execute();
    for (const row of audit) {
      expect(`${row.beforeValue} ${row.afterValue}`).not.toContain(ACCOUNT);
      expect(`${row.beforeValue} ${row.afterValue}`).not.toContain(NAME);
    }
  });

  it('go through the two-step approval, cannot be launched before it, and are launched once approved', async () => {
    const first = await billOf(subjects[0]!);
    const { id, version } = await batchOf([first]);
    const issue = (v: number) =>
      t.post(
        `${BASE}/batch/issue`,
        { projectId: PROJECT, id, version: v, issuedOn: '2026-01-05', reference: 'FF-0001' },
        'finance',
      );
    expect((await issue(version)).statusCode).toBe(400);
    const submitted = await t.post(`${BASE}/batch/submit`, { projectId: PROJECT, id, version }, 'coordinator');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await bill(first)).status).toBe('applying');
    expect((await issue(version + 1)).statusCode).toBe(400);
    await decideMine(t, 'investigator', 'approve');
    expect((await batch(id)).status).toBe('applying');
    await decideMine(t, 'finance', 'approve');
    const approved = await batch(id);
    expect(approved.status).toBe('approved');
    expect((await bill(first)).status).toBe('approved');
    expect((await issue(approved.version)).statusCode).toBe(200);
    expect(await batch(id)).toMatchObject({ status: 'issued', issuedOn: '2026-01-05' });
    expect(await bill(first)).toMatchObject({ status: 'issued', issuedOn: '2026-01-05', issueReference: 'FF-0001' });
    const mine = (await t.get(`${BASE}/subject/${PROJECT}/${subjects[0]}`, 'coordinator')).json().data;
    expect(mine).toMatchObject({ owedFen: 0, billedFen: 0, paidFen: 55_050 });
    expect(await auditRows(t.db, 'subsidyBatch.issue')).toHaveLength(1);
  });

  it('rejected, send the bills back to pending and change nothing else', async () => {
    const first = await billOf(subjects[0]!);
    const second = await billOf(subjects[1]!);
    const { id, version } = await batchOf([first]);
    const dueBefore = await t.db.selectFrom('financeSubsidyDue').selectAll().orderBy('id').execute();
    const otherBefore = await bill(second);
    await t.post(`${BASE}/batch/submit`, { projectId: PROJECT, id, version }, 'coordinator');
    const rejected = await decideMine(t, 'investigator', 'reject', '银行账户待核实');
    expect(rejected.json().data).toEqual({ instanceStatus: 'rejected' });
    expect(await batch(id)).toMatchObject({ status: 'rejected', amountFen: 55_050 });
    expect(await bill(first)).toMatchObject({ status: 'pending', batchId: null, amountFen: 55_050 });
    expect(await bill(second)).toEqual(otherBefore);
    expect(await t.db.selectFrom('financeSubsidyDue').selectAll().orderBy('id').execute()).toEqual(dueBefore);
    // Batched again.
    await batchOf([first, second]);
  });

  it('record one of 20 concurrent approvals of the same step', async () => {
    const { id, version } = await batchOf([await billOf(subjects[0]!)]);
    await t.post(`${BASE}/batch/submit`, { projectId: PROJECT, id, version }, 'coordinator');
    const [task] = (await t.get('/api/bpm/task/mine', 'investigator')).json().data as { taskId: number }[];
    const signatures = [];
    for (let i = 0; i < 20; i += 1)
      signatures.push({ ...(await signatureOf(t, 'investigator')), meaning: 'reviewer-approves' });
    const before = (await auditRows(t.db, 'approval.approve')).length;
    const answers = await Promise.all(
      signatures.map((signature) => decideTask(t, 'investigator', task!.taskId, 'approve', undefined, signature)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(19);
    const decided = await t.db
      .selectFrom('workflowTask')
      .select(['status', 'decidedBy'])
      .where('id', '=', task!.taskId)
      .execute();
    expect(decided).toEqual([{ status: 'approved', decidedBy: 'investigator' }]);
    expect(await auditRows(t.db, 'approval.approve')).toHaveLength(before + 1);
    // The next step opened once.
    expect((await t.get('/api/bpm/task/mine', 'finance')).json().data).toHaveLength(1);
  });

  it('are refused to the monitor and to another project’s user; the coordinator writes bills but does not launch', async () => {
    expect((await t.get(`${BASE}/owed/${PROJECT}`, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/bill/list/4`, 'coordinator')).statusCode).toBe(403);
    expect((await t.get(`${BASE}/subject/4/${subjects[0]}`, 'coordinator')).statusCode).toBe(403);
    const asMonitor = await t.post(
      `${BASE}/bill/save`,
      { projectId: PROJECT, subjectId: subjects[0], payeeName: NAME, bankAccount: ACCOUNT, bankName: '工行' },
      'monitor',
    );
    expect(asMonitor.statusCode).toBe(403);
    expect(
      (
        await t.post(
          `${BASE}/batch/issue`,
          { projectId: PROJECT, id: 1, version: 1, issuedOn: '2026-01-05', reference: 'x' },
          'coordinator',
        )
      ).statusCode,
    ).toBe(403);
    expect(await t.db.selectFrom('financeSubsidyBill').select('id').execute()).toEqual([]);
  });
});
