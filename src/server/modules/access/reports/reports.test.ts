import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CATALOGUE, REPORT_KEYS } from '../../../../shared/domain/reports';
import { loadWorkflowDemo } from '../../../db/seed/demo-workflows';
import { type StaffTestApp, auditRows, createStaffTestApp, signatureOf } from '../../../staff-test-kit';

let t: StaffTestApp;
let projectId = 0;
let monitorRoleId = 0;

beforeAll(async () => {
  t = await createStaffTestApp();
  await loadWorkflowDemo(t.db, t.clock());
  const monitorId = await t.idOf('monitor');
  projectId = (
    await t.db
      .selectFrom('userProjectRole')
      .select('projectId')
      .where('userId', '=', monitorId)
      .orderBy('projectId')
      .executeTakeFirstOrThrow()
  ).projectId;
  monitorRoleId = (await t.db.selectFrom('role').select('id').where('code', '=', 'monitor').executeTakeFirstOrThrow())
    .id;
});
afterAll(async () => t.close());

/** The AE and SAE listings' exports (shared/api/safety/exports.ts), as a caller sends them. */
const aeExport = () => `/api/trial/gcpAeRecord/export/${projectId}`;
const saeExport = () => `/api/trial/gcpSaeRecord/export/${projectId}`;
const applications = async (as: string) =>
  (await t.get('/api/gbc/report/applications', as)).json().data as { id: number; status: string; reportKey: string }[];
const roleReports = async (roleId: number) =>
  (await t.get(`/api/gbc/role/report/${roleId}`, 'sysadmin')).json().data as { version: number; reports: string[] };
const countRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('reportApplication')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function decide(as: string, decision: 'approve' | 'reject') {
  const mine = (await t.get('/api/bpm/task/mine', as)).json().data as { taskId: number; title: string }[];
  const task = mine.find((row) => row.title.startsWith('报表申请'));
  if (!task) throw new Error(`no report application task for ${as}`);
  const meaning = decision === 'approve' ? ('reviewer-approves' as const) : ('reviewer-rejects' as const);
  const signature = { ...(await signatureOf(t, as)), meaning };
  const comment = decision === 'reject' ? '监查计划中无此需要' : undefined;
  return t.post('/api/bpm/task/decide', { taskId: task.taskId, decision, comment, signature }, as);
}

async function withoutMonitorReport(key: string) {
  const { version, reports } = await roleReports(monitorRoleId);
  const saved = await t.post(
    '/api/gbc/role/report/save',
    { roleId: monitorRoleId, version, reports: reports.filter((report) => report !== key) },
    'sysadmin',
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('report catalogue', () => {
  it('lists every catalogue report with what the user holds, by role and project', async () => {
    const admin = (await t.get('/api/gbc/report/catalogue', 'sysadmin')).json().data;
    expect(admin.reports.map((row: { key: string }) => row.key)).toEqual(REPORT_KEYS);
    expect(admin.reports.every((row: { held: boolean }) => row.held)).toBe(true);
    const pharmacist = (await t.get('/api/gbc/report/catalogue', 'pharmacist')).json().data;
    expect(pharmacist.reports.filter((row: { held: boolean }) => row.held)).toEqual([]);
    expect(pharmacist.myProjects.length).toBeGreaterThan(0);
    const monitor = (await t.get('/api/gbc/report/catalogue', 'monitor')).json().data;
    const ae = monitor.reports.find((row: { key: string }) => row.key === 'aeListing');
    expect(ae).toMatchObject({ scope: 'project', area: 'safety', held: true });
    expect(ae.projects.map((p: { id: number }) => p.id)).toContain(projectId);
    expect(monitor.reports.find((row: { key: string }) => row.key === 'financeReport')).toMatchObject({
      held: false,
      projects: [],
    });
  });

  it('has, for every report, a registered endpoint that declares it in the same scope', () => {
    for (const key of REPORT_KEYS) {
      const producers = t.app.declaredEndpoints.filter((endpoint) => endpoint.report === key);
      expect(producers.length, key).toBeGreaterThan(0);
      for (const { access } of producers)
        expect(typeof access === 'object' && access.scope, key).toBe(REPORT_CATALOGUE[key].scope);
    }
  });
});

describe("a role's reports", () => {
  it('saves against the role version with an audit row, refusing a stale version and an unknown report', async () => {
    const role = await t.db.selectFrom('role').select('id').where('code', '=', 'pharmacist').executeTakeFirstOrThrow();
    const before = await roleReports(role.id);
    expect(before.reports).toEqual([]);
    const saved = await t.post(
      '/api/gbc/role/report/save',
      { roleId: role.id, version: before.version, reports: ['drugAccountability'] },
      'sysadmin',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await roleReports(role.id)).toMatchObject({ version: before.version + 1, reports: ['drugAccountability'] });
    const stale = await t.post(
      '/api/gbc/role/report/save',
      { roleId: role.id, version: before.version, reports: [] },
      'sysadmin',
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().data).toMatchObject({ reason: 'stale_version' });
    const unknown = await t.post(
      '/api/gbc/role/report/save',
      { roleId: role.id, version: before.version + 1, reports: ['everything'] },
      'sysadmin',
    );
    expect(unknown.statusCode).toBe(400);
    expect((await roleReports(role.id)).reports).toEqual(['drugAccountability']);
    expect((await auditRows(t.db, 'role.reports'))[0]).toMatchObject({
      entityId: String(role.id),
      before: { reports: [] },
      after: { reports: ['drugAccountability'] },
    });
    // Only the role editors save, only they read.
    expect(
      (await t.post('/api/gbc/role/report/save', { roleId: role.id, version: 9, reports: [] }, 'monitor')).statusCode,
    ).toBe(403);
  });
});

describe('running a report', () => {
  it('is refused without the report, allowed by a role and by an approved application until it ends', async () => {
    expect((await t.get(aeExport(), 'monitor')).statusCode).toBe(200);
    await withoutMonitorReport('aeListing');
    const refused = await t.get(aeExport(), 'monitor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toContain('不良事件清单');
    expect(refused.json().msg).toContain('申请');

    const applied = await t.post(
      '/api/gbc/report/apply',
      {
        reportKey: 'aeListing',
        projectId,
        reason: '监查访视前核对 AE 记录',
        startsOn: '2026-01-05',
        endsOn: '2026-01-31',
      },
      'monitor',
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await applications('monitor'))[0]).toMatchObject({ reportKey: 'aeListing', status: 'approving' });
    expect((await t.get(aeExport(), 'monitor')).statusCode).toBe(403);
    // One running application per report and project.
    const again = await t.post(
      '/api/gbc/report/apply',
      { reportKey: 'aeListing', projectId, reason: '再次申请', startsOn: '2026-01-05', endsOn: '2026-01-31' },
      'monitor',
    );
    expect(again.statusCode).toBe(400);

    expect((await decide('sysadmin', 'approve')).statusCode).toBe(200);
    expect((await applications('monitor'))[0]).toMatchObject({ status: 'approved' });
    expect((await auditRows(t.db, 'report.approve'))[0]).toMatchObject({ entity: 'report_application' });
    expect((await t.get(aeExport(), 'monitor')).statusCode).toBe(200);
    const catalogue = (await t.get('/api/gbc/report/catalogue', 'monitor')).json().data;
    expect(catalogue.reports.find((row: { key: string }) => row.key === 'aeListing')).toMatchObject({ held: true });

    // 2026-02-01 in Shanghai: the period ended.
    t.clock.set(Date.UTC(2026, 0, 31, 16, 30));
    expect((await t.get(aeExport(), 'monitor')).statusCode).toBe(403);
    t.clock.set(Date.UTC(2026, 0, 5, 2, 0, 0));
  });

  it('is not granted by a rejected application', async () => {
    await withoutMonitorReport('saeListing');
    const applied = await t.post(
      '/api/gbc/report/apply',
      { reportKey: 'saeListing', projectId, reason: '核对 SAE 上报时限', startsOn: '2026-01-05', endsOn: '2026-03-31' },
      'monitor',
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await decide('sysadmin', 'reject')).statusCode).toBe(200);
    expect((await applications('monitor'))[0]).toMatchObject({ reportKey: 'saeListing', status: 'rejected' });
    expect((await t.get(saeExport(), 'monitor')).statusCode).toBe(403);
  });

  it('refuses a bad application with a clear error and writes nothing', async () => {
    const before = await countRows();
    const bad = async (body: Record<string, unknown>) => {
      const response = await t.post(
        '/api/gbc/report/apply',
        {
          reportKey: 'financeReport',
          projectId,
          reason: '季度经费核对',
          startsOn: '2026-01-05',
          endsOn: '2026-06-30',
          ...body,
        },
        'monitor',
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response.json();
    };
    expect(await bad({ endsOn: '2027-01-06' })).toMatchObject({ field: 'endsOn' });
    expect(await bad({ endsOn: '2026-01-04', startsOn: '2026-01-01' })).toMatchObject({ field: 'endsOn' });
    expect(await bad({ startsOn: '2026-02-30' })).toBeTruthy();
    expect(await bad({ reportKey: 'everything' })).toBeTruthy();
    expect(await bad({ projectId: undefined })).toMatchObject({ field: 'projectId' });
    expect(await bad({ reason: '' })).toBeTruthy();
    const monitorProjects = (await t.get('/api/gbc/report/catalogue', 'monitor')).json().data.myProjects as {
      id: number;
    }[];
    const notMine = await t.db
      .selectFrom('project')
      .select('id')
      .where(
        'id',
        'not in',
        monitorProjects.map((p) => p.id),
      )
      .executeTakeFirstOrThrow();
    expect(await bad({ projectId: notMine.id })).toMatchObject({ field: 'projectId' });
    expect(await countRows()).toBe(before);
  });
});
