/** Recruitment status codes (dictionary RecruitStatus) and their tag tones (SPEC §4). */
import type { LocalizedText } from '../labels';

export const RECRUIT_STATUS_TONES = {
  zmz: 'primary',
  zmwc: 'success',
  ztzm: 'warning',
  zzzm: 'danger',
} as const;

export type RecruitStatus = keyof typeof RECRUIT_STATUS_TONES;
export type StatusTone = (typeof RECRUIT_STATUS_TONES)[RecruitStatus];

export function isRecruitStatus(code: string): code is RecruitStatus {
  return Object.hasOwn(RECRUIT_STATUS_TONES, code);
}

/** Tone of a status tag; an unknown code gets a neutral tone. */
export function recruitStatusTone(code: string): StatusTone | 'neutral' {
  return isRecruitStatus(code) ? RECRUIT_STATUS_TONES[code] : 'neutral';
}

/** Every recruitment status code, in the order filters list them. */
export const RECRUIT_STATUS_CODES = Object.keys(RECRUIT_STATUS_TONES) as RecruitStatus[];

/**
 * Names to show when the server dictionary has not arrived (offline first paint). The
 * codes are pinyin initials: zhao mu zhong, zhao mu wan cheng, zan ting zhao mu, zhong zhi zhao mu.
 */
export const RECRUIT_STATUS_FALLBACK_LABELS: Record<RecruitStatus, LocalizedText> = {
  zmz: { 'zh-CN': '招募中', en: 'Recruiting' },
  zmwc: { 'zh-CN': '招募完成', en: 'Recruitment complete' },
  ztzm: { 'zh-CN': '暂停招募', en: 'Recruitment paused' },
  zzzm: { 'zh-CN': '终止招募', en: 'Recruitment stopped' },
};
