/**
 * Research centres of a multi-centre trial (issue 31, SPEC §7 '/bus' research centre): the
 * project page listing its centres with their enrolment, and the button that keeps them.
 */
import type { PageEntry } from './permissions';

export const CENTRE_PROJECT_PAGES = {
  ResearchCentres: {
    label: { 'zh-CN': '研究中心', en: 'Research centres' },
    buttons: {
      'centre:manage': { 'zh-CN': '维护研究中心与状态', en: 'Edit centres and move their status' },
    },
  },
} as const satisfies Record<string, PageEntry>;
