/** Accountability on the real route: each batch's counts, a closed batch, a flagged difference and the totals. */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchReconciliation } from '../../../../../shared/api/drugs/reconciliation';
import { demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const BATCHES = '/api/phm/reconciliation/5';
const SUBJECTS = '/api/phm/reconciliation/subjects/5';

const batch = (batchNumber: string, fields: Partial<BatchReconciliation>): BatchReconciliation => ({
  productId: 1,
  productName: '研究药物',
  batchNumber,
  expiryDate: '2027-06-30',
  received: 10,
  inStock: 4,
  dispensed: 6,
  returned: 0,
  recovered: 0,
  difference: 0,
  closed: false,
  ...fields,
});

function stub(rows: BatchReconciliation[] | 'fail') {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['DrugReconciliation'], buttons: [] }],
    }),
    answers: {
      [BATCHES]: () =>
        rows === 'fail'
          ? { status: 500, body: { isOk: false, code: '500', msg: '服务器错误' } }
          : { body: { isOk: true, code: '200', rows, total: rows.length } },
      [SUBJECTS]: () => ({
        body: {
          isOk: true,
          code: '200',
          rows: [{ subjectId: 11, subjectNumber: 'HK-001', initials: 'ZJG', dispensed: 3, returned: 1 }],
          total: 1,
        },
      }),
    },
  });
}

const rowOf = async (table: HTMLElement, batchNumber: string) =>
  (await within(table).findByText(batchNumber)).closest('tr') as HTMLElement;

describe('drug accountability page', () => {
  it('shows each batch reconciled, a closed batch, a difference flagged and the project totals', async () => {
    stub([
      batch('B2601', { received: 5, inStock: 0, dispensed: 3, returned: 2, recovered: 4, closed: true }),
      batch('B2602', {}),
      batch('B2603', { received: 8, inStock: 5, dispensed: 2, difference: 1 }),
    ]);
    renderApp('/staff/projects/5/drug-reconciliation');
    const table = await screen.findByRole('table', { name: '药品清点表' });
    const closed = await rowOf(table, 'B2601');
    expect(closed).toHaveTextContent('已闭环');
    expect(
      within(closed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['研究药物', 'B2601', '5', '0', '3', '2', '4']));
    const open = await rowOf(table, 'B2602');
    expect(open).toHaveTextContent('未闭环');
    expect(open).not.toHaveTextContent('差异');
    const flagged = await rowOf(table, 'B2603');
    expect(flagged).toHaveTextContent('差异 1');
    expect(flagged).not.toHaveTextContent('已闭环');
    const totals = within(table).getByText('项目合计').closest('tr') as HTMLElement;
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['项目合计', '23', '9', '11', '2', '4', '1', '']);
  });

  it('says when the project has no batch yet, and offers a retry when the read fails', async () => {
    stub([]);
    const view = renderApp('/staff/projects/5/drug-reconciliation');
    expect(await screen.findByText('暂无数据', {})).toBeInTheDocument();
    expect(screen.queryByText('项目合计')).not.toBeInTheDocument();
    view.unmount();
    vi.unstubAllGlobals();
    stub('fail');
    renderApp('/staff/projects/5/drug-reconciliation');
    expect(await screen.findByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});
