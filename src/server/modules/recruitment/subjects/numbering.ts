/**
 * Subject numbers and initials, worked out on the server: the next number from the project's
 * pattern (shared/domain/recruitment/subject-number.ts) and a candidate's initials from the
 * decrypted name, which is used for that and dropped (never stored, logged or audited).
 */
import type { SubjectNumbering } from '../../../../shared/api/recruitment/subject-numbering';
import {
  DEFAULT_SUBJECT_NUMBER_PATTERN,
  formatSubjectNumber,
  projectNumberToken,
} from '../../../../shared/domain/recruitment/subject-number';
import { notFound } from '../../../lib/api-error';
import type { createSubjectRepository } from './repository';

type Repo = ReturnType<typeof createSubjectRepository>;

const HAN = /\p{Script=Han}/u;

/**
 * Initials as subjects are known by. Pinyin is not available on the server, so a Chinese name
 * shows its surname character and a star ('张*'); a Latin name its initials ('John Smith' -> 'JS').
 */
export function initialsOfName(name: string): string {
  const trimmed = name.trim();
  const first = [...trimmed][0];
  if (first === undefined) return '*';
  if (HAN.test(first)) return `${first}*`;
  const letters = trimmed
    .split(/[\s\-.,·]+/)
    .map((part) => [...part][0] ?? '')
    .join('')
    .toUpperCase();
  return letters.slice(0, 10) || '*';
}

export interface NextNumber {
  seq: number;
  subjectNumber: string;
}

/** The project's next subject number, for a subject screened on `screeningDate`. */
export async function nextSubjectNumber(repo: Repo, projectId: number, screeningDate: string): Promise<NextNumber> {
  const project = await repo.project(projectId);
  if (!project) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
  const seq = await repo.nextSeq(projectId);
  const subjectNumber = formatSubjectNumber(project.pattern, {
    seq,
    year: screeningDate.slice(0, 4),
    projectNo: projectNumberToken(project.projectNo, project.id),
  });
  return { seq, subjectNumber };
}

/** The numbering settings as the page shows them, with the number the next subject would get today. */
export async function numberingOf(repo: Repo, projectId: number, today: string): Promise<SubjectNumbering> {
  const project = await repo.project(projectId);
  if (!project) throw notFound({ 'zh-CN': '项目不存在', en: 'No such project' });
  const { seq, subjectNumber } = await nextSubjectNumber(repo, projectId, today);
  return {
    pattern: project.pattern,
    effectivePattern: project.pattern ?? DEFAULT_SUBJECT_NUMBER_PATTERN,
    projectNo: projectNumberToken(project.projectNo, project.id),
    year: today.slice(0, 4),
    nextSeq: seq,
    nextNumber: subjectNumber,
    version: project.version,
  };
}

/** A unique constraint refused the write (PostgreSQL 23505, better-sqlite3's code). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
