import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopePermissions } from '../../../../shared/domain/access';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

/** The help center: articles for the catalogue's help ids, read by every signed-in user, written in versions. */
let t: StaffTestApp;
const HELP = '/api/doc/help';

beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

type Article = { helpId: string; title: string; number: number; body: string; checksum: string; version: number };
const article = async (helpId: string, as = 'monitor') =>
  (await t.get(`${HELP}/article/${helpId}`, as)).json<{ data: Article }>().data;

describe('help center', () => {
  it("has an article for every help id of the catalogue's pages and buttons, read by any signed-in user", async () => {
    const system = scopePermissions(
      'system',
      ['UserManage', 'RoleManage', 'TaskInbox', 'MyApprovals', 'DocumentSearch', 'DocumentTemplates'],
      ['role:permission', 'helpArticle:write'],
    );
    const project = scopePermissions('project', ['ProjectTeam', 'TrialSubjects', 'DocumentBinder'], []);
    const ids = [...system.pageHelpIds, ...system.buttonHelpIds, ...project.pageHelpIds, 'help-workbench'];
    expect(ids.length).toBeGreaterThanOrEqual(10);
    for (const id of ids) {
      const response = await t.get(`${HELP}/article/${id}`, 'ethics');
      expect(response.statusCode, id).toBe(200);
      expect(response.json<{ data: Article }>().data.body, id).toMatch(/^# /);
    }
    const list = (await t.get(`${HELP}/list?keyword=${encodeURIComponent('文件')}`, 'ethics')).json<{
      rows: { helpId: string }[];
    }>();
    expect(list.rows.map((row) => row.helpId).sort()).toEqual(['help-document-binder', 'help-document-search']);
    expect((await t.get(`${HELP}/list?keyword=binder`, 'ethics')).json<{ total: number }>().total).toBe(1);
    expect((await t.get(`${HELP}/article/help-nothing-here`, 'ethics')).statusCode).toBe(404);
    expect((await t.get(`${HELP}/article/Bad_Id`, 'ethics')).statusCode).toBe(400);
    expect((await t.get(`${HELP}/list`)).statusCode).toBe(401);
  });

  it('writes a new version that supersedes the one before, never overwriting it, audited', async () => {
    const before = await article('help-document-binder');
    const saved = await t.post(
      `${HELP}/article/save`,
      {
        helpId: 'help-document-binder',
        title: '研究文件夹',
        titleEn: 'Study binder',
        body: '# 研究文件夹\n\n新版说明。',
        version: before.version,
        note: '补充说明',
      },
      'admin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { number: 2, version: before.version + 1 } });
    const after = await article('help-document-binder');
    expect(after).toMatchObject({ number: 2, body: '# 研究文件夹\n\n新版说明。' });
    const versions = (await t.get(`${HELP}/versions/help-document-binder`, 'monitor')).json<{
      data: { number: number; status: string; checksum: string }[];
    }>().data;
    expect(versions.map((v) => [v.number, v.status])).toEqual([
      [2, 'effective'],
      [1, 'superseded'],
    ]);
    expect(versions[1]?.checksum).toBe(before.checksum);
    const [audit] = await auditRows(t.db, 'helpArticle.revise');
    expect(audit).toMatchObject({ actorName: 'admin', outcome: 'success' });
    expect(audit?.after).toMatchObject({ number: 2, checksum: after.checksum });

    // The same text again, or a save from a stale copy, changes nothing.
    const same = {
      helpId: 'help-document-binder',
      title: '研究文件夹',
      titleEn: 'Study binder',
      body: after.body,
      version: after.version,
    };
    expect((await t.post(`${HELP}/article/save`, same, 'admin')).statusCode).toBe(400);
    expect(
      (await t.post(`${HELP}/article/save`, { ...same, body: '# x', version: before.version }, 'admin')).json(),
    ).toMatchObject({ data: { reason: 'stale_version' } });
    expect((await article('help-document-binder')).number).toBe(2);
  });

  it('creates an article for a new help id; refused without the button', async () => {
    const body = { helpId: 'help-visit-schedule', title: '访视日程', titleEn: 'Visit schedule', body: '# 访视日程' };
    expect((await t.post(`${HELP}/article/save`, body, 'coordinator')).statusCode).toBe(403);
    expect((await t.post(`${HELP}/article/save`, body, 'admin')).json()).toMatchObject({
      data: { number: 1, version: 1 },
    });
    expect((await auditRows(t.db, 'helpArticle.create'))[0]).toMatchObject({ actorName: 'admin' });
    expect((await t.post(`${HELP}/article/save`, body, 'admin')).statusCode).toBe(400);
    expect((await article('help-visit-schedule', 'coordinator')).title).toBe('访视日程');
  });
});
