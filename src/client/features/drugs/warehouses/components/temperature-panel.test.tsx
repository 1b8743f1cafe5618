/** Temperatures on the real pharmacies route: readings shown in °C, a reading sent in tenths, a refused file's lines shown. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const author = { createdBy: 'drugadmin', createdAt: '2026-01-05T02:00:00Z', updatedAt: '2026-01-05T02:00:00Z' };
const warehouse = {
  id: 1,
  kind: 'central',
  name: '中心药房',
  department: '药剂科',
  location: '门诊楼B1',
  active: true,
  ...author,
  version: 1,
};
const reading = {
  id: 9,
  warehouseId: 1,
  measuredAt: '2026-01-05T01:30:00.000Z',
  celsiusTenths: -5,
  source: 'device',
  device: 'TL-01',
  createdBy: 'pharmacist',
  createdAt: '2026-01-05T02:00:00Z',
};
const RECORD = '/api/ctims/temperature/record';
const IMPORT = '/api/ctims/temperature/import';

function stub(buttons: string[]) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['DrugWarehouses'], buttons } }),
    answers: {
      '/api/phm/warehouse/list': () => ({ body: { isOk: true, code: '200', data: [warehouse] } }),
      '/api/ctims/temperature/list/1': () => ({ body: { isOk: true, code: '200', rows: [reading], total: 1 } }),
      [RECORD]: () => ({ body: { isOk: true, code: '200', data: { added: 1, duplicates: 0, excursions: [4] } } }),
      [IMPORT]: () => ({
        status: 400,
        body: { isOk: false, code: '100', field: 'csv', msg: '字段「csv」：第 3、5 行无法读取（应为“时间,温度”）' },
      }),
    },
  });
}

describe('pharmacy temperatures', () => {
  it("lists the pharmacy's readings in the hospital's time with one decimal", async () => {
    stub([]);
    renderApp('/staff/drug-warehouses');
    const table = await screen.findByRole('table', { name: '温度记录' });
    const row = (await within(table).findByText('-0.5')).closest('tr');
    expect(row).toHaveTextContent('2026-01-05 09:30');
    expect(row).toHaveTextContent('温度记录仪 TL-01');
    expect(screen.queryByRole('button', { name: '记录温度' })).not.toBeInTheDocument();
  });

  it('sends a typed reading in tenths and says when it opened an excursion', async () => {
    const calls = stub(['temperature:record']);
    renderApp('/staff/drug-warehouses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '记录温度' }));
    const dialog = await screen.findByRole('dialog', { name: '记录温度' });
    const time = within(dialog).getByLabelText(/测量时间/);
    await user.clear(time);
    await user.type(time, '2020-01-05T08:15');
    await user.type(within(dialog).getByRole('textbox', { name: /温度/ }), '12.34');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入温度（最多一位小数）')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /温度/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /温度/ }), '12.3');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(callsTo(calls, RECORD)[0]?.json).toEqual({
        warehouseId: 1,
        measuredAt: '2020-01-05T00:15:00.000Z',
        celsiusTenths: 123,
      }),
    );
    expect(await screen.findByText(/开启了 1 个温度超限/)).toBeInTheDocument();
  });

  it("keeps a refused logger file's lines in the dialog", async () => {
    const calls = stub(['temperature:record']);
    renderApp('/staff/drug-warehouses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '导入温度记录仪文件' }));
    const dialog = await screen.findByRole('dialog', { name: '导入温度记录仪文件' });
    await user.type(within(dialog).getByRole('textbox', { name: /记录仪编号/ }), 'TL-01');
    const csv = 'time,temperature\n2026-01-05 08:00,4.5\nbad\n';
    await user.upload(
      within(dialog).getByLabelText(/记录仪导出文件/),
      new File([csv], 'log.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('第 3、5 行无法读取（应为“时间,温度”）')).toBeInTheDocument();
    expect(callsTo(calls, IMPORT)[0]?.json).toEqual({ warehouseId: 1, device: 'TL-01', csv });
  });
});
