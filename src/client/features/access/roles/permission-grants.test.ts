import { describe, expect, it } from 'vitest';
import type { CataloguePage } from '../../../../shared/api/access/roles';
import { sameGrant, toggleButton, togglePage } from './permission-grants';

const label = { 'zh-CN': '用户管理', en: 'Users' };
const users: CataloguePage = {
  name: 'UserManage',
  label,
  helpId: null,
  buttons: [
    { name: 'user:create', label, helpId: null },
    { name: 'user:update', label, helpId: null },
  ],
};

describe('the permission editor rules', () => {
  it('drops a page’s buttons with the page', () => {
    const grant = { pages: ['UserManage', 'AuditLog'], buttons: ['user:create', 'user:update', 'role:create'] };
    expect(togglePage(grant, users, false)).toEqual({ pages: ['AuditLog'], buttons: ['role:create'] });
  });

  it('grants a button only once its page is granted', () => {
    const empty = { pages: [], buttons: [] };
    expect(toggleButton(empty, users, 'user:create', true)).toBe(empty);
    const withPage = togglePage(empty, users, true);
    expect(toggleButton(withPage, users, 'user:create', true)).toEqual({
      pages: ['UserManage'],
      buttons: ['user:create'],
    });
  });

  it('compares grants regardless of order', () => {
    expect(sameGrant({ pages: ['A', 'B'], buttons: [] }, { pages: ['B', 'A'], buttons: [] })).toBe(true);
    expect(sameGrant({ pages: ['A'], buttons: ['x'] }, { pages: ['A'], buttons: [] })).toBe(false);
  });
});
