import { describe, expect, it } from 'vitest';
import { findingFormProblems, newFindingForm, raiseBody, sendBody, sendFormProblems } from './finding-form';

describe('the finding forms', () => {
  it('starts a finding with the problem type its item usually has', () => {
    expect(newFindingForm('drugAccountability')).toMatchObject({ problemType: 4, severity: 1, subjectId: '' });
    expect(newFindingForm('consent').problemType).toBe(1);
  });

  it('asks for a description and sends it trimmed, with no subject as null', () => {
    const form = newFindingForm('consent');
    expect(findingFormProblems(form)).toEqual({ description: 'required' });
    expect(findingFormProblems({ ...form, description: 'x'.repeat(1001) })).toEqual({ description: 'tooLong' });
    const ready = { ...form, description: '  知情同意书缺签名日期 ' };
    expect(findingFormProblems(ready)).toEqual({});
    expect(raiseBody(ready, 2, 9)).toEqual({
      projectId: 2,
      taskId: 9,
      itemCode: 'consent',
      subjectId: null,
      problemType: 1,
      severity: 1,
      description: '知情同意书缺签名日期',
    });
  });

  it('sends a finding only to a member, by a day not before today', () => {
    const today = '2026-03-18';
    expect(sendFormProblems({ responsibleUserId: '', rectifyDue: '' }, today)).toEqual({
      responsibleUserId: 'required',
      rectifyDue: 'required',
    });
    expect(sendFormProblems({ responsibleUserId: 4, rectifyDue: '2026-03-17' }, today)).toEqual({
      rectifyDue: 'beforeToday',
    });
    const form = { responsibleUserId: 4, rectifyDue: today } as const;
    expect(sendFormProblems(form, today)).toEqual({});
    expect(sendBody(form, { projectId: 2, id: 5, version: 3 })).toEqual({
      projectId: 2,
      id: 5,
      version: 3,
      responsibleUserId: 4,
      rectifyDue: today,
    });
  });
});
