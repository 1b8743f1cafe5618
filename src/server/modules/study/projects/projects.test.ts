import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const COORDINATOR = 'coordinator';
const INVESTIGATOR = 'investigator';
const MONITOR = 'monitor';

const fields = {
  name: 'HK-9001片治疗晚期胃癌的Ⅱ期临床研究',
  recruitStatus: 'zmz',
  trialStages: '2',
  trialType: 'drug',
  testedDiseases: '胃癌',
  pathologicType: 'xa,yjxba',
  trialMedicine: 'HK-9001片',
  indication: '二线治疗失败的晚期胃癌',
  actionTime: '2026-01-10T00:00:00+08:00',
  inclusionCriteria: '1. 年龄18-75岁\n2. 经组织学确诊的胃腺癌\n\n3. ECOG 0-1分',
  exclusionCriteria: '1. 既往接受过同类药物治疗',
  studyChargerName: '刘洋',
  studyChargerMobile: '13800009001',
  projectNo: 'HKYY-2026-901',
  ethicsApprovalNumber: 'KY2026-901',
  deptId: 1001,
  trialCategory: 'chem1',
};

async function create(as = COORDINATOR, overrides: Record<string, unknown> = {}) {
  const response = await t.post('/api/bus/project/create', { ...fields, ...overrides }, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

async function detail(projectId: number, as = COORDINATOR) {
  const response = await t.get(`/api/bus/project/${projectId}/detail`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const publicDetail = (projectId: number) => t.app.inject({ url: `/api/portal/projects/${projectId}` });

async function publicList(body: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/portal/projects',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ offset: '0', limit: '100', ...body }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: { id: number; recruitStatus: string }[]; total: number }>();
}

describe('creating and editing projects', () => {
  it('creates an unpublished draft, puts the creator on its team and records the audit row', async () => {
    const { id, version } = await create();
    expect(version).toBe(1);
    const project = await detail(id);
    expect(project).toMatchObject({
      ...fields,
      actionTime: '2026-01-09T16:00:00.000Z',
      status: 'preparing',
      published: false,
      publishedAt: null,
      deptName: '肿瘤内科',
      version: 1,
    });
    const roles = await t.db
      .selectFrom('userProjectRole')
      .innerJoin('role', 'role.id', 'userProjectRole.roleId')
      .select('role.code')
      .where('projectId', '=', id)
      .where('userId', '=', await t.idOf(COORDINATOR))
      .execute();
    expect(roles.map((role) => role.code)).toEqual(['coordinator']);
    const [row] = await auditRows(t.db, 'project.create');
    expect(row).toMatchObject({ entity: 'project', entityId: String(id), actorName: COORDINATOR });
    expect(row?.after).toMatchObject({ name: fields.name, inclusionCriteria: fields.inclusionCriteria });
  });

  it('refuses bad input with the field named and creates nothing', async () => {
    const before = (
      await t.db
        .selectFrom('project')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, '字段「name」'],
      [{ trialType: 'nonsense' }, '字段「trialType」'],
      [{ pathologicType: 'xa,nope' }, '字段「pathologicType」'],
      [{ testedDiseases: 'xa' }, '字段「testedDiseases」'],
      [{ deptId: 999999 }, '字段「deptId」'],
      [{ recruitStatus: 'open' }, 'recruitStatus'],
      [{ studyChargerMobile: 'call me' }, 'studyChargerMobile'],
      [{ inclusionCriteria: 'x'.repeat(10_001) }, 'inclusionCriteria'],
      [{ actionTime: '2026-02-30T00:00:00+08:00' }, '字段「actionTime」'],
      [{ actionTime: '2026-13-01T00:00:00Z' }, '字段「actionTime」'],
      [{ enrolmentTarget: 0 }, 'enrolmentTarget'],
      [{ enrolmentTarget: 2.5 }, 'enrolmentTarget'],
      [{ enrolmentTarget: 100_001 }, 'enrolmentTarget'],
    ];
    for (const [overrides, expected] of cases) {
      const response = await t.post('/api/bus/project/create', { ...fields, ...overrides }, COORDINATOR);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ isOk: false, code: '100' });
      expect(response.json().msg).toContain(expected);
    }
    const after = (
      await t.db
        .selectFrom('project')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
    expect(Number(after)).toBe(Number(before));
  });

  it('updates with the version, records only the changed fields, and refuses a stale version', async () => {
    const { id } = await create();
    const edited = {
      ...fields,
      projectId: id,
      version: 1,
      indication: '三线治疗',
      financeCode: 'CW2026901',
      enrolmentTarget: 36,
    };
    const first = await t.post('/api/bus/project/update', edited, COORDINATOR);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ id, version: 2 });
    const [row] = await auditRows(t.db, 'project.update');
    expect(row?.before).toEqual({ indication: fields.indication, financeCode: null, enrolmentTarget: null });
    expect(row?.after).toEqual({ indication: '三线治疗', financeCode: 'CW2026901', enrolmentTarget: 36 });
    expect((await detail(id)).enrolmentTarget).toBe(36);

    // A second tab still holding version 1.
    const stale = await t.post('/api/bus/project/update', { ...edited, indication: '旧的编辑' }, COORDINATOR);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect((await detail(id)).indication).toBe('三线治疗');
  });

  it('copies a project with its doctors as a new draft', async () => {
    const { id } = await create();
    const doctors = [{ deptName: '肿瘤内科', doctName: '陈立新', seeTime: '周一上午' }];
    expect(
      (await t.post('/api/bus/project/doctors/save', { projectId: id, version: 1, doctors }, COORDINATOR)).statusCode,
    ).toBe(200);
    const response = await t.post('/api/bus/project/copy', { projectId: id }, COORDINATOR);
    expect(response.statusCode, response.body).toBe(200);
    const copyId = response.json().data.id as number;
    const copy = await detail(copyId);
    expect(copy).toMatchObject({
      name: `${fields.name}（副本）`,
      projectNo: null,
      status: 'preparing',
      published: false,
    });
    expect((await t.get(`/api/bus/project/${copyId}/doctors`, COORDINATOR)).json().data).toEqual(doctors);
    expect((await auditRows(t.db, 'project.copy'))[0]?.after).toMatchObject({ copiedFrom: id });
    // Only a project one works in: another's content is not one's to copy.
    const { id: theirs } = await create(INVESTIGATOR);
    expect((await t.post('/api/bus/project/copy', { projectId: theirs }, COORDINATOR)).statusCode).toBe(403);
  });
});

describe('publishing', () => {
  it('keeps drafts off the public API until published, and withdraws them again', async () => {
    const { id } = await create();
    expect((await publicDetail(id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/portal/projects/${id}/outpatients` })).statusCode).toBe(
      404,
    );
    expect((await publicList({ keyword: 'HK-9001' })).rows.map((row) => row.id)).not.toContain(id);

    const published = await t.post('/api/bus/project/publish', { projectId: id, version: 1 }, COORDINATOR);
    expect(published.statusCode, published.body).toBe(200);
    const shown = await publicDetail(id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ name: fields.name, inclusionCriteria: fields.inclusionCriteria });
    expect((await publicList({ keyword: 'HK-9001' })).rows.map((row) => row.id)).toContain(id);
    expect((await detail(id)).publishedAt).toBe(new Date(t.clock()).toISOString());

    expect((await t.post('/api/bus/project/unpublish', { projectId: id, version: 2 }, COORDINATOR)).statusCode).toBe(
      200,
    );
    expect((await publicDetail(id)).statusCode).toBe(404);
    expect((await publicList({ keyword: 'HK-9001' })).rows.map((row) => row.id)).not.toContain(id);
    expect((await auditRows(t.db, 'project.unpublish'))[0]).toMatchObject({ entityId: String(id) });
  });

  it('shows a recruitment status change on the public list and detail at once', async () => {
    const { id } = await create();
    await t.post('/api/bus/project/publish', { projectId: id, version: 1 }, COORDINATOR);
    // Warm the public caches first.
    expect((await publicList({ recruitStatus: 'zmz' })).rows.map((row) => row.id)).toContain(id);
    const changed = await t.post(
      '/api/bus/project/setRecruitStatus',
      { projectId: id, version: 2, recruitStatus: 'ztzm' },
      COORDINATOR,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicList({ recruitStatus: 'zmz' })).rows.map((row) => row.id)).not.toContain(id);
    expect((await publicList({ recruitStatus: 'ztzm' })).rows.find((row) => row.id === id)?.recruitStatus).toBe('ztzm');
    expect((await publicDetail(id)).json().data.recruitStatus).toBe('ztzm');
    expect((await auditRows(t.db, 'project.recruitStatus'))[0]).toMatchObject({
      before: { recruitStatus: 'zmz' },
      after: { recruitStatus: 'ztzm' },
    });
  });

  it('previews a draft as the public would see it, to its team only', async () => {
    const { id } = await create();
    const preview = await t.get(`/api/bus/project/${id}/preview`, COORDINATOR);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ id, name: fields.name });
    expect((await t.app.inject({ url: `/api/bus/project/${id}/preview` })).statusCode).toBe(401);
    expect((await t.get(`/api/bus/project/${id}/preview`, MONITOR)).statusCode).toBe(403);
  });
});

describe('lifecycle', () => {
  it('allows start, terminate (with a reason) and archive only from their states', async () => {
    const { id } = await create(INVESTIGATOR);
    const move = (path: string, version: number, extra: Record<string, unknown> = {}) =>
      t.post(`/api/bus/project/${path}`, { projectId: id, version, ...extra }, INVESTIGATOR);

    const earlyArchive = await move('archive', 1);
    expect(earlyArchive.statusCode).toBe(400);
    expect(earlyArchive.json().msg).toContain('字段「status」');

    expect((await move('start', 1)).statusCode).toBe(200);
    expect((await move('start', 2)).statusCode).toBe(400);
    expect((await move('term', 2)).statusCode).toBe(400);
    expect((await move('term', 2, { reason: '  ' })).statusCode).toBe(400);
    await t.post('/api/bus/project/publish', { projectId: id, version: 2 }, INVESTIGATOR);

    const terminated = await move('term', 3, { reason: '申办方战略调整' });
    expect(terminated.statusCode, terminated.body).toBe(200);
    expect(await detail(id, INVESTIGATOR)).toMatchObject({
      status: 'terminated',
      recruitStatus: 'zzzm',
      terminateReason: '申办方战略调整',
      published: true,
    });
    expect((await auditRows(t.db, 'project.terminate'))[0]).toMatchObject({
      reason: '申办方战略调整',
      before: { status: 'ongoing', recruitStatus: 'zmz' },
      after: { status: 'terminated', recruitStatus: 'zzzm' },
    });

    // Stopped for good: recruitment cannot be reopened on the public list.
    const reopen = await t.post(
      '/api/bus/project/setRecruitStatus',
      { projectId: id, version: 4, recruitStatus: 'zmz' },
      INVESTIGATOR,
    );
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().msg).toContain('字段「recruitStatus」');

    expect((await move('archive', 4)).statusCode).toBe(200);
    expect(await detail(id, INVESTIGATOR)).toMatchObject({ status: 'archived', published: false });
    expect((await publicDetail(id)).statusCode).toBe(404);
    const republish = await t.post('/api/bus/project/publish', { projectId: id, version: 5 }, INVESTIGATOR);
    expect(republish.statusCode).toBe(400);
  });

  it('lets only roles with the button move a project: a coordinator cannot terminate', async () => {
    const { id } = await create(COORDINATOR);
    const response = await t.post('/api/bus/project/term', { projectId: id, version: 1, reason: 'x' }, COORDINATOR);
    expect(response.statusCode).toBe(403);
    expect((await detail(id)).status).toBe('preparing');
  });
});

describe('team permissions', () => {
  it('lets a member of project A edit A but not B', async () => {
    const { id: mine } = await create(COORDINATOR);
    const { id: theirs } = await create(INVESTIGATOR);
    const update = (projectId: number) =>
      t.post('/api/bus/project/update', { ...fields, projectId, version: 1, indication: '改动' }, COORDINATOR);
    expect((await update(mine)).statusCode).toBe(200);
    const refused = await update(theirs);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ isOk: false, code: '403' });
    expect((await detail(theirs, INVESTIGATOR)).indication).toBe(fields.indication);
    expect((await t.get(`/api/bus/project/${theirs}/detail`, COORDINATOR)).statusCode).toBe(403);
  });

  it('lists every project, drafts included, to the project managers only, sorted and filtered', async () => {
    const { id } = await create(COORDINATOR, { name: '排序测试项目', projectNo: 'AAA-0001' });
    const drafts = (await t.get('/api/bus/project/list?publication=draft&limit=100', COORDINATOR)).json();
    expect(drafts.rows.map((row: { id: number }) => row.id)).toContain(id);
    expect(drafts.rows.every((row: { published: boolean }) => !row.published)).toBe(true);
    const byNumber = (await t.get('/api/bus/project/list?sort=projectNo&order=asc&limit=1', COORDINATOR)).json();
    expect(byNumber.rows[0].projectNo).toBe('AAA-0001');
    const byKeyword = (
      await t.get(`/api/bus/project/list?keyword=${encodeURIComponent('排序测试')}`, COORDINATOR)
    ).json();
    expect(byKeyword).toMatchObject({ total: 1, rows: [{ id, status: 'preparing', published: false }] });
    const all = (await t.get('/api/bus/project/list?limit=5', 'sysadmin')).json();
    expect(all.total).toBeGreaterThan(40);
    expect(all.rows).toHaveLength(5);
    expect((await t.get('/api/bus/project/list', MONITOR)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/bus/project/list' })).statusCode).toBe(401);
  });
});

describe('outpatient doctors', () => {
  it('replaces the list in the given order, shows it publicly in that order, and records the change', async () => {
    const { id } = await create();
    await t.post('/api/bus/project/publish', { projectId: id, version: 1 }, COORDINATOR);
    const doctors = [
      { deptName: '肿瘤内科', doctName: '王静怡', seeTime: '周三下午' },
      { deptName: '胸外科', doctName: '陈立新', seeTime: '周一上午' },
    ];
    const saved = await t.post('/api/bus/project/doctors/save', { projectId: id, version: 2, doctors }, COORDINATOR);
    expect(saved.json().data).toEqual({ id, version: 3 });
    const reordered = [doctors[1], doctors[0]];
    await t.post('/api/bus/project/doctors/save', { projectId: id, version: 3, doctors: reordered }, COORDINATOR);
    expect((await t.get(`/api/bus/project/${id}/doctors`, COORDINATOR)).json().data).toEqual(reordered);
    const publicDoctors = (await t.app.inject({ method: 'POST', url: `/api/portal/projects/${id}/outpatients` })).json()
      .data;
    expect(publicDoctors).toEqual(reordered);
    const [row] = await auditRows(t.db, 'project.doctors');
    expect(row).toMatchObject({ before: { doctors }, after: { doctors: reordered } });

    const blank = await t.post(
      '/api/bus/project/doctors/save',
      { projectId: id, version: 4, doctors: [{ deptName: '', doctName: '王', seeTime: '周一' }] },
      COORDINATOR,
    );
    expect(blank.statusCode).toBe(400);
    expect((await t.get(`/api/bus/project/${id}/doctors`, COORDINATOR)).json().data).toEqual(reordered);
  });
});

describe('activity', () => {
  it("lists a project's changes newest first from the audit trail", async () => {
    const { id } = await create();
    await t.post('/api/bus/project/publish', { projectId: id, version: 1 }, COORDINATOR);
    await t.post(
      '/api/bus/project/setRecruitStatus',
      { projectId: id, version: 2, recruitStatus: 'zmwc' },
      COORDINATOR,
    );
    const activity = (await t.get(`/api/bus/project/${id}/activity`, COORDINATOR)).json();
    expect(activity.total).toBe(3);
    expect(activity.rows.map((row: { action: string }) => row.action)).toEqual([
      'project.recruitStatus',
      'project.publish',
      'project.create',
    ]);
  });
});

describe('key counts', () => {
  it("answers a project's team, doctors and milestone progress", async () => {
    const { id } = await create();
    const doctors = [{ deptName: '肿瘤内科', doctName: '陈立新', seeTime: '周一上午' }];
    await t.post('/api/bus/project/doctors/save', { projectId: id, version: 1, doctors }, COORDINATOR);
    const milestone = (name: string, plannedDate: string, actualDate: string | null) =>
      t.post(
        '/api/bus/project/milepost/save',
        { projectId: id, name, kind: 'other', plannedDate, actualDate, note: null },
        COORDINATOR,
      );
    // The test clock is 2026-01-05 (UTC+8).
    for (const [name, planned, actual] of [
      ['伦理批准', '2025-12-01', '2025-12-03'],
      ['启动会', '2026-01-02', null],
      ['首例入组', '2026-02-01', null],
    ] as const) {
      const saved = await milestone(name, planned, actual);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const counts = (await t.get(`/api/bus/project/${id}/summary`, COORDINATOR)).json().data;
    expect(counts).toEqual({
      members: 1,
      doctors: 1,
      milestones: { total: 3, done: 1, overdue: 1, nextDue: { name: '启动会', plannedDate: '2026-01-02' } },
    });
    expect((await t.get(`/api/bus/project/${id}/summary`, MONITOR)).statusCode).toBe(403);
  });
});
