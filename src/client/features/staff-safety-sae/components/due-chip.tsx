/** Where an SAE report stands against its 24-hour due time: 逾期 red, 即将到期 orange, 待提交, and after submission 按时提交 / 逾期提交. */
import Chip from '@mui/material/Chip';
import type { DueState } from '../../../../shared/domain/safety/due-dates';
import { RECORD_STATUS_LABELS, type RecordStatus } from '../../../../shared/domain/safety/status';
import { useLocale } from '../../../lib/i18n';

type ChipColor = 'default' | 'error' | 'warning' | 'success';

export const DUE_STATE_LABELS: Record<DueState, { 'zh-CN': string; en: string; color: ChipColor }> = {
  open: { 'zh-CN': '待提交', en: 'Open', color: 'default' },
  dueSoon: { 'zh-CN': '即将到期', en: 'Due soon', color: 'warning' },
  overdue: { 'zh-CN': '逾期', en: 'Overdue', color: 'error' },
  inTime: { 'zh-CN': '按时提交', en: 'Submitted in time', color: 'success' },
  late: { 'zh-CN': '逾期提交', en: 'Submitted late', color: 'error' },
};

/** The due state and the due time, e.g. '逾期 2026-01-06 09:00'. */
export function DueChip({ dueState, dueLabel }: { dueState: DueState; dueLabel: string }) {
  const { locale } = useLocale();
  const { color } = DUE_STATE_LABELS[dueState];
  return (
    <Chip
      size="small"
      color={color}
      variant={dueState === 'open' ? 'outlined' : 'filled'}
      label={`${DUE_STATE_LABELS[dueState][locale]} ${dueLabel}`}
    />
  );
}

export function StatusChip({ status }: { status: RecordStatus }) {
  const { locale } = useLocale();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'submitted' ? 'success' : 'default'}
      label={RECORD_STATUS_LABELS[status][locale]}
    />
  );
}
