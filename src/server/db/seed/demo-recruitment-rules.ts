/**
 * The demo hospital's published recruitment rules (SUITE.md 'Demo data'): one rule set per
 * project for the six lung-cancer projects the demo staff work on, written from each
 * project's own inclusion and exclusion text (demo-projects-lung.ts): histology, prior
 * treatment and organ function as data the matcher decides; stage, driver genes
 * (EGFR/ALK/ROS1/KRAS), ECOG and measurable disease as free text the investigator judges at
 * screening, so a candidate who passes is pre-screen eligible (初筛符合), never more.
 * Diagnosis keywords match within the text: '小细胞肺癌' is also inside '非小细胞肺癌', so
 * histology is told apart by the words only one kind has.
 */
import type { Criterion } from '../../../shared/domain/recruitment/criteria';
import { common } from './demo-project-parts';

const LUNG = { kind: 'diagnosis', codes: ['C34'], keywords: ['肺癌'] };
/** Non-small-cell lung cancer of any histology, named as such. */
const NSCLC = { kind: 'diagnosis', codes: [], keywords: ['非小细胞', '腺癌', '鳞癌', '鳞状细胞癌'] };
const NON_SQUAMOUS = { kind: 'diagnosis', codes: [], keywords: ['腺癌', '非鳞'] };
const SQUAMOUS = { kind: 'diagnosis', codes: [], keywords: ['鳞癌', '鳞状细胞癌'] };
const SCLC = { kind: 'diagnosis', codes: [], keywords: ['小细胞肺癌'] };
const ADULT = { kind: 'age', min: 18, max: 75 };
const NEUTROPHILS = { kind: 'lab', test: '中性粒细胞计数', op: '>=', value: 1.5 };
const PLATELETS = { kind: 'lab', test: '血小板', op: '>=', value: 100 };
const CHEMO = ['顺铂', '卡铂', '培美曲塞', '多西他赛', '紫杉醇'];
const PLATINUM = ['顺铂', '卡铂', '奈达铂', '洛铂'];
const PD1 = ['帕博利珠单抗', '信迪利单抗', '替雷利珠单抗', '卡瑞利珠单抗', '度伐利尤单抗'];
const manual = (text: string) => ({ kind: 'manual', text });
const MEASURABLE = manual(common.measurable);
const ECOG = manual(common.ecog01);

const rule = (id: string, role: Criterion['role'], body: object) => ({ id, role, ...body }) as Criterion;
/** What every NSCLC protocol here asks first: an adult with lung cancer of NSCLC histology. */
const nsclc = (age: object = ADULT) => [
  rule('age', 'inclusion', age),
  rule('diagnosis', 'inclusion', LUNG),
  rule('histology', 'inclusion', NSCLC),
];

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
      rule('histology', 'inclusion', NON_SQUAMOUS),
      rule('squamous', 'exclusion', SQUAMOUS),
      rule('stage', 'inclusion', manual('经组织学或细胞学确诊的Ⅳ期')),
      rule('drivers', 'inclusion', manual('经检测无EGFR敏感突变及ALK、ROS1融合')),
      rule('measurable', 'inclusion', MEASURABLE),
      rule('ecog', 'inclusion', ECOG),
      rule('anc', 'inclusion', NEUTROPHILS),
      rule('plt', 'inclusion', PLATELETS),
      rule('prior-systemic', 'exclusion', { kind: 'priorDrug', drugs: [...CHEMO, ...PD1], taken: true }),
    ],
  },
  {
    name: 'EGFR C797S 耐药后（初筛规则）',
    typicalDrugs: ['吉非替尼', '奥希替尼'],
    criteria: [
      ...nsclc(),
      rule('third-gen-tki', 'inclusion', {
        kind: 'priorDrug',
        drugs: ['奥希替尼', '阿美替尼', '伏美替尼'],
        taken: true,
      }),
      rule('egfr', 'inclusion', manual('既往明确存在EGFR敏感突变（19外显子缺失或L858R）')),
      rule('c797s', 'inclusion', manual('三代 EGFR-TKI 进展后检测发现 EGFR C797S 突变')),
      rule('measurable', 'inclusion', MEASURABLE),
      rule('ecog', 'inclusion', ECOG),
      rule('anc', 'inclusion', NEUTROPHILS),
    ],
  },
  {
    name: 'ALK 阳性一线（初筛规则）',
    typicalDrugs: [],
    criteria: [
      ...nsclc({ kind: 'age', min: 18 }),
      rule('stage', 'inclusion', manual('ⅢB-Ⅳ期')),
      rule('alk', 'inclusion', manual('经中心实验室确认ALK融合阳性')),
      rule('measurable', 'inclusion', MEASURABLE),
      rule('ecog', 'inclusion', ECOG),
      rule('prior-alk', 'exclusion', {
        kind: 'priorDrug',
        drugs: ['克唑替尼', '阿来替尼', '塞瑞替尼', '恩沙替尼'],
        taken: true,
      }),
      rule('prior-systemic', 'exclusion', { kind: 'priorDrug', drugs: [...CHEMO, ...PD1], taken: true }),
    ],
  },
  {
    name: 'KRAS G12C 经治（初筛规则）',
    typicalDrugs: ['顺铂', '培美曲塞', '帕博利珠单抗'],
    criteria: [
      ...nsclc(),
      rule('kras', 'inclusion', manual('经检测确认存在KRAS G12C突变')),
      rule('prior-platinum', 'inclusion', { kind: 'priorDrug', drugs: PLATINUM, taken: true }),
      rule('prior-pd1', 'inclusion', { kind: 'priorDrug', drugs: PD1, taken: true }),
      rule('measurable', 'inclusion', MEASURABLE),
      rule('ecog', 'inclusion', ECOG),
      rule('anc', 'inclusion', NEUTROPHILS),
      rule('other-drivers', 'exclusion', manual('合并EGFR、ALK、ROS1等其他可靶向驱动基因变异')),
      rule('prior-g12c', 'exclusion', { kind: 'priorDrug', drugs: ['索托拉西布', '阿达格拉西布'], taken: true }),
    ],
  },
  {
    name: '复发性小细胞肺癌（初筛规则）',
    typicalDrugs: ['卡铂', '依托泊苷'],
    criteria: [
      rule('age', 'inclusion', ADULT),
      rule('diagnosis', 'inclusion', SCLC),
      rule('nsclc', 'exclusion', NSCLC),
      rule('prior-platinum', 'inclusion', { kind: 'priorDrug', drugs: ['顺铂', '卡铂', '依托泊苷'], taken: true }),
      rule('measurable', 'inclusion', MEASURABLE),
      rule('ecog', 'inclusion', ECOG),
      rule('inpatient', 'inclusion', manual('能够按要求在首个治疗周期住院观察')),
    ],
  },
  {
    name: 'TROP2 ADC 二线（初筛规则）',
    typicalDrugs: ['卡铂', '紫杉醇', '帕博利珠单抗'],
    criteria: [
      ...nsclc(),
      rule('stage', 'inclusion', manual('经组织学确诊的Ⅳ期（鳞癌或非鳞癌均可）')),
      rule('drivers', 'inclusion', manual('无可靶向驱动基因变异，或已用尽相应靶向治疗')),
      rule('prior-platinum', 'inclusion', { kind: 'priorDrug', drugs: PLATINUM, taken: true }),
      rule('prior-pd1', 'inclusion', { kind: 'priorDrug', drugs: PD1, taken: true }),
      rule('prior-docetaxel', 'exclusion', { kind: 'priorDrug', drugs: ['多西他赛'], taken: true }),
      rule('measurable', 'inclusion', MEASURABLE),
      rule('ecog', 'inclusion', ECOG),
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
