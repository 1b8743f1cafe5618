import { type RefObject, Suspense, lazy } from 'react';
import { useAfterLoadIdle } from '../use-after-load-idle';
import { BANNER_HEIGHT_PX, BANNER_WIDTH_PX, type Banner, BannerImage } from './banner-image';

// Swiper is not needed for the first paint: the first banner shows as a plain image
// until the page is loaded and idle (or the user reaches for the banner); then the
// slider's chunk loads and takes the image's place at the same size.
const BannerSwiper = lazy(() => import('./banner-swiper'));

export interface BannerCarouselProps {
  banners: Banner[] | undefined;
  bannerRef: RefObject<HTMLDivElement | null>;
}

/** The banner area: its size is reserved from the start, so nothing below it moves. */
export function BannerCarousel({ banners, bannerRef }: BannerCarouselProps) {
  const first = banners?.[0];
  const slider = useAfterLoadIdle();
  return (
    <div
      ref={bannerRef}
      className="portal-banner"
      data-testid="banner"
      onPointerEnter={slider.now}
      onFocus={slider.now}
      style={{ aspectRatio: `${BANNER_WIDTH_PX} / ${BANNER_HEIGHT_PX}` }}
    >
      {first && banners.length > 1 && slider.ready ? (
        <Suspense fallback={<BannerImage banner={first} first />}>
          <BannerSwiper banners={banners} />
        </Suspense>
      ) : (
        first && <BannerImage banner={first} first />
      )}
    </div>
  );
}
