/**
 * What a criteria list must satisfy beyond its JSON Schema, checked by the server on every
 * write and by the rule editor before it sends: ids unique within the version, an age range
 * that is not empty, and at least one term for a diagnosis or a drug criterion.
 */
import type { LabelLocale } from '../labels';
import type { Criterion } from './criteria';

export interface CriterionProblem {
  /** Position in the list (0-based). */
  index: number;
  message: Record<LabelLocale, string>;
}

const hasTerm = (items: readonly string[]) => items.some((item) => item.trim() !== '');

function problemOf(criterion: Criterion): Record<LabelLocale, string> | null {
  switch (criterion.kind) {
    case 'age':
      if (criterion.min === undefined && criterion.max === undefined) {
        return { 'zh-CN': '请填写最小或最大年龄', en: 'Give a minimum or a maximum age' };
      }
      if (criterion.min !== undefined && criterion.max !== undefined && criterion.min > criterion.max) {
        return { 'zh-CN': '最小年龄不能大于最大年龄', en: 'The minimum age is above the maximum' };
      }
      return null;
    case 'diagnosis':
      return hasTerm(criterion.codes) || hasTerm(criterion.keywords)
        ? null
        : { 'zh-CN': '请填写诊断编码或关键词', en: 'Give an ICD-10 code or a keyword' };
    case 'priorDrug':
      return hasTerm(criterion.drugs) ? null : { 'zh-CN': '请填写药物名称', en: 'Give a drug name' };
    default:
      return null;
  }
}

/** The first problem of a criteria list, or null when it is sound. */
export function criteriaProblem(criteria: readonly Criterion[]): CriterionProblem | null {
  const seen = new Set<string>();
  for (const [index, criterion] of criteria.entries()) {
    if (seen.has(criterion.id)) {
      return { index, message: { 'zh-CN': `编号重复：${criterion.id}`, en: `Duplicate id: ${criterion.id}` } };
    }
    seen.add(criterion.id);
    const message = problemOf(criterion);
    if (message) return { index, message };
  }
  return null;
}
