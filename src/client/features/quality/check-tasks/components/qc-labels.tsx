/** The QC dictionaries' names in the UI language, and the status chips of tasks and findings. */
import Chip from '@mui/material/Chip';
import {
  FINDING_SEVERITY,
  QC_ITEM_TEMPLATES,
  QC_LEVEL,
  QUALITY_NODE,
  QUALITY_PROBLEM_TYPE,
} from '../../../../../shared/domain/quality/qc-dictionaries';
import { VERIFY_STATUS, VERIFY_TASK_STATUS } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { useLocale } from '../../../../lib/i18n';

const TASK_COLOR = {
  10: 'info',
  20: 'default',
  30: 'error',
  40: 'warning',
  50: 'success',
  60: 'secondary',
} as const;
const FINDING_COLOR = { 2: 'info', 3: 'success', 4: 'warning', 5: 'secondary' } as const;

/** The names of a QC code in the current language. */
export function useQcLabels() {
  const { locale } = useLocale();
  return {
    locale,
    level: (value: number) => dictEntryLabel(QC_LEVEL, value, locale),
    node: (value: string) => dictEntryLabel(QUALITY_NODE, value, locale),
    problemType: (value: number) => dictEntryLabel(QUALITY_PROBLEM_TYPE, value, locale),
    severity: (value: number) => dictEntryLabel(FINDING_SEVERITY, value, locale),
    item: (code: string) => QC_ITEM_TEMPLATES.find((item) => item.code === code)?.label[locale] ?? code,
    taskStatus: (value: number) => dictEntryLabel(VERIFY_TASK_STATUS, value, locale),
    findingStatus: (value: number) => dictEntryLabel(VERIFY_STATUS, value, locale),
  };
}

export function TaskStatusChip({ status }: { status: keyof typeof TASK_COLOR }) {
  const labels = useQcLabels();
  return <Chip size="small" variant="outlined" color={TASK_COLOR[status]} label={labels.taskStatus(status)} />;
}

export function FindingStatusChip({ status }: { status: keyof typeof FINDING_COLOR }) {
  const labels = useQcLabels();
  return <Chip size="small" variant="outlined" color={FINDING_COLOR[status]} label={labels.findingStatus(status)} />;
}
