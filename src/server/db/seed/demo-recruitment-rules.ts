/**
 * The demo hospital's published recruitment rules (SUITE.md 'Demo data'): one rule set per
 * project for the six lung-cancer projects the demo staff work on, written from each
 * project's own inclusion and exclusion text. Some criteria are free text a person must
 * judge, so those projects' candidates wait for manual review (recruitMay), as they would.
 */
import type { Criterion } from '../../../shared/domain/recruitment/criteria';

const LUNG = { kind: 'diagnosis', codes: ['C34'], keywords: ['非小细胞肺癌', '肺腺癌', '肺鳞癌'] };
const SCLC = { kind: 'diagnosis', codes: [], keywords: ['小细胞肺癌'] };
const ADULT = { kind: 'age', min: 18, max: 75 };
const NEUTROPHILS = { kind: 'lab', test: '中性粒细胞计数', op: '>=', value: 1.5 };
const PLATELETS = { kind: 'lab', test: '血小板', op: '>=', value: 100 };
const PLATINUM = ['顺铂', '卡铂', '培美曲塞', '多西他赛', '紫杉醇'];
const PD1 = ['帕博利珠单抗', '信迪利单抗', '替雷利珠单抗', '卡瑞利珠单抗', '度伐利尤单抗'];

const rule = (id: string, role: Criterion['role'], body: object) => ({ id, role, ...body }) as Criterion;

export interface DemoRule {
  name: string;
  criteria: Criterion[];
  /** The treatment history most of the project's referred patients have. */
  typicalDrugs: string[];
}

/** By project position among the first six demo projects. */
export const DEMO_RULES: DemoRule[] = [
  {
    name: '晚期非鳞 NSCLC 一线（初筛规则）',
    typicalDrugs: [],
    criteria: [
      rule('age', 'inclusion', ADULT),
      rule('diagnosis', 'inclusion', LUNG),
      rule('anc', 'inclusion', NEUTROPHILS),
      rule('plt', 'inclusion', PLATELETS),
      rule('prior-systemic', 'exclusion', { kind: 'priorDrug', drugs: [...PLATINUM, ...PD1], taken: true }),
    ],
  },
  {
    name: 'EGFR C797S 耐药后（初筛规则）',
    typicalDrugs: ['吉非替尼', '奥希替尼'],
    criteria: [
      rule('age', 'inclusion', ADULT),
      rule('diagnosis', 'inclusion', LUNG),
      rule('third-gen-tki', 'inclusion', {
        kind: 'priorDrug',
        drugs: ['奥希替尼', '阿美替尼', '伏美替尼'],
        taken: true,
      }),
      rule('c797s', 'inclusion', { kind: 'manual', text: '三代 EGFR-TKI 进展后检测发现 EGFR C797S 突变' }),
      rule('anc', 'inclusion', NEUTROPHILS),
    ],
  },
  {
    name: 'ALK 阳性一线（初筛规则）',
    typicalDrugs: [],
    criteria: [
      rule('age', 'inclusion', { kind: 'age', min: 18 }),
      rule('diagnosis', 'inclusion', LUNG),
      rule('prior-alk', 'exclusion', {
        kind: 'priorDrug',
        drugs: ['克唑替尼', '阿来替尼', '塞瑞替尼', '恩沙替尼'],
        taken: true,
      }),
      rule('plt', 'inclusion', PLATELETS),
    ],
  },
  {
    name: 'KRAS G12C 经治（初筛规则）',
    typicalDrugs: ['顺铂', '培美曲塞', '帕博利珠单抗'],
    criteria: [
      rule('age', 'inclusion', ADULT),
      rule('diagnosis', 'inclusion', LUNG),
      rule('prior-platinum', 'inclusion', { kind: 'priorDrug', drugs: PLATINUM, taken: true }),
      rule('anc', 'inclusion', NEUTROPHILS),
    ],
  },
  {
    name: '复发性小细胞肺癌（初筛规则）',
    typicalDrugs: ['卡铂', '依托泊苷'],
    criteria: [
      rule('age', 'inclusion', ADULT),
      rule('diagnosis', 'inclusion', SCLC),
      rule('prior-platinum', 'inclusion', { kind: 'priorDrug', drugs: ['顺铂', '卡铂', '依托泊苷'], taken: true }),
      rule('inpatient', 'inclusion', { kind: 'manual', text: '能够按要求在首个治疗周期住院观察' }),
    ],
  },
  {
    name: 'TROP2 ADC 二线（初筛规则）',
    typicalDrugs: ['卡铂', '紫杉醇', '帕博利珠单抗'],
    criteria: [
      rule('age', 'inclusion', ADULT),
      rule('diagnosis', 'inclusion', LUNG),
      rule('prior-pd1', 'inclusion', { kind: 'priorDrug', drugs: PD1, taken: true }),
      rule('prior-docetaxel', 'exclusion', { kind: 'priorDrug', drugs: ['多西他赛'], taken: true }),
      rule('plt', 'inclusion', PLATELETS),
    ],
  },
];

type Diagnosis = readonly [code: string, text: string];

/** What the demo patients' records draw on. */
export const DEMO_PATIENT_POOL: {
  lungDiagnoses: readonly Diagnosis[];
  sclcDiagnoses: readonly Diagnosis[];
  otherDiagnoses: readonly Diagnosis[];
  drugSets: readonly (readonly string[])[];
} = {
  lungDiagnoses: [
    ['C34.1', '右肺上叶腺癌（Ⅳ期）'],
    ['C34.3', '左肺下叶腺癌伴骨转移'],
    ['C34.9', '非小细胞肺癌（ⅢB期）'],
    ['C34.1', '肺鳞癌（Ⅳ期）'],
    ['C34.2', '右肺中叶腺癌术后复发'],
  ],
  sclcDiagnoses: [
    ['C34.9', '广泛期小细胞肺癌'],
    ['C34.1', '小细胞肺癌一线化疗后复发'],
  ],
  otherDiagnoses: [
    ['C16.9', '胃腺癌'],
    ['C18.7', '乙状结肠癌'],
    ['J44.9', '慢性阻塞性肺疾病'],
  ],
  drugSets: [
    [],
    ['顺铂', '培美曲塞'],
    ['卡铂', '紫杉醇', '帕博利珠单抗'],
    ['奥希替尼'],
    ['吉非替尼', '奥希替尼'],
    ['阿来替尼'],
    ['卡铂', '依托泊苷'],
    ['顺铂', '多西他赛', '信迪利单抗'],
    ['胸部放疗'],
  ],
};
