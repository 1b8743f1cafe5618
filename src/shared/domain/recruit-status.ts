/** Recruitment status codes (dictionary RecruitStatus) and their tag tones (SPEC §4). */

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
