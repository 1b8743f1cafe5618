import { describe, expect, it } from 'vitest';
import { formatSubjectNumber, projectNumberToken, subjectNumberPatternProblem } from './subject-number';

describe('subject numbers', () => {
  const parts = { seq: 7, year: '2026', projectNo: 'ONC-12' };

  it('fills the default pattern with the project number and a three-digit running number', () => {
    expect(formatSubjectNumber(null, parts)).toBe('ONC-12-007');
    expect(formatSubjectNumber(null, { ...parts, seq: 1234 })).toBe('ONC-12-1234');
  });

  it('fills every token', () => {
    expect(formatSubjectNumber('S{year}_{seq:5}', parts)).toBe('S2026_00007');
    expect(formatSubjectNumber('{projectNo}.{seq}', parts)).toBe('ONC-12.7');
  });

  it('names a project without a number by its id', () => {
    expect(projectNumberToken(null, 42)).toBe('P42');
    expect(projectNumberToken('  ', 42)).toBe('P42');
    expect(projectNumberToken('ABC', 42)).toBe('ABC');
  });

  it('accepts safe patterns with the running number and refuses the rest', () => {
    expect(subjectNumberPatternProblem('{projectNo}-{seq:3}')).toBeNull();
    expect(subjectNumberPatternProblem('A{seq}')).toBeNull();
    expect(subjectNumberPatternProblem('')).toBe('empty');
    expect(subjectNumberPatternProblem('{projectNo}-{year}')).toBe('noSeq');
    expect(subjectNumberPatternProblem('{seq:0}')).toBe('badCharacters');
    expect(subjectNumberPatternProblem('{seq} <script>')).toBe('badCharacters');
    expect(subjectNumberPatternProblem('{name}-{seq}')).toBe('badCharacters');
    expect(subjectNumberPatternProblem(`${'A'.repeat(36)}{seq}`)).toBe('tooLong');
  });
});
