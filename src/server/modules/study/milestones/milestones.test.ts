import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
let projects: number[];
const SEEDED_AT = Date.UTC(2026, 0, 5, 2, 0, 0);
beforeAll(async () => {
  t = await createStaffTestApp();
  projects = (await t.db.selectFrom('project').select('id').orderBy('id').limit(6).execute()).map((p) => p.id);
});
afterAll(async () => t.close());

const project = (position: number) => projects[position] ?? 0;
interface Row {
  id: number;
  projectId: number;
  name: string;
  kind: string;
  plannedDate: string | null;
  actualDate: string | null;
  note: string | null;
  overdue: boolean;
  version: number;
}

async function list(position: number, as = 'investigator'): Promise<{ today: string; milestones: Row[] }> {
  const response = await t.get(`/api/bus/project/milepost/${project(position)}/list`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const save = (body: Record<string, unknown>, as = 'coordinator') => t.post('/api/bus/project/milepost/save', body, as);

describe('milestone list', () => {
  it('answers the demo milestones by planned date with the overdue flag at the server’s today', async () => {
    t.clock.set(SEEDED_AT);
    const { today, milestones } = await list(0, 'coordinator');
    expect(today).toBe('2026-01-05');
    expect(milestones.map((m) => m.kind)).toEqual([
      'ethicsApproval',
      'siteInitiation',
      'firstSubjectIn',
      'other',
      'lastSubjectOut',
      'closeOut',
    ]);
    expect(milestones.filter((m) => m.overdue).map((m) => m.name)).toEqual(['年度进展报告递交伦理']);
    expect(milestones[0]).toMatchObject({ actualDate: expect.stringMatching(/^2025-/), overdue: false, version: 1 });
    const planned = milestones.map((m) => m.plannedDate ?? '');
    expect(planned).toEqual([...planned].sort());
  });

  it('flags a milestone overdue once its planned day has passed, on the hospital’s calendar', async () => {
    const closeOut = (await list(3)).milestones.find((m) => m.kind === 'closeOut');
    expect(closeOut).toMatchObject({ plannedDate: '2026-01-25', actualDate: null, overdue: false });
    // 2026-01-25 16:30 UTC is 2026-01-26 00:30 in Beijing: the planned day has passed there.
    t.clock.set(Date.UTC(2026, 0, 25, 16, 30));
    expect((await list(3)).milestones.find((m) => m.kind === 'closeOut')?.overdue).toBe(true);
    t.clock.set(Date.UTC(2026, 0, 25, 15, 30));
    expect((await list(3)).milestones.find((m) => m.kind === 'closeOut')?.overdue).toBe(false);
    t.clock.set(SEEDED_AT);
  });
});

describe('milestone writes', () => {
  it('creates, updates with the version and deletes a milestone, each with an audit row', async () => {
    const created = await save({
      projectId: project(1),
      name: '  数据库锁定 ',
      kind: 'other',
      plannedDate: '2026-06-30',
      note: '统计分析计划定稿后',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json().data;
    expect(version).toBe(1);
    const row = (await list(1)).milestones.find((m) => m.id === id);
    expect(row).toMatchObject({ name: '数据库锁定', kind: 'other', plannedDate: '2026-06-30', actualDate: null });
    const [createAudit] = await auditRows(t.db, 'milestone.create');
    // In the project's own trail, which its activity tab lists.
    expect(createAudit).toMatchObject({ entity: 'project', entityId: String(project(1)), actorName: 'coordinator' });
    expect(createAudit?.after).toMatchObject({ milestoneId: id, name: '数据库锁定' });
    const activity = (await t.get(`/api/bus/project/${project(1)}/activity`, 'coordinator')).json();
    expect(activity.rows[0]).toMatchObject({ action: 'milestone.create', after: { milestoneId: id } });

    const update = {
      projectId: project(1),
      id,
      version: 1,
      name: '数据库锁定',
      kind: 'other',
      plannedDate: '2026-06-30',
    };
    const done = await save({ ...update, actualDate: '2026-01-04' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.version).toBe(2);
    const [updateAudit] = await auditRows(t.db, 'milestone.update');
    expect(updateAudit?.before).toMatchObject({ actualDate: null, note: '统计分析计划定稿后' });
    expect(updateAudit?.after).toMatchObject({ actualDate: '2026-01-04', note: null });

    const stale = await save({ ...update, name: '旧页面的修改' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: '100', msg: STALE_VERSION_MESSAGE });
    expect((await list(1)).milestones.find((m) => m.id === id)).toMatchObject({ name: '数据库锁定', version: 2 });

    const staleDelete = await t.post(
      '/api/bus/project/milepost/delete',
      { projectId: project(1), id, version: 1 },
      'coordinator',
    );
    expect(staleDelete.json().msg).toBe(STALE_VERSION_MESSAGE);
    const removed = await t.post(
      '/api/bus/project/milepost/delete',
      { projectId: project(1), id, version: 2 },
      'coordinator',
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(1)).milestones.map((m) => m.id)).not.toContain(id);
    const [deleteAudit] = await auditRows(t.db, 'milestone.delete');
    expect(deleteAudit).toMatchObject({
      entityId: String(project(1)),
      before: { milestoneId: id, name: '数据库锁定' },
      after: null,
    });
  });

  it('refuses impossible days and an actual day after today, naming the field', async () => {
    const base = { projectId: project(0), name: '伦理跟踪审查', kind: 'other' };
    const impossible = await save({ ...base, plannedDate: '2026-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().msg).toContain('字段「plannedDate」');
    const future = await save({ ...base, actualDate: '2026-01-06' });
    expect(future.json().msg).toContain('字段「actualDate」');
    const badKind = await save({ ...base, kind: 'party' });
    expect(badKind.statusCode).toBe(400);
  });
});

describe('milestone access', () => {
  it('answers 401 without a session', async () => {
    expect((await t.get(`/api/bus/project/milepost/${project(0)}/list`)).statusCode).toBe(401);
    expect((await save({ projectId: project(0), name: 'x', kind: 'other' }, '')).statusCode).toBe(401);
  });

  it('lets a member of project A neither read nor edit project B’s milestones', async () => {
    // The coordinator is on the first three demo projects only.
    expect((await t.get(`/api/bus/project/milepost/${project(4)}/list`, 'coordinator')).statusCode).toBe(403);
    expect((await save({ projectId: project(4), name: '越权', kind: 'other' })).statusCode).toBe(403);
    const target = (await list(4)).milestones[0];
    if (!target) throw new Error('no demo milestone in project 5');
    // Naming their own project with another project's milestone finds nothing.
    const smuggled = await save({
      projectId: project(0),
      id: target.id,
      version: target.version,
      name: '越权',
      kind: 'other',
    });
    expect(smuggled.statusCode).toBe(404);
    const deleted = await t.post(
      '/api/bus/project/milepost/delete',
      { projectId: project(0), id: target.id, version: target.version },
      'coordinator',
    );
    expect(deleted.statusCode).toBe(404);
    expect((await list(4)).milestones[0]).toEqual(target);
  });

  it('lets a monitor read but not edit, and staff on no project do neither', async () => {
    expect((await t.get(`/api/bus/project/milepost/${project(0)}/list`, 'monitor')).statusCode).toBe(200);
    expect((await save({ projectId: project(0), name: '监查计划', kind: 'other' }, 'monitor')).statusCode).toBe(403);
    expect((await t.get(`/api/bus/project/milepost/${project(0)}/list`, 'sysadmin')).statusCode).toBe(403);
  });
});
