import { describe, expect, it } from 'vitest';
import { PROJECT_STATUSES, allowedActions, allowsRecruitStatus, canPublish, canTransition } from './lifecycle';
import { dictionaryEntriesOf, joinDictionaryEntries, PROJECT_DICTIONARY_FIELDS } from './dictionary-fields';

describe('project lifecycle', () => {
  it('offers exactly the moves of the machine from each status', () => {
    expect(Object.fromEntries(PROJECT_STATUSES.map((status) => [status, allowedActions(status)]))).toEqual({
      preparing: ['start', 'terminate'],
      ongoing: ['terminate', 'archive'],
      terminated: ['archive'],
      archived: [],
    });
    expect(canTransition('archived', 'start')).toBe(false);
  });

  it('keeps a terminated or archived project at zzzm', () => {
    expect(allowsRecruitStatus('ongoing', 'zmz')).toBe(true);
    expect(allowsRecruitStatus('terminated', 'zmz')).toBe(false);
    expect(allowsRecruitStatus('archived', 'ztzm')).toBe(false);
    expect(allowsRecruitStatus('terminated', 'zzzm')).toBe(true);
  });

  it('publishes anything not archived and not already public', () => {
    expect(canPublish('preparing', false)).toBe(true);
    expect(canPublish('terminated', false)).toBe(true);
    expect(canPublish('ongoing', true)).toBe(false);
    expect(canPublish('archived', false)).toBe(false);
  });
});

describe('dictionary fields of a project', () => {
  it('reads one entry, or the comma-joined entries of a multi-valued field', () => {
    expect(dictionaryEntriesOf(PROJECT_DICTIONARY_FIELDS.trialStages, ' 2, 3,,')).toEqual(['2', '3']);
    expect(dictionaryEntriesOf(PROJECT_DICTIONARY_FIELDS.trialType, ' drug ')).toEqual(['drug']);
    expect(dictionaryEntriesOf(PROJECT_DICTIONARY_FIELDS.trialType, null)).toEqual([]);
  });

  it('joins picked values without blanks or repeats, or null when none', () => {
    expect(joinDictionaryEntries(['3', ' 2', '3', ''])).toBe('3,2');
    expect(joinDictionaryEntries([])).toBeNull();
  });
});
