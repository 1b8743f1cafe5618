/** Intrinsic size of the banner artwork; the frame keeps this ratio before any image loads. */
export const BANNER_WIDTH_PX = 1200;
export const BANNER_HEIGHT_PX = 360;

export interface Banner {
  url: string;
  alt: string;
}

/** One banner image filling its frame; the first one is the page's largest paint. */
export function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <img
      className="portal-banner-image"
      src={banner.url}
      alt={banner.alt}
      width={BANNER_WIDTH_PX}
      height={BANNER_HEIGHT_PX}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
