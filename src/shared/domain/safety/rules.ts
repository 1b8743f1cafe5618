/**
 * A project's safety rules (SPEC §7 AE, SAE, violate and combine rules), one versioned JSON
 * document per project: which AEs must be reported as SAEs, what an SAE needs before it is
 * submitted, which visit deviations are protocol violations, and the prohibited and
 * cautioned concomitant drugs. Pure functions here apply them; the server and the forms
 * use the same ones.
 */
import type { LabelLocale } from '../labels';

export const RULE_LIST_MAX = 200;
export const RULE_TERM_MAX = 100;

export interface SafetyRuleContent {
  ae: {
    /** AE terms that are always reported as SAEs (matched ignoring case, spaces and width). */
    saeTerms: string[];
    /** AELevel grade (1-5, CTCAE) from which an AE is reported as an SAE; null: no grade rule. */
    saeMinGrade: number | null;
  };
  sae: {
    /** An SAE report is submitted only with at least one attachment (the signed report form). */
    requireAttachment: boolean;
  };
  violation: {
    /** Visits done outside their window are protocol violations. */
    visitOutOfWindow: boolean;
    /** Missed visits are protocol violations. */
    visitMissed: boolean;
  };
  conMed: {
    /** Drugs the protocol prohibits: recording one warns and suggests a type 30 violation. */
    prohibited: string[];
    /** Drugs to use with caution: recording one warns. */
    cautioned: string[];
  };
}

export const EMPTY_SAFETY_RULES: SafetyRuleContent = {
  ae: { saeTerms: [], saeMinGrade: null },
  sae: { requireAttachment: false },
  violation: { visitOutOfWindow: true, visitMissed: true },
  conMed: { prohibited: [], cautioned: [] },
};

/** Folds case, full-width forms and spaces so '酮康唑 ' matches '酮康唑' and 'ALT' matches 'alt'. */
export function normalizeTerm(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

export interface AeFacts {
  term: string;
  /** AELevel grade '1'..'5', or null. */
  grade: string | null;
  /** AESerious: '1' serious, '0' not. */
  serious: string;
}

export type SaeReason = 'serious' | 'term' | 'grade';

/** Why this AE must be reported as an SAE under the rules; empty when it need not be. */
export function saeReasons(ae: AeFacts, rules: SafetyRuleContent): SaeReason[] {
  const reasons: SaeReason[] = [];
  if (ae.serious === '1') reasons.push('serious');
  const term = normalizeTerm(ae.term);
  if (term && rules.ae.saeTerms.some((listed) => normalizeTerm(listed) === term)) reasons.push('term');
  const grade = ae.grade === null ? Number.NaN : Number(ae.grade);
  if (rules.ae.saeMinGrade !== null && grade >= rules.ae.saeMinGrade) reasons.push('grade');
  return reasons;
}

export type DrugFlag = 'prohibited' | 'cautioned';

/**
 * Whether a recorded drug is on the project's lists: a listed name found in the recorded
 * one ('注射用紫杉醇' contains '紫杉醇'), prohibited before cautioned.
 */
export function conMedFlag(drug: string, rules: SafetyRuleContent): DrugFlag | null {
  const recorded = normalizeTerm(drug);
  if (!recorded) return null;
  const onList = (list: string[]) =>
    list.some((listed) => normalizeTerm(listed) !== '' && recorded.includes(normalizeTerm(listed)));
  if (onList(rules.conMed.prohibited)) return 'prohibited';
  if (onList(rules.conMed.cautioned)) return 'cautioned';
  return null;
}

export interface SafetyRuleTemplate {
  id: string;
  name: Record<LabelLocale, string>;
  content: SafetyRuleContent;
}

/** Strong CYP3A4 inhibitors and inducers: prohibited with most oral targeted anticancer drugs. */
const CYP3A4_STRONG = ['酮康唑', '伊曲康唑', '伏立康唑', '克拉霉素', '利福平', '卡马西平', '苯妥英'];

export const SAFETY_RULE_TEMPLATES: readonly SafetyRuleTemplate[] = [
  {
    id: 'oncology-targeted',
    name: { 'zh-CN': '抗肿瘤靶向药物试验', en: 'Targeted anticancer drug trial' },
    content: {
      ae: { saeTerms: ['间质性肺病', '肺炎', 'QT间期延长', '肝衰竭'], saeMinGrade: 4 },
      sae: { requireAttachment: true },
      violation: { visitOutOfWindow: true, visitMissed: true },
      conMed: { prohibited: [...CYP3A4_STRONG, '其他抗肿瘤药物'], cautioned: ['华法林', '质子泵抑制剂', '圣约翰草'] },
    },
  },
  {
    id: 'immunotherapy',
    name: { 'zh-CN': '免疫检查点抑制剂试验', en: 'Immune checkpoint inhibitor trial' },
    content: {
      ae: { saeTerms: ['免疫相关性肺炎', '免疫相关性心肌炎', '免疫相关性肝炎', '输液反应'], saeMinGrade: 3 },
      sae: { requireAttachment: true },
      violation: { visitOutOfWindow: true, visitMissed: true },
      conMed: {
        prohibited: ['环孢素', '他克莫司', '英夫利西单抗', '减毒活疫苗'],
        cautioned: ['泼尼松', '甲泼尼龙', '地塞米松'],
      },
    },
  },
  {
    id: 'general',
    name: { 'zh-CN': '通用（仅严重性判定）', en: 'General (seriousness only)' },
    content: EMPTY_SAFETY_RULES,
  },
];
