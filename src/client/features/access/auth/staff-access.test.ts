import { describe, expect, it } from 'vitest';
import { demoWho } from './auth-test-kit';
import { NO_ACCESS, staffAccess } from './staff-access';

describe('staffAccess', () => {
  it('grants the pages and buttons the who answer lists, in catalogue order, and nothing else', () => {
    const access = staffAccess(
      demoWho({ system: { pages: ['AuditLog', 'UserManage', 'NoticeList'], buttons: ['user:create'] } }),
    );
    expect(access.systemPages).toEqual(['UserManage', 'AuditLog']);
    expect(access.hasPage('RoleManage')).toBe(false);
    expect(access.hasButton('user:create')).toBe(true);
    expect(access.hasButton('user:disable')).toBe(false);
  });

  it('grants every catalogue page and button when the permission switch is off', () => {
    const access = staffAccess(demoWho({ permissionSwitch: false }));
    expect(access.systemPages).toEqual([
      'TaskInbox',
      'UserManage',
      'RoleManage',
      'OrgManage',
      'RegistrationManage',
      'ProjectManage',
      'LoginLog',
      'AuditLog',
      'DictManage',
      'SiteSettings',
      'FileManage',
      'RecruitOverview',
      'VisitSchedule',
      'JobMonitor',
      'Workflows',
      'MyApprovals',
      'ProblemReports',
      'DrugWarehouses',
      'FinanceFeeTypes',
      'FinanceDesk',
      'DocumentTemplates',
      'DocumentSearch',
      'EthicsCommittee',
      'EthicsBoard',
      'EthicsReviews',
      'EthicsMeetings',
      'ConnectedSystems',
      'AppList',
      'Reports',
    ]);
    expect(access.hasButton('role:permission')).toBe(true);
  });

  it('grants project pages per project, and none in a project the user is not in', () => {
    const access = staffAccess(
      demoWho({
        projects: [
          { projectId: 5, projectName: 'A', pages: ['ProjectTeam'] },
          { projectId: 6, projectName: 'B' },
        ],
      }),
    );
    expect(access.projectPages(5)).toEqual(['ProjectTeam']);
    expect(access.projectPages(6)).toEqual([]);
    expect(access.hasProjectPage(9, 'ProjectTeam')).toBe(false);
    expect(staffAccess(demoWho({ permissionSwitch: false, projects: [] })).hasProjectPage(5, 'ProjectTeam')).toBe(
      false,
    );
  });

  it('allows nothing without a signed-in user', () => {
    expect(staffAccess(null)).toBe(NO_ACCESS);
    expect(NO_ACCESS.hasPage('UserManage')).toBe(false);
  });
});
