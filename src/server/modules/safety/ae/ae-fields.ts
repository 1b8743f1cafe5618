/**
 * The rules an AE's fields must meet beyond their schema, shared by save, batch save and
 * import: real days and the date rules (shared/domain/safety/date-rules.ts: onset from 1900,
 * not after the hospital's today, not before the subject's consent without a reason; end not
 * before onset, required by a final outcome), the seriousness criteria agreeing with
 * `serious`, when the site learned it was serious (serious-learned.ts), coded fields from
 * their dictionaries, and whether the published safety rules require an SAE report. Also the
 * API row of a stored AE.
 */
import { AE_DICTIONARIES, type AeFields, type AeRow } from '../../../../shared/api/safety/ae';
import { isCalendarDate } from '../../../../shared/domain/hospital-time';
import { DATE_RULES, aeDateRuleBreaches, dateRuleReason } from '../../../../shared/domain/safety/date-rules';
import type { SeriousnessCriterion } from '../../../../shared/domain/safety/records';
import { type SafetyRuleContent, saeReasons } from '../../../../shared/domain/safety/rules';
import type { AeStoredFields, AeStoredRow, AeSubjectDates } from './repository';
import { type FieldProblem, seriousLearnedProblems, storedSeriousLearnedAt } from './serious-learned';

/** What the checks need to know besides the fields. */
export interface AeCheckContext {
  today: string;
  /** The server's now (epoch milliseconds). */
  now: number;
  /** The project's subjects among those named, by id. */
  subjects: ReadonlyMap<number, AeSubjectDates>;
  /** Enabled keys of each AE dictionary; an empty list means the dictionary is not set up, and any key goes. */
  dictionaries: ReadonlyMap<string, readonly { key: string; value: string }[]>;
  rules: SafetyRuleContent;
}

export const AE_DICTIONARY_CODES = Object.values(AE_DICTIONARIES);

function dateProblems(fields: AeFields, consentDate: string | null, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isCalendarDate(fields.onsetDate)) problems.push({ field: 'onsetDate', reason: '日期无效 (not a real day)' });
  const end = fields.endDate ?? null;
  if (end !== null && !isCalendarDate(end)) problems.push({ field: 'endDate', reason: '日期无效 (not a real day)' });
  for (const rule of aeDateRuleBreaches(fields, consentDate, today)) {
    problems.push({ field: DATE_RULES[rule].field, reason: dateRuleReason(rule) });
  }
  return problems;
}

function codedProblems(fields: AeFields, dictionaries: AeCheckContext['dictionaries']): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, code] of Object.entries(AE_DICTIONARIES) as [keyof typeof AE_DICTIONARIES, string][]) {
    const value = fields[field];
    const entries = dictionaries.get(code) ?? [];
    if (value === null || value === undefined || entries.length === 0) continue;
    if (!entries.some((entry) => entry.key === value)) {
      problems.push({ field, reason: `不是字典 ${code} 的值 (not in dictionary ${code}): ${value}` });
    }
  }
  return problems;
}

/** The problems of one AE's fields; empty when it may be stored. */
export function aeProblems(fields: AeFields, context: AeCheckContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const subject = context.subjects.get(fields.subjectId);
  if (!subject) problems.push({ field: 'subjectId', reason: '不是本项目的受试者 (not a subject of this project)' });
  problems.push(...dateProblems(fields, subject?.consentDate ?? null, context.today));
  if (fields.serious === '1' && fields.seriousness.length === 0) {
    problems.push({ field: 'seriousness', reason: '严重不良事件须选择严重性标准 (serious: pick a criterion)' });
  }
  if (fields.serious === '0' && fields.seriousness.length > 0) {
    problems.push({ field: 'seriousness', reason: '非严重事件不能有严重性标准 (not serious: no criteria)' });
  }
  problems.push(...seriousLearnedProblems(fields, context.now));
  problems.push(...codedProblems(fields, context.dictionaries));
  return problems;
}

/** The fields as stored, with the rules' SAE verdict at save time. */
export function storedFields(fields: AeFields, rules: SafetyRuleContent): AeStoredFields {
  const term = fields.term.trim();
  const grade = fields.grade ?? null;
  const treatment = fields.treatment?.trim() || null;
  const preConsentReason = fields.preConsentReason?.trim() || null;
  return {
    subjectId: fields.subjectId,
    term,
    onsetDate: fields.onsetDate,
    endDate: fields.endDate ?? null,
    severity: fields.severity,
    grade,
    serious: fields.serious,
    seriousness: JSON.stringify(fields.seriousness),
    drugRelation: fields.drugRelation.trim(),
    drugAction: fields.drugAction.trim(),
    outcome: fields.outcome.trim(),
    treatment,
    preConsentReason,
    saeRequired: saeReasons({ term, grade, serious: fields.serious }, rules).length > 0 ? 1 : 0,
    seriousLearnedAt: storedSeriousLearnedAt(fields),
  };
}

/** A stored AE as the API answers it, with the SAE reasons at the rules published now. */
export function aeRowOf(row: AeStoredRow, rules: SafetyRuleContent): AeRow {
  return {
    id: row.id,
    projectId: row.projectId,
    subjectId: row.subjectId,
    subjectNumber: row.subjectNumber,
    subjectInitials: row.subjectInitials,
    term: row.term,
    onsetDate: row.onsetDate,
    endDate: row.endDate,
    severity: row.severity,
    grade: row.grade,
    serious: row.serious,
    seriousness: JSON.parse(row.seriousness) as SeriousnessCriterion[],
    drugRelation: row.drugRelation,
    drugAction: row.drugAction,
    outcome: row.outcome,
    treatment: row.treatment,
    preConsentReason: row.preConsentReason,
    saeRequired: Number(row.saeRequired) === 1,
    saeReasons: saeReasons(row, rules),
    saeCount: row.saeCount,
    seriousLearnedAt: row.seriousLearnedAt,
    status: row.status,
    revision: row.revision,
    revisionReason: row.revisionReason,
    submittedAt: row.submittedAt,
    submittedBy: row.submittedBy,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}
