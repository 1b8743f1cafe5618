import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSearchRow } from '../../../../shared/api/documents/search';
import { loadBinderDemo } from '../../../db/seed/demo-binder';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/**
 * The document search across one's binders. Demo data on 2026-01-05: each of the six lung-cancer
 * projects has its protocol (v2 effective over v1), the PI's CV and the coordinator's GCP
 * certificate (expiring in 20 days on the first project, expired on the second). The
 * coordinator is on projects 1-3, the monitor on 1, 2 and 4.
 */
let t: StaffTestApp;
const store = createMemoryFileStore();
const SEARCH = '/api/doc/document/search';
let projects: number[] = [];

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((row) => row.id);
});
afterAll(async () => t.close());

async function search(query: Record<string, string | number>, as = 'coordinator') {
  const params = new URLSearchParams(
    Object.entries({ limit: 100, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const response = await t.get(`${SEARCH}?${params.toString()}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: DocumentSearchRow[]; total: number }>();
}
const titlesOf = (rows: DocumentSearchRow[]) => rows.map((row) => `${row.projectId}:${row.title}`).sort();
const projectsOf = (rows: DocumentSearchRow[]) => [...new Set(rows.map((row) => row.projectId))].sort((a, b) => a - b);

describe('document search', () => {
  it('shows only the binders one may read, each row with its project, folder and current version', async () => {
    const [p1, p2, p3, p4] = projects;
    const coordinator = await search({});
    expect(projectsOf(coordinator.rows)).toEqual([p1, p2, p3]);
    expect(coordinator.total).toBe(9);
    expect(projectsOf((await search({}, 'monitor')).rows)).toEqual([p1, p2, p4]);
    // Naming a project one is not on finds nothing; it is not an error that tells it exists.
    expect(await search({ projectId: p4 ?? 0 })).toEqual({ isOk: true, code: '200', rows: [], total: 0 });
    expect(projectsOf((await search({ projectId: p2 ?? 0 })).rows)).toEqual([p2]);
    const protocol = coordinator.rows.find((row) => row.projectId === p1 && row.kind === 'protocol');
    expect(protocol).toMatchObject({ folderCode: '01', folderName: '方案及修正案', number: 2, status: 'effective' });
    expect(protocol?.projectName).toMatch(/^HK-1021/);
  });

  it('filters by title, folder (code or name), status and uploader', async () => {
    expect((await search({ title: 'gcp' })).total).toBe(3);
    expect((await search({ folder: '06' })).total).toBe(6);
    expect((await search({ folder: '06.02' })).rows.every((row) => row.kind === 'gcpCertificate')).toBe(true);
    expect((await search({ folder: '方案' })).rows.every((row) => row.kind === 'protocol')).toBe(true);
    expect((await search({ folder: 'cvs' })).total).toBe(3);
    // The current version of each protocol is v2 (effective): a superseded v1 is not current.
    expect((await search({ status: 'superseded' })).total).toBe(0);
    expect((await search({ status: 'effective' })).total).toBe(9);
    expect((await search({ uploader: 'COORD' })).total).toBe(9);
    expect((await search({ uploader: '张' })).total).toBe(0);
    expect((await search({ title: '简历', folder: '06.01', status: 'effective' })).total).toBe(3);
  });

  it('filters by expiry: expired, due within N days (30 unless told), before a day', async () => {
    const [p1, p2, p3] = projects;
    expect(titlesOf((await search({ expiry: 'expired' })).rows)).toEqual([
      `${p2}:GCP 培训证书（刘洋）`,
      `${p3}:主要研究者简历（陈立新）`,
    ]);
    expect(titlesOf((await search({ expiry: 'dueSoon' })).rows)).toEqual([`${p1}:GCP 培训证书（刘洋）`]);
    expect((await search({ expiry: 'dueSoon', withinDays: 13 })).total).toBe(0);
    expect((await search({ expiry: 'dueSoon', withinDays: 14 })).total).toBe(1);
    expect(projectsOf((await search({ expiresBefore: '2027-01-01' })).rows)).toEqual([p1, p2, p3]);
  });

  it('pages, refuses bad filters, and answers 403 without the page and 401 without a session', async () => {
    const first = await search({ limit: 2 });
    const second = await search({ limit: 2, offset: 2 });
    expect(first.rows).toHaveLength(2);
    expect(first.total).toBe(9);
    expect(second.rows.map((row) => row.documentId)).not.toContain(first.rows[0]?.documentId);
    expect((await t.get(`${SEARCH}?status=lost`, 'coordinator')).statusCode).toBe(400);
    expect((await t.get(`${SEARCH}?expiresBefore=2026-02-30`, 'coordinator')).statusCode).toBe(400);
    expect((await t.get(SEARCH, 'finance')).statusCode).toBe(403);
    expect((await t.get(SEARCH)).statusCode).toBe(401);
  });
});
