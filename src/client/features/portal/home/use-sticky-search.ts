import { type RefObject, useEffect, useState } from 'react';
import { SCROLL_THROTTLE_MS, STICKY_SEARCH_OFFSET_PX } from '../../../../shared/domain/constants';

/**
 * True once the page has scrolled past the banner minus STICKY_SEARCH_OFFSET_PX (SPEC §2).
 * The banner's height is counted from its top edge in the document, since the site
 * header sits above it.
 */
export function isPastBanner(scrollY: number, bannerTop: number, bannerHeight: number): boolean {
  return scrollY > bannerTop + bannerHeight - STICKY_SEARCH_OFFSET_PX;
}

/**
 * Watches the scroll position, throttled: at most one check per `throttleMs`, plus one
 * at the end of the window so the last position always counts.
 */
export function useStickySearch(
  bannerRef: RefObject<HTMLElement | null>,
  throttleMs: number = SCROLL_THROTTLE_MS,
): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let missed = false;
    const check = () => {
      const banner = bannerRef.current;
      if (!banner) return;
      const top = banner.getBoundingClientRect().top + window.scrollY;
      setSticky(isPastBanner(window.scrollY, top, banner.offsetHeight));
    };
    const onScroll = () => {
      if (timer !== undefined) {
        missed = true;
        return;
      }
      check();
      const tick = () => {
        if (missed) {
          missed = false;
          check();
          timer = setTimeout(tick, throttleMs);
        } else {
          timer = undefined;
        }
      };
      timer = setTimeout(tick, throttleMs);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [bannerRef, throttleMs]);
  return sticky;
}
