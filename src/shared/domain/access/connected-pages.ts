/**
 * Connected systems (third-party login by key, issue 31): the hospital's systems that may send
 * a staff member in with a signed link, their keys and their staff mappings.
 */
import type { PageEntry } from './permissions';

export const CONNECTED_SYSTEM_PAGES = {
  ConnectedSystems: {
    label: { 'zh-CN': '对接系统', en: 'Connected systems' },
    buttons: {
      'connectedSystem:manage': {
        'zh-CN': '维护对接系统与密钥',
        en: 'Edit connected systems and their keys',
      },
    },
  },
} as const satisfies Record<string, PageEntry>;
