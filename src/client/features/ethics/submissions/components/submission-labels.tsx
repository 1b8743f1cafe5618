/** A submission's status as a chip and its type's name, in the language on screen. */
import Chip from '@mui/material/Chip';
import {
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_TYPE_LABELS,
  type SubmissionStatus,
  type SubmissionType,
} from '../../../../../shared/domain/ethics/submissions';
import { useLocale } from '../../../../lib/i18n';

const COLOURS: Partial<Record<SubmissionStatus, 'default' | 'info' | 'warning' | 'success' | 'primary'>> = {
  submitted: 'info',
  returned: 'warning',
  accepted: 'primary',
  expedited: 'primary',
  onAgenda: 'primary',
  decided: 'success',
};

export function SubmissionStatusChip({ status }: { status: SubmissionStatus }) {
  const { locale } = useLocale();
  return <Chip size="small" color={COLOURS[status] ?? 'default'} label={SUBMISSION_STATUS_LABELS[status][locale]} />;
}

export function useSubmissionTypeLabel() {
  const { locale } = useLocale();
  return (type: SubmissionType) => SUBMISSION_TYPE_LABELS[type][locale];
}
