/**
 * Built-in recruitment rule templates: realistic criteria sets a project copies into a draft
 * and then adapts. Criterion ids are stable, so reasons stay readable across copies.
 */
import type { LabelLocale } from '../labels';
import type { Criterion } from './criteria';

export interface RuleTemplate {
  id: string;
  name: Record<LabelLocale, string>;
  diseaseKey: string;
  criteria: Criterion[];
}

const adult: Criterion = { id: 'age', role: 'inclusion', kind: 'age', min: 18, max: 75 };
const consent: Criterion = {
  id: 'consent',
  role: 'inclusion',
  kind: 'manual',
  text: '能够理解并自愿签署知情同意书',
};
const ecog: Criterion = { id: 'ecog', role: 'inclusion', kind: 'manual', text: 'ECOG 体能状态评分 0–1 分' };
const organFunction: Criterion[] = [
  { id: 'alt', role: 'inclusion', kind: 'lab', test: 'ALT', op: '<=', value: 100, withinDays: 28 },
  { id: 'anc', role: 'inclusion', kind: 'lab', test: '中性粒细胞计数', op: '>=', value: 1.5, withinDays: 14 },
  { id: 'crea', role: 'inclusion', kind: 'lab', test: '肌酐', op: '<=', value: 133, withinDays: 28 },
];
const pregnancy: Criterion = { id: 'pregnancy', role: 'exclusion', kind: 'manual', text: '妊娠或哺乳期' };

export const RULE_TEMPLATES: readonly RuleTemplate[] = [
  {
    id: 'nsclc-egfr',
    name: { 'zh-CN': '晚期非小细胞肺癌 EGFR 突变', en: 'Advanced NSCLC with EGFR mutation' },
    diseaseKey: '非小细胞肺癌',
    criteria: [
      adult,
      { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C34'], keywords: ['非小细胞肺癌', '肺腺癌'] },
      { id: 'egfr', role: 'inclusion', kind: 'manual', text: '组织或血液检测证实 EGFR 敏感突变（19del 或 L858R）' },
      { id: 'tki', role: 'exclusion', kind: 'priorDrug', drugs: ['奥希替尼', '阿美替尼', '伏美替尼'], taken: true },
      ...organFunction,
      ecog,
      consent,
      pregnancy,
    ],
  },
  {
    id: 'gastric',
    name: {
      'zh-CN': '晚期胃癌/胃食管结合部腺癌',
      en: 'Advanced gastric / gastro-oesophageal junction adenocarcinoma',
    },
    diseaseKey: '胃癌',
    criteria: [
      adult,
      { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C16', 'C15.5'], keywords: ['胃癌', '胃食管结合部'] },
      {
        id: 'prior-chemo',
        role: 'exclusion',
        kind: 'priorDrug',
        drugs: ['奥沙利铂', '卡培他滨', '替吉奥'],
        taken: true,
      },
      ...organFunction,
      ecog,
      consent,
    ],
  },
  {
    id: 'breast-her2',
    name: { 'zh-CN': 'HER2 阳性乳腺癌', en: 'HER2-positive breast cancer' },
    diseaseKey: '乳腺癌',
    criteria: [
      { id: 'female', role: 'inclusion', kind: 'sex', sex: 'female' },
      adult,
      { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C50'], keywords: ['乳腺癌'] },
      { id: 'her2', role: 'inclusion', kind: 'manual', text: 'HER2 阳性（IHC 3+ 或 ISH 阳性）' },
      { id: 'lvef', role: 'inclusion', kind: 'lab', test: 'LVEF', op: '>=', value: 50, withinDays: 28 },
      { id: 'tdxd', role: 'exclusion', kind: 'priorDrug', drugs: ['德曲妥珠单抗', 'T-DXd'], taken: true },
      ...organFunction,
      consent,
      pregnancy,
    ],
  },
  {
    id: 'solid-tumour',
    name: { 'zh-CN': '成人实体瘤通用', en: 'Adult solid tumours (general)' },
    diseaseKey: 'default',
    criteria: [
      adult,
      { id: 'dx', role: 'inclusion', kind: 'diagnosis', codes: ['C'], keywords: ['癌', '肉瘤', '恶性肿瘤'] },
      ...organFunction,
      ecog,
      { id: 'cns', role: 'exclusion', kind: 'manual', text: '有症状的中枢神经系统转移' },
      consent,
      pregnancy,
    ],
  },
];

export function ruleTemplateById(id: string): RuleTemplate | undefined {
  return RULE_TEMPLATES.find((template) => template.id === id);
}
