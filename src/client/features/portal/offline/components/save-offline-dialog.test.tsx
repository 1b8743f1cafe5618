import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../../lib/i18n';
import { emitKioskReset } from '../../../../lib/kiosk';
import { siteQueries } from '../../../../lib/site-queries';
import type { ProjectSaver } from '../save-offline';
import { SaveOfflineDialog } from './save-offline-dialog';

function renderDialog(saver: ProjectSaver, onClose = vi.fn()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteQueries.dictionaries().queryKey, {
    RecruitStatus: [
      { key: 'zmz', value: '招募中' },
      { key: 'zmwc', value: '招募完成' },
    ],
  });
  render(
    <LocaleProvider initial="zh-CN">
      <QueryClientProvider client={queryClient}>
        <SaveOfflineDialog open onClose={onClose} saver={saver} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return onClose;
}

describe('SaveOfflineDialog', () => {
  it('saves the recruiting projects matching the keyword, with a progress bar and counts', async () => {
    const saveProject = vi.fn(async (_id: number) => undefined);
    const fetchListPage = vi.fn(async () => ({ rows: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 3 }));
    renderDialog({ fetchListPage, saveProject });
    const dialog = screen.getByRole('dialog', { name: '保存项目供离线查看' });
    expect(within(dialog).getByRole('combobox', { name: '招募状态' })).toHaveDisplayValue('招募中');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '关键词（可选）' }), '肺癌');
    await userEvent.click(within(dialog).getByRole('button', { name: '开始保存' }));
    await waitFor(() =>
      expect(screen.getByTestId('save-offline-status')).toHaveTextContent('已保存 3 个项目，可离线查看。'),
    );
    expect(fetchListPage).toHaveBeenCalledWith({ offset: 0, limit: 100, recruitStatus: 'zmz', keyword: '肺癌' });
    expect(saveProject.mock.calls.map(([id]) => id)).toEqual([1, 2, 3]);
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says how far it got when saving fails', async () => {
    renderDialog({
      fetchListPage: async () => ({ rows: [{ id: 1 }, { id: 2 }], total: 2 }),
      saveProject: async (id) => {
        if (id === 2) throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: '开始保存' }));
    await waitFor(() =>
      expect(screen.getByTestId('save-offline-status')).toHaveTextContent(/保存中断：已保存 1 \/ 2 个项目/),
    );
  });

  it('closes and forgets the keyword when a kiosk resets', async () => {
    const onClose = renderDialog({
      fetchListPage: async () => ({ rows: [], total: 0 }),
      saveProject: async () => undefined,
    });
    await userEvent.type(screen.getByRole('textbox', { name: '关键词（可选）' }), '我的名字');
    act(() => emitKioskReset());
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '关键词（可选）' })).toHaveValue('');
  });
});
