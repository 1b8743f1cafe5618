/**
 * The registration requests: applicant, department, reason, status (with any clash of a
 * pending request's name or phone, which only reviewers see), and pass/refuse for pending ones.
 */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { RegistrationRow } from '../../../../../shared/api/access/registration';
import { formatDateTime } from '../../../../lib/dates';
import { useMessages } from '../../../../lib/i18n';
import { TableStates } from '../../../../ui/table-states';
import { useCan } from '../../auth/use-staff-session';
import { registrationMessages } from '../messages';

const TONE = { pending: 'warning', passed: 'success', refused: 'default' } as const;

export interface RegistrationTableProps {
  rows: RegistrationRow[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onAction: (action: 'pass' | 'refuse', row: RegistrationRow) => void;
}

export function RegistrationTable({ rows, loading, failed, onRetry, onAction }: RegistrationTableProps) {
  const t = useMessages(registrationMessages);
  const canReview = useCan()('registration:review');
  return (
    <TableContainer>
      <Table size="small" aria-label={t.title}>
        <TableHead>
          <TableRow>
            <TableCell>{t.userName}</TableCell>
            <TableCell>{t.realname}</TableCell>
            <TableCell>{t.phone}</TableCell>
            <TableCell>{t.dept}</TableCell>
            <TableCell>{t.reason}</TableCell>
            <TableCell>{t.appliedAt}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.review}</TableCell>
            <TableCell>{t.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates colSpan={9} loading={loading} failed={failed} empty={rows.length === 0} onRetry={onRetry} />
          {!loading &&
            !failed &&
            rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.userName}</TableCell>
                <TableCell>{row.realname}</TableCell>
                <TableCell>{row.phone}</TableCell>
                <TableCell>{row.deptName ?? ''}</TableCell>
                <TableCell sx={{ maxWidth: 240 }}>{row.reason ?? ''}</TableCell>
                <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <Chip size="small" color={TONE[row.status]} label={t[row.status]} />
                    {row.clashes.map((clash) => (
                      <Chip key={clash} size="small" color="error" variant="outlined" label={t[`clash_${clash}`]} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>
                  {[row.reviewerName, row.reviewedAt && formatDateTime(row.reviewedAt), row.reviewNote]
                    .filter(Boolean)
                    .join(' · ')}
                </TableCell>
                <TableCell>
                  {canReview && row.status === 'pending' && (
                    <>
                      <Button size="small" onClick={() => onAction('pass', row)}>
                        {t.pass}
                      </Button>
                      <Button size="small" color="error" onClick={() => onAction('refuse', row)}>
                        {t.refuse}
                      </Button>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
