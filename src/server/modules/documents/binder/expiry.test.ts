import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_REQUEST_HEADER, STAFF_REQUEST_HEADER_VALUE } from '../../../../shared/api/contract/access';
import { addDays, hospitalDay } from '../../../../shared/domain/hospital-time';
import { demoPdf, loadBinderDemo } from '../../../db/seed/demo-binder';
import { type StaffTestApp, createStaffTestApp } from '../../../staff-test-kit';
import { createMemoryFileStore } from '../../study';

/** Expiry tracking: documents due within the site's N days are inbox tasks at the right day; expired ones are flagged. */
let t: StaffTestApp;
/** The coordinator's project (position 0) and one they are not on (position 3). */
let projectId = 0;
let otherProjectId = 0;
const BASE = '/api/doc';
const DAY_MS = 86_400_000;
const store = createMemoryFileStore();
const start = Date.UTC(2026, 0, 5, 2, 0, 0);

beforeAll(async () => {
  t = await createStaffTestApp({ fileStore: store });
  await loadBinderDemo(t.db, store, t.clock());
  const projects = await t.db.selectFrom('project').select('id').orderBy('id').limit(4).execute();
  projectId = projects[0]?.id ?? 0;
  otherProjectId = projects[3]?.id ?? 0;
});
afterAll(async () => t.close());

type Folder = { id: number; code: string; documentCount: number; expiredCount: number; dueCount: number };
type Doc = { id: number; title: string; expiry: string | null; current: { expiresOn: string | null } };
type Task = { key: string; recordId: number; projectId: number; folderId?: number; dueLabel: string; overdue: boolean };

const folders = async (project = projectId, as = 'coordinator') =>
  (await t.get(`${BASE}/folder/tree/${project}`, as)).json().data as Folder[];
const folderId = async (code: string, project = projectId) =>
  (await folders(project, 'investigator')).find((folder) => folder.code === code)?.id ?? 0;

async function upload(project: number, query: Record<string, string | number>, as: string) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/document/upload/${project}?${search.toString()}`,
    headers: {
      [STAFF_REQUEST_HEADER]: STAFF_REQUEST_HEADER_VALUE,
      'content-type': 'application/octet-stream',
      cookie: await t.cookieOf(as),
    },
    payload: demoPdf([String(query.title)]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { documentId: number }).documentId;
}

async function expiryTasks(as: string): Promise<Task[]> {
  const response = await t.get('/api/trial/task/inbox?kind=documentExpiry', as);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { rows: Task[]; counts: { documentExpiry: number } };
  expect(data.counts.documentExpiry).toBe(data.rows.length);
  return data.rows;
}
const taskFor = async (documentId: number, as: string) =>
  (await expiryTasks(as)).find((task) => task.recordId === documentId);

const today = () => hospitalDay(t.clock());

describe('documents due to expire', () => {
  let cvId = 0;

  it("are the owner's inbox task from N days before the expiry day, not N + 1", async () => {
    t.clock.set(start);
    // Due in 31 days: outside the default 30.
    cvId = await upload(
      projectId,
      {
        folderId: await folderId('06.01'),
        title: '研究者简历（王芳）',
        kind: 'cv',
        name: 'cv-wang-fang.pdf',
        status: 'effective',
        effectiveOn: addDays(today(), -100),
        expiresOn: addDays(today(), 31),
      },
      'coordinator',
    );
    expect(await taskFor(cvId, 'coordinator')).toBeUndefined();
    // The demo's GCP certificate on this project, due within two weeks, is a task already.
    const demoTasks = await expiryTasks('coordinator');
    expect(demoTasks.map((task) => task.projectId)).toContain(projectId);

    t.clock.set(start + DAY_MS);
    const task = await taskFor(cvId, 'coordinator');
    expect(task).toMatchObject({
      key: `documentExpiry:${cvId}`,
      projectId,
      folderId: await folderId('06.01'),
      dueLabel: addDays(hospitalDay(start), 31),
      overdue: false,
    });
    // The workbench counts it as the inbox does.
    const workbench = (await t.get('/api/trial/task/workbench', 'coordinator')).json().data;
    expect(workbench.counts.documentExpiry).toBe((await expiryTasks('coordinator')).length);
    // The binder shows it due.
    const list = await t.get(`${BASE}/document/list/${projectId}?folderId=${await folderId('06.01')}`, 'monitor');
    expect((list.json().rows as Doc[]).find((doc) => doc.id === cvId)?.expiry).toBe('due');
  });

  it('are not tasks of a monitor (no uploads) nor of staff of other projects', async () => {
    t.clock.set(start + DAY_MS);
    expect(await taskFor(cvId, 'monitor')).toBeUndefined();
    expect(await taskFor(cvId, 'investigator')).toBeDefined();
    // The document's owner sees it in their team's project without the upload button.
    const monitor = await t.db
      .selectFrom('staffUser')
      .select('id')
      .where('userName', '=', 'monitor')
      .executeTakeFirst();
    await t.db
      .updateTable('docDocument')
      .set({ ownerId: monitor?.id ?? null })
      .where('id', '=', cvId)
      .execute();
    expect(await taskFor(cvId, 'monitor')).toMatchObject({ projectId });
    const coordinator = await t.db
      .selectFrom('staffUser')
      .select('id')
      .where('userName', '=', 'coordinator')
      .executeTakeFirst();
    await t.db
      .updateTable('docDocument')
      .set({ ownerId: coordinator?.id ?? null })
      .where('id', '=', cvId)
      .execute();
    const elsewhere = await upload(
      otherProjectId,
      {
        folderId: await folderId('06.02', otherProjectId),
        title: 'GCP 培训证书（赵敏）',
        kind: 'gcpCertificate',
        name: 'gcp-zhao-min.pdf',
        status: 'effective',
        effectiveOn: addDays(today(), -700),
        expiresOn: addDays(today(), 5),
      },
      'investigator',
    );
    expect(await taskFor(elsewhere, 'investigator')).toMatchObject({ projectId: otherProjectId });
    expect(await taskFor(elsewhere, 'coordinator')).toBeUndefined();
    expect((await t.get(`${BASE}/folder/tree/${otherProjectId}`, 'coordinator')).statusCode).toBe(403);
  });

  it('follow the site setting: 60 days brings a document due in 31 into the inbox', async () => {
    t.clock.set(start);
    expect(await taskFor(cvId, 'coordinator')).toBeUndefined();
    await t.db.updateTable('site').set({ documentDueDays: 60 }).where('id', '=', 1).execute();
    expect(await taskFor(cvId, 'coordinator')).toBeDefined();
    await t.db.updateTable('site').set({ documentDueDays: 30 }).where('id', '=', 1).execute();
    expect(await taskFor(cvId, 'coordinator')).toBeUndefined();
  });

  it('are flagged on the binder once expired and leave the inbox', async () => {
    // The day after the expiry day.
    t.clock.set(start + 32 * DAY_MS);
    expect(await taskFor(cvId, 'coordinator')).toBeUndefined();
    const folder = await folderId('06.01');
    const rows = (await t.get(`${BASE}/document/list/${projectId}?folderId=${folder}`, 'monitor')).json().rows as Doc[];
    expect(rows.find((doc) => doc.id === cvId)).toMatchObject({ expiry: 'expired' });
    const tree = await folders(projectId, 'monitor');
    expect(tree.find((entry) => entry.id === folder)).toMatchObject({ expiredCount: 1 });
    // The filter lists only the expired ones of the folder.
    const expired = await t.get(`${BASE}/document/list/${projectId}?folderId=${folder}&expiry=expired`, 'monitor');
    expect((expired.json().rows as Doc[]).map((doc) => doc.id)).toEqual([cvId]);
    const due = await t.get(`${BASE}/document/list/${projectId}?folderId=${folder}&expiry=due`, 'monitor');
    expect(due.json().rows).toEqual([]);
    t.clock.set(start);
  });
});
