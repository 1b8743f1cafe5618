/** The columns of the QC findings export, in the list's order: codes as their Chinese labels. */
import type { Finding } from '../../../../shared/api/quality/findings';
import {
  FINDING_SEVERITY,
  QC_ITEM_TEMPLATES,
  QC_LEVEL,
  QUALITY_PROBLEM_TYPE,
} from '../../../../shared/domain/quality/qc-dictionaries';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { VERIFY_STATUS } from '../../../../shared/domain/study';
import type { SheetColumn } from '../../../lib/typed-sheet';

/** The source's name in the export (the board's zh-CN labels). */
const SOURCE_LABEL: Record<Finding['source'], string> = {
  task: '质控任务',
  inspection: '检查与稽查',
  selfCheck: '自查',
};

const itemLabel = (code: string) => QC_ITEM_TEMPLATES.find((item) => item.code === code)?.label['zh-CN'] ?? code;

export const FINDING_COLUMNS: SheetColumn<Finding>[] = [
  { header: '来源', type: 'text', value: (row) => SOURCE_LABEL[row.source] },
  { header: '来源名称', type: 'text', value: (row) => row.sourceName },
  {
    header: '质控级别',
    type: 'text',
    value: (row) => (row.level === null ? null : dictEntryLabel(QC_LEVEL, row.level, 'zh-CN')),
  },
  { header: '检查项', type: 'text', value: (row) => itemLabel(row.itemCode) },
  { header: '受试者编号', type: 'text', value: (row) => row.subjectNumber },
  { header: '姓名缩写', type: 'text', value: (row) => row.initials },
  { header: '问题类型', type: 'text', value: (row) => dictEntryLabel(QUALITY_PROBLEM_TYPE, row.problemType, 'zh-CN') },
  { header: '严重程度', type: 'text', value: (row) => dictEntryLabel(FINDING_SEVERITY, row.severity, 'zh-CN') },
  { header: '问题描述', type: 'text', value: (row) => row.description },
  { header: '状态', type: 'text', value: (row) => dictEntryLabel(VERIFY_STATUS, row.status, 'zh-CN') },
  { header: '整改责任人', type: 'text', value: (row) => row.responsibleName },
  { header: '整改期限', type: 'day', value: (row) => row.rectifyDue },
  { header: '纠正措施', type: 'text', value: (row) => row.corrective },
  { header: '预防措施', type: 'text', value: (row) => row.preventive },
  { header: '反馈时间', type: 'instant', value: (row) => row.answeredAt },
  { header: '确认意见', type: 'text', value: (row) => row.verifyNote },
  { header: '确认人', type: 'text', value: (row) => row.verifiedBy },
  { header: '确认时间', type: 'instant', value: (row) => row.verifiedAt },
  { header: '退回次数', type: 'number', value: (row) => row.returnCount },
  { header: '记录人', type: 'text', value: (row) => row.createdBy },
  { header: '记录时间', type: 'instant', value: (row) => row.createdAt },
];
