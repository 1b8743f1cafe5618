import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/**
 * The delegation log generated from the team: filed as an effective version in folder 05, a
 * new version (superseding) when the team changed, none when it did not; start and end days
 * from the team's history.
 */
let t: StaffTestApp;
const store = createMemoryFileStore();
const GENERATE = '/api/doc/document/delegation-log/generate';
let projectId = 0;

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  // The third lung-cancer project: the coordinator and the investigator are on it, the pharmacist is not.
  projectId = (await t.db.selectFrom('project').select('id').orderBy('id').offset(2).limit(1).executeTakeFirstOrThrow())
    .id;
});
afterAll(async () => t.close());

type Version = { id: number; number: number; status: string; effectiveOn: string | null; fileName: string };

async function generate(as = 'coordinator') {
  const response = await t.post(GENERATE, { projectId }, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { outcome: string; documentId: number; number: number; members: number } }>().data;
}
const versions = async (documentId: number) =>
  (await t.get(`/api/doc/document/versions/${projectId}/${documentId}`, 'coordinator')).json<{ data: Version[] }>()
    .data;

/** The log's rows as the workbook shows them (header row first), read from the filed version. */
async function logRows(versionId: number): Promise<string[][]> {
  const response = await t.get(`/api/doc/document/download/${projectId}/${versionId}`, 'coordinator');
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.getWorksheet('授权分工表')?.eachRow((row) => {
    rows.push(
      Array.from({ length: 8 }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : '';
      }),
    );
  });
  return rows;
}

async function setRoles(userName: string, roleCodes: string[]) {
  const roles = await t.db
    .selectFrom('role')
    .select('id')
    .where('code', 'in', ['', ...roleCodes])
    .execute();
  const saved = await t.post(
    '/api/bus/project/member/save',
    { projectId, userId: await t.idOf(userName), roleIds: roles.map((role) => role.id) },
    'investigator',
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('delegation log', () => {
  it('files the team as the delegation log, a new version only when the team changed', async () => {
    const first = await generate();
    expect(first).toMatchObject({ outcome: 'filed', number: 1 });
    const document = await t.db
      .selectFrom('docDocument')
      .innerJoin('docFolder', 'docFolder.id', 'docDocument.folderId')
      .select(['docFolder.code', 'docDocument.kind', 'docDocument.title'])
      .where('docDocument.id', '=', first.documentId)
      .executeTakeFirstOrThrow();
    expect(document).toEqual({ code: '05', kind: 'delegationLog', title: '授权分工表 Delegation log' });
    const [v1] = await versions(first.documentId);
    expect(v1).toMatchObject({ number: 1, status: 'effective', effectiveOn: '2026-01-05' });
    expect(v1?.fileName).toBe('授权分工表-2026-01-05.xlsx');
    const rows = await logRows(v1?.id ?? 0);
    expect(rows[0]).toEqual([
      '姓名 Name',
      '账号 User',
      '项目角色 Roles',
      '授权职责 Delegated duties',
      '开始日期 Start',
      '结束日期 End',
      '签名 Signature',
      'PI 签名 PI initials',
    ]);
    const investigator = rows.find((row) => row[1] === 'investigator');
    expect(investigator?.[2]).toBe('研究者');
    expect(investigator?.[3]).toContain('管理项目成员');
    expect(rows.find((row) => row[1] === 'monitor')).toBeUndefined();
    expect((await auditRows(t.db, 'document.upload'))[0]).toMatchObject({ entityId: String(first.documentId) });

    // Nothing changed: no new version.
    expect(await generate('investigator')).toEqual({ ...first, outcome: 'unchanged' });
    expect(await versions(first.documentId)).toHaveLength(1);
  });

  it('dates a member from the day they joined to the day they left, superseding the log each time', async () => {
    t.clock.set(Date.UTC(2026, 0, 12, 2));
    await setRoles('pharmacist', ['coordinator']);
    const joined = await generate();
    expect(joined).toMatchObject({ outcome: 'filed', number: 2 });
    const afterJoin = await versions(joined.documentId);
    expect(afterJoin.map((version) => [version.number, version.status])).toEqual([
      [2, 'effective'],
      [1, 'superseded'],
    ]);
    const pharmacist = (await logRows(afterJoin[0]?.id ?? 0)).find((row) => row[1] === 'pharmacist');
    expect(pharmacist?.slice(2, 3)).toEqual(['临床研究协调员']);
    expect(pharmacist?.slice(4, 6)).toEqual(['2026-01-12', '']);

    t.clock.set(Date.UTC(2026, 0, 20, 2));
    await setRoles('pharmacist', []);
    const left = await generate();
    expect(left).toMatchObject({ outcome: 'filed', number: 3 });
    const [v3] = await versions(left.documentId);
    const former = (await logRows(v3?.id ?? 0)).find((row) => row[1] === 'pharmacist');
    expect(former?.slice(2, 6)).toEqual(['', '', '2026-01-12', '2026-01-20']);
    const revisions = (await auditRows(t.db, 'document.revise')).filter(
      (row) => row.entityId === String(left.documentId),
    );
    expect(revisions.map((row) => row.after?.number)).toEqual([3, 2]);
    expect(await generate()).toMatchObject({ outcome: 'unchanged', number: 3 });
  });

  it('is refused to a reader of the binder and outside the project', async () => {
    expect((await t.post(GENERATE, { projectId }, 'monitor')).statusCode).toBe(403);
    expect((await t.post(GENERATE, { projectId }, 'finance')).statusCode).toBe(403);
  });
});
