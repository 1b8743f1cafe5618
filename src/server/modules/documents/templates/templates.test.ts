import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

/** Directory templates: versioned folder trees; the published one is what a new project's binder gets. */
let t: StaffTestApp;
const BASE = '/api/doc/template';
const ADMIN = 'sysadmin';

beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

type Template = {
  id: number;
  code: string;
  versions: { id: number; number: number; status: string; version: number }[];
};
const templates = async () => (await t.get(`${BASE}/list`, ADMIN)).json().data as Template[];

const folders = [
  { code: '01', name: '方案', nameEn: 'Protocol', allowedKinds: ['pdf'] },
  { code: '02', name: '伦理', nameEn: null, allowedKinds: ['pdf', 'image'] },
  { code: '02.01', name: '伦理批件', nameEn: 'Ethics approvals', allowedKinds: ['pdf'] },
];

describe('directory templates', () => {
  it('starts with the standard ISF template published, readable by the administrator only', async () => {
    const [isf] = await templates();
    expect(isf).toMatchObject({ code: 'isf', versions: [{ number: 1, status: 'published' }] });
    const version = await t.get(`${BASE}/version/${isf?.versions[0]?.id}`, ADMIN);
    expect(version.json().data.folders).toContainEqual({
      code: '06.02',
      name: 'GCP 培训证书',
      nameEn: 'GCP certificates',
      allowedKinds: ['pdf', 'image'],
    });
    expect((await t.get(`${BASE}/list`, 'coordinator')).statusCode).toBe(403);
  });

  it('refuses a tree with a folder under a missing parent, writing nothing', async () => {
    const [isf] = await templates();
    const response = await t.post(
      `${BASE}/version/save`,
      {
        templateId: isf?.id,
        note: null,
        folders: [{ code: '03.01', name: '孤立', nameEn: null, allowedKinds: ['pdf'] }],
      },
      ADMIN,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'folders' });
    expect((await templates())[0]?.versions).toHaveLength(1);
  });

  it('publishes a new version: the old one retires and new projects get the new folders', async () => {
    const [isf] = await templates();
    const saved = await t.post(`${BASE}/version/save`, { templateId: isf?.id, note: '精简版', folders }, ADMIN);
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, number, version } = saved.json().data as { id: number; number: number; version: number };
    expect(number).toBe(2);
    expect((await t.post(`${BASE}/version/publish`, { id, version: version + 1 }, ADMIN)).statusCode).toBe(400);
    expect((await t.post(`${BASE}/version/publish`, { id, version }, 'coordinator')).statusCode).toBe(403);
    const published = await t.post(`${BASE}/version/publish`, { id, version }, ADMIN);
    expect(published.statusCode, published.body).toBe(200);
    expect((await templates())[0]?.versions.map((entry) => [entry.number, entry.status])).toEqual([
      [2, 'published'],
      [1, 'retired'],
    ]);
    expect((await auditRows(t.db, 'docTemplate.publish'))[0]).toMatchObject({
      actorName: ADMIN,
      after: { versionId: id, number: 2 },
    });

    const created = await t.post(
      '/api/bus/project/create',
      { name: '精简目录的新项目', recruitStatus: 'zmz', deptId: 1001 },
      'investigator',
    );
    expect(created.statusCode, created.body).toBe(200);
    const tree = await t.get(`/api/doc/folder/tree/${created.json().data.id}`, 'investigator');
    expect(tree.json().data.map((folder: { code: string }) => folder.code)).toEqual(['01', '02', '02.01']);
  });
});
