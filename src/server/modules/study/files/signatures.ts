/**
 * What an uploaded file really is, from its first bytes (its "magic number", read by
 * file-type), whatever its name says. Only the image kinds of SPEC §5 are recognised;
 * anything else (an executable, a PDF, a ZIP) is undefined and refused. SVG is text, which
 * file-type does not detect: it is recognised here by its root element.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { ImageKind } from '../../../../shared/domain/study/files';

/** file-type's extensions for the kinds accepted; variants of a kind are that kind. */
const KIND_OF_FILE_TYPE: Readonly<Record<string, Exclude<ImageKind, 'svg'>>> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpeg',
  // A multi-picture JPEG (cameras' 3D and depth shots) is a JPEG to every viewer.
  mpo: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  psd: 'psd',
  tif: 'tiff',
  bmp: 'bmp',
};

/** BITMAPINFOHEADER and its relatives: the DIB header sizes a real BMP has. */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** "BM" is only two bytes: a BMP's DIB header size must also be one a BMP can have. */
function isRealBmp(data: Uint8Array): boolean {
  return data.length >= 26 && BMP_DIB_HEADER_SIZES.has(Buffer.from(data).readUInt32LE(14));
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
export async function detectImageKind(data: Uint8Array): Promise<ImageKind | undefined> {
  const found = await fileTypeFromBuffer(data);
  const kind = found ? KIND_OF_FILE_TYPE[found.ext] : undefined;
  if (kind && (kind !== 'bmp' || isRealBmp(data))) return kind;
  // Text (file-type may call an SVG with a prologue 'xml'): an image only as SVG.
  return looksLikeSvg(data) ? 'svg' : undefined;
}
