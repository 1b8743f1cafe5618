/**
 * Unpacking an uploaded zip archive (an .xlsx) within limits on what it really inflates to.
 * The sizes an archive declares are not trusted: a small file can declare a few kilobytes
 * and inflate to gigabytes (a zip bomb). Each entry is inflated here, counting the bytes
 * that come out, and stopped as soon as an entry or the whole archive passes its limit, so
 * a bomb costs at most the limit in memory and the time to inflate that much.
 *
 * The entries are then packed again, uncompressed, for the spreadsheet reader: it reads only
 * bytes counted here, whatever tricks the original directory plays (entries sharing data,
 * lengths that disagree with the local headers, bytes before the archive).
 */
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /** Inflated bytes of one entry. */
  maxEntryBytes: number;
  /** Inflated bytes of all entries together. */
  maxTotalBytes: number;
}

export interface ZipEntry {
  /** The name's bytes as stored (UTF-8 when `utf8` is set). */
  name: Buffer;
  utf8: boolean;
  data: Buffer;
}

/** The archive inflates (or would) to more than the limits allow. */
export class ZipTooLarge extends Error {}

/** Not a zip archive this reader takes: damaged, encrypted, ZIP64 or an unknown compression. */
export class ZipUnreadable extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;
/** 32-bit fields at their maximum mean the real value is in a ZIP64 record. */
const ZIP64_MARK = 0xffffffff;

function endOfDirectory(bytes: Buffer): number {
  // 22 bytes plus a comment of at most 65,535.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipUnreadable('no end of central directory');
}

/** The entry's data as stored in the archive (still compressed), located through its local header. */
function storedData(bytes: Buffer, localOffset: number, compressedSize: number): Buffer {
  if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) {
    throw new ZipUnreadable('bad local header');
  }
  const start = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
  if (start + compressedSize > bytes.length) throw new ZipUnreadable('entry runs past the end');
  return bytes.subarray(start, start + compressedSize);
}

/** Inflates at most `allowance` bytes; more is ZipTooLarge, as soon as it is known. */
function inflated(method: number, data: Buffer, allowance: number): Buffer {
  if (method === STORED) {
    if (data.length > allowance) throw new ZipTooLarge('entry too large');
    return data;
  }
  if (method !== DEFLATED) throw new ZipUnreadable(`compression method ${method}`);
  try {
    // Node stops inflating once the output passes maxOutputLength (it must be at least 1).
    const output = inflateRawSync(data, { maxOutputLength: Math.max(1, allowance), chunkSize: 64 * 1024 });
    if (output.length > allowance) throw new ZipTooLarge('entry too large');
    return output;
  } catch (error) {
    if (error instanceof ZipTooLarge) throw error;
    if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipTooLarge('entry too large');
    throw new ZipUnreadable('damaged compressed data');
  }
}

/** Every entry of the archive, inflated within the limits. */
export function unpackZip(bytes: Buffer, limits: ZipLimits): ZipEntry[] {
  if (bytes.length < 22) throw new ZipUnreadable('too short');
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === ZIP64_MARK) throw new ZipUnreadable('ZIP64');
  if (count > limits.maxEntries) throw new ZipTooLarge('too many entries');
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new ZipUnreadable('bad central directory');
    }
    const flags = bytes.readUInt16LE(at + 8);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const localOffset = bytes.readUInt32LE(at + 42);
    if (flags & FLAG_ENCRYPTED) throw new ZipUnreadable('encrypted');
    if (compressedSize === ZIP64_MARK || localOffset === ZIP64_MARK) throw new ZipUnreadable('ZIP64');
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength));
    const allowance = Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total);
    const data = inflated(bytes.readUInt16LE(at + 10), storedData(bytes, localOffset, compressedSize), allowance);
    total += data.length;
    entries.push({ name, utf8: (flags & FLAG_UTF8) !== 0, data });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** DOS date 1980-01-01 00:00: the entries' times carry nothing the reader needs. */
const DOS_DATE = 0x21;

/** The entries as a zip archive of uncompressed (stored) entries. */
export function packStoredZip(entries: readonly ZipEntry[]): Buffer<ArrayBuffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const flags = entry.utf8 ? FLAG_UTF8 : 0;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(STORED, 8);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(DIRECTORY_ENTRY, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(STORED, 10);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, entry.name, entry.data);
    directory.push(central, entry.name);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}
