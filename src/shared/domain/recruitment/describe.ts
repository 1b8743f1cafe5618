/**
 * A recruitment criterion as one line people read ('年龄 18–75 岁' / 'Age 18–75'), in
 * Chinese or English: the rule editor's preview, the reasons next to a match, the public
 * self-check. Pure; the wire and the matcher keep the structured form.
 */
import type { LabelLocale } from '../labels';
import { type Criterion, type CriterionKind, type CriterionRole, DEFAULT_LAB_WINDOW_DAYS } from './criteria';

export const CRITERION_ROLE_LABELS: Record<CriterionRole, Record<LabelLocale, string>> = {
  inclusion: { 'zh-CN': '入选', en: 'Inclusion' },
  exclusion: { 'zh-CN': '排除', en: 'Exclusion' },
};

export const CRITERION_KIND_LABELS: Record<CriterionKind, Record<LabelLocale, string>> = {
  age: { 'zh-CN': '年龄', en: 'Age' },
  sex: { 'zh-CN': '性别', en: 'Sex' },
  diagnosis: { 'zh-CN': '诊断', en: 'Diagnosis' },
  lab: { 'zh-CN': '检验值', en: 'Lab value' },
  priorDrug: { 'zh-CN': '既往用药', en: 'Prior drug' },
  manual: { 'zh-CN': '人工判断', en: 'Needs a person to judge' },
};

export const CRITERION_KINDS: readonly CriterionKind[] = ['age', 'sex', 'diagnosis', 'lab', 'priorDrug', 'manual'];

const OP_TEXT = { '<': '<', '<=': '≤', '>': '>', '>=': '≥' } as const;

const clean = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

function describeAge(min: number | undefined, max: number | undefined, zh: boolean): string {
  if (min !== undefined && max !== undefined) return zh ? `年龄 ${min}–${max} 岁` : `Age ${min}–${max}`;
  if (min !== undefined) return zh ? `年龄 ≥ ${min} 岁` : `Age ≥ ${min}`;
  if (max !== undefined) return zh ? `年龄 ≤ ${max} 岁` : `Age ≤ ${max}`;
  return zh ? '年龄不限' : 'Any age';
}

/** The criterion's condition without its role, e.g. '诊断：胃癌 或 C16'. */
export function describeCriterion(criterion: Criterion, locale: LabelLocale): string {
  const zh = locale === 'zh-CN';
  const or = zh ? ' 或 ' : ' or ';
  switch (criterion.kind) {
    case 'age':
      return describeAge(criterion.min, criterion.max, zh);
    case 'sex':
      if (criterion.sex === 'female') return zh ? '女性' : 'Female';
      return zh ? '男性' : 'Male';
    case 'diagnosis': {
      const terms = [...clean(criterion.keywords), ...clean(criterion.codes)];
      const list = terms.length > 0 ? terms.join(or) : '—';
      return zh ? `诊断：${list}` : `Diagnosis: ${list}`;
    }
    case 'lab': {
      const days = criterion.withinDays ?? DEFAULT_LAB_WINDOW_DAYS;
      const condition = `${criterion.test.trim()} ${OP_TEXT[criterion.op]} ${criterion.value}`;
      return zh ? `${condition}（${days} 天内）` : `${condition} (within ${days} days)`;
    }
    case 'priorDrug': {
      const drugs = clean(criterion.drugs);
      const list = drugs.length > 0 ? drugs.join(zh ? '、' : ', ') : '—';
      if (criterion.taken) return zh ? `用过：${list}` : `Has taken: ${list}`;
      return zh ? `未用过：${list}` : `Has not taken: ${list}`;
    }
    case 'manual':
      return criterion.text.trim();
  }
}

/** The criterion with its role in front: '入选：年龄 18–75 岁' / 'Exclusion: Has taken: …'. */
export function describeCriterionWithRole(criterion: Criterion, locale: LabelLocale): string {
  const role = CRITERION_ROLE_LABELS[criterion.role][locale];
  return locale === 'zh-CN'
    ? `${role}：${describeCriterion(criterion, locale)}`
    : `${role}: ${describeCriterion(criterion, locale)}`;
}
