import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSiteInfo, makeProject, renderHome, stubHomeApi } from '../home-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = Date.parse('2026-06-01T08:00:00.000Z');
const WINDOW_MS = 79_488_000;
const iso = (time: number) => new Date(time).toISOString();

async function cardOf(name: string) {
  const title = await screen.findByRole('heading', { name });
  return title.closest('article') as HTMLElement;
}

describe('project card', () => {
  it("shows the 'new' badge just inside the site's window and not just outside it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    stubHomeApi({
      site: demoSiteInfo({ newWindowMs: WINDOW_MS }),
      projects: [
        makeProject(1, { name: '刚好在窗口内', actionTime: iso(NOW - WINDOW_MS) }),
        makeProject(2, { name: '刚好在窗口外', actionTime: iso(NOW - WINDOW_MS - 1) }),
        makeProject(3, { name: '尚未开始', actionTime: iso(NOW + 60_000) }),
      ],
    });
    renderHome();
    expect(within(await cardOf('刚好在窗口内')).getByTestId('new-badge')).toHaveTextContent('新');
    expect(within(await cardOf('刚好在窗口外')).queryByTestId('new-badge')).not.toBeInTheDocument();
    expect(within(await cardOf('尚未开始')).queryByTestId('new-badge')).not.toBeInTheDocument();
  });

  it('uses the window the site sets', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    stubHomeApi({
      site: demoSiteInfo({ newWindowMs: 30 * 86_400_000 }),
      projects: [makeProject(1, { name: '十天前开始', actionTime: iso(NOW - 10 * 86_400_000) })],
    });
    renderHome();
    expect(within(await cardOf('十天前开始')).getByTestId('new-badge')).toBeInTheDocument();
  });

  it('colours the recruitment status tag by status', async () => {
    stubHomeApi({
      projects: [
        makeProject(1, { name: 'A', recruitStatus: 'zmz' }),
        makeProject(2, { name: 'B', recruitStatus: 'zmwc' }),
        makeProject(3, { name: 'C', recruitStatus: 'ztzm' }),
        makeProject(4, { name: 'D', recruitStatus: 'zzzm' }),
      ],
    });
    renderHome();
    const expected = [
      ['A', '招募中', 'primary'],
      ['B', '招募完成', 'success'],
      ['C', '暂停招募', 'warning'],
      ['D', '终止招募', 'danger'],
    ] as const;
    // portal.css colours a tag by its tone.
    for (const [name, label, tone] of expected) {
      const tag = (await within(await cardOf(name)).findByText(label)).closest('[data-tone]');
      expect(tag).toHaveAttribute('data-tone', tone);
      expect(tag).toHaveClass('portal-tag');
    }
  });

  it('shows stage, type, disease, start date, drug and indication, and links to the detail in a new tab', async () => {
    stubHomeApi({
      projects: [
        makeProject(9, {
          name: '完整卡片',
          trialStages: '1,3',
          trialType: 'drug',
          testedDiseases: '胃癌',
          actionTime: '2026-01-05T04:00:00.000Z',
          trialMedicine: 'YZ-9105注射液',
          indication: '晚期胃癌二线治疗',
        }),
      ],
    });
    renderHome();
    const card = await cardOf('完整卡片');
    expect(await within(card).findByText('Ⅰ期、Ⅲ期')).toBeInTheDocument();
    expect(within(card).getByText('药物临床试验')).toBeInTheDocument();
    expect(within(card).getByText('胃癌')).toBeInTheDocument();
    expect(within(card).getByText('2026-01-05')).toBeInTheDocument();
    expect(within(card).getByText('YZ-9105注射液')).toBeInTheDocument();
    expect(within(card).getByText('晚期胃癌二线治疗')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: /查看详情/ });
    expect(link).toHaveAttribute('href', '/projectdviewetail/9');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});
