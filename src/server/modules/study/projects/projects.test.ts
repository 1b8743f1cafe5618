import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import {
  COORDINATOR,
  INVESTIGATOR,
  MONITOR,
  create,
  detail,
  fields,
  publicDetail,
  publicList,
} from './projects-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

describe('creating and editing projects', () => {
  it('creates an unpublished draft, puts the creator on its team and records the audit row', async () => {
    const { id, version } = await create(t);
    expect(version).toBe(1);
    const project = await detail(t, id);
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
    const { id } = await create(t);
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
    expect((await detail(t, id)).enrolmentTarget).toBe(36);

    // A second tab still holding version 1.
    const stale = await t.post('/api/bus/project/update', { ...edited, indication: '旧的编辑' }, COORDINATOR);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect((await detail(t, id)).indication).toBe('三线治疗');
  });

  it('copies a project with its doctors as a new draft', async () => {
    const { id } = await create(t);
    const doctors = [{ deptName: '肿瘤内科', doctName: '陈立新', seeTime: '周一上午' }];
    expect(
      (await t.post('/api/bus/project/doctors/save', { projectId: id, version: 1, doctors }, COORDINATOR)).statusCode,
    ).toBe(200);
    const response = await t.post('/api/bus/project/copy', { projectId: id }, COORDINATOR);
    expect(response.statusCode, response.body).toBe(200);
    const copyId = response.json().data.id as number;
    const copy = await detail(t, copyId);
    expect(copy).toMatchObject({
      name: `${fields.name}（副本）`,
      projectNo: null,
      status: 'preparing',
      published: false,
    });
    expect((await t.get(`/api/bus/project/${copyId}/doctors`, COORDINATOR)).json().data).toEqual(doctors);
    expect((await auditRows(t.db, 'project.copy'))[0]?.after).toMatchObject({ copiedFrom: id });
    // Only a project one works in: another's content is not one's to copy.
    const { id: theirs } = await create(t, INVESTIGATOR);
    expect((await t.post('/api/bus/project/copy', { projectId: theirs }, COORDINATOR)).statusCode).toBe(403);
  });
});

describe('publishing', () => {
  it('keeps drafts off the public API until published, and withdraws them again', async () => {
    const { id } = await create(t);
    expect((await publicDetail(t, id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/portal/projects/${id}/outpatients` })).statusCode).toBe(
      404,
    );
    expect((await publicList(t, { keyword: 'HK-9001' })).rows.map((row) => row.id)).not.toContain(id);

    const published = await t.post('/api/bus/project/publish', { projectId: id, version: 1 }, COORDINATOR);
    expect(published.statusCode, published.body).toBe(200);
    const shown = await publicDetail(t, id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ name: fields.name, inclusionCriteria: fields.inclusionCriteria });
    expect((await publicList(t, { keyword: 'HK-9001' })).rows.map((row) => row.id)).toContain(id);
    expect((await detail(t, id)).publishedAt).toBe(new Date(t.clock()).toISOString());

    expect((await t.post('/api/bus/project/unpublish', { projectId: id, version: 2 }, COORDINATOR)).statusCode).toBe(
      200,
    );
    expect((await publicDetail(t, id)).statusCode).toBe(404);
    expect((await publicList(t, { keyword: 'HK-9001' })).rows.map((row) => row.id)).not.toContain(id);
    expect((await auditRows(t.db, 'project.unpublish'))[0]).toMatchObject({ entityId: String(id) });
  });

  it('shows a recruitment status change on the public list and detail at once', async () => {
    const { id } = await create(t);
    await t.post('/api/bus/project/publish', { projectId: id, version: 1 }, COORDINATOR);
    // Warm the public caches first.
    expect((await publicList(t, { recruitStatus: 'zmz' })).rows.map((row) => row.id)).toContain(id);
    const changed = await t.post(
      '/api/bus/project/setRecruitStatus',
      { projectId: id, version: 2, recruitStatus: 'ztzm' },
      COORDINATOR,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await publicList(t, { recruitStatus: 'zmz' })).rows.map((row) => row.id)).not.toContain(id);
    expect((await publicList(t, { recruitStatus: 'ztzm' })).rows.find((row) => row.id === id)?.recruitStatus).toBe(
      'ztzm',
    );
    expect((await publicDetail(t, id)).json().data.recruitStatus).toBe('ztzm');
    expect((await auditRows(t.db, 'project.recruitStatus'))[0]).toMatchObject({
      before: { recruitStatus: 'zmz' },
      after: { recruitStatus: 'ztzm' },
    });
  });

  it('previews a draft as the public would see it, to its team only', async () => {
    const { id } = await create(t);
    const preview = await t.get(`/api/bus/project/${id}/preview`, COORDINATOR);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ id, name: fields.name });
    expect((await t.app.inject({ url: `/api/bus/project/${id}/preview` })).statusCode).toBe(401);
    expect((await t.get(`/api/bus/project/${id}/preview`, MONITOR)).statusCode).toBe(403);
  });
});

describe('lifecycle', () => {
  it('allows start, terminate (with a reason) and archive only from their states', async () => {
    const { id } = await create(t, INVESTIGATOR);
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
    expect(await detail(t, id, INVESTIGATOR)).toMatchObject({
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
    expect(await detail(t, id, INVESTIGATOR)).toMatchObject({ status: 'archived', published: false });
    expect((await publicDetail(t, id)).statusCode).toBe(404);
    const republish = await t.post('/api/bus/project/publish', { projectId: id, version: 5 }, INVESTIGATOR);
    expect(republish.statusCode).toBe(400);
  });

  it('lets only roles with the button move a project: a coordinator cannot terminate', async () => {
    const { id } = await create(t, COORDINATOR);
    const response = await t.post('/api/bus/project/term', { projectId: id, version: 1, reason: 'x' }, COORDINATOR);
    expect(response.statusCode).toBe(403);
    expect((await detail(t, id)).status).toBe('preparing');
  });
});
