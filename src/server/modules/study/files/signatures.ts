/**
 * What an uploaded file really is, from its first bytes (its "magic number"), whatever its
 * name says. Only the image kinds of SPEC §5 are recognised; anything else (an executable,
 * a PDF, a ZIP) is undefined and refused. SVG is text: recognised by its root element.
 */
import type { ImageKind } from '../../../../shared/domain/study/files';

interface Signature {
  kind: Exclude<ImageKind, 'svg'>;
  /** Bytes at `offset`; null matches any byte. */
  bytes: (number | null)[];
  offset?: number;
  /** A further check for signatures too short to trust alone. */
  also?: (data: Uint8Array) => boolean;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const u32le = (data: Uint8Array, at: number) =>
  ((data[at] ?? 0) | ((data[at + 1] ?? 0) << 8) | ((data[at + 2] ?? 0) << 16) | ((data[at + 3] ?? 0) << 24)) >>> 0;

/** BITMAPINFOHEADER and its relatives: the DIB header sizes a real BMP has. */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

export const SIGNATURES: readonly Signature[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: ascii('GIF87a') },
  { kind: 'gif', bytes: ascii('GIF89a') },
  { kind: 'webp', bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  // Version 1 (PSD) or 2 (PSB).
  { kind: 'psd', bytes: [...ascii('8BPS'), 0x00, 0x01] },
  { kind: 'psd', bytes: [...ascii('8BPS'), 0x00, 0x02] },
  // Little- and big-endian TIFF, and BigTIFF.
  { kind: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { kind: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { kind: 'tiff', bytes: [0x49, 0x49, 0x2b, 0x00] },
  { kind: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2b] },
  // "BM" is only two bytes: the DIB header size must be one a BMP can have.
  { kind: 'bmp', bytes: ascii('BM'), also: (data) => data.length >= 26 && BMP_DIB_HEADER_SIZES.has(u32le(data, 14)) },
];

function matches(data: Uint8Array, signature: Signature): boolean {
  const offset = signature.offset ?? 0;
  if (data.length < offset + signature.bytes.length) return false;
  const same = signature.bytes.every((byte, i) => byte === null || data[offset + i] === byte);
  return same && (signature.also?.(data) ?? true);
}

/** The XML prologue an SVG file may start with, then its root element. */
const SVG_START = /^\s*(<\?xml\s[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;

/** True when the bytes are UTF-8 text (or ASCII) whose root element is <svg>. */
export function looksLikeSvg(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  let text = Buffer.from(data).toString('utf8');
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  return SVG_START.test(text);
}

/** The image kind the bytes are, or undefined when they are none of SPEC §5's. */
export function detectImageKind(data: Uint8Array): ImageKind | undefined {
  const found = SIGNATURES.find((signature) => matches(data, signature));
  if (found) return found.kind;
  return looksLikeSvg(data) ? 'svg' : undefined;
}
