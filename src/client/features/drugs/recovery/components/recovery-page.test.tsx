/** Returns and recovery on the real route: compliance flagged, buttons by permission, and what the two forms send or refuse. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Distribution } from '../../../../../shared/api/drugs/dispensing';
import type { DrugReturn, RecoverableStock } from '../../../../../shared/api/drugs/recovery';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const RETURNS = '/api/recovery/return/list/5';
const RECOVERIES = '/api/recovery/list/5';
const STOCK = '/api/recovery/stock/5';
const SAVE_RETURN = '/api/recovery/return/save';
const SAVE_RECOVERY = '/api/recovery/save';
const DISPENSINGS = '/api/phm/distribution/list/5';
const OPTIONS = '/api/phm/distribution/options/5';
const URL = '/staff/projects/5/drug-recovery';

const line = (packId: number, kitNumber: string, quantity = 1) => ({
  packId,
  kitNumber,
  batchNumber: 'B2601',
  expiryDate: '2027-06-30',
  productCode: 'IP',
  productName: '研究药物',
  quantity,
});

const reviewed = (id: number, fields: Partial<Distribution> = {}): Distribution => ({
  id,
  projectId: 5,
  subjectId: 11,
  subjectNumber: 'HK-001',
  initials: 'ZJG',
  visitId: 7,
  visitName: 'C1D1',
  prescriptionId: null,
  warehouseId: 1,
  warehouseName: '中心药房',
  dispensedOn: '2026-01-05',
  status: 'reviewed',
  note: null,
  reviewedBy: 'pharmacist',
  reviewedAt: '2026-01-05T03:00:00Z',
  revokeReason: null,
  revokedBy: null,
  revokedAt: null,
  lines: [line(3, 'K5-0001'), line(4, 'K5-0002', 2)],
  createdBy: 'drug_manager',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-05T03:00:00Z',
  version: 2,
  ...fields,
});

const returned = (id: number, fields: Partial<DrugReturn>): DrugReturn => ({
  id,
  projectId: 5,
  subjectId: 11,
  subjectNumber: 'HK-001',
  distributionId: 1,
  dispensedOn: '2026-01-05',
  warehouseId: 1,
  warehouseName: '中心药房',
  returnedOn: '2026-01-19',
  note: null,
  lines: [{ ...line(3, 'K5-0001'), packsGiven: 1, unitsGiven: 28, quantity: 1, unitsLeft: 10 }],
  taken: 18,
  expected: 28,
  compliancePercent: 64,
  complianceFlag: 'low',
  createdBy: 'coordinator',
  createdAt: '2026-01-19T02:00:00Z',
  updatedAt: '2026-01-19T02:00:00Z',
  version: 1,
  ...fields,
});

const stockRow = (packId: number, state: RecoverableStock['state'], quantity: number): RecoverableStock => ({
  packId,
  kitNumber: `K5-000${packId}`,
  batchNumber: 'B2601',
  expiryDate: '2027-06-30',
  expired: false,
  productName: '研究药物',
  warehouseId: 1,
  warehouseName: '中心药房',
  state,
  quantity,
});

const rows = (list: unknown[]) => ({ body: { isOk: true, code: '200', rows: list, total: list.length } });
const saved = { body: { isOk: true, code: '200', data: { id: 9, version: 1 } } };

function stub(buttons: string[], recoveryAnswer = saved) {
  return stubStaffApi({
    who: demoWho({
      projects: [
        {
          projectId: 5,
          projectName: 'HK-2103 肺癌研究',
          pages: ['DrugRecovery', 'DrugDispensing'],
          buttons,
        },
      ],
    }),
    answers: {
      [RETURNS]: (call) =>
        call.search.get('subjectId')
          ? rows([returned(1, { distributionId: 1 })])
          : rows([
              returned(1, {}),
              returned(2, { compliancePercent: 100, complianceFlag: 'ok', subjectNumber: 'HK-002' }),
            ]),
      [RECOVERIES]: rows([]),
      [DISPENSINGS]: rows([
        reviewed(1, { visitName: 'C1D1' }),
        reviewed(2, { visitName: 'C2D1', dispensedOn: '2026-01-12' }),
      ]),
      [OPTIONS]: {
        body: {
          isOk: true,
          code: '200',
          data: {
            subjects: [{ id: 11, subjectNumber: 'HK-001', initials: 'ZJG', arm: 'A', visits: [] }],
            warehouses: [{ id: 1, name: '中心药房' }],
            products: [],
            needsPrescription: false,
          },
        },
      },
      [STOCK]: rows([stockRow(3, 'returned', 1), stockRow(4, 'quarantined', 2)]),
      [SAVE_RETURN]: saved,
      [SAVE_RECOVERY]: recoveryAnswer,
    },
  });
}

describe('drug returns and recovery page', () => {
  it('flags a compliance outside 80–120 % and offers only the buttons held', async () => {
    stub(['drug:return']);
    renderApp(URL);
    const table = await screen.findByRole('table', { name: '退药记录' });
    const low = (await within(table).findAllByText('HK-001'))[0]?.closest('tr');
    expect(low).toHaveTextContent('64% 偏低');
    expect(within(table).getByText('HK-002').closest('tr')).toHaveTextContent('100%');
    expect(within(table).getByText('HK-002').closest('tr')).not.toHaveTextContent('偏');
    expect(screen.getByRole('button', { name: '登记退药' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '销毁/退回申办方' })).not.toBeInTheDocument();
  });

  it('records a return of a reviewed dispensing not yet returned, every pack sent', async () => {
    const calls = stub(['drug:return']);
    renderApp(URL);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登记退药' }));
    const dialog = await screen.findByRole('dialog', { name: '登记受试者退药' });
    await user.click(within(dialog).getByRole('combobox', { name: /受试者/ }));
    await user.click(await screen.findByRole('option', { name: /HK-001 ZJG/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /发药记录/ }));
    expect(screen.queryByRole('option', { name: /C1D1/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /C2D1/ }));
    fireEvent.change(within(dialog).getByLabelText(/退药日期/), { target: { value: '2026-01-26' } });
    const second = within(dialog).getByRole('group', { name: /K5-0002/ });
    await user.type(within(second).getByRole('textbox', { name: '退回盒数' }), '3');
    await user.click(within(dialog).getByRole('button', { name: '登记退药' }));
    expect(await within(second).findByText('不能超过 2')).toBeInTheDocument();
    expect(callsTo(calls, SAVE_RETURN)).toHaveLength(0);
    await user.clear(within(second).getByRole('textbox', { name: '退回盒数' }));
    await user.type(within(second).getByRole('textbox', { name: '退回盒数' }), '2');
    await user.type(within(second).getByRole('textbox', { name: '剩余数量' }), '12');
    await user.click(within(dialog).getByRole('button', { name: '登记退药' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE_RETURN)[0]?.json).toEqual({
        projectId: 5,
        distributionId: 2,
        returnedOn: '2026-01-26',
        note: null,
        lines: [
          { packId: 3, quantity: 0, unitsLeft: 0 },
          { packId: 4, quantity: 2, unitsLeft: 12 },
        ],
      }),
    );
  });

  it('records a recovery of the lines given a quantity and shows a refused quantity under its line', async () => {
    const calls = stub(['drug:recover'], {
      status: 400,
      body: {
        isOk: false,
        code: '100',
        msg: '库存不足：该药品在此状态下仅剩 1 件',
        field: 'lines.0.quantity',
      },
    } as unknown as typeof saved);
    renderApp(`${URL}?tab=recoveries`);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '销毁与退回记录' });
    expect(screen.queryByRole('button', { name: '登记退药' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '销毁/退回申办方' }));
    const dialog = await screen.findByRole('dialog', { name: '药品销毁或退回申办方' });
    await user.click(within(dialog).getByRole('combobox', { name: /药房/ }));
    await user.click(await screen.findByRole('option', { name: '中心药房' }));
    fireEvent.change(within(dialog).getByLabelText(/执行日期/), { target: { value: '2026-02-01' } });
    await user.type(within(dialog).getByRole('textbox', { name: /方式/ }), '焚烧');
    await user.type(within(dialog).getByRole('textbox', { name: /见证人/ }), '李明');
    const quarantined = await within(dialog).findByRole('textbox', { name: '数量 K5-0004 隔离库存' });
    await user.type(quarantined, '5');
    await user.click(within(dialog).getByRole('button', { name: '销毁/退回申办方' }));
    expect(await within(dialog).findByText('不能超过 2')).toBeInTheDocument();
    expect(callsTo(calls, SAVE_RECOVERY)).toHaveLength(0);
    await user.clear(quarantined);
    await user.type(quarantined, '2');
    await user.click(within(dialog).getByRole('button', { name: '销毁/退回申办方' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE_RECOVERY)[0]?.json).toMatchObject({
        projectId: 5,
        warehouseId: 1,
        kind: 'destroy',
        doneOn: '2026-02-01',
        method: '焚烧',
        witness: '李明',
        note: null,
        lines: [{ packId: 4, fromState: 'quarantined', cause: 'excursion', quantity: 2 }],
      }),
    );
    expect(await within(dialog).findByText('库存不足：该药品在此状态下仅剩 1 件')).toBeInTheDocument();
  });

  it("records a return from a reviewed dispensing's row on the dispensing page", async () => {
    const calls = stub(['drug:return']);
    renderApp('/staff/projects/5/drug-dispensing');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '发药记录' });
    const buttons = await within(table).findAllByRole('button', { name: '登记退药 HK-001' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '登记退药 HK-001' });
    fireEvent.change(within(dialog).getByLabelText(/退药日期/), { target: { value: '2026-01-20' } });
    const first = within(dialog).getByRole('group', { name: /K5-0001/ });
    await user.type(within(first).getByRole('textbox', { name: '退回盒数' }), '1');
    await user.click(within(dialog).getByRole('button', { name: '登记退药' }));
    await waitFor(() =>
      expect(callsTo(calls, SAVE_RETURN)[0]?.json).toMatchObject({
        distributionId: 2,
        returnedOn: '2026-01-20',
        lines: [
          { packId: 3, quantity: 1, unitsLeft: 0 },
          { packId: 4, quantity: 0, unitsLeft: 0 },
        ],
      }),
    );
  });
});
