/**
 * For tests: zip archives that lie. `underDeclaredZip` builds an archive whose local and
 * central headers declare a tiny uncompressed size while its deflate stream inflates to
 * `inflatedBytes` of zeros (built in milliseconds: one fully flushed block repeated).
 */
import { constants, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;
/** An empty final block of fixed Huffman codes: ends a raw deflate stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A raw deflate stream of `megabytes` MB of zeros. */
export function zerosDeflated(megabytes: number): Buffer {
  // A full flush resets the compressor, so each megabyte compresses to the same bytes.
  const block = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(block), FINAL_EMPTY_BLOCK]);
}

interface LyingEntry {
  name: string;
  /** The raw deflate stream stored for the entry. */
  deflated: Buffer;
  /** What the headers claim it inflates to. */
  declaredSize: number;
}

/** A zip archive of deflated entries whose headers declare `declaredSize` (and a made-up CRC). */
export function lyingZip(entries: readonly LyingEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const header = (signature: number, size: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      return bytes;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.deflated);
    directory.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/** An .xlsx-shaped bomb: a content-types part and a sheet that declares 1 KB and inflates to `megabytes` MB. */
export function xlsxBomb(megabytes: number): Buffer {
  const types = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
  return lyingZip([
    { name: '[Content_Types].xml', deflated: deflateRawSync(types), declaredSize: types.length },
    { name: 'xl/worksheets/sheet1.xml', deflated: zerosDeflated(megabytes), declaredSize: 1024 },
  ]);
}
