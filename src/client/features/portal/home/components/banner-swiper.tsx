/**
 * The banner slider (loaded lazily): looping, autoplay every CAROUSEL_DELAY_MS with a
 * CAROUSEL_SPEED_MS transition, dots and arrows. Autoplay stops while the mouse is over
 * it or keyboard focus is inside it, never starts for users who prefer reduced motion,
 * and a visible button pauses and resumes it (WCAG 2.2.2).
 *
 * Autoplay is one timer per slide, not Swiper's Autoplay module: that module reports the
 * time left on every animation frame for as long as it plays, which keeps the main
 * thread busy (style recalculation and a frame 60 times a second) while the home page is
 * open, costing a phone's battery and every other task on the page.
 */
import { type FocusEvent, type PointerEvent, useEffect, useState, useSyncExternalStore } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { CAROUSEL_DELAY_MS, CAROUSEL_SPEED_MS } from '../../../../../shared/domain/constants';
import { format, useMessages } from '../../../../lib/i18n';
import { homeMessages } from '../messages';
import { type Banner, BannerImage } from './banner-image';
import { PauseIcon, PlayIcon } from './icons';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for reduced motion, following changes. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED_MOTION_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

export default function BannerSwiper({ banners }: { banners: Banner[] }) {
  const t = useMessages(homeMessages);
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [userPaused, setUserPaused] = useState(reducedMotion);
  const [focusInside, setFocusInside] = useState(false);
  const [mouseOver, setMouseOver] = useState(false);
  const playing = !userPaused && !focusInside && !mouseOver;

  // Asking for reduced motion later pauses the slides too (adjusted while rendering).
  const [seenReducedMotion, setSeenReducedMotion] = useState(reducedMotion);
  if (reducedMotion !== seenReducedMotion) {
    setSeenReducedMotion(reducedMotion);
    if (reducedMotion) setUserPaused(true);
  }

  // The next slide comes CAROUSEL_DELAY_MS after the last move ended, whoever moved it.
  useEffect(() => {
    if (!swiper || swiper.destroyed || !playing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const disarm = () => clearTimeout(timer);
    const arm = () => {
      disarm();
      timer = setTimeout(() => {
        if (!swiper.destroyed) swiper.slideNext();
      }, CAROUSEL_DELAY_MS);
    };
    swiper.on('slideChangeTransitionStart', disarm);
    swiper.on('slideChangeTransitionEnd', arm);
    arm();
    return () => {
      disarm();
      swiper.off('slideChangeTransitionStart', disarm);
      swiper.off('slideChangeTransitionEnd', arm);
    };
  }, [swiper, playing]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };
  // Only a mouse pauses it: a touch also enters, and would leave it paused until the next tap elsewhere.
  const onPointer = (over: boolean) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') setMouseOver(over);
  };

  return (
    <>
      <div
        className="portal-banner-slider"
        onFocus={() => setFocusInside(true)}
        onBlur={onBlur}
        onPointerEnter={onPointer(true)}
        onPointerLeave={onPointer(false)}
      >
        <Swiper
          modules={[A11y, Navigation, Pagination]}
          loop
          speed={reducedMotion ? 0 : CAROUSEL_SPEED_MS}
          navigation
          pagination={{ clickable: true }}
          a11y={{
            prevSlideMessage: t.previousSlide,
            nextSlideMessage: t.nextSlide,
            paginationBulletMessage: format(t.goToSlide, { index: '{{index}}' }),
          }}
          onSwiper={setSwiper}
        >
          {banners.map((banner, index) => (
            <SwiperSlide key={banner.url}>
              <BannerImage banner={banner} first={index === 0} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <button
        type="button"
        className="portal-icon-button portal-banner-pause"
        onClick={() => setUserPaused((paused) => !paused)}
        aria-label={userPaused ? t.playCarousel : t.pauseCarousel}
      >
        {userPaused ? <PlayIcon small /> : <PauseIcon small />}
      </button>
    </>
  );
}
