import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CentreList } from '../../../../shared/api/study/centres';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';
import { create as createProject } from '../projects/projects-test-kit';

let t: StaffTestApp;
let projectId: number;
let otherProjectId: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  const projects = await t.db.selectFrom('project').select('id').orderBy('id').limit(2).execute();
  projectId = projects[0]?.id ?? 0;
  otherProjectId = projects[1]?.id ?? 0;
});
afterAll(async () => t.close());

async function list(as = 'coordinator', project = projectId): Promise<CentreList> {
  const response = await t.get(`/api/bus/centre/${project}/list`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const save = (body: Record<string, unknown>, as = 'coordinator') => t.post('/api/bus/centre/save', body, as);
const move = (body: Record<string, unknown>, as = 'coordinator') => t.post('/api/bus/centre/move', body, as);
const addSubject = (body: Record<string, unknown>) =>
  t.post('/api/trial/subject/save', { projectId, initials: 'ZS', screeningDate: '2026-01-04', ...body }, 'coordinator');

describe('research centres', () => {
  it('lists our own centre first, then the demo centres, with the team for the PI', async () => {
    const { centres, team } = await list('monitor');
    expect(centres.map((centre) => [centre.isOwn, centre.role, centre.status])).toEqual([
      [true, expect.any(String), expect.any(String)],
      [false, 'lead', 'active'],
      [false, 'participating', 'active'],
    ]);
    expect(centres[1]).toMatchObject({ name: '江南医科大学附属肿瘤医院', piName: '周建国', piUserId: null });
    expect(team.map((member) => member.userId)).toContain(await t.idOf('coordinator'));
  });

  it('adds a centre preparing, edits it by version, refuses a taken name, each write audited', async () => {
    const created = await save({
      projectId,
      name: '  北城区中心医院 ',
      role: 'participating',
      piName: '王海',
      enrolmentTarget: 12,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    const row = (await list()).centres.find((centre) => centre.id === id);
    expect(row).toMatchObject({
      name: '北城区中心医院',
      status: 'preparing',
      isOwn: false,
      enrolmentTarget: 12,
      version: 1,
    });
    const [audit] = await auditRows(t.db, 'centre.create');
    expect(audit).toMatchObject({
      entity: 'project',
      entityId: String(projectId),
      after: { centreId: id, status: 'preparing' },
    });

    const taken = await save({ projectId, name: '北城区中心医院', role: 'lead' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toContain('同名');

    const edited = await save({
      projectId,
      id,
      version: 1,
      name: '北城区中心医院',
      role: 'participating',
      piName: '王海',
      ethicsApprovalNumber: 'BC-EC-2025-7',
      ethicsApprovalDate: '2025-12-20',
      enrolmentTarget: 12,
    });
    expect(edited.json().data).toEqual({ id, version: 2 });
    const [update] = await auditRows(t.db, 'centre.update');
    expect(update?.after).toEqual({
      centreId: id,
      ethicsApprovalNumber: 'BC-EC-2025-7',
      ethicsApprovalDate: '2025-12-20',
    });
    const stale = await save({ projectId, id, version: 1, name: '改名', role: 'lead' });
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const future = await save({
      projectId,
      id,
      version: 2,
      name: '北城区中心医院',
      role: 'lead',
      ethicsApprovalDate: '2026-02-01',
    });
    expect(future.statusCode).toBe(400);
    expect((await list()).centres.find((centre) => centre.id === id)).toMatchObject({
      role: 'participating',
      version: 2,
    });
  });

  it('takes a staff PI only at our own centre and only from the team', async () => {
    const { centres } = await list();
    const [own, other] = centres;
    const coordinator = await t.idOf('coordinator');
    const base = (centre: typeof own) => ({
      projectId,
      id: centre?.id,
      version: centre?.version,
      name: centre?.name,
      role: centre?.role,
    });
    expect((await save({ ...base(other), piUserId: coordinator })).statusCode).toBe(400);
    expect((await save({ ...base(own), piUserId: await t.idOf('sysadmin') })).json().msg).toContain('项目成员');
    expect((await save({ ...base(own), piUserId: coordinator })).statusCode).toBe(200);
    const realname = (
      await t.db.selectFrom('staffUser').select('realname').where('id', '=', coordinator).executeTakeFirstOrThrow()
    ).realname;
    expect((await list()).centres[0]).toMatchObject({ piUserId: coordinator, piName: realname });
  });

  it('moves a centre by its status machine; a closed centre takes no subjects', async () => {
    const centre = (await list()).centres.find((row) => row.name === '北城区中心医院');
    const id = centre?.id;
    expect((await move({ projectId, id, version: 2, action: 'reopen' })).statusCode).toBe(400);
    expect((await move({ projectId, id, version: 2, action: 'activate' })).json().data).toEqual({ id, version: 3 });
    expect((await move({ projectId, id, version: 3, action: 'close' })).json().data).toEqual({ id, version: 4 });
    const [closed] = await auditRows(t.db, 'centre.close');
    expect(closed).toMatchObject({ before: { status: 'active' }, after: { status: 'closed' } });
    const options = (await t.get(`/api/bus/centre/${projectId}/options`, 'coordinator')).json().data;
    expect(options.map((option: { id: number }) => option.id)).not.toContain(id);
    const refused = await addSubject({ centreId: id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('已关闭');
  });

  it('puts a subject at our own centre unless another of the project is chosen', async () => {
    const { centres } = await list();
    const [own, lead] = centres;
    const atOwn = (await addSubject({})).json().data.id;
    const atLead = (await addSubject({ centreId: lead?.id })).json().data.id;
    const subject = async (id: number) =>
      (await t.get(`/api/trial/subject/${projectId}/${id}`, 'coordinator')).json().data;
    expect((await subject(atOwn)).centreId).toBe(own?.id);
    expect((await subject(atLead)).centreId).toBe(lead?.id);
    const [audit] = await auditRows(t.db, 'subject.create');
    expect(audit?.after).toMatchObject({ centreId: lead?.id });
    const elsewhere = (await list('coordinator', otherProjectId)).centres[0]?.id;
    const refused = await addSubject({ centreId: elsewhere });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('没有该研究中心');

    const after = await list();
    expect(after.centres.find((centre) => centre.isOwn)?.counts).toEqual({ screening: 1, enrolled: 0 });
    expect(after.centres.find((centre) => centre.id === lead?.id)?.counts).toEqual({ screening: 1, enrolled: 0 });
    expect(after.total).toEqual({ screening: 2, enrolled: 0 });
  });

  it('gives a new project our own centre', async () => {
    const { id } = await createProject(t, 'coordinator');
    const { centres } = await list('coordinator', id);
    expect(centres).toHaveLength(1);
    expect(centres[0]).toMatchObject({
      isOwn: true,
      status: 'preparing',
      role: 'participating',
      ethicsApprovalNumber: 'KY2026-901',
    });
  });

  it('refuses the writes without centre:manage, and the list without the page', async () => {
    const body = { projectId, name: '越权中心', role: 'participating' };
    expect((await save(body, 'monitor')).statusCode).toBe(403);
    expect((await save(body)).statusCode).toBe(200);
    expect((await t.get(`/api/bus/centre/${projectId}/list`, 'finance')).statusCode).toBe(403);
    expect((await t.get(`/api/bus/centre/${projectId}/list`)).statusCode).toBe(401);
    // The coordinator is not on the team of the fourth demo project.
    const fourth = (
      await t.db.selectFrom('project').select('id').orderBy('id').offset(3).limit(1).executeTakeFirstOrThrow()
    ).id;
    expect((await save({ ...body, projectId: fourth })).statusCode).toBe(403);
  });
});
