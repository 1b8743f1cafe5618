/** A document version's status as a chip, coloured by what it means for the reader. */
import Chip from '@mui/material/Chip';
import {
  DOCUMENT_VERSION_STATUS_TEXT,
  type DocumentVersionStatus,
} from '../../../../../shared/domain/documents/versions';
import { useLocale } from '../../../../lib/i18n';

const TONE: Record<DocumentVersionStatus, 'default' | 'success' | 'warning' | 'info'> = {
  draft: 'default',
  inReview: 'info',
  effective: 'success',
  superseded: 'default',
  withdrawn: 'warning',
};

export function VersionStatusChip({ status }: { status: DocumentVersionStatus }) {
  const { locale } = useLocale();
  return (
    <Chip
      size="small"
      variant={status === 'superseded' ? 'outlined' : 'filled'}
      color={TONE[status]}
      label={DOCUMENT_VERSION_STATUS_TEXT[status][locale]}
    />
  );
}
