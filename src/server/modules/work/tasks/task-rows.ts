/**
 * From repository rows to the inbox's wire rows: the title and detail in both UI languages
 * (subjects by number and initials, candidates by their masked name), and the due time at the
 * server's now with the domain rules (shared/domain/safety/due-dates.ts). The order is
 * task-keys.ts's.
 */
import { TASK_KIND_LABELS, type TaskKind, type TaskRow } from '../../../../shared/api/work/tasks';
import { hospitalTime } from '../../../../shared/domain/hospital-time';
import { SEVERITY, VIOLATION_TYPE } from '../../../../shared/domain/study';
import { type LabelLocale, type LocalizedText, dictEntryLabel } from '../../../../shared/domain/labels';
import { type Due, dsurDue, dueByEndOf, dueState, saeDue, susarDue } from '../../../../shared/domain/safety';
import { VIOLATION_SOURCE_LABELS, type ViolationSource } from '../../../../shared/domain/safety';
import type {
  AeTaskRow,
  ConMedTaskRow,
  DsurTaskRow,
  FollowUpTaskRow,
  SaeTaskRow,
  SusarTaskRow,
  ViolationTaskRow,
  VisitTaskRow,
} from './repository';
import { TASK_WORDS, type TaskWords } from './task-labels';

const DETAIL_TEXT_MAX = 60;

const clip = (text: string) => (text.length > DETAIL_TEXT_MAX ? `${text.slice(0, DETAIL_TEXT_MAX)}…` : text);
const joinParts = (parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');

/** A text worded in one language; the row carries it in both. */
type Phrase = (words: TaskWords, locale: LabelLocale) => string;
const inBoth = (phrase: Phrase): LocalizedText => ({
  'zh-CN': phrase(TASK_WORDS['zh-CN'], 'zh-CN'),
  en: phrase(TASK_WORDS.en, 'en'),
});

interface Base {
  id: number;
  projectId: number;
  projectName: string;
  subjectId?: number | null;
  subjectNumber?: string | null;
  initials?: string | null;
  createdAt: string;
}

const subjectOf = (row: Base) => (row.subjectNumber ? `${row.subjectNumber} ${row.initials ?? ''}`.trim() : null);

/** `what` names the record (its term, drug, visit or person), in words when it is a label. */
function task(kind: TaskKind, row: Base, what: string | Phrase, detail: Phrase, due: Due | null, now: number): TaskRow {
  const state = due ? dueState(due, now, null) : null;
  const wire: TaskRow = {
    key: `${kind}:${row.id}`,
    kind,
    projectId: row.projectId,
    projectName: row.projectName,
    recordId: row.id,
    subjectId: row.subjectId ?? null,
    subjectNumber: row.subjectNumber ?? null,
    initials: row.subjectNumber ? (row.initials ?? null) : null,
    title: inBoth(
      (words, locale) => `${TASK_KIND_LABELS[kind][locale]} · ${typeof what === 'string' ? what : what(words, locale)}`,
    ),
    detail: inBoth(detail),
    dueAt: due?.dueAt ?? null,
    dueLabel: due?.dueLabel ?? null,
    dueState: state,
    overdue: state === 'overdue',
  };
  return wire;
}

const aeParts = (row: AeTaskRow, words: TaskWords, locale: LabelLocale) => [
  subjectOf(row),
  words.occurred(row.onsetDate),
  dictEntryLabel(SEVERITY, row.severity, locale),
  row.saeRequired === 1 && words.ruleRequiresSae,
  row.revision > 1 && words.revision(row.revision),
];

export const aeSubmitTask = (row: AeTaskRow, now: number) =>
  task('aeSubmit', row, row.term, (words, locale) => joinParts(aeParts(row, words, locale)), null, now);

/** Due 24 hours from when the site learned the AE is serious (none when that was not recorded). */
export function saeRaiseTask(row: AeTaskRow, now: number) {
  const learned = row.seriousLearnedAt === null ? null : Date.parse(row.seriousLearnedAt);
  const detail: Phrase = (words, locale) =>
    joinParts([...aeParts(row, words, locale), learned !== null && words.learnedSerious(hospitalTime(learned))]);
  return task('saeRaise', row, row.term, detail, learned === null ? null : saeDue(learned), now);
}

export function saeSubmitTask(row: SaeTaskRow, now: number) {
  const learnedAt = Date.parse(row.learnedAt);
  const detail: Phrase = (words) =>
    joinParts([
      subjectOf(row),
      words.reportTypes[row.reportType] ?? row.reportType,
      words.learned(hospitalTime(learnedAt)),
      row.revision > 1 && words.revision(row.revision),
    ]);
  return task('saeSubmit', row, row.term, detail, saeDue(learnedAt), now);
}

export function susarSubmitTask(row: SusarTaskRow, now: number) {
  const detail: Phrase = (words) =>
    joinParts([
      subjectOf(row),
      row.drugName,
      row.followUp ? words.followUpReport : words.firstReport,
      row.fatal === 1 && words.fatal,
      words.learned(row.learnedDate),
    ]);
  return task('susarSubmit', row, row.reaction, detail, susarDue(row.learnedDate, row.fatal === 1, row.followUp), now);
}

export function dsurSubmitTask(row: DsurTaskRow, now: number) {
  const detail: Phrase = (words) => words.dataLockPoint(row.dataLockPoint);
  const what: Phrase = (words) => words.reportYear(row.reportYear);
  return task('dsurSubmit', row, what, detail, dsurDue(row.dataLockPoint), now);
}

const pvStatus = (words: TaskWords, status: string) => words.pvStatuses[status] ?? status;

export function susarPvTask(row: SusarTaskRow, now: number) {
  const detail: Phrase = (words) => joinParts([subjectOf(row), row.reportNo, pvStatus(words, row.pvStatus)]);
  const made = task('pvReview', row, `SUSAR ${row.reaction}`, detail, null, now);
  return { ...made, key: `pvReview:susar:${row.id}`, pvKind: 'susar' as const };
}

export function dsurPvTask(row: DsurTaskRow, now: number) {
  const detail: Phrase = (words) => joinParts([row.reportNo, pvStatus(words, row.pvStatus)]);
  const what: Phrase = (words) => `DSUR ${words.reportYear(row.reportYear)}`;
  const made = task('pvReview', row, what, detail, null, now);
  return { ...made, key: `pvReview:dsur:${row.id}`, pvKind: 'dsur' as const };
}

export function violationTask(row: ViolationTaskRow, now: number) {
  const what: Phrase = (_words, locale) =>
    row.type === null
      ? (VIOLATION_SOURCE_LABELS[row.source as ViolationSource]?.[locale] ?? row.source)
      : dictEntryLabel(VIOLATION_TYPE, row.type, locale);
  const detail: Phrase = (words, locale) =>
    joinParts([
      subjectOf(row),
      words.occurred(row.occurredDate),
      dictEntryLabel(SEVERITY, row.severity, locale),
      clip(row.description),
    ]);
  return task('violationReview', row, what, detail, null, now);
}

export function conMedTask(row: ConMedTaskRow, now: number) {
  const detail: Phrase = (words) => {
    const flag =
      row.ruleFlag === 'prohibited' ? words.prohibited : row.ruleFlag === 'cautioned' ? words.cautioned : null;
    return joinParts([subjectOf(row), flag, row.dose, words.started(row.startDate)]);
  };
  return task('conMedCheck', row, row.drug, detail, null, now);
}

export function visitTask(row: VisitTaskRow, now: number) {
  const detail: Phrase = (words) =>
    joinParts([subjectOf(row), words.planned(row.plannedDate), words.window(row.windowStart, row.windowEnd)]);
  return task('visitDue', row, row.name, detail, dueByEndOf(row.windowEnd), now);
}

/** A candidate by their masked name (what the candidate list shows the same roles), and subject number once enrolled. */
export function followUpTask(row: FollowUpTaskRow, maskedName: string, now: number) {
  const detail: Phrase = (words) =>
    joinParts([subjectOf(row), words.followUpPlanned(row.nextFollowUp), words.contacts(row.contactCount)]);
  return task('followUp', row, maskedName, detail, dueByEndOf(row.nextFollowUp), now);
}
