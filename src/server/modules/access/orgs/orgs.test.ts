import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgNode } from '../../../../shared/api/access/orgs';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const ADMIN = 'sysadmin';

async function tree(): Promise<OrgNode[]> {
  return (await t.get('/api/gbc/org/tree', ADMIN)).json().data;
}

async function save(body: Record<string, unknown>) {
  return t.post('/api/gbc/org/save', body, ADMIN);
}

async function rootId(): Promise<number> {
  const [root] = await tree();
  if (!root) throw new Error('no root');
  return root.id;
}

async function portalDepartments(): Promise<Record<string, string>> {
  const orgs = (await t.app.inject({ method: 'GET', url: '/api/portal/orgs' })).json().data;
  return orgs.find((entry: { key: string }) => entry.key === 'dep').data;
}

describe('organization tree', () => {
  it('answers the hospital root with the demo departments (ids kept) and their user counts', async () => {
    const roots = await tree();
    expect(roots).toHaveLength(1);
    const [hospital] = roots;
    expect(hospital).toMatchObject({ name: '华康大学附属第一医院', parentId: null });
    expect(hospital?.children.map((d) => d.id)).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012,
    ]);
    expect(hospital?.children[0]).toMatchObject({ name: '肿瘤内科', userCount: 3, children: [] });
    expect((await t.get('/api/gbc/org/tree', 'investigator')).statusCode).toBe(403);
  });

  it('feeds the public org list: departments from the tree, other keys from org entries', async () => {
    const orgs = (await t.app.inject({ method: 'GET', url: '/api/portal/orgs' })).json().data;
    expect(orgs.map((entry: { key: string }) => entry.key)).toEqual(['dep', 'office']);
    const dep = await portalDepartments();
    expect(dep['1001']).toBe('肿瘤内科');
    expect(Object.keys(dep)).toHaveLength(12);
    expect(await t.db.selectFrom('orgEntry').select('orgKey').where('orgKey', '=', 'dep').execute()).toEqual([]);
  });

  it('creates a department under the root and a ward under it; the department reaches the portal', async () => {
    const response = await save({ parentId: await rootId(), name: '老年医学科', code: 'D2001', sort: 20 });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json().data;
    const ward = await save({ parentId: id, name: '老年医学科一病区', code: null, sort: 0 });
    expect(ward.statusCode).toBe(200);
    const hospital = (await tree())[0];
    const created = hospital?.children.find((d) => d.id === id);
    expect(created?.children.map((w) => w.name)).toEqual(['老年医学科一病区']);
    expect((await portalDepartments())[String(id)]).toBe('老年医学科');
    const [audit] = await auditRows(t.db, 'org.save');
    expect(audit).toMatchObject({ entity: 'organization', after: { name: '老年医学科一病区', parentId: id } });
  });

  it('renames and moves a unit with its version, auditing the change', async () => {
    const created = (await save({ parentId: await rootId(), name: '临时科室', sort: 30 })).json().data;
    const moved = await save({ id: created.id, version: 1, parentId: 1004, name: '内镜中心', code: 'ENDO', sort: 1 });
    expect(moved.json().data).toEqual({ id: created.id, version: 2 });
    const [audit] = await auditRows(t.db, 'org.save');
    expect(audit?.before).toEqual({ parentId: await rootId(), name: '临时科室', code: null, sort: 30 });
    expect(audit?.after).toEqual({ parentId: 1004, name: '内镜中心', code: 'ENDO', sort: 1 });
    expect((await portalDepartments())[String(created.id)]).toBeUndefined();
  });

  it('refuses cycles, a second root, moving the root, an unknown parent and too deep a tree', async () => {
    const a = (await save({ parentId: 1005, name: '乳腺一组', sort: 0 })).json().data;
    const b = (await save({ parentId: a.id, name: '乳腺一组 A', sort: 0 })).json().data;
    const cases: [Record<string, unknown>, string][] = [
      [{ id: a.id, version: 1, parentId: b.id, name: '乳腺一组', sort: 0 }, '下级'],
      [{ id: a.id, version: 1, parentId: a.id, name: '乳腺一组', sort: 0 }, '下级'],
      [{ parentId: null, name: '第二家医院', sort: 0 }, '根节点'],
      [{ id: await rootId(), version: 1, parentId: 1001, name: '华康大学附属第一医院', sort: 0 }, '根节点'],
      [{ id: 1001, version: 1, parentId: null, name: '肿瘤内科', sort: 0 }, '根节点'],
      [{ parentId: 424242, name: '无上级', sort: 0 }, '不存在'],
    ];
    for (const [body, words] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().msg).toContain('「parentId」');
      expect(response.json().msg).toContain(words);
    }
    // Hospital → 乳腺外科 → 乳腺一组 → 乳腺一组 A → a fifth level, the deepest allowed.
    const fifth = await save({ parentId: b.id, name: '第五级', sort: 0 });
    expect(fifth.statusCode).toBe(200);
    const tooDeep = await save({ parentId: fifth.json().data.id, name: '第六级', sort: 0 });
    expect(tooDeep.json().msg).toContain('5');
    const breast = (await tree())[0]?.children.find((dept) => dept.id === 1005);
    expect(breast?.children[0]?.children[0]?.children[0]).toMatchObject({ name: '第五级', children: [] });
    // Moving a three-level branch (乳腺一组 and below) under a third-level unit: six levels.
    const x = (await save({ parentId: 1006, name: '血液科一组', sort: 0 })).json().data;
    const move = await save({ id: a.id, version: 1, parentId: x.id, name: '乳腺一组', sort: 0 });
    expect(move.json().msg).toContain('5');
    const unit = await t.db
      .selectFrom('organization')
      .select(['parentId', 'version'])
      .where('id', '=', a.id)
      .executeTakeFirst();
    expect(unit).toEqual({ parentId: 1005, version: 1 });
  });

  it('refuses a taken code, a stale version, an unknown unit, bad input and a caller without org:save', async () => {
    const taken = await save({ parentId: await rootId(), name: '重复编码', code: 'D1001', sort: 0 });
    expect(taken.json().msg).toContain('「code」');
    const stale = await save({
      id: 1002,
      version: 9,
      parentId: await rootId(),
      name: '胸外科（新）',
      code: 'D1002',
      sort: 1,
    });
    expect(stale.json()).toMatchObject({ code: '100', msg: STALE_VERSION_MESSAGE });
    expect((await portalDepartments())['1002']).toBe('胸外科');
    expect((await save({ id: 999999, version: 1, parentId: 1001, name: '无', sort: 0 })).statusCode).toBe(404);
    expect((await save({ parentId: 1001, name: '', sort: 0 })).json().msg).toContain('name');
    expect((await save({ parentId: 1001, name: '负排序', sort: -1 })).json().msg).toContain('sort');
    const denied = await t.post('/api/gbc/org/save', { parentId: 1001, name: '无权', sort: 0 }, 'coordinator');
    expect(denied.statusCode).toBe(403);
  });
});
