import { describe, expect, it } from 'vitest';
import { safeStaffRedirect } from './redirect';

describe('safeStaffRedirect', () => {
  it('keeps a /staff page with its search and hash', () => {
    expect(safeStaffRedirect('/staff')).toBe('/staff');
    expect(safeStaffRedirect('/staff/users?status=enabled&page=2#top')).toBe('/staff/users?status=enabled&page=2#top');
  });

  it.each([
    'https://evil.example/staff',
    '//evil.example/staff',
    '/\\evil.example/staff',
    '/staff\\..\\..\\evil',
    '/staff/../login',
    '/staffing',
    '/',
    'javascript:alert(1)',
    '/staff\n/x',
    42,
    undefined,
  ])('drops %j', (value) => {
    expect(safeStaffRedirect(value)).toBeUndefined();
  });
});
