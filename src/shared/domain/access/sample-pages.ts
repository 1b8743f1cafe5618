/**
 * The biological samples' project page in the permission catalogue (permissions.ts): the
 * samples collected at visits, their boxes in freezers, and shipments to the central lab.
 */
import type { PageEntry } from './permissions';

export const SAMPLE_PROJECT_PAGES = {
  /** Samples, the box map, the chain of custody, shipments with manifest and temperature log. */
  SampleBoxes: {
    label: { 'zh-CN': '生物样本', en: 'Biological samples' },
    buttons: {
      'sample:collect': { 'zh-CN': '登记、处理与销毁样本', en: 'Register, process and destroy samples' },
      'sample:store': { 'zh-CN': '样本入盒、移位与取出', en: 'Store, move and take out samples' },
      'sample:ship': { 'zh-CN': '样本寄送与接收', en: 'Ship and receive samples' },
    },
  },
} as const satisfies Record<string, PageEntry>;
