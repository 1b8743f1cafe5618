import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { addPngText, readPngText } from './png-text';

/** A 1x1 PNG. */
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function chunkTypes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types: string[] = [];
  for (let offset = 8; offset < bytes.length; offset += 12 + view.getUint32(offset)) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    // Every chunk's CRC covers its type and data.
    expect(view.getUint32(offset + 8 + length)).toBe(crc32(bytes.subarray(offset + 4, offset + 8 + length)));
    types.push(type);
  }
  return types;
}

describe('PNG text chunks', () => {
  it('adds a UTF-8 iTXt chunk before IEND that reads back exactly, with valid CRCs', () => {
    const text = '时间: 2025-06-01 12:00\n请求地址: http://127.0.0.1:8080/api/portal/projects?x=1&y=2';
    const result = addPngText(png, 'Description', text);
    expect(chunkTypes(result)).toEqual(['IHDR', 'IDAT', 'iTXt', 'IEND']);
    expect(readPngText(result)).toEqual({ Description: text });
    expect(readPngText(png)).toEqual({});
  });

  it('refuses what is not a PNG', () => {
    expect(() => addPngText(new TextEncoder().encode('GIF89a....'), 'k', 'v')).toThrow('Not a PNG');
    expect(readPngText(new Uint8Array([1, 2, 3]))).toEqual({});
  });
});
