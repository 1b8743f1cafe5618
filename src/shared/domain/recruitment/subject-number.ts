/**
 * How a project numbers its trial subjects: a pattern of literal characters and tokens
 * `{seq}` (the project's running number), `{seq:N}` (zero-padded to N digits), `{year}`
 * (the hospital's year of screening) and `{projectNo}` (the project's number, or 'P<id>'
 * when it has none). A pattern must contain the running number, so numbers never repeat.
 */

export const DEFAULT_SUBJECT_NUMBER_PATTERN = '{projectNo}-{seq:3}';
export const SUBJECT_NUMBER_PATTERN_MAX = 40;

const TOKEN = /\{(seq(?::([1-9]))?|year|projectNo)\}/g;
/** What may stand between tokens: letters, digits and a few separators safe in file names and URLs. */
const LITERAL = /^[A-Za-z0-9\-_.]*$/;
const SEQ_TOKEN = /\{seq(?::[1-9])?\}/;

export type SubjectNumberProblem = 'empty' | 'tooLong' | 'noSeq' | 'badCharacters';

/** Why a pattern is not usable, or null when it is. */
export function subjectNumberPatternProblem(pattern: string): SubjectNumberProblem | null {
  if (pattern.trim() === '') return 'empty';
  if (pattern.length > SUBJECT_NUMBER_PATTERN_MAX) return 'tooLong';
  if (!LITERAL.test(pattern.replace(TOKEN, ''))) return 'badCharacters';
  if (!SEQ_TOKEN.test(pattern)) return 'noSeq';
  return null;
}

export const SUBJECT_NUMBER_PROBLEM_LABELS: Record<SubjectNumberProblem, { 'zh-CN': string; en: string }> = {
  empty: { 'zh-CN': '请输入编号规则', en: 'Enter a pattern' },
  tooLong: {
    'zh-CN': `不能超过 ${SUBJECT_NUMBER_PATTERN_MAX} 个字符`,
    en: `At most ${SUBJECT_NUMBER_PATTERN_MAX} characters`,
  },
  noSeq: { 'zh-CN': '必须包含 {seq} 流水号', en: 'Must contain the running number {seq}' },
  badCharacters: {
    'zh-CN': '只能使用字母、数字、- _ . 和 {seq} {seq:N} {year} {projectNo}',
    en: 'Only letters, digits, - _ . and {seq} {seq:N} {year} {projectNo}',
  },
};

/** The project's number as subject numbers show it. */
export function projectNumberToken(projectNo: string | null, projectId: number): string {
  const trimmed = projectNo?.trim() ?? '';
  return trimmed === '' ? `P${projectId}` : trimmed;
}

export interface SubjectNumberParts {
  seq: number;
  /** The hospital's year, e.g. '2026'. */
  year: string;
  projectNo: string;
}

/** The subject number for a running number; the pattern is assumed valid (null: the default). */
export function formatSubjectNumber(pattern: string | null, parts: SubjectNumberParts): string {
  return (pattern ?? DEFAULT_SUBJECT_NUMBER_PATTERN).replace(TOKEN, (_match, token: string, width?: string) => {
    if (token === 'year') return parts.year;
    if (token === 'projectNo') return parts.projectNo;
    return width ? String(parts.seq).padStart(Number(width), '0') : String(parts.seq);
  });
}
