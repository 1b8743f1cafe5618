import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../../lib/i18n';
import { demoSiteInfo } from '../home-test-kit';
import BannerSwiper from './banner-swiper';

const banners = demoSiteInfo().site.banners;

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );
}

/** Renders the slider on fake timers (Swiper initialises synchronously inside render's act). */
function renderSwiper() {
  vi.useFakeTimers();
  const view = render(
    <LocaleProvider initial="zh-CN">
      <BannerSwiper banners={banners} />
    </LocaleProvider>,
  );
  const element = view.container.querySelector<HTMLElement & { swiper?: SwiperInstance }>('.swiper');
  const swiper = element?.swiper;
  if (!swiper) throw new Error('Swiper did not initialise');
  return swiper;
}

/** Lets `ms` pass (jsdom runs no CSS transitions: a move ends at once). */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('banner slider', () => {
  it('shows every banner with its alt text, loops and uses the SPEC timings', () => {
    preferReducedMotion(false);
    const swiper = renderSwiper();
    for (const banner of banners) expect(screen.getAllByAltText(banner.alt).length).toBeGreaterThan(0);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.speed).toBe(2000);
    expect(swiper.realIndex).toBe(0);
    wait(1999);
    expect(swiper.realIndex).toBe(0);
    wait(1);
    expect(swiper.realIndex).toBe(1);
    wait(2000);
    expect(swiper.realIndex).toBe(2);
  });

  it('has a visible control that pauses and resumes autoplay', () => {
    preferReducedMotion(false);
    const swiper = renderSwiper();
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    wait(6000);
    expect(swiper.realIndex).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '播放轮播' }));
    wait(2000);
    expect(swiper.realIndex).toBe(1);
  });

  it('stops while keyboard focus is inside and goes on when it leaves', () => {
    preferReducedMotion(false);
    const swiper = renderSwiper();
    const next = screen.getByRole('button', { name: '下一张' });
    act(() => next.focus());
    wait(6000);
    expect(swiper.realIndex).toBe(0);
    act(() => next.blur());
    wait(2000);
    expect(swiper.realIndex).toBe(1);
  });

  it('stops while the mouse is over it, not after a touch', () => {
    preferReducedMotion(false);
    const swiper = renderSwiper();
    const slider = swiper.el.parentElement as HTMLElement;
    fireEvent.pointerEnter(slider, { pointerType: 'mouse' });
    wait(6000);
    expect(swiper.realIndex).toBe(0);
    fireEvent.pointerLeave(slider, { pointerType: 'mouse' });
    wait(2000);
    expect(swiper.realIndex).toBe(1);
    fireEvent.pointerEnter(slider, { pointerType: 'touch' });
    wait(2000);
    expect(swiper.realIndex).toBe(2);
  });

  it('does not move by itself for users who prefer reduced motion', () => {
    preferReducedMotion(true);
    const swiper = renderSwiper();
    expect(screen.getByRole('button', { name: '播放轮播' })).toBeInTheDocument();
    wait(6000);
    expect(swiper.realIndex).toBe(0);
    expect(swiper.params.speed).toBe(0);
  });
});
