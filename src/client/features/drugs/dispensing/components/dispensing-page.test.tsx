/** Dispensing on the real route: the list with its packs, the review only where allowed, and a dispensing sent with its kit lines. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Distribution } from '../../../../../shared/api/drugs/dispensing';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';
import { parseKitLines } from './give-dialog';

afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/phm/distribution/list/5';
const OPTIONS = '/api/phm/distribution/options/5';
const PRESCRIPTIONS = '/api/phm/prescription/list/5';
const GIVE = '/api/phm/distribution/give';

const distribution = (id: number, fields: Partial<Distribution>): Distribution => ({
  id,
  projectId: 5,
  subjectId: 11,
  subjectNumber: 'HK-001',
  initials: 'ZJG',
  visitId: 7,
  visitName: '第1周期第1天',
  prescriptionId: null,
  warehouseId: 1,
  warehouseName: '中心药房',
  dispensedOn: '2026-01-05',
  status: 'given',
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  revokeReason: null,
  revokedBy: null,
  revokedAt: null,
  lines: [
    {
      packId: 3,
      kitNumber: 'K5-0001',
      batchNumber: 'B2601',
      expiryDate: '2027-06-30',
      productCode: 'IP',
      productName: '研究药物',
      quantity: 1,
    },
  ],
  createdBy: 'pharmacist',
  createdAt: '2026-01-05T02:00:00Z',
  updatedAt: '2026-01-05T02:00:00Z',
  version: 1,
  ...fields,
});

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({
      projects: [{ projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['DrugDispensing'], buttons }],
    }),
    answers: {
      [LIST]: () => ({
        body: {
          isOk: true,
          code: '200',
          rows: [
            distribution(1, {}),
            distribution(2, { status: 'reviewed', reviewedBy: 'coordinator', visitName: 'C2D1' }),
          ],
          total: 2,
        },
      }),
      [PRESCRIPTIONS]: () => ({ body: { isOk: true, code: '200', rows: [], total: 0 } }),
      [OPTIONS]: () => ({
        body: {
          isOk: true,
          code: '200',
          data: {
            subjects: [
              {
                id: 11,
                subjectNumber: 'HK-001',
                initials: 'ZJG',
                arm: 'A',
                visits: [{ id: 7, name: '第1周期第1天', status: 'done', plannedDate: '2026-01-05' }],
              },
            ],
            warehouses: [{ id: 1, name: '中心药房' }],
            products: [{ id: 1, code: 'IP', name: '研究药物' }],
            needsPrescription: false,
          },
        },
      }),
      [GIVE]: () => ({ body: { isOk: true, code: '200', data: { id: 3, version: 1 } } }),
    },
  });
}

describe('drug dispensing page', () => {
  it('shows the packs given and offers only the review a pharmacist may do now', async () => {
    stub(['drug:review']);
    renderApp('/staff/projects/5/drug-dispensing');
    const table = await screen.findByRole('table', { name: '发药记录' });
    const given = (await within(table).findByText('第1周期第1天')).closest('tr');
    expect(given).toHaveTextContent('K5-0001');
    expect(given).toHaveTextContent('已发放待复核');
    expect(within(given as HTMLElement).getByRole('button', { name: /复核/ })).toBeInTheDocument();
    expect(within(table).getByText('C2D1').closest('tr')).not.toHaveTextContent(/复核 HK/);
    expect(screen.queryByRole('button', { name: '发药' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /撤销/ })).not.toBeInTheDocument();
  });

  it('offers no review of a dispensing the user gave themselves', async () => {
    stubStaffApi({
      who: demoWho({
        projects: [
          { projectId: 5, projectName: 'HK-2103 肺癌研究', pages: ['DrugDispensing'], buttons: ['drug:review'] },
        ],
      }),
      answers: {
        [LIST]: () => ({
          body: { isOk: true, code: '200', rows: [distribution(1, { createdBy: 'zhangmin' })], total: 1 },
        }),
        [PRESCRIPTIONS]: () => ({ body: { isOk: true, code: '200', rows: [], total: 0 } }),
      },
    });
    renderApp('/staff/projects/5/drug-dispensing');
    const table = await screen.findByRole('table', { name: '发药记录' });
    const own = (await within(table).findByText('第1周期第1天')).closest('tr');
    expect(own).toHaveTextContent('已发放待复核');
    expect(within(own as HTMLElement).queryByRole('button', { name: /复核/ })).not.toBeInTheDocument();
  });

  it('sends a dispensing with the kit numbers typed, one per line', async () => {
    const calls = stub(['drug:give']);
    renderApp('/staff/projects/5/drug-dispensing');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '发药' }));
    const dialog = await screen.findByRole('dialog', { name: '给受试者发药' });
    await user.click(within(dialog).getByRole('combobox', { name: /受试者/ }));
    await user.click(await screen.findByRole('option', { name: /HK-001 ZJG/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /访视/ }));
    await user.click(await screen.findByRole('option', { name: /第1周期第1天/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /发药药房/ }));
    await user.click(await screen.findByRole('option', { name: '中心药房' }));
    await user.type(within(dialog).getByRole('textbox', { name: /药品编号/ }), 'K5-0002{enter}LOT-01 3');
    await user.click(within(dialog).getByRole('button', { name: '发药' }));
    await waitFor(() =>
      expect(callsTo(calls, GIVE)[0]?.json).toEqual({
        projectId: 5,
        subjectId: 11,
        visitId: 7,
        warehouseId: 1,
        prescriptionId: null,
        note: null,
        lines: [
          { kitNumber: 'K5-0002', quantity: 1 },
          { kitNumber: 'LOT-01', quantity: 3 },
        ],
      }),
    );
  });

  it('reads a lot line as its kit number and quantity', () => {
    expect(parseKitLines(' K1-0001 \n\nLOT-9  12\n')).toEqual([
      { kitNumber: 'K1-0001', quantity: 1 },
      { kitNumber: 'LOT-9', quantity: 12 },
    ]);
  });
});
