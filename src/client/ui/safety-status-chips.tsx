/**
 * The chips every safety report list and detail shows (SAE, SUSAR, DSUR): where a report stands
 * against its due time (逾期 red, 即将到期 orange, 待提交, then 按时提交 / 逾期提交) and its record
 * status. One place so the colours and words read alike across the areas.
 */
import Chip from '@mui/material/Chip';
import type { DueState } from '../../shared/domain/safety/due-dates';
import { RECORD_STATUS_LABELS, type RecordStatus } from '../../shared/domain/safety/status';
import { useLocale } from '../lib/i18n';
import { dueStateMessages } from './safety-status-chips-messages';

type DueColor = 'default' | 'error' | 'warning' | 'success';

const DUE_STATE_COLORS: Record<DueState, DueColor> = {
  open: 'default',
  dueSoon: 'warning',
  overdue: 'error',
  inTime: 'success',
  late: 'error',
};

export const dueStateLabel = (state: DueState, locale: 'zh-CN' | 'en') => dueStateMessages[locale][state];

/** The due state and the due day or time, e.g. '逾期 2026-01-20' or '逾期 2026-01-06 09:00'. */
export function DueChip({ dueState, dueLabel }: { dueState: DueState; dueLabel: string }) {
  const { locale } = useLocale();
  return (
    <Chip
      size="small"
      color={DUE_STATE_COLORS[dueState]}
      variant={dueState === 'open' ? 'outlined' : 'filled'}
      label={`${dueStateLabel(dueState, locale)} ${dueLabel}`}
    />
  );
}

export function RecordStatusChip({ status }: { status: RecordStatus }) {
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
