import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSearch, listCalls, makeProject, renderHome, stubHomeApi } from '../home-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const projects = Array.from({ length: 25 }, (_, index) => makeProject(index + 1));

describe('home page list', () => {
  it('shows skeleton cards first, then one card per row and the total', async () => {
    stubHomeApi({ projects });
    renderHome();
    expect(await screen.findByTestId('project-skeletons')).toBeInTheDocument();
    expect(await screen.findAllByTestId('project-card')).toHaveLength(10);
    expect(screen.queryByTestId('project-skeletons')).not.toBeInTheDocument();
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
  });

  it('says an estimated total is about that many, in either language', async () => {
    stubHomeApi({ projects, estimatedTotal: 63_000 });
    const { unmount } = renderHome({ url: '/?keyword=研究' });
    expect(await screen.findByTestId('pagination-total')).toHaveTextContent('约 63000 个');
    unmount();
    renderHome({ url: '/?keyword=研究', locale: 'en' });
    expect(await screen.findByTestId('pagination-total')).toHaveTextContent('about 63000');
  });

  it('asks for recruiting projects, 10 from offset 0, by default', async () => {
    const calls = stubHomeApi({ projects });
    renderHome();
    await screen.findAllByTestId('project-card');
    const [first] = listCalls(calls);
    expect(Object.fromEntries(first?.form ?? [])).toEqual({ offset: '0', limit: '10', recruitStatus: 'zmz' });
  });

  it('says no data was found when a search finds nothing', async () => {
    stubHomeApi({ projects: [] });
    renderHome({ url: '/?keyword=不存在' });
    expect(await screen.findByText('未找到数据')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('project-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pagination-bar')).not.toBeInTheDocument();
  });

  it('shows the failure with a retry instead of cards', async () => {
    stubHomeApi({ failList: true });
    renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('项目列表加载失败');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('shows English texts through the language switch', async () => {
    stubHomeApi({ projects: [] });
    renderHome({ locale: 'en' });
    expect(await screen.findByText('No data found')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('searchbox', { name: 'Project name, disease, trial drug name' })).toBeInTheDocument();
  });
});

describe('home page search', () => {
  it('sends one request 200 ms after three quick keystrokes, back on page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubHomeApi({ projects });
    const { router } = renderHome({ url: '/?page=3' });
    await screen.findAllByTestId('project-card');
    const before = listCalls(calls).length;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    const box = screen.getByRole('searchbox', { name: '项目名称、疾病、试验药物名称' });

    await user.type(box, '肺');
    act(() => {
      vi.advanceTimersByTime(90);
    });
    await user.type(box, '癌');
    act(() => {
      vi.advanceTimersByTime(90);
    });
    await user.type(box, '1');
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(listCalls(calls)).toHaveLength(before);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(before + 1));
    const sent = listCalls(calls).at(-1)?.form;
    expect(sent?.get('keyword')).toBe('肺癌1');
    expect(sent?.get('offset')).toBe('0');
    expect(currentSearch(router)).toEqual({ keyword: '肺癌1' });
  });

  it('searches at once on Enter', async () => {
    const calls = stubHomeApi({ projects });
    const { router } = renderHome();
    await screen.findAllByTestId('project-card');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '胃癌' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(currentSearch(router)).toEqual({ keyword: '胃癌' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.form?.get('keyword')).toBe('胃癌'));
  });

  it('takes the keyword back from the URL on history navigation', async () => {
    stubHomeApi({ projects });
    const { router } = renderHome({ url: '/?keyword=肺癌' });
    const box = await screen.findByRole('searchbox');
    expect(box).toHaveValue('肺癌');
    await act(() => router.navigate({ to: '/', search: { keyword: '胃癌' } as never }));
    await waitFor(() => expect(box).toHaveValue('胃癌'));
  });
});

describe('home page paging', () => {
  it('goes to page 2 and keeps it in the URL', async () => {
    const calls = stubHomeApi({ projects });
    const { router } = renderHome();
    await screen.findAllByTestId('project-card');
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(currentSearch(router)).toEqual({ page: 2 }));
    await waitFor(() => expect(screen.getByText(projects[10]?.name ?? '')).toBeInTheDocument());
    expect(listCalls(calls).at(-1)?.form?.get('offset')).toBe('10');
  });

  it('changes the page size and shows the page holding the first row it showed', async () => {
    const calls = stubHomeApi({ projects });
    const { router } = renderHome({ url: '/?page=2' });
    await screen.findByText(projects[10]?.name ?? '');
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '20' } });
    await waitFor(() => expect(currentSearch(router)).toEqual({ size: 20 }));
    await waitFor(() => expect(screen.getAllByTestId('project-card')).toHaveLength(20));
    expect(listCalls(calls).at(-1)?.form?.get('limit')).toBe('20');
  });
});
