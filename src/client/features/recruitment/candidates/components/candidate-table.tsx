/** The worklist table: masked name, sex/age, source, match status, suggestion, last result, next follow-up. */
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PatientRow } from '../../../../../shared/api/recruitment/candidates';
import { PATIENT_SOURCE, RECRUITED_SUBJECT_STATUS, RECRUIT_RESULT } from '../../../../../shared/domain/study';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { TableStates } from '../../../../ui/table-states';
import { recruitmentMessages } from '../messages';

const STATUS_COLOR = {
  recruitDone: 'success',
  recruitMay: 'warning',
  recruitFail: 'info',
  recruitOut: 'default',
} as const;

export function MatchStatusTag({ status }: { status: PatientRow['matchStatus'] }) {
  const t = useMessages(recruitmentMessages);
  const { locale } = useLocale();
  if (!status) return <Chip size="small" variant="outlined" label={t.unmatched} />;
  return (
    <Chip size="small" color={STATUS_COLOR[status]} label={dictEntryLabel(RECRUITED_SUBJECT_STATUS, status, locale)} />
  );
}

export interface CandidateTableProps {
  projectId: number;
  rows: PatientRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function CandidateTable({ projectId, rows, loading, failed, onRetry }: CandidateTableProps) {
  const t = useMessages(recruitmentMessages);
  const { locale } = useLocale();
  const sexAge = (row: PatientRow) =>
    [
      row.sex === 'male' ? t.male : row.sex === 'female' ? t.female : '',
      row.age === null ? '' : format(t.years, { age: row.age }),
    ]
      .filter(Boolean)
      .join(' / ') || '—';
  return (
    <TableContainer>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            <TableCell>{t.name}</TableCell>
            <TableCell>{t.sexAge}</TableCell>
            <TableCell>{t.source}</TableCell>
            <TableCell>{t.matchStatus}</TableCell>
            <TableCell>{t.suggested}</TableCell>
            <TableCell>{t.lastResult}</TableCell>
            <TableCell>{t.nextFollowUp}</TableCell>
            <TableCell>{t.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates colSpan={8} loading={loading} failed={failed} empty={rows.length === 0} onRetry={onRetry} />
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>{row.maskedName}</TableCell>
              <TableCell>{sexAge(row)}</TableCell>
              <TableCell>{dictEntryLabel(PATIENT_SOURCE, row.source, locale)}</TableCell>
              <TableCell>
                <MatchStatusTag status={row.matchStatus} />
              </TableCell>
              <TableCell>{row.suggested ? t.yes : '—'}</TableCell>
              <TableCell>{dictEntryLabel(RECRUIT_RESULT, row.recruitResult, locale) || '—'}</TableCell>
              <TableCell>
                {row.nextFollowUp ? (
                  <Typography
                    variant="body2"
                    color={row.followUpDue ? 'error' : undefined}
                    sx={{ fontWeight: row.followUpDue ? 500 : undefined }}
                  >
                    {row.nextFollowUp}
                    {row.followUpDue && ` · ${t.dueTag}`}
                  </Typography>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>
                <RouterLink
                  to="/staff/projects/$projectId/candidates/$patientId"
                  params={{ projectId, patientId: row.id }}
                  aria-label={`${t.open} ${row.maskedName}`}
                >
                  {t.open}
                </RouterLink>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
