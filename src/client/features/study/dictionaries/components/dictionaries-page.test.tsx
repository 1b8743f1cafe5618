/** Dictionary administration on the real route: list, entries, in-use delete, move, add with a field error. */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DictEntry } from '../../../../../shared/api/study/dict-admin';
import { type RecordedCall, callsTo, demoWho, renderApp, stubStaffApi } from '../../../access/auth/auth-test-kit';

afterEach(() => vi.unstubAllGlobals());

const ENTRIES = '/api/sys/dict/TrialStages/items';
const entry = (key: string, value: string, sort: number, inUse: number, enabled = true): DictEntry => ({
  code: 'TrialStages',
  key,
  value,
  valueEn: null,
  sort,
  enabled,
  inUse,
  version: sort + 1,
});
const stages = [entry('1', 'Ⅰ期', 0, 2), entry('2', 'Ⅱ期', 1, 14), entry('BE', '生物等效性', 2, 0, false)];
const ok = (data: unknown) => ({ body: { isOk: true, code: '200', data } });

function stub(
  buttons: string[],
  answers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }> = {},
) {
  return stubStaffApi({
    who: demoWho({ system: { pages: ['DictManage'], buttons } }),
    answers: {
      '/api/sys/dict/list': ok([
        { code: 'RecruitStatus', total: 4, enabled: 4 },
        { code: 'TrialStages', total: 3, enabled: 2 },
      ]),
      [ENTRIES]: ok(stages),
      ...answers,
    },
  });
}

describe('dictionary administration', () => {
  it('lists the dictionaries and shows the chosen one’s entries, with the in-use reason on delete', async () => {
    const calls = stub(['dict:update']);
    renderApp('/staff/dictionaries');
    const user = userEvent.setup();
    await screen.findByText('请选择左侧的字典');
    await user.click(await screen.findByRole('button', { name: /试验分期/ }));
    const table = await screen.findByRole('table', { name: '字典条目' });
    expect(await within(table).findByText('Ⅱ期')).toBeInTheDocument();
    expect(callsTo(calls, ENTRIES)).toHaveLength(1);

    const blocked = within(table).getByRole('button', { name: '删除 Ⅱ期' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('14 个项目正在使用，不能删除，只能停用');
    expect(within(table).getByRole('button', { name: '删除 生物等效性' })).toBeEnabled();
    expect(within(table).getByRole('switch', { name: '启用 生物等效性' })).not.toBeChecked();
  });

  it('moves an entry down by sending the whole order with each version', async () => {
    const calls = stub(['dict:update'], { '/api/sys/dict/item/reorder': () => ok([]) });
    renderApp('/staff/dictionaries?code=TrialStages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '下移 Ⅰ期' }));
    await waitFor(() => expect(callsTo(calls, '/api/sys/dict/item/reorder')).toHaveLength(1));
    expect(callsTo(calls, '/api/sys/dict/item/reorder')[0]?.json).toEqual({
      code: 'TrialStages',
      items: [
        { key: '2', version: 2 },
        { key: '1', version: 1 },
        { key: 'BE', version: 3 },
      ],
    });
    await waitFor(() => expect(callsTo(calls, ENTRIES)).toHaveLength(2));
  });

  it('adds an entry and shows the server’s refusal under the field it names', async () => {
    const calls = stub(['dict:update'], {
      '/api/sys/dict/item/create': () => ({
        status: 400,
        body: { isOk: false, code: '100', msg: '字段「key」：该字典中已有此编码', field: 'key' },
      }),
    });
    renderApp('/staff/dictionaries?code=TrialStages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增条目' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请填写编码')).toBeInTheDocument();
    expect(callsTo(calls, '/api/sys/dict/item/create')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '编码' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: '中文名称' }), 'Ⅱ期B');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('该字典中已有此编码')).toBeInTheDocument();
    expect(callsTo(calls, '/api/sys/dict/item/create')[0]?.json).toEqual({
      code: 'TrialStages',
      key: '2',
      value: 'Ⅱ期B',
      valueEn: null,
      enabled: true,
    });
  });

  it('shows entries read-only without dict:update, and the empty and error states', async () => {
    stub([], { '/api/sys/dict/RecruitStatus/items': () => ok([]) });
    renderApp('/staff/dictionaries?code=TrialStages', { locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Dictionary entries' });
    await within(table).findByText('Ⅱ期');
    expect(screen.queryByRole('button', { name: /Add entry|Delete|Edit/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('switch', { name: 'Enable Ⅱ期' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Recruitment status/ }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
