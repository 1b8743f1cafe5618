import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const ADMIN = 'sysadmin';
interface Entry {
  code: string;
  key: string;
  value: string;
  valueEn: string | null;
  sort: number;
  enabled: boolean;
  inUse: number;
  version: number;
}

async function entries(code: string): Promise<Entry[]> {
  const response = await t.get(`/api/sys/dict/${code}/items`, ADMIN);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function entry(code: string, key: string): Promise<Entry> {
  const found = (await entries(code)).find((e) => e.key === key);
  if (!found) throw new Error(`no entry ${code}:${key}`);
  return found;
}

async function publicBatch(code: string): Promise<{ key: string; value: string; disabled?: boolean }[]> {
  const response = await t.app.inject({ method: 'POST', url: '/api/dict/batch', payload: [code] });
  expect(response.statusCode).toBe(200);
  return response.json().data[code];
}

async function projectsUsing(column: 'trialStages' | 'recruitStatus', key: string) {
  const rows = await t.db.selectFrom('project').select(['id', column]).execute();
  return rows.filter((row) => (row[column] ?? '').split(',').includes(key)).length;
}

describe('dictionary list and entries', () => {
  it('lists every dictionary with its entry counts, known empty ones included', async () => {
    const response = await t.get('/api/sys/dict/list', ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const list: { code: string; total: number; enabled: number }[] = response.json().data;
    expect(list.find((d) => d.code === 'RecruitStatus')).toEqual({ code: 'RecruitStatus', total: 4, enabled: 4 });
    expect(list.map((d) => d.code)).toContain('TrialStages');
    expect(list.map((d) => d.code)).toEqual([...list.map((d) => d.code)].sort());
  });

  it('answers one dictionary’s entries in order with English names, versions and use counts', async () => {
    const list = await entries('RecruitStatus');
    expect(list.map((e) => e.key)).toEqual(['zmz', 'zmwc', 'ztzm', 'zzzm']);
    expect(list[0]).toMatchObject({ value: '招募中', valueEn: 'Recruiting', enabled: true, version: 1, sort: 0 });
    expect(list[0]?.inUse).toBe(await projectsUsing('recruitStatus', 'zmz'));
    expect(list.reduce((sum, e) => sum + e.inUse, 0)).toBe(50);
    // A comma-joined column counts each key it holds.
    const [project] = await t.db.selectFrom('project').select('id').orderBy('id', 'desc').limit(1).execute();
    await t.db
      .updateTable('project')
      .set({ trialStages: '2,3' })
      .where('id', '=', project?.id ?? 0)
      .execute();
    const stages = await entries('TrialStages');
    expect(stages.find((e) => e.key === '2')?.inUse).toBe(await projectsUsing('trialStages', '2'));
    expect(stages.find((e) => e.key === '3')?.inUse).toBe(await projectsUsing('trialStages', '3'));
    expect(stages.find((e) => e.key === '4')?.inUse).toBe(0);
    expect((await entries('bllx')).find((e) => e.key === 'xa')?.inUse).toBeGreaterThan(0);
  });
});

describe('dictionary writes', () => {
  it('creates an entry at the end, served at once by the public endpoint, with an audit row', async () => {
    const response = await t.post(
      '/api/sys/dict/item/create',
      { code: 'TrialStages', key: 'I/II', value: ' Ⅰ/Ⅱ期 ', valueEn: 'Phase I/II' },
      ADMIN,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ code: 'TrialStages', key: 'I/II', version: 1 });
    const created = await entry('TrialStages', 'I/II');
    expect(created).toMatchObject({ value: 'Ⅰ/Ⅱ期', valueEn: 'Phase I/II', enabled: true, inUse: 0, sort: 6 });
    expect((await publicBatch('TrialStages')).at(-1)).toEqual({ key: 'I/II', value: 'Ⅰ/Ⅱ期', valueEn: 'Phase I/II' });
    const [audit] = await auditRows(t.db, 'dict.create');
    expect(audit).toMatchObject({ entity: 'dict_item', entityId: 'TrialStages:I/II', actorName: ADMIN });
    expect(audit?.after).toMatchObject({ value: 'Ⅰ/Ⅱ期', valueEn: 'Phase I/II', enabled: true });

    const twice = await t.post('/api/sys/dict/item/create', { code: 'TrialStages', key: 'I/II', value: '重复' }, ADMIN);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toContain('字段「key」');
  });

  it('updates the names with the version, refuses a stale version and changes nothing then', async () => {
    const before = await entry('RecruitStatus', 'ztzm');
    const update = { code: 'RecruitStatus', key: 'ztzm', version: before.version, value: '暂停中', valueEn: 'Paused' };
    const response = await t.post('/api/sys/dict/item/update', update, ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.version).toBe(before.version + 1);
    expect((await publicBatch('RecruitStatus')).find((i) => i.key === 'ztzm')?.value).toBe('暂停中');
    const [audit] = await auditRows(t.db, 'dict.update');
    expect(audit).toMatchObject({ entityId: 'RecruitStatus:ztzm' });
    expect(audit?.before).toEqual({ value: '暂停招募', valueEn: 'Recruitment paused' });
    expect(audit?.after).toEqual({ value: '暂停中', valueEn: 'Paused' });

    const stale = await t.post('/api/sys/dict/item/update', { ...update, value: '旧页面的修改' }, ADMIN);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ isOk: false, code: '100', msg: STALE_VERSION_MESSAGE });
    expect(await entry('RecruitStatus', 'ztzm')).toMatchObject({ value: '暂停中', version: before.version + 1 });
  });

  it('disables an entry: offered by no public select, its name still readable, still listed for administrators', async () => {
    const stage = await entry('TrialStages', '4');
    const response = await t.post(
      '/api/sys/dict/item/setEnabled',
      { code: 'TrialStages', key: '4', version: stage.version, enabled: false },
      ADMIN,
    );
    expect(response.statusCode, response.body).toBe(200);
    // Offered by no select, but its name still shows on the projects that hold it.
    expect((await publicBatch('TrialStages')).find((i) => i.key === '4')).toEqual({
      key: '4',
      value: 'Ⅳ期',
      valueEn: 'Phase IV',
      disabled: true,
    });
    expect((await publicBatch('TrialStages')).filter((i) => i.disabled)).toHaveLength(1);
    expect(await entry('TrialStages', '4')).toMatchObject({ enabled: false, value: 'Ⅳ期' });
    const [audit] = await auditRows(t.db, 'dict.enable');
    expect(audit).toMatchObject({ entityId: 'TrialStages:4', before: { enabled: true }, after: { enabled: false } });

    // The fixed public list too.
    const types = await entry('ClinicalResearchType', 'rwd');
    await t.post(
      '/api/sys/dict/item/setEnabled',
      { code: 'ClinicalResearchType', key: 'rwd', version: types.version, enabled: false },
      ADMIN,
    );
    const fixed = (await t.app.inject({ url: '/api/dict/trial-types' })).json().data;
    expect(fixed.map((i: { key: string }) => i.key)).not.toContain('rwd');
    const again = await entry('ClinicalResearchType', 'rwd');
    await t.post(
      '/api/sys/dict/item/setEnabled',
      { code: 'ClinicalResearchType', key: 'rwd', version: again.version, enabled: true },
      ADMIN,
    );
    const back = (await t.app.inject({ url: '/api/dict/trial-types' })).json().data;
    expect(back.map((i: { key: string }) => i.key)).toContain('rwd');
  });

  it('reorders a dictionary with every entry’s version; a stale or partial order changes nothing', async () => {
    const list = await entries('RecruitStatus');
    const reversed = [...list].reverse().map((e) => ({ key: e.key, version: e.version }));
    const response = await t.post('/api/sys/dict/item/reorder', { code: 'RecruitStatus', items: reversed }, ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicBatch('RecruitStatus')).map((i) => i.key)).toEqual(['zzzm', 'ztzm', 'zmwc', 'zmz']);
    const [audit] = await auditRows(t.db, 'dict.reorder');
    expect(audit).toMatchObject({ entityId: 'RecruitStatus', after: { order: ['zzzm', 'ztzm', 'zmwc', 'zmz'] } });

    const stale = await t.post(
      '/api/sys/dict/item/reorder',
      { code: 'RecruitStatus', items: reversed.reverse() },
      ADMIN,
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const fresh = await entries('RecruitStatus');
    const partial = fresh.slice(1).map((e) => ({ key: e.key, version: e.version }));
    expect(
      (await t.post('/api/sys/dict/item/reorder', { code: 'RecruitStatus', items: partial }, ADMIN)).statusCode,
    ).toBe(400);
    expect((await entries('RecruitStatus')).map((e) => e.key)).toEqual(['zzzm', 'ztzm', 'zmwc', 'zmz']);
  });

  it('refuses to delete an entry in use, says by how many projects, and changes nothing', async () => {
    const used = await entry('RecruitStatus', 'zmz');
    expect(used.inUse).toBeGreaterThan(0);
    const auditsBefore = (await auditRows(t.db, 'dict.delete')).length;
    const response = await t.post(
      '/api/sys/dict/item/delete',
      { code: 'RecruitStatus', key: 'zmz', version: used.version },
      ADMIN,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      isOk: false,
      code: '100',
      data: { reason: 'in_use', inUse: used.inUse },
    });
    expect(response.json().msg).toContain(`${used.inUse} 个项目`);
    expect(await entry('RecruitStatus', 'zmz')).toEqual(used);
    expect(await auditRows(t.db, 'dict.delete')).toHaveLength(auditsBefore);
  });

  it('deletes an entry no project uses, with the version, and audits what it was', async () => {
    const unused = await entry('TrialStages', 'I/II');
    const stale = await t.post(
      '/api/sys/dict/item/delete',
      { code: 'TrialStages', key: 'I/II', version: unused.version + 1 },
      ADMIN,
    );
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const response = await t.post(
      '/api/sys/dict/item/delete',
      { code: 'TrialStages', key: 'I/II', version: unused.version },
      ADMIN,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await entries('TrialStages')).map((e) => e.key)).not.toContain('I/II');
    expect((await publicBatch('TrialStages')).map((i) => i.key)).not.toContain('I/II');
    const [audit] = await auditRows(t.db, 'dict.delete');
    expect(audit).toMatchObject({ entityId: 'TrialStages:I/II', before: { value: 'Ⅰ/Ⅱ期' }, after: null });
    const missing = await t.post('/api/sys/dict/item/delete', { code: 'TrialStages', key: 'I/II', version: 1 }, ADMIN);
    expect(missing.statusCode).toBe(404);
  });

  it('answers public dictionaries without any cache header', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/dict/batch', payload: ['RecruitStatus'] });
    expect(response.headers['cache-control'] ?? 'no-store').toMatch(/no-store|no-cache/);
  });
});

describe('dictionary access', () => {
  it('answers 401 without a session and 403 to staff without the page or the button', async () => {
    expect((await t.get('/api/sys/dict/list')).statusCode).toBe(401);
    expect((await t.post('/api/sys/dict/item/create', { code: 'bd', key: 'x', value: 'x' })).statusCode).toBe(401);
    expect((await t.get('/api/sys/dict/list', 'investigator')).statusCode).toBe(403);
    expect((await t.get('/api/sys/dict/RecruitStatus/items', 'coordinator')).statusCode).toBe(403);
    const create = await t.post('/api/sys/dict/item/create', { code: 'bd', key: 'x', value: 'x' }, 'coordinator');
    expect(create.statusCode).toBe(403);
    expect((await entries('bd')).map((e) => e.key)).not.toContain('x');
  });

  it('gives the administrator role the page and the button', async () => {
    const who = await t.get('/igcpproapi/auth/who', ADMIN);
    const { permissions } = who.json().data;
    expect(permissions.system.pages).toContain('DictManage');
    expect(permissions.system.buttons).toContain('dict:update');
  });
});

describe('dictionaries whose names projects store', () => {
  it('counts a disease used by name, and refuses to delete or rename it while in use', async () => {
    // Demo projects keep the disease's Chinese name (testedDiseases), e.g. 胃癌 (key wa).
    const disease = await entry('bd', 'wa');
    expect(disease.inUse).toBeGreaterThan(0);
    const remove = await t.post(
      '/api/sys/dict/item/delete',
      { code: 'bd', key: 'wa', version: disease.version },
      ADMIN,
    );
    expect(remove.statusCode).toBe(400);
    const rename = await t.post(
      '/api/sys/dict/item/update',
      { code: 'bd', key: 'wa', version: disease.version, value: '胃恶性肿瘤', valueEn: null },
      ADMIN,
    );
    expect(rename.statusCode).toBe(400);
    expect(rename.json().msg).toContain('字段「value」');
    expect(await entry('bd', 'wa')).toMatchObject({ value: '胃癌', version: disease.version });
    // Its English name is not what projects store: that may change.
    const english = await t.post(
      '/api/sys/dict/item/update',
      { code: 'bd', key: 'wa', version: disease.version, value: '胃癌', valueEn: 'Gastric cancer' },
      ADMIN,
    );
    expect(english.statusCode, english.body).toBe(200);
  });
});
