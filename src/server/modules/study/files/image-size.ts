/**
 * The pixel size of a raster image from its header (read by image-size), for the web app
 * manifest's icon `sizes`. Undefined when the header does not say (or for SVG, PSD and
 * TIFF, which the manifest does not need measured).
 */
import { imageSize as measure } from 'image-size';
import type { ImageKind } from '../../../../shared/domain/study/files';

export interface ImageSize {
  width: number;
  height: number;
}

const MEASURED: ReadonlySet<ImageKind> = new Set(['png', 'gif', 'bmp', 'jpeg', 'webp']);

export function imageSize(kind: ImageKind, data: Buffer): ImageSize | undefined {
  if (!MEASURED.has(kind)) return undefined;
  try {
    const { width, height } = measure(data);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    // A truncated or unreadable header: the size is unknown, the file is still the kind its signature says.
    return undefined;
  }
}
