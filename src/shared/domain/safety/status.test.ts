import { describe, expect, it } from 'vitest';
import {
  CON_MED_TRANSITIONS,
  PV_TRANSITIONS,
  VIOLATION_TRANSITIONS,
  allowedPvActions,
  canDeleteRecord,
  canEditRecord,
  canRecordTransition,
  pvStatusAfter,
} from './status';

describe('record lifecycle: draft → submitted → (revise) → draft', () => {
  it('submits a draft only and revises a submitted record only', () => {
    expect(canRecordTransition('draft', 'submit')).toBe(true);
    expect(canRecordTransition('submitted', 'submit')).toBe(false);
    expect(canRecordTransition('submitted', 'revise')).toBe(true);
    expect(canRecordTransition('draft', 'revise')).toBe(false);
  });

  it('edits drafts only and deletes only a draft that was never submitted', () => {
    expect(canEditRecord('draft')).toBe(true);
    expect(canEditRecord('submitted')).toBe(false);
    expect(canDeleteRecord('draft', 1)).toBe(true);
    expect(canDeleteRecord('draft', 2)).toBe(false);
    expect(canDeleteRecord('submitted', 1)).toBe(false);
  });
});

describe('PV status: new → waiting → auditing → accepted', () => {
  it('sets waiting on submit and new on revise', () => {
    expect(pvStatusAfter('submit')).toBe('waiting');
    expect(pvStatusAfter('revise')).toBe('new');
  });

  it('offers audit while waiting, accept or send back while auditing, nothing once accepted', () => {
    expect(allowedPvActions('waiting', 'submitted')).toEqual(['audit']);
    expect(allowedPvActions('auditing', 'submitted')).toEqual(['accept', 'sendBack']);
    expect(allowedPvActions('accepted', 'submitted')).toEqual([]);
    expect(allowedPvActions('new', 'submitted')).toEqual([]);
  });

  it('offers no PV move on a draft, whatever its PV status', () => {
    expect(allowedPvActions('waiting', 'draft')).toEqual([]);
    expect(allowedPvActions('auditing', 'draft')).toEqual([]);
  });

  it('moves to the documented statuses', () => {
    expect(PV_TRANSITIONS.audit.to).toBe('auditing');
    expect(PV_TRANSITIONS.accept.to).toBe('accepted');
    expect(PV_TRANSITIONS.sendBack.to).toBe('waiting');
  });
});

describe('violations and concomitant medications', () => {
  it('reviews an open violation and reopens a reviewed one, never the other way', () => {
    expect(VIOLATION_TRANSITIONS.review.from).toEqual(['open']);
    expect(VIOLATION_TRANSITIONS.review.to).toBe('reviewed');
    expect(VIOLATION_TRANSITIONS.reopen.from).toEqual(['reviewed']);
    expect(VIOLATION_TRANSITIONS.reopen.to).toBe('open');
  });

  it('checks a recorded medication only', () => {
    expect(CON_MED_TRANSITIONS.check.from).toEqual(['recorded']);
    expect(CON_MED_TRANSITIONS.check.to).toBe('checked');
  });
});
