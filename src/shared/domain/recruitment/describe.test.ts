import { describe, expect, it } from 'vitest';
import { criteriaSchema } from '../../api/recruitment/rules';
import { schemaChecker } from '../../api/contract/schema-problems';
import type { Criterion } from './criteria';
import { describeCriterion, describeCriterionWithRole } from './describe';
import { criteriaProblem } from './rule-check';
import { RULE_TEMPLATES } from './templates';

const inc = { id: 'x', role: 'inclusion' } as const;

describe('describeCriterion', () => {
  it('reads each kind in Chinese and English', () => {
    const cases: [Criterion, string, string][] = [
      [{ ...inc, kind: 'age', min: 18, max: 75 }, '年龄 18–75 岁', 'Age 18–75'],
      [{ ...inc, kind: 'age', min: 18 }, '年龄 ≥ 18 岁', 'Age ≥ 18'],
      [{ ...inc, kind: 'sex', sex: 'female' }, '女性', 'Female'],
      [
        { ...inc, kind: 'diagnosis', codes: ['C16'], keywords: ['胃癌'] },
        '诊断：胃癌 或 C16',
        'Diagnosis: 胃癌 or C16',
      ],
      [
        { ...inc, kind: 'lab', test: 'ALT', op: '<=', value: 100, withinDays: 28 },
        'ALT ≤ 100（28 天内）',
        'ALT ≤ 100 (within 28 days)',
      ],
      [{ ...inc, kind: 'lab', test: 'ANC', op: '>', value: 1.5 }, 'ANC > 1.5（28 天内）', 'ANC > 1.5 (within 28 days)'],
      [{ ...inc, kind: 'priorDrug', drugs: ['奥希替尼'], taken: true }, '用过：奥希替尼', 'Has taken: 奥希替尼'],
      [{ ...inc, kind: 'priorDrug', drugs: ['a', 'b'], taken: false }, '未用过：a、b', 'Has not taken: a, b'],
      [{ ...inc, kind: 'manual', text: ' 签署知情同意书 ' }, '签署知情同意书', '签署知情同意书'],
    ];
    for (const [criterion, zh, en] of cases) {
      expect(describeCriterion(criterion, 'zh-CN')).toBe(zh);
      expect(describeCriterion(criterion, 'en')).toBe(en);
    }
  });

  it('puts the role in front', () => {
    const criterion: Criterion = { id: 'p', role: 'exclusion', kind: 'sex', sex: 'male' };
    expect(describeCriterionWithRole(criterion, 'zh-CN')).toBe('排除：男性');
    expect(describeCriterionWithRole(criterion, 'en')).toBe('Exclusion: Male');
  });
});

describe('rule templates and criteria checks', () => {
  it('ships templates the server accepts', () => {
    const check = schemaChecker({ type: 'object', properties: { criteria: criteriaSchema } });
    for (const template of RULE_TEMPLATES) {
      expect(check({ criteria: template.criteria }, 'en'), template.id).toEqual({});
      expect(criteriaProblem(template.criteria), template.id).toBeNull();
    }
  });

  it('names the first criterion that breaks a rule', () => {
    expect(criteriaProblem([{ ...inc, kind: 'age', min: 80, max: 18 }])).toMatchObject({ index: 0 });
    expect(
      criteriaProblem([
        { ...inc, kind: 'sex', sex: 'male' },
        { ...inc, kind: 'manual', text: 'x' },
      ])?.message.en,
    ).toBe('Duplicate id: x');
    expect(criteriaProblem([{ ...inc, kind: 'diagnosis', codes: [' '], keywords: [] }])).not.toBeNull();
  });
});
