import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../../services/staff-write';
import { type StaffTestApp, auditRows, createStaffTestApp } from '../../../staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(async () => t.close());

const ADMIN = 'sysadmin';
const none = { pages: [], buttons: [] };

/** What the administrator role holds: every page and button there is, sorted. */
const words = (text: string) => text.trim().split(/\s+/);
const ADMIN_SYSTEM_PAGES = words(`
  AppList
  AuditLog ConnectedSystems DictManage DocumentSearch DocumentTemplates DrugWarehouses EthicsBoard EthicsCommittee EthicsMeetings EthicsReviews FileManage
  FinanceDesk FinanceFeeTypes JobMonitor LoginLog MyApprovals OrgManage ProblemReports ProjectManage RecruitOverview
  RegistrationManage Reports RoleManage SiteSettings TaskInbox UserManage VisitSchedule Workflows
`);
const ADMIN_SYSTEM_BUTTONS = words(`
  app:manage
  connectedSystem:manage dict:update docTemplate:manage ethicsCommittee:manage ethicsLetter:draft ethicsLetter:sign ethicsMeeting:manage
  ethicsSubmission:review feeType:manage file:upload
  helpArticle:write org:save project:create project:export project:import registration:review report:apply role:create
  role:permission role:setDefault role:update site:update temperature:record user:assignRoles user:create user:disable
  user:resetPassword user:update warehouse:manage workflow:manage
`);
const ADMIN_PROJECT_PAGES = words(`
  ConMeds DocumentBinder DocumentSignatures DrugCatalogue DrugDeliveries DrugDispensing DrugInventory
  DrugReconciliation DrugRecovery EthicsSubmissions FinanceBudget FinanceContracts FinanceExpenses FinanceReceivables
  FinanceReports FinanceSubsidies FinanceWarnings MonitoringQueries MonitoringVisits ProjectMilestones ProjectOverview
  ProjectTeam ProtocolViolations QualityCheckTasks QualityDashboard QualityFindings QualityInspections QualityPlans
  QualitySelfChecks RecruitCandidates RecruitFunnel RecruitRules ReportSeals ResearchCentres SafetyAe SafetyDsur SafetyRules
  SafetySae SafetySusar SampleBoxes StudyMeetings SubjectVisits TrialSubjects VisitPlans VisitSummary
`);

async function newRole(code: string) {
  const response = await t.post('/api/gbc/role/save', { code, name: `角色 ${code}`, description: '测试' }, ADMIN);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

describe('role list and detail', () => {
  it('lists the thirteen standard roles with user counts and the default registration role', async () => {
    const body = (await t.get('/api/gbc/role/list?offset=0&limit=20', ADMIN)).json();
    expect(body.total).toBe(13);
    const byCode = Object.fromEntries(body.rows.map((row: { code: string }) => [row.code, row]));
    expect(Object.keys(byCode).sort()).toEqual(
      [
        'admin',
        'coordinator',
        'dept_qc',
        'drug_manager',
        'ethics',
        'ethics_chair',
        'ethics_secretary',
        'finance',
        'institution_head',
        'investigator',
        'monitor',
        'pharmacist',
        'qa',
      ].sort(),
    );
    expect(byCode.admin).toMatchObject({ name: '系统管理员', userCount: 2 });
    expect(byCode.coordinator).toMatchObject({ name: '临床研究协调员', isDefaultRegistration: true, userCount: 1 });
    expect(byCode.investigator.isDefaultRegistration).toBe(false);
    const search = (await t.get(`/api/gbc/role/list?keyword=${encodeURIComponent('监查')}`, ADMIN)).json();
    expect(search.rows.map((row: { code: string }) => row.code)).toEqual(['monitor']);
  });

  it('shows a role with its permissions in both scopes; 404 for an unknown role', async () => {
    const admin = await t.db.selectFrom('role').select('id').where('code', '=', 'admin').executeTakeFirstOrThrow();
    const detail = (await t.get(`/api/gbc/role/${admin.id}`, ADMIN)).json().data;
    expect(detail.permissions.system.pages.sort()).toEqual(ADMIN_SYSTEM_PAGES);
    expect(detail.permissions.system.buttons.sort()).toEqual(ADMIN_SYSTEM_BUTTONS);
    expect(detail.permissions.project.pages.sort()).toEqual(ADMIN_PROJECT_PAGES);
    expect((await t.get('/api/gbc/role/999999', ADMIN)).statusCode).toBe(404);
    expect((await t.get(`/api/gbc/role/${admin.id}`, 'investigator')).statusCode).toBe(403);
  });

  it('answers a user’s system and project roles; 404 for an unknown user', async () => {
    const data = (await t.get(`/api/gbc/role/byUser/${await t.idOf('monitor')}`, ADMIN)).json().data;
    expect(data.roles).toEqual([expect.objectContaining({ code: 'monitor' })]);
    expect(data.projectRoles).toHaveLength(3);
    expect((await t.get('/api/gbc/role/byUser/999999', ADMIN)).statusCode).toBe(404);
  });

  it('answers the permission catalogue with both labels, for the editor', async () => {
    const data = (await t.get('/api/gbc/permission/catalogue', ADMIN)).json().data;
    const users = data.system.find((page: { name: string }) => page.name === 'UserManage');
    expect(users).toMatchObject({ label: { 'zh-CN': '用户管理', en: 'Users' }, helpId: 'help-user-manage' });
    expect(users.buttons).toContainEqual({
      name: 'user:create',
      label: { 'zh-CN': '新增用户', en: 'Create user' },
      helpId: null,
    });
    // In the navigation's order.
    expect(data.project.map((page: { name: string }) => page.name)).toEqual(
      words(`
        ProjectOverview ProjectTeam ProjectMilestones StudyMeetings ResearchCentres RecruitCandidates RecruitRules
        TrialSubjects
        RecruitFunnel
        VisitPlans SubjectVisits VisitSummary SafetyAe SafetySae SafetySusar SafetyDsur ProtocolViolations ConMeds
        SafetyRules MonitoringVisits MonitoringQueries QualityPlans QualityCheckTasks QualityFindings
        QualityInspections QualitySelfChecks QualityDashboard DrugCatalogue DrugInventory DrugDeliveries
        DrugDispensing DrugRecovery DrugReconciliation FinanceBudget FinanceContracts FinanceReceivables
        FinanceReports FinanceExpenses FinanceSubsidies FinanceWarnings DocumentBinder DocumentSignatures ReportSeals
        EthicsSubmissions SampleBoxes
      `),
    );
    expect(data.alwaysSystemPages).toContain('HelpCenter');
    expect((await t.get('/api/gbc/permission/catalogue', 'coordinator')).statusCode).toBe(403);
    expect((await t.get('/api/gbc/permission/catalogue')).statusCode).toBe(401);
  });
});

describe('role options', () => {
  it('answers every role by id to a user manager without RoleManage; 403 without UserManage, 401 anonymous', async () => {
    const roleId = await newRole('user_manager');
    await t.post(
      '/api/gbc/role/permission/save',
      { roleId, version: 1, system: { pages: ['UserManage'], buttons: [] }, project: none },
      ADMIN,
    );
    const created = await t.post('/api/gbc/user/save', { userName: 'user_manager_1', realname: '管用户' }, ADMIN);
    const userId = created.json().data.id;
    await t.post('/api/gbc/user/setRoles', { id: userId, roleIds: [roleId], version: 1 }, ADMIN);
    expect((await t.get('/api/gbc/role/list', 'user_manager_1')).statusCode).toBe(403);

    const response = await t.get('/api/gbc/role/options', 'user_manager_1');
    expect(response.statusCode, response.body).toBe(200);
    const expected = await t.db.selectFrom('role').select(['id', 'code', 'name']).orderBy('id').execute();
    expect(response.json().data).toEqual(expected);
    expect(expected.map((role) => role.code)).toEqual(expect.arrayContaining(['admin', 'coordinator', 'user_manager']));
    expect(response.json().data[0]).toEqual({ id: expect.any(Number), code: 'admin', name: '系统管理员' });

    expect((await t.get('/api/gbc/role/options', 'investigator')).statusCode).toBe(403);
    expect((await t.get('/api/gbc/role/options')).statusCode).toBe(401);
  });
});

describe('saving roles', () => {
  it('creates a role, audited; refuses a taken or malformed code naming it', async () => {
    const id = await newRole('qa_auditor');
    const [audit] = await auditRows(t.db, 'role.create');
    expect(audit).toMatchObject({
      entity: 'role',
      entityId: String(id),
      after: { code: 'qa_auditor', name: '角色 qa_auditor' },
    });
    for (const code of ['qa_auditor', 'Bad-Code', 'x']) {
      const response = await t.post('/api/gbc/role/save', { code, name: '重复' }, ADMIN);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toContain('code');
    }
    expect((await t.post('/api/gbc/role/save', { name: '没有编码' }, ADMIN)).json().msg).toContain('「code」');
  });

  it('updates name and description with the version; refuses stale versions and code changes', async () => {
    const id = await newRole('qa_lead');
    const response = await t.post('/api/gbc/role/save', { id, version: 1, name: '质控组长', description: null }, ADMIN);
    expect(response.json().data).toEqual({ id, version: 2 });
    const [audit] = await auditRows(t.db, 'role.update');
    expect(audit).toMatchObject({
      before: { name: '角色 qa_lead', description: '测试' },
      after: { name: '质控组长', description: null },
    });
    const stale = await t.post('/api/gbc/role/save', { id, version: 1, name: '旧版本' }, ADMIN);
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    const recode = await t.post('/api/gbc/role/save', { id, version: 2, code: 'renamed', name: '质控组长' }, ADMIN);
    expect(recode.json().msg).toContain('「code」');
    expect((await t.get(`/api/gbc/role/${id}`, ADMIN)).json().data).toMatchObject({
      code: 'qa_lead',
      name: '质控组长',
      version: 2,
    });
    expect((await t.post('/api/gbc/role/save', { id: 999999, version: 1, name: '无' }, ADMIN)).statusCode).toBe(404);
  });

  it('needs role:create and role:update', async () => {
    expect((await t.post('/api/gbc/role/save', { code: 'nope', name: '无' }, 'ethics')).statusCode).toBe(403);
    const id = await newRole('for_update');
    expect((await t.post('/api/gbc/role/save', { id, version: 1, name: '无' }, 'ethics')).statusCode).toBe(403);
  });
});

describe('the permission editor', () => {
  it('replaces the grants of both scopes and audits before and after', async () => {
    const roleId = await newRole('perm_editor');
    const body = {
      roleId,
      version: 1,
      system: { pages: ['AuditLog', 'UserManage'], buttons: ['user:update'] },
      project: { pages: ['ProjectTeam'], buttons: [] },
    };
    const response = await t.post('/api/gbc/role/permission/save', body, ADMIN);
    expect(response.json().data).toEqual({ id: roleId, version: 2 });
    const detail = (await t.get(`/api/gbc/role/${roleId}`, ADMIN)).json().data;
    expect(detail.permissions).toEqual({
      system: { pages: ['AuditLog', 'UserManage'], buttons: ['user:update'] },
      project: { pages: ['ProjectTeam'], buttons: [] },
    });
    const [audit] = await auditRows(t.db, 'role.permissions');
    expect(audit?.before).toEqual({ system: none, project: none });
    expect(audit?.after).toEqual({ system: body.system, project: body.project });
  });

  it('refuses unknown names and a button without its page, naming them, and changes nothing', async () => {
    const roleId = await newRole('perm_bad');
    const cases: [object, string, string][] = [
      [{ system: { pages: ['NoSuchPage'], buttons: [] }, project: none }, 'system.pages', 'NoSuchPage'],
      [{ system: { pages: ['UserManage'], buttons: ['user:fly'] }, project: none }, 'system.buttons', 'user:fly'],
      [{ system: { pages: ['UserManage'], buttons: ['role:create'] }, project: none }, 'system.buttons', 'RoleManage'],
      [{ system: none, project: { pages: ['UserManage'], buttons: [] } }, 'project.pages', 'UserManage'],
    ];
    for (const [grants, field, name] of cases) {
      const response = await t.post('/api/gbc/role/permission/save', { roleId, version: 1, ...grants }, ADMIN);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toContain(`「${field}」`);
      expect(response.json().msg).toContain(name);
    }
    expect(await t.db.selectFrom('rolePermission').select('name').where('roleId', '=', roleId).execute()).toEqual([]);
  });

  it('refuses a stale version, an unknown role and a caller without role:permission', async () => {
    const roleId = await newRole('perm_stale');
    const body = { roleId, version: 1, system: { pages: ['LoginLog'], buttons: [] }, project: none };
    await t.post('/api/gbc/role/permission/save', body, ADMIN);
    const stale = await t.post(
      '/api/gbc/role/permission/save',
      { ...body, system: { pages: ['AuditLog'], buttons: [] } },
      ADMIN,
    );
    expect(stale.json().msg).toBe(STALE_VERSION_MESSAGE);
    expect((await t.get(`/api/gbc/role/${roleId}`, ADMIN)).json().data.permissions.system.pages).toEqual(['LoginLog']);
    expect((await t.post('/api/gbc/role/permission/save', { ...body, roleId: 999999 }, ADMIN)).statusCode).toBe(404);
    expect((await t.post('/api/gbc/role/permission/save', body, 'drugmanager')).statusCode).toBe(403);
  });

  it('takes effect at the next request of a user holding the role', async () => {
    const roleId = await newRole('log_reader');
    const response = await t.post('/api/gbc/user/save', { userName: 'log_reader_user', realname: '读日志' }, ADMIN);
    const userId = response.json().data.id;
    await t.post('/api/gbc/user/setRoles', { id: userId, roleIds: [roleId], version: 1 }, ADMIN);
    const cookie = await t.cookieOf('log_reader_user');
    const read = () => t.app.inject({ method: 'GET', url: '/api/gbc/loginLog/list', headers: { cookie } });
    expect((await read()).statusCode).toBe(403);
    await t.post(
      '/api/gbc/role/permission/save',
      { roleId, version: 1, system: { pages: ['LoginLog'], buttons: [] }, project: none },
      ADMIN,
    );
    expect((await read()).statusCode).toBe(200);
  });
});

describe('the default registration role', () => {
  it('moves the default to another role, audited, one default at a time', async () => {
    const investigator = await t.db
      .selectFrom('role')
      .select('id')
      .where('code', '=', 'investigator')
      .executeTakeFirstOrThrow();
    const response = await t.post('/api/gbc/role/setDefaultRegistration', { id: investigator.id }, ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const defaults = await t.db.selectFrom('role').select('code').where('isDefaultRegistration', '=', 1).execute();
    expect(defaults).toEqual([{ code: 'investigator' }]);
    const [audit] = await auditRows(t.db, 'role.defaultRegistration');
    expect(audit).toMatchObject({ before: { defaultRole: 'coordinator' }, after: { defaultRole: 'investigator' } });
    expect((await t.post('/api/gbc/role/setDefaultRegistration', { id: 999999 }, ADMIN)).statusCode).toBe(404);
    expect((await t.post('/api/gbc/role/setDefaultRegistration', { id: 'x' }, ADMIN)).json().msg).toContain('id');
    expect((await t.post('/api/gbc/role/setDefaultRegistration', { id: investigator.id }, 'monitor')).statusCode).toBe(
      403,
    );
  });
});
