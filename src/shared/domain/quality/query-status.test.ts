import { describe, expect, it } from 'vitest';
import { allowedQueryActions, canQueryTransition } from './query-status';
import { coveragePercent, sdvStateOf } from './sdv';

const MONITOR = ['query:manage'];
const SITE = ['query:answer'];

describe('query status: open → answered → closed, re-opened by the monitor', () => {
  it('lets the site answer an open query only', () => {
    expect(allowedQueryActions('open', SITE)).toEqual(['answer']);
    expect(allowedQueryActions('answered', SITE)).toEqual([]);
    expect(allowedQueryActions('closed', SITE)).toEqual([]);
  });

  it('lets the monitor close an open or answered query and re-open an answered or closed one', () => {
    expect(allowedQueryActions('open', MONITOR)).toEqual(['close']);
    expect(allowedQueryActions('answered', MONITOR)).toEqual(['close', 'reopen']);
    expect(allowedQueryActions('closed', MONITOR)).toEqual(['reopen']);
  });

  it('never answers twice nor re-opens an open query', () => {
    expect(canQueryTransition('answered', 'answer')).toBe(false);
    expect(canQueryTransition('closed', 'answer')).toBe(false);
    expect(canQueryTransition('open', 'reopen')).toBe(false);
    expect(canQueryTransition('closed', 'close')).toBe(false);
  });
});

describe('SDV marks verify one version', () => {
  it('is verified at the marked version and changed once the record moves on', () => {
    expect(sdvStateOf(null, 3)).toBe('none');
    expect(sdvStateOf(3, 3)).toBe('verified');
    expect(sdvStateOf(3, 4)).toBe('changed');
  });

  it('gives coverage in whole percent, 0 with no key records', () => {
    expect(coveragePercent(1, 3)).toBe(33);
    expect(coveragePercent(3, 3)).toBe(100);
    expect(coveragePercent(0, 0)).toBe(0);
  });
});
