/** Excursions on the real inventory route: the status filter read from the URL, the sponsor's decision sent at the row's version. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Excursion } from '../../../../../shared/api/drugs/storage';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/ctims/excursion/list/5';
const DECIDE = '/api/ctims/excursion/decide';
const excursion = (id: number, fields: Partial<Excursion>): Excursion => ({
  id,
  projectId: 5,
  warehouseId: 1,
  warehouseName: '中心药房',
  measuredAt: '2026-01-05T01:30:00.000Z',
  celsiusTenths: 95,
  status: 'open',
  packs: 2,
  quarantined: 6,
  products: ['IP 研究药物'],
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  createdBy: 'pharmacist',
  createdAt: '2026-01-05T01:31:00Z',
  updatedAt: '2026-01-05T01:31:00Z',
  version: 1,
  ...fields,
});

function stub(buttons: string[]) {
  const empty = { body: { isOk: true, code: '200', rows: [], total: 0 } };
  return stubStaffApi({
    who: demoWho({ projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['DrugInventory'], buttons }] }),
    answers: {
      [LIST]: () => ({
        body: {
          isOk: true,
          code: '200',
          rows: [
            excursion(1, {}),
            excursion(2, {
              status: 'released',
              packs: 1,
              quarantined: 0,
              decidedBy: 'drugadmin',
              decisionNote: 'SP-2026-01 可继续使用',
            }),
          ],
          total: 2,
        },
      }),
      '/api/phm/stock/list/5': () => empty,
      '/api/phm/stock/batches/5': () => ({ body: { isOk: true, code: '200', data: [] } }),
      [DECIDE]: () => ({ body: { isOk: true, code: '200', data: { id: 1, version: 2 } } }),
    },
  });
}

describe('temperature excursions on the inventory page', () => {
  it('shows what each excursion quarantined and reads its status filter from the URL', async () => {
    const calls = stub([]);
    renderApp('/staff/projects/5/drug-inventory?excursionStatus=open');
    const table = await screen.findByRole('table', { name: '温度超限列表' });
    const open = (await within(table).findByText('2 个药品编号，共 6 包装', {})).closest('tr');
    expect(open).toHaveTextContent('IP 研究药物');
    expect(open).toHaveTextContent('9.5');
    expect(open).toHaveTextContent('2026-01-05 09:30');
    expect(open).toHaveTextContent('隔离中');
    expect(within(table).getByText('SP-2026-01 可继续使用 · drugadmin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /登记申办方处理/ })).not.toBeInTheDocument();
    expect(callsTo(calls, LIST)[0]?.search.get('status')).toBe('open');
  });

  it("records the sponsor's rejection with its reference", async () => {
    const calls = stub(['excursion:decide']);
    renderApp('/staff/projects/5/drug-inventory');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /登记申办方处理 中心药房/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /不可使用/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写此项')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /申办方回复/ }), 'SP-2026-02');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, DECIDE)[0]?.json).toEqual({
        projectId: 5,
        id: 1,
        version: 1,
        action: 'reject',
        note: 'SP-2026-02',
      }),
    );
  });
});
