import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTable } from './spreadsheet';
import { type ZipLimits, ZipTooLarge, ZipUnreadable, packStoredZip, unpackZip } from './zip-archive';
import { lyingZip, zerosDeflated } from './zip-bomb-kit';

const MB = 1024 * 1024;
const LIMITS: ZipLimits = { maxEntries: 20, maxEntryBytes: 4 * MB, maxTotalBytes: 6 * MB };
const entry = (name: string, text: string) => ({
  name,
  deflated: deflateRawSync(Buffer.from(text)),
  declaredSize: Buffer.byteLength(text),
});

describe('unpacking a zip archive within limits', () => {
  it('unpacks an honest archive and packs it again so a zip reader reads the same workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('患者').addRows([
      ['姓名', '病历号'],
      ['张建国', 'H20260001'],
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const entries = unpackZip(bytes, LIMITS);
    expect(entries.map((found) => found.name.toString())).toContain('xl/worksheets/sheet1.xml');
    expect(await readTable(packStoredZip(entries), 'xlsx')).toEqual([
      ['姓名', '病历号'],
      ['张建国', 'H20260001'],
    ]);
  });

  it('stops an entry that inflates past its limit, whatever size its headers declare', () => {
    const bomb = lyingZip([{ name: 'sheet.xml', deflated: zerosDeflated(64), declaredSize: 1024 }]);
    const started = performance.now();
    expect(() => unpackZip(bomb, LIMITS)).toThrow(ZipTooLarge);
    // 64 MB of zeros would take about a second to inflate; the limit is reached in a fraction.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stops when the entries together pass the total limit', () => {
    const three = ['a', 'b', 'c'].map((name) => ({ name, deflated: zerosDeflated(3), declaredSize: 10 }));
    expect(() => unpackZip(lyingZip(three.slice(0, 2)), LIMITS)).not.toThrow();
    expect(() => unpackZip(lyingZip(three), LIMITS)).toThrow(ZipTooLarge);
  });

  it('counts an entry each time the directory names it (entries sharing one stream)', () => {
    const shared = lyingZip([{ name: 'a', deflated: zerosDeflated(3), declaredSize: 10 }]);
    // Point a second and third directory entry at the first entry's data.
    const endAt = shared.length - 22;
    const directoryAt = shared.readUInt32LE(endAt + 16);
    const record = shared.subarray(directoryAt, endAt);
    const end = Buffer.from(shared.subarray(endAt));
    end.writeUInt16LE(3, 8);
    end.writeUInt16LE(3, 10);
    end.writeUInt32LE(record.length * 3, 12);
    const overlapping = Buffer.concat([shared.subarray(0, endAt), record, record, end]);
    expect(() => unpackZip(overlapping, LIMITS)).toThrow(ZipTooLarge);
  });

  it('refuses too many entries before inflating any', () => {
    const many = Array.from({ length: 21 }, (_, index) => entry(`part${index}.xml`, '<a/>'));
    expect(() => unpackZip(lyingZip(many.slice(0, 20)), LIMITS)).not.toThrow();
    expect(() => unpackZip(lyingZip(many), LIMITS)).toThrow(ZipTooLarge);
  });

  it('calls damaged, encrypted or unknown archives unreadable', () => {
    expect(() => unpackZip(Buffer.from('not a zip at all, not even close'), LIMITS)).toThrow(ZipUnreadable);
    const good = lyingZip([entry('a.xml', '<a>text</a>')]);
    const damaged = Buffer.from(good);
    damaged.fill(0xff, 30 + 5, 30 + 9);
    expect(() => unpackZip(damaged, LIMITS)).toThrow(ZipUnreadable);
    const encrypted = Buffer.from(good);
    encrypted.writeUInt16LE(1, encrypted.length - 22 - 46 - 5 + 8);
    expect(() => unpackZip(encrypted, LIMITS)).toThrow(ZipUnreadable);
    const bzip2 = Buffer.from(good);
    bzip2.writeUInt16LE(12, bzip2.length - 22 - 46 - 5 + 10);
    expect(() => unpackZip(bzip2, LIMITS)).toThrow(ZipUnreadable);
  });
});
