import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../../lib/i18n';
import { isPastBanner } from '../use-sticky-search';
import { SEARCH_BAR_HEIGHT_PX, SearchBar } from './search-bar';

const BANNER_TOP = 120;
const BANNER_HEIGHT = 300;
/** Sticks once scrolled past 120 + 300 - 30 = 390 px. */
const THRESHOLD = BANNER_TOP + BANNER_HEIGHT - 30;

let scrollY = 0;

function scrollTo(y: number) {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderBar() {
  const banner = document.createElement('div');
  Object.defineProperty(banner, 'offsetHeight', { value: BANNER_HEIGHT });
  banner.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 0, y: BANNER_TOP - scrollY, width: 800, height: BANNER_HEIGHT });
  const bannerRef = createRef<HTMLElement>();
  Object.assign(bannerRef, { current: banner });
  render(
    <LocaleProvider initial="zh-CN">
      <SearchBar
        keyword=""
        onKeywordChange={vi.fn()}
        bannerRef={bannerRef}
        advancedOpen={false}
        onToggleAdvanced={vi.fn()}
        panelId="panel"
      />
    </LocaleProvider>,
  );
  return screen.getByTestId('search-bar');
}

beforeEach(() => {
  vi.useFakeTimers();
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('isPastBanner', () => {
  it('is true only beyond the banner bottom minus 30 px', () => {
    expect(isPastBanner(THRESHOLD, BANNER_TOP, BANNER_HEIGHT)).toBe(false);
    expect(isPastBanner(THRESHOLD + 1, BANNER_TOP, BANNER_HEIGHT)).toBe(true);
  });
});

describe('sticky search bar', () => {
  it('stays in the flow until the threshold and is fixed at the top past it', () => {
    const bar = renderBar();
    expect(bar).toHaveAttribute('data-sticky', 'false');
    scrollTo(THRESHOLD);
    expect(bar).toHaveAttribute('data-sticky', 'false');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    scrollTo(THRESHOLD + 1);
    expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(bar).toHaveStyle({ position: 'fixed', top: '0px' });
  });

  it('checks at most once per 500 ms, and once more at the end of the window', () => {
    const bar = renderBar();
    scrollTo(10);
    scrollTo(THRESHOLD + 50);
    expect(bar).toHaveAttribute('data-sticky', 'false');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(bar).toHaveAttribute('data-sticky', 'false');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar).toHaveAttribute('data-sticky', 'true');
  });

  it('keeps its slot the same height when it sticks, so the page does not jump', () => {
    const bar = renderBar();
    const slot = bar.parentElement as HTMLElement;
    expect(slot).toHaveStyle({ height: `${SEARCH_BAR_HEIGHT_PX}px` });
    scrollTo(THRESHOLD + 200);
    expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(slot).toHaveStyle({ height: `${SEARCH_BAR_HEIGHT_PX}px` });
  });
});
