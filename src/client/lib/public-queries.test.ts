import { describe, expect, it } from 'vitest';
import { isPublicQueryKey } from './public-queries';

describe('isPublicQueryKey', () => {
  it.each([
    [['site', 'info']],
    [['site', 'form-config']],
    [['site', 'dictionaries', ['RecruitStatus']]],
    [['site', 'orgs']],
    [['site', 'config', 'sys.ctdms.shfy']],
    [['projects', 'list', { offset: 0, limit: 10, recruitStatus: 'zmz' }]],
    [['projects', 'detail', 12]],
    [['projects', 'outpatients', 12]],
    [['projects', 'selfCheck', 12, 'default']],
  ])('allows the public query %j', (key) => {
    expect(isPublicQueryKey(key)).toBe(true);
  });

  it.each([
    [['projects', 'detail', 12, 'inner', 'signed.token']],
    [['projects', 'outpatients', 12, 'inner', 'signed.token']],
    [['projects', 'detail', 'inner', 12]],
    [['projects', 'detail', { id: 12, sign: 'x' }]],
    [['projects', 'list', { offset: 0, limit: 10, sign: 'x' }]],
    [['projects', 'list', { offset: 0, limit: 10, patientId: '7' }]],
    [['projects', 'list']],
    [['projects', 'selfCheck', 12]],
    [['projects', 'selfCheck', 12, 'default', 'inner', 'signed.token']],
    [['staff', 'recruitRules', 12, 'default']],
    [['site', 'user']],
    [['auth', 'who']],
    [['staff', 'subjects', 1]],
    [['offline', 'saved-projects', { offset: 0, limit: 10 }]],
    [[]],
  ])('refuses %j', (key) => {
    expect(isPublicQueryKey(key)).toBe(false);
  });
});
