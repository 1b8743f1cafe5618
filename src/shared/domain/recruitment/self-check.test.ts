import { describe, expect, it } from 'vitest';
import type { Criterion } from './criteria';
import { type SelfCheckAnswer, buildSelfCheck, selfCheckVerdict } from './self-check';

const only = (criterion: Criterion) => {
  const { questions } = buildSelfCheck([criterion]);
  expect(questions).toHaveLength(1);
  return questions[0]!;
};

describe('buildSelfCheck', () => {
  it('asks the age range, and an open range as a bound', () => {
    const both = only({ id: 'a', role: 'inclusion', kind: 'age', min: 18, max: 75 });
    expect(both.text['zh-CN']).toBe('您的年龄是否在 18 至 75 岁之间？');
    expect(both.text.en).toBe('Are you between 18 and 75 years old?');
    expect(both.rulesOutOn).toBe('no');
    expect(only({ id: 'a', role: 'inclusion', kind: 'age', min: 18 }).text['zh-CN']).toBe(
      '您的年龄是否在 18 岁及以上？',
    );
    expect(only({ id: 'a', role: 'exclusion', kind: 'age', max: 17 })).toMatchObject({
      text: { 'zh-CN': '您的年龄是否在 17 岁及以下？' },
      rulesOutOn: 'yes',
    });
    expect(buildSelfCheck([{ id: 'a', role: 'inclusion', kind: 'age' }]).questions).toEqual([]);
  });

  it('asks the sex', () => {
    expect(only({ id: 's', role: 'inclusion', kind: 'sex', sex: 'female' })).toEqual({
      id: 's',
      kind: 'sex',
      text: { 'zh-CN': '您是否为女性？', en: 'Are you female?' },
      rulesOutOn: 'no',
    });
    expect(only({ id: 's', role: 'exclusion', kind: 'sex', sex: 'male' })).toMatchObject({
      text: { 'zh-CN': '您是否为男性？' },
      rulesOutOn: 'yes',
    });
  });

  it('names diagnoses by keyword, by ICD code only when there are no keywords', () => {
    const byKeyword = only({
      id: 'd',
      role: 'inclusion',
      kind: 'diagnosis',
      codes: ['C16'],
      keywords: ['胃癌', '胃腺癌'],
    });
    expect(byKeyword.text['zh-CN']).toBe('您是否被确诊为以下疾病之一：胃癌、胃腺癌？');
    expect(byKeyword.text['zh-CN']).not.toContain('C16');
    expect(byKeyword.rulesOutOn).toBe('no');
    const byCode = only({ id: 'd', role: 'exclusion', kind: 'diagnosis', codes: ['C34'], keywords: [] });
    expect(byCode.text['zh-CN']).toBe('您是否被确诊为以下疾病之一：C34？');
    expect(byCode.rulesOutOn).toBe('yes');
    expect(
      buildSelfCheck([{ id: 'd', role: 'inclusion', kind: 'diagnosis', codes: [], keywords: [' '] }]).questions,
    ).toEqual([]);
  });

  it('asks about prior drugs, and which answer rules out follows taken / not taken and the role', () => {
    const drug = (role: Criterion['role'], taken: boolean) =>
      only({ id: 'p', role, kind: 'priorDrug', drugs: ['奥希替尼'], taken });
    expect(drug('inclusion', true).text['zh-CN']).toBe('您是否用过以下药物：奥希替尼？');
    expect(drug('inclusion', true).rulesOutOn).toBe('no');
    expect(drug('inclusion', false).rulesOutOn).toBe('yes');
    expect(drug('exclusion', true).rulesOutOn).toBe('yes');
    expect(drug('exclusion', false).rulesOutOn).toBe('no');
  });

  it('phrases free-text criteria as questions, without doubled punctuation', () => {
    const inclusion = only({ id: 'm', role: 'inclusion', kind: 'manual', text: '能够理解并签署知情同意书。' });
    expect(inclusion.text['zh-CN']).toBe('您是否符合：能够理解并签署知情同意书？');
    expect(inclusion.rulesOutOn).toBe('no');
    const exclusion = only({ id: 'm', role: 'exclusion', kind: 'manual', text: '妊娠或哺乳期女性' });
    expect(exclusion.text['zh-CN']).toBe('您是否有以下情况：妊娠或哺乳期女性？');
    expect(exclusion.rulesOutOn).toBe('yes');
  });

  it('never asks lab values, but says a doctor must check them', () => {
    const lab: Criterion = { id: 'l', role: 'inclusion', kind: 'lab', test: 'ALT', op: '<=', value: 40 };
    expect(buildSelfCheck([lab])).toEqual({ questions: [], hasDoctorChecks: true });
    const sex: Criterion = { id: 's', role: 'inclusion', kind: 'sex', sex: 'female' };
    expect(buildSelfCheck([sex]).hasDoctorChecks).toBe(false);
    expect(buildSelfCheck([lab, sex]).questions.map((q) => q.id)).toEqual(['s']);
  });
});

describe('selfCheckVerdict', () => {
  const { questions } = buildSelfCheck([
    { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 },
    { id: 'pregnant', role: 'exclusion', kind: 'manual', text: '妊娠期' },
    { id: 'egfr', role: 'exclusion', kind: 'priorDrug', drugs: ['奥希替尼'], taken: true },
  ]);
  const verdict = (answers: Record<string, SelfCheckAnswer>) => selfCheckVerdict(questions, answers);

  it('may be eligible when no answer rules out', () => {
    expect(verdict({ age: 'yes', pregnant: 'no', egfr: 'no' })).toEqual({ verdict: 'mayBeEligible', rulingOut: [] });
  });

  it('names every answer that rules out: a "no" to an inclusion, a "yes" to an exclusion', () => {
    expect(verdict({ age: 'no', pregnant: 'no', egfr: 'yes' })).toEqual({
      verdict: 'notEligible',
      rulingOut: ['age', 'egfr'],
    });
  });

  it('never rules out on "not sure"', () => {
    expect(verdict({ age: 'notSure', pregnant: 'notSure', egfr: 'notSure' }).verdict).toBe('mayBeEligible');
  });

  it('is incomplete until every question is answered, unless an answer already rules out', () => {
    expect(verdict({ age: 'yes' })).toEqual({ verdict: 'incomplete', rulingOut: [] });
    expect(verdict({ pregnant: 'yes' })).toEqual({ verdict: 'notEligible', rulingOut: ['pregnant'] });
  });
});
