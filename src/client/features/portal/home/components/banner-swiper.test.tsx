import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

async function renderSwiper() {
  const view = render(
    <LocaleProvider initial="zh-CN">
      <BannerSwiper banners={banners} />
    </LocaleProvider>,
  );
  const element = view.container.querySelector<HTMLElement & { swiper?: SwiperInstance }>('.swiper');
  await waitFor(() => expect(element?.swiper).toBeDefined());
  return element?.swiper as SwiperInstance;
}

afterEach(() => vi.restoreAllMocks());

describe('banner slider', () => {
  it('shows every banner with its alt text, loops and uses the SPEC timings', async () => {
    preferReducedMotion(false);
    const swiper = await renderSwiper();
    for (const banner of banners) expect(screen.getAllByAltText(banner.alt).length).toBeGreaterThan(0);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.speed).toBe(2000);
    expect(swiper.params.autoplay).toMatchObject({ delay: 2000, pauseOnMouseEnter: true });
    await waitFor(() => expect(swiper.autoplay.running).toBe(true));
  });

  it('has a visible control that pauses and resumes autoplay', async () => {
    preferReducedMotion(false);
    const swiper = await renderSwiper();
    await waitFor(() => expect(swiper.autoplay.running).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    expect(swiper.autoplay.running).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '播放轮播' }));
    expect(swiper.autoplay.running).toBe(true);
  });

  it('stops while keyboard focus is inside and goes on when it leaves', async () => {
    preferReducedMotion(false);
    const swiper = await renderSwiper();
    await waitFor(() => expect(swiper.autoplay.running).toBe(true));
    const next = screen.getByRole('button', { name: '下一张' });
    act(() => next.focus());
    expect(swiper.autoplay.running).toBe(false);
    act(() => next.blur());
    expect(swiper.autoplay.running).toBe(true);
  });

  it('does not move by itself for users who prefer reduced motion', async () => {
    preferReducedMotion(true);
    const swiper = await renderSwiper();
    await waitFor(() => expect(screen.getByRole('button', { name: '播放轮播' })).toBeInTheDocument());
    expect(swiper.autoplay.running).toBe(false);
    expect(swiper.params.speed).toBe(0);
  });
});
