import { describe, expect, it } from 'vitest';
import type { SelfCheckTemplate } from '../../../../shared/api/quality/self-checks';
import {
  findingsToRaise,
  newItem,
  newRunForm,
  runBody,
  runFormProblems,
  runIsValid,
  templateBody,
  templateIsValid,
  templateProblems,
} from './self-check-form';

const template: SelfCheckTemplate = {
  version: 3,
  items: [
    { key: 'consent', text: '知情同意书签署完整', problemType: 1 },
    { key: 'drug', text: '药品发放记录完整', problemType: 4 },
  ],
};

describe('the self-check list editor', () => {
  it('gives a new item a key no other item has', () => {
    const items = [...template.items, { key: 'item-3', text: 'x', problemType: 9 as const }];
    const added = newItem(items);
    expect(items.map((item) => item.key)).not.toContain(added.key);
    expect(added).toMatchObject({ text: '', problemType: 9 });
  });

  it('refuses an empty list and items without text, and saves trimmed at the version read', () => {
    expect(templateIsValid(templateProblems([]))).toBe(false);
    expect(templateProblems([]).list).toBe('empty');
    const items = [...template.items, { ...newItem(template.items), text: '  ' }];
    expect(templateProblems(items).items).toEqual({ 2: 'required' });
    const fixed = items.map((item, index) => (index === 2 ? { ...item, text: ' 原始记录及时 ' } : item));
    expect(templateIsValid(templateProblems(fixed))).toBe(true);
    const body = templateBody(fixed, 5, 3);
    expect(body).toMatchObject({ projectId: 5, version: 3 });
    expect(body.items[2]?.text).toBe('原始记录及时');
  });
});

describe('a self-check run', () => {
  it('needs every item answered and a note for a "no"', () => {
    const form = newRunForm(template, '2026-05-06');
    expect(runFormProblems(form, '2026-05-06').answers).toEqual({ consent: 'unanswered', drug: 'unanswered' });
    const answered = {
      ...form,
      answers: { consent: { answer: 'yes' as const, note: '' }, drug: { answer: 'no' as const, note: ' ' } },
    };
    expect(runFormProblems(answered, '2026-05-06').answers).toEqual({ drug: 'noteRequired' });
    expect(findingsToRaise(answered)).toBe(1);
  });

  it('refuses a day after today', () => {
    const form = newRunForm(template, '2026-05-06');
    expect(runFormProblems({ ...form, checkedOn: '2026-05-07' }, '2026-05-06').checkedOn).toBe('afterToday');
  });

  it("sends the answers in the list's order at the list's version, notes trimmed", () => {
    const form = {
      ...newRunForm(template, '2026-05-06'),
      summary: '  ',
      answers: {
        drug: { answer: 'no' as const, note: ' 3月发放记录缺签字 ' },
        consent: { answer: 'na' as const, note: '' },
      },
    };
    expect(runIsValid(runFormProblems(form, '2026-05-06'))).toBe(true);
    expect(runBody(form, template, 5)).toEqual({
      projectId: 5,
      templateVersion: 3,
      checkedOn: '2026-05-06',
      answers: [
        { key: 'consent', answer: 'na' },
        { key: 'drug', answer: 'no', note: '3月发放记录缺签字' },
      ],
    });
  });
});
