/** The chips of a safety report: where it stands against its due time, its PV status and record status. */
import Chip from '@mui/material/Chip';
import type { DueState } from '../../../../shared/domain/safety/due-dates';
import { PV_STATUS, type PvStatus } from '../../../../shared/domain/fixed-dictionaries';
import { dictEntryLabel } from '../../../../shared/domain/labels';
import { RECORD_STATUS_LABELS, type RecordStatus } from '../../../../shared/domain/safety/status';
import { useLocale } from '../../../lib/i18n';

type ChipColor = 'default' | 'error' | 'warning' | 'success' | 'info';

const DUE_STATE_LABELS: Record<DueState, { 'zh-CN': string; en: string; color: ChipColor }> = {
  open: { 'zh-CN': '待提交', en: 'Open', color: 'default' },
  dueSoon: { 'zh-CN': '即将到期', en: 'Due soon', color: 'warning' },
  overdue: { 'zh-CN': '逾期', en: 'Overdue', color: 'error' },
  inTime: { 'zh-CN': '按时提交', en: 'Submitted in time', color: 'success' },
  late: { 'zh-CN': '逾期提交', en: 'Submitted late', color: 'error' },
};

export const dueStateLabel = (state: DueState, locale: 'zh-CN' | 'en') => DUE_STATE_LABELS[state][locale];

/** The due state and the due day (or time), e.g. '逾期 2026-01-20'. */
export function DueChip({ dueState, dueLabel }: { dueState: DueState; dueLabel: string }) {
  const { locale } = useLocale();
  const { color } = DUE_STATE_LABELS[dueState];
  return (
    <Chip
      size="small"
      color={color}
      variant={dueState === 'open' ? 'outlined' : 'filled'}
      label={`${dueStateLabel(dueState, locale)} ${dueLabel}`}
    />
  );
}

const PV_COLORS: Record<PvStatus, ChipColor> = {
  new: 'default',
  waiting: 'info',
  auditing: 'warning',
  accepted: 'success',
};

export function PvChip({ pvStatus }: { pvStatus: PvStatus }) {
  const { locale } = useLocale();
  return <Chip size="small" color={PV_COLORS[pvStatus]} label={dictEntryLabel(PV_STATUS, pvStatus, locale)} />;
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
