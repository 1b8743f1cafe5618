/** A page of AEs: subject, term, dates, severity, grade, seriousness, relation, outcome, status and the SAE flag. */
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { AeRow } from '../../../../../shared/api/safety/ae';
import { SEVERITY } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { RECORD_STATUS_LABELS } from '../../../../../shared/domain/safety/status';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { OpenRecordButton, type OpenableRecordTableProps, RecordListTable } from '../../../../ui/record-list-table';
import { useAeDictionaries } from '../ae-dictionaries';
import { aeMessages } from '../messages';

export type AeTableProps = OpenableRecordTableProps<AeRow>;

/** 'SAE raised' once a report is linked, else 'SAE required' when the rules or seriousness say so. */
export function SaeFlag({ ae }: { ae: AeRow }) {
  const t = useMessages(aeMessages);
  if (ae.saeCount > 0) return <Chip size="small" color="success" variant="outlined" label={t.saeCreated} />;
  if (ae.saeRequired || ae.serious === '1') return <Chip size="small" color="warning" label={t.saeRequired} />;
  return null;
}

export function AeStatus({ ae }: { ae: AeRow }) {
  const t = useMessages(aeMessages);
  const { locale } = useLocale();
  const label = `${RECORD_STATUS_LABELS[ae.status][locale]} · ${format(t.revision, { revision: ae.revision })}`;
  return (
    <Chip
      size="small"
      variant={ae.status === 'draft' ? 'outlined' : 'filled'}
      color={ae.status === 'draft' ? 'default' : 'primary'}
      label={label}
    />
  );
}

const HEADERS = [
  'subjectNumber',
  'term',
  'onsetDate',
  'severity',
  'grade',
  'serious',
  'drugRelation',
  'outcome',
  'status',
  'sae',
  'actions',
] as const;

export function AeTable({ rows, loading, failed, onRetry, onOpen }: AeTableProps) {
  const t = useMessages(aeMessages);
  const { locale } = useLocale();
  const dict = useAeDictionaries();
  return (
    <RecordListTable
      label={t.table}
      columns={HEADERS.map((header) => t[header])}
      loading={loading}
      failed={failed}
      empty={rows.length === 0}
      onRetry={onRetry}
    >
      {!loading &&
        !failed &&
        rows.map((ae) => (
          <TableRow key={ae.id} hover>
            <TableCell>{`${ae.subjectNumber} ${ae.subjectInitials}`}</TableCell>
            <TableCell>{ae.term}</TableCell>
            <TableCell>{ae.onsetDate}</TableCell>
            <TableCell>{dictEntryLabel(SEVERITY, ae.severity, locale)}</TableCell>
            <TableCell>{dict.label('grade', ae.grade)}</TableCell>
            <TableCell>{ae.serious === '1' ? t.yes : t.no}</TableCell>
            <TableCell>{dict.label('drugRelation', ae.drugRelation)}</TableCell>
            <TableCell>{dict.label('outcome', ae.outcome)}</TableCell>
            <TableCell>
              <AeStatus ae={ae} />
            </TableCell>
            <TableCell>
              <SaeFlag ae={ae} />
            </TableCell>
            <TableCell>
              <OpenRecordButton
                label={t.view}
                rowName={`${ae.subjectNumber} ${ae.term}`}
                onOpen={() => onOpen(ae.id)}
              />
            </TableCell>
          </TableRow>
        ))}
    </RecordListTable>
  );
}
