/**
 * Zip bombs through the real import endpoints: an .xlsx whose headers declare a kilobyte
 * while its sheet inflates to 256 MB is refused quickly, with flat memory, storing nothing.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, createStaffTestApp } from '../staff-test-kit';
import { loadDemoProjects } from '../modules/safety/rules/safety-rules-test-support';
import { XLSX_TOO_LARGE } from './spreadsheet';
import { xlsxBomb } from './zip-bomb-kit';

const MB = 1024 * 1024;

let t: StaffTestApp;
let projectId: number;
let bomb: string;
beforeAll(async () => {
  t = await createStaffTestApp();
  projectId = (await loadDemoProjects(t))[0] ?? 0;
  bomb = xlsxBomb(256).toString('base64');
  // The demo data takes a while on PostgreSQL on a busy machine.
}, 60_000);
afterAll(async () => t.close());

const IMPORTS = [
  { path: '/api/trial/recruit/patient/import', table: 'recruitPatient', withProject: true },
  { path: '/api/trial/gcpAeRecord/import', table: 'safetyAe', withProject: true },
  { path: '/api/trial/combine/import', table: 'safetyConMed', withProject: true },
  { path: '/api/bus/project/import', table: 'project', withProject: false },
] as const;

const rowsIn = async (table: (typeof IMPORTS)[number]['table']) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an .xlsx that under-declares its unpacked size', () => {
  // First, so the timings below leave out the first request's warm-up (seconds on a busy machine).
  it('does not stop an honest workbook', { timeout: 60_000 }, async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('患者').addRows([
      ['姓名', '病历号', '性别(男/女)'],
      ['张建国', 'H20269001', '男'],
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const response = await t.post(
      '/api/trial/recruit/patient/import',
      { projectId, fileName: 'patients.xlsx', content, apply: false },
      'coordinator',
    );
    expect(response.json().data).toMatchObject({ rows: 1, problems: [], applied: false });
  });

  for (const { path, table, withProject } of IMPORTS) {
    it(
      `is refused by ${path} at the limit: quickly, with flat memory, storing nothing`,
      { timeout: 60_000 },
      async () => {
        const before = await rowsIn(table);
        const body = { ...(withProject ? { projectId } : {}), fileName: 'bomb.xlsx', content: bomb, apply: true };
        const memory = process.memoryUsage();
        const peak = process.resourceUsage().maxRSS * 1024;
        const started = performance.now();
        const response = await t.post(path, body, 'coordinator');
        const elapsed = performance.now() - started;
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toMatchObject({
          applied: false,
          problems: [{ row: 0, field: 'file', column: 'file', reason: XLSX_TOO_LARGE }],
        });
        expect(elapsed).toBeLessThan(3_000);
        const after = process.memoryUsage();
        // Inflating the 256 MB would add at least that much; the limit is 30 MB.
        expect(after.rss - memory.rss).toBeLessThan(100 * MB);
        expect(after.arrayBuffers - memory.arrayBuffers).toBeLessThan(100 * MB);
        expect(process.resourceUsage().maxRSS * 1024 - peak).toBeLessThan(100 * MB);
        expect(await rowsIn(table)).toBe(before);
      },
    );
  }
});
