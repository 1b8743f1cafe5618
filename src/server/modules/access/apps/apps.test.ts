import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../../../db/audit/audit-trail';
import { appListSetup } from './test-kit';

interface ListedApp {
  id: number;
  name: string;
  url: string;
  roleIds: number[];
  version: number;
  enabled: boolean;
}

describe('the app list (account software list)', () => {
  it('adds, lists in order, edits and removes apps', async () => {
    const t = await appListSetup();
    const pacs = await t.addApp({ name: 'PACS 影像', icon: 'pacs', url: 'https://pacs.example/', sort: 20 });
    const lis = await t.addApp({ roleIds: [t.qianRole, t.zhaoRole] });
    let rows = t.data<{ apps: ListedApp[] }>(await t.get('/api/dTrial/app/list', t.appAdmin)).apps;
    expect(rows.map((r) => [r.id, r.name, r.roleIds])).toEqual([
      [lis, 'LIS 检验系统', [t.zhaoRole, t.qianRole].sort((a, b) => a - b)],
      [pacs, 'PACS 影像', [t.zhaoRole]],
    ]);
    const saved = await t.asAdmin('/api/dTrial/app/save', t.newApp({ id: pacs, version: 1, name: 'PACS', sort: 1 }));
    expect(saved.statusCode).toBe(200);
    rows = t.data<{ apps: ListedApp[] }>(await t.get('/api/dTrial/app/list', t.appAdmin)).apps;
    expect(rows[0]).toMatchObject({ id: pacs, name: 'PACS', version: 2 });

    const stale = await t.asAdmin('/api/dTrial/app/save', t.newApp({ id: pacs, version: 1, name: 'old' }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ data: { reason: 'stale_version' } });
    const badUrl = await t.asAdmin('/api/dTrial/app/save', t.newApp({ url: 'javascript:alert(1)' }));
    expect(badUrl.statusCode).toBe(400);
    const noRole = await t.asAdmin('/api/dTrial/app/save', t.newApp({ roleIds: [] }));
    expect(noRole.statusCode).toBe(400);
    const unknownRole = await t.asAdmin('/api/dTrial/app/save', t.newApp({ roleIds: [999_999] }));
    expect(unknownRole.statusCode).toBe(404);

    expect((await t.asAdmin('/api/dTrial/app/delete', { id: lis })).statusCode).toBe(200);
    expect((await t.asAdmin('/api/dTrial/app/delete', { id: lis })).statusCode).toBe(404);
    rows = t.data<{ apps: ListedApp[] }>(await t.get('/api/dTrial/app/list', t.appAdmin)).apps;
    expect(rows.map((r) => r.name)).toEqual(['PACS']);
  });

  it('shows each staff member only the enabled apps of their roles, and opens only those', async () => {
    const t = await appListSetup();
    const lis = await t.addApp({ sort: 2 });
    const his = await t.addApp({ name: 'HIS', icon: 'his', url: 'https://his.example/?from=gcp', sort: 1 });
    const qianOnly = await t.addApp({ name: 'EMR', icon: 'emr', roleIds: [t.qianRole] });
    await t.addApp({ name: 'Retired', enabled: false });
    const mine = t.data<{ id: number; name: string; passThrough: boolean }[]>(
      await t.get('/api/dTrial/app/mine', t.zhao),
    );
    expect(mine.map((a) => a.id)).toEqual([his, lis]);
    const qian = t.data<{ id: number }[]>(await t.get('/api/dTrial/app/mine', t.qian));
    expect(qian.map((a) => a.id)).toEqual([qianOnly]);

    const opened = await t.open(his, t.zhao);
    expect(t.data(opened)).toEqual({ url: 'https://his.example/?from=gcp', signed: false });
    expect((await t.open(qianOnly, t.zhao)).statusCode).toBe(404);
    expect((await t.get('/api/dTrial/app/mine')).statusCode).toBe(401);
  });

  it('lets only the administrator of the list read and change it', async () => {
    const t = await appListSetup();
    const id = await t.addApp();
    expect((await t.get('/api/dTrial/app/list', t.zhao)).statusCode).toBe(403);
    expect((await t.post('/api/dTrial/app/save', t.newApp())).statusCode).toBe(403);
    const asZhao = await t.app.inject({
      method: 'POST',
      url: '/api/dTrial/app/delete',
      headers: { 'x-requested-with': 'XMLHttpRequest', cookie: t.zhao },
      payload: { id },
    });
    expect(asZhao.statusCode).toBe(403);
    expect(t.data<{ apps: unknown[] }>(await t.get('/api/dTrial/app/list', t.appAdmin)).apps).toHaveLength(1);
  });

  it('writes each change to the audit chain', async () => {
    const t = await appListSetup();
    const id = await t.addApp();
    await t.asAdmin('/api/dTrial/app/save', t.newApp({ id, version: 1, enabled: false }));
    await t.asAdmin('/api/dTrial/app/delete', { id });
    const audit = await t.get('/api/gbs/audit/list?limit=50', t.appAdmin);
    const rows = audit
      .json<{ rows: { action: string; entity: string; actorName: string; before: unknown; after: unknown }[] }>()
      .rows.filter((r) => r.entity === 'staff_app');
    expect(rows.map((r) => r.action)).toEqual(['app.delete', 'app.update', 'app.create']);
    expect(rows[1]).toMatchObject({ actorName: 'app.admin', before: { enabled: 1 }, after: { enabled: 0 } });
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });
  });
});
