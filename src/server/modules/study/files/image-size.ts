/**
 * The pixel size of a raster image from its header (PNG, GIF, BMP, JPEG, WebP), for the
 * web app manifest's icon `sizes`. Undefined when the header does not say (or for SVG,
 * PSD and TIFF, which the manifest does not need measured).
 */
import type { ImageKind } from '../../../../shared/domain/study/files';

export interface ImageSize {
  width: number;
  height: number;
}

function jpegSize(data: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] ?? 0;
    // Start-of-frame markers (baseline, progressive, ...), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    }
    at += 2 + data.readUInt16BE(at + 2);
  }
  return undefined;
}

function webpSize(data: Buffer): ImageSize | undefined {
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8X' && data.length >= 30) {
    return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8 ' && data.length >= 30) {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && data.length >= 25) {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

export function imageSize(kind: ImageKind, data: Buffer): ImageSize | undefined {
  try {
    const size = (() => {
      switch (kind) {
        case 'png':
          return data.length >= 24 ? { width: data.readUInt32BE(16), height: data.readUInt32BE(20) } : undefined;
        case 'gif':
          return data.length >= 10 ? { width: data.readUInt16LE(6), height: data.readUInt16LE(8) } : undefined;
        case 'bmp':
          return data.length >= 26
            ? { width: data.readInt32LE(18), height: Math.abs(data.readInt32LE(22)) }
            : undefined;
        case 'jpeg':
          return jpegSize(data);
        case 'webp':
          return webpSize(data);
        default:
          return undefined;
      }
    })();
    return size && size.width > 0 && size.height > 0 ? size : undefined;
  } catch {
    // A truncated header: the size is unknown, the file is still the kind its signature says.
    return undefined;
  }
}
