import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../lib/i18n';
import { PaginationBar, clampPage, pageCount } from './pagination-bar';

function renderBar(props: Partial<Parameters<typeof PaginationBar>[0]> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(
    <LocaleProvider initial="zh-CN">
      <PaginationBar
        total={95}
        page={3}
        pageSize={10}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        {...props}
      />
    </LocaleProvider>,
  );
  return { onPageChange, onPageSizeChange };
}

describe('pageCount and clampPage', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(95, 10)).toBe(10);
    expect(pageCount(100, 20)).toBe(5);
  });
  it('clamps typed pages into range and refuses non-numbers', () => {
    expect(clampPage('4', 10)).toBe(4);
    expect(clampPage('99', 10)).toBe(10);
    expect(clampPage('0', 10)).toBe(1);
    expect(clampPage('-3', 10)).toBe(1);
    expect(clampPage('abc', 10)).toBeUndefined();
  });
});

describe('PaginationBar', () => {
  it('shows the total, previous, the pages, next, sizes and the jumper', () => {
    renderBar();
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '第 10 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect([...sizes.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '10 条/页',
      '20 条/页',
      '30 条/页',
      '40 条/页',
    ]);
    expect(sizes).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: '跳转到第几页' })).toHaveValue('3');
  });

  it('moves with previous, next and a page button', () => {
    const { onPageChange } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    fireEvent.click(screen.getByRole('button', { name: '第 10 页' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4], [10]]);
  });

  it('disables previous on the first page and next on the last', () => {
    renderBar({ page: 1, total: 5 });
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('reports a new page size', () => {
    const { onPageSizeChange } = renderBar();
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '30' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(30);
  });

  it('jumps on Enter, clamping out-of-range pages', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderBar();
    const jumper = screen.getByRole('textbox', { name: '跳转到第几页' });
    await user.clear(jumper);
    await user.type(jumper, '7');
    expect(onPageChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);

    await user.clear(jumper);
    await user.type(jumper, '250{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    expect(jumper).toHaveValue('10');

    await user.clear(jumper);
    await user.type(jumper, '0{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('ignores text that is not a page number', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderBar();
    const jumper = screen.getByRole('textbox', { name: '跳转到第几页' });
    await user.clear(jumper);
    await user.type(jumper, 'abc{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(jumper).toHaveValue('3');
  });

  it('speaks English through the language switch', () => {
    render(
      <LocaleProvider initial="en">
        <PaginationBar total={12} page={1} pageSize={10} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByText('12 in total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });
});
