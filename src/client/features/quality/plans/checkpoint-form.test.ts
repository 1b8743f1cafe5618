import { describe, expect, it } from 'vitest';
import {
  type CheckpointForm,
  blankCheckpoint,
  checkpointForm,
  checkpointProblems,
  hasProblems,
  planContent,
  withNode,
} from './checkpoint-form';

const base = (over: Partial<CheckpointForm> = {}): CheckpointForm => ({
  ...blankCheckpoint([]),
  name: '首例入组一级质控',
  ...over,
});

describe('the checkpoint form', () => {
  it('lets a complete checkpoint through and saves it with numbers and nulls', () => {
    const form = base({ node: 'subjectsEnrolled', threshold: '3', assigneeUserId: 7 });
    expect(hasProblems(checkpointProblems([form]))).toBe(false);
    expect(planContent([form]).checkpoints[0]).toEqual({
      key: 'cp1',
      name: '首例入组一级质控',
      level: 1,
      node: 'subjectsEnrolled',
      threshold: 3,
      date: null,
      dueDays: 14,
      sampleSize: 3,
      items: ['consent', 'eligibility'],
      assigneeUserId: 7,
    });
  });

  it('asks for N on the N-subjects node and a date on the date node', () => {
    expect(checkpointProblems([base({ node: 'visitsDone' })])[0]).toEqual({ threshold: 'required' });
    expect(checkpointProblems([base({ node: 'visitsDone', threshold: '0' })])[0]).toEqual({ threshold: 'number' });
    expect(checkpointProblems([base({ node: 'date' })])[0]).toEqual({ date: 'required' });
    expect(checkpointProblems([base({ node: 'date', date: '2026-12-01' })])[0]).toEqual({});
  });

  it('names a key used twice, a bad key, a missing name, days out of range and no items', () => {
    const problems = checkpointProblems([
      base(),
      base({ name: ' ', dueDays: '400', sampleSize: '-1', items: [] }),
      base({ key: 'bad key' }),
    ]);
    expect(problems).toEqual([
      {},
      { key: 'duplicateKey', name: 'required', dueDays: 'number', sampleSize: 'number', items: 'itemsRequired' },
      { key: 'keyFormat' },
    ]);
  });

  it('keeps N or the date only while the node needs it', () => {
    const withN = base({ node: 'subjectsEnrolled', threshold: '5' });
    expect(withNode(withN, 'visitsDone').threshold).toBe('5');
    expect(withNode(withN, 'midTerm')).toMatchObject({ threshold: '', date: '' });
    expect(planContent([withNode(withN, 'midTerm')]).checkpoints[0]?.threshold).toBeNull();
  });

  it('reads a stored checkpoint back as typed text and picks a free key for a new one', () => {
    const [stored] = planContent([base({ node: 'date', date: '2026-12-01', assigneeUserId: '' })]).checkpoints;
    if (!stored) throw new Error('no checkpoint');
    const form = checkpointForm(stored);
    expect(form).toMatchObject({ date: '2026-12-01', threshold: '', dueDays: '14', assigneeUserId: '' });
    expect(blankCheckpoint([base(), base({ key: 'cp2' })]).key).toBe('cp3');
  });
});
