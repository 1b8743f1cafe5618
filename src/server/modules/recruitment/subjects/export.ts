/**
 * The trial-subject table as a spreadsheet: the list's columns with the list's filters and
 * sort, statuses and reasons as Chinese labels; cells that look like formulas are guarded by
 * lib/spreadsheet.ts. Subjects appear by number and initials only.
 */
import { SUBJECT_EXPORT_MAX_ROWS, type SubjectExportQuery } from '../../../../shared/api/recruitment/subjects';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { SCREEN_FAIL_REASONS, WITHDRAW_REASONS } from '../../../../shared/domain/recruitment/reasons';
import { SUBJECT_STATUS_LABELS, isSubjectStatus } from '../../../../shared/domain/recruitment/subject-status';
import type { Db } from '../../../db/database';
import { writeTable } from '../../../lib/spreadsheet';
import { type SubjectRow, createSubjectRepository } from './repository';

export const SUBJECT_EXPORT_HEADER = [
  '受试者编号',
  '姓名缩写',
  '状态',
  '是否无效',
  '筛选日期',
  '知情同意日期',
  '入组日期',
  '结束日期',
  '原因',
  '原因说明',
  '无效原因',
] as const;

function reasonLabel(row: SubjectRow): string {
  if (row.reasonCode === null) return '';
  const dictionary = row.status === 'withdrawn' ? WITHDRAW_REASONS : SCREEN_FAIL_REASONS;
  return dictEntryLabel(dictionary, row.reasonCode, 'zh-CN');
}

function cellsOf(row: SubjectRow): string[] {
  return [
    row.subjectNumber,
    row.initials,
    isSubjectStatus(row.status) ? SUBJECT_STATUS_LABELS[row.status]['zh-CN'] : row.status,
    row.invalid === 1 ? '是' : '否',
    row.screeningDate,
    row.consentDate ?? '',
    row.enrolledDate ?? '',
    row.endedDate ?? '',
    reasonLabel(row),
    row.reason ?? '',
    row.invalidReason ?? '',
  ];
}

export async function exportSubjects(
  db: Db,
  projectId: number,
  query: SubjectExportQuery,
): Promise<{ bytes: Buffer; rows: number }> {
  const { format = 'xlsx', ...filters } = query;
  const { rows } = await createSubjectRepository(db).list(projectId, {
    ...filters,
    offset: 0,
    limit: SUBJECT_EXPORT_MAX_ROWS,
  });
  return { bytes: await writeTable(SUBJECT_EXPORT_HEADER, rows.map(cellsOf), format, '受试者'), rows: rows.length };
}
