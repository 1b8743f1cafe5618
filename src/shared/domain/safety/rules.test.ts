import { describe, expect, it } from 'vitest';
import {
  EMPTY_SAFETY_RULES,
  SAFETY_RULE_TEMPLATES,
  type SafetyRuleContent,
  conMedFlag,
  normalizeTerm,
  saeReasons,
} from './rules';

const rules: SafetyRuleContent = {
  ...EMPTY_SAFETY_RULES,
  ae: { saeTerms: ['间质性肺病', 'QT间期延长'], saeMinGrade: 4 },
  conMed: { prohibited: ['酮康唑', 'Rifampicin'], cautioned: ['华法林'] },
};

describe('which AEs must be reported as SAEs', () => {
  it('names every reason: marked serious, a listed term, a grade at the threshold', () => {
    expect(saeReasons({ term: '间质性肺病', grade: '4', serious: '1' }, rules)).toEqual(['serious', 'term', 'grade']);
    expect(saeReasons({ term: ' ＱＴ间期延长 ', grade: '2', serious: '0' }, rules)).toEqual(['term']);
    expect(saeReasons({ term: '皮疹', grade: '4', serious: '0' }, rules)).toEqual(['grade']);
  });

  it('needs none for a non-serious AE below the grade and off the list, or ungraded', () => {
    expect(saeReasons({ term: '皮疹', grade: '3', serious: '0' }, rules)).toEqual([]);
    expect(saeReasons({ term: '皮疹', grade: null, serious: '0' }, rules)).toEqual([]);
  });

  it('goes by seriousness alone without published rules', () => {
    expect(saeReasons({ term: '间质性肺病', grade: '5', serious: '0' }, EMPTY_SAFETY_RULES)).toEqual([]);
    expect(saeReasons({ term: '乏力', grade: '1', serious: '1' }, EMPTY_SAFETY_RULES)).toEqual(['serious']);
  });
});

describe('concomitant drugs on the project lists', () => {
  it('finds a listed name inside the recorded one, ignoring case, width and spaces', () => {
    expect(conMedFlag('酮康唑片', rules)).toBe('prohibited');
    expect(conMedFlag('rifampicin capsules', rules)).toBe('prohibited');
    expect(conMedFlag('华法林 钠片', rules)).toBe('cautioned');
    expect(conMedFlag('对乙酰氨基酚', rules)).toBeNull();
    expect(conMedFlag('   ', rules)).toBeNull();
  });

  it('puts prohibited before cautioned when a drug is on both lists', () => {
    const both = { ...rules, conMed: { prohibited: ['华法林'], cautioned: ['华法林'] } };
    expect(conMedFlag('华法林', both)).toBe('prohibited');
  });

  it('folds full-width letters and spaces into one comparable form', () => {
    expect(normalizeTerm(' ＡＬＴ  升高 ')).toBe('alt升高');
  });
});

describe('templates', () => {
  it('have distinct ids and never list a drug both prohibited and cautioned', () => {
    const ids = SAFETY_RULE_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { content } of SAFETY_RULE_TEMPLATES) {
      const prohibited = new Set(content.conMed.prohibited.map(normalizeTerm));
      expect(content.conMed.cautioned.filter((drug) => prohibited.has(normalizeTerm(drug)))).toEqual([]);
    }
  });
});
