import { describe, expect, it } from 'vitest';
import { grantProblem, pageOfButton } from './permission-grant';

describe('permission grants', () => {
  it('accepts catalogue names with their pages', () => {
    expect(
      grantProblem('system', { pages: ['UserManage', 'RoleManage'], buttons: ['user:create', 'role:permission'] }),
    ).toBeNull();
    expect(grantProblem('project', { pages: ['ProjectTeam'], buttons: [] })).toBeNull();
  });

  it('names an unknown page or button, or a button without its page', () => {
    expect(grantProblem('system', { pages: ['Nope'], buttons: [] })).toMatchObject({
      field: 'system.pages',
      name: 'Nope',
    });
    expect(grantProblem('project', { pages: ['UserManage'], buttons: [] })).toMatchObject({ problem: 'unknown_page' });
    expect(grantProblem('system', { pages: ['UserManage'], buttons: ['user:fly'] })).toMatchObject({
      problem: 'unknown_button',
    });
    expect(grantProblem('system', { pages: ['UserManage'], buttons: ['org:save'] })).toEqual({
      field: 'system.buttons',
      name: 'org:save',
      problem: 'button_without_page',
      page: 'OrgManage',
    });
  });

  it('finds the page of a button', () => {
    expect(pageOfButton('system', 'registration:review')).toBe('RegistrationManage');
    expect(pageOfButton('system', 'nothing')).toBeUndefined();
  });
});
