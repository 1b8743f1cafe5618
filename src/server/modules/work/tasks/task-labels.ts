/**
 * The words of the inbox's task titles and details in both UI languages; the rows carry both
 * texts and the page shows the one of its language.
 */
import type { LabelLocale } from '../../../../shared/domain/labels';

export interface TaskWords {
  occurred: (day: string) => string;
  ruleRequiresSae: string;
  revision: (revision: number) => string;
  learnedSerious: (time: string) => string;
  learned: (time: string) => string;
  /** The demo dictionary reportType's names; an unknown code shows as itself. */
  reportTypes: Record<string, string>;
  firstReport: string;
  followUpReport: string;
  fatal: string;
  dataLockPoint: (day: string) => string;
  reportYear: (year: number) => string;
  pvStatuses: Record<string, string>;
  prohibited: string;
  cautioned: string;
  started: (day: string) => string;
  planned: (day: string) => string;
  window: (from: string, to: string) => string;
  followUpPlanned: (day: string) => string;
  contacts: (count: number) => string;
}

export const TASK_WORDS: Record<LabelLocale, TaskWords> = {
  'zh-CN': {
    occurred: (day) => `发生 ${day}`,
    ruleRequiresSae: '规则要求上报SAE',
    revision: (revision) => `第${revision}版`,
    learnedSerious: (time) => `获知严重 ${time}`,
    learned: (time) => `获知 ${time}`,
    reportTypes: { first: '首次报告', followup: '随访报告', summary: '总结报告' },
    firstReport: '首次报告',
    followUpReport: '随访报告',
    fatal: '致死/危及生命',
    dataLockPoint: (day) => `数据锁定点 ${day}`,
    reportYear: (year) => `${year}年度`,
    pvStatuses: { waiting: '待审核', auditing: '审核中' },
    prohibited: '禁用药物',
    cautioned: '慎用药物',
    started: (day) => `开始 ${day}`,
    planned: (day) => `计划 ${day}`,
    window: (from, to) => `窗口 ${from} ~ ${to}`,
    followUpPlanned: (day) => `计划随访 ${day}`,
    contacts: (count) => `已联系 ${count} 次`,
  },
  en: {
    occurred: (day) => `onset ${day}`,
    ruleRequiresSae: 'the safety rule requires an SAE',
    revision: (revision) => `revision ${revision}`,
    learnedSerious: (time) => `learned serious ${time}`,
    learned: (time) => `learned ${time}`,
    reportTypes: { first: 'initial report', followup: 'follow-up report', summary: 'summary report' },
    firstReport: 'initial report',
    followUpReport: 'follow-up report',
    fatal: 'fatal or life-threatening',
    dataLockPoint: (day) => `data lock point ${day}`,
    reportYear: (year) => `${year} annual`,
    pvStatuses: { waiting: 'to review', auditing: 'in review' },
    prohibited: 'prohibited drug',
    cautioned: 'drug to use with caution',
    started: (day) => `started ${day}`,
    planned: (day) => `planned ${day}`,
    window: (from, to) => `window ${from} ~ ${to}`,
    followUpPlanned: (day) => `follow-up planned ${day}`,
    contacts: (count) => (count === 1 ? 'contacted once' : `contacted ${count} times`),
  },
};
