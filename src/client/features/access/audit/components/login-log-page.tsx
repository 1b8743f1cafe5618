/** The login log: who tried to sign in, when (local time), from where, the result and why. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SIGN_IN_FAILURE_REASONS, type SignInFailureReason } from '../../../../../shared/api/access/auth';
import { formatTimestamp } from '../../../../lib/timestamps';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { FilterForm } from '../../../../ui/filter-form';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { TableStates } from '../../../../ui/table-states';
import { signInMessages } from '../../auth/messages';
import type { LoginLogSearch } from '../audit-search';
import { auditMessages } from '../messages';
import { auditQueries } from '../queries';
import { DateRangeFields } from './date-range-fields';
import { useFollowingState } from '../../../../lib/use-following-state';
import { useHospitalTimeColumn } from '../../../../lib/hospital-zone';

/** A sign-in failure reason in words; other reasons (the sign-in method) as recorded. */
function useReasonText(): (reason: string | null) => string {
  const { locale } = useLocale();
  return (reason) => {
    if (!reason) return '';
    const known = SIGN_IN_FAILURE_REASONS.find((item): item is SignInFailureReason => item === reason);
    return known ? signInMessages[locale][known] : reason;
  };
}

type Filters = Omit<LoginLogSearch, 'page' | 'size'>;

export function LoginLogPage({
  search,
  onSearchChange,
}: {
  search: LoginLogSearch;
  onSearchChange: (next: LoginLogSearch) => void;
}) {
  const t = useMessages(auditMessages);
  const zoned = useHospitalTimeColumn();
  useDocumentTitle(t.loginLogTitle);
  const reasonText = useReasonText();
  const { page, size, ...filters } = search;
  const list = useQuery(auditQueries.loginLog({ ...pageWindow(page, size), ...filters }));
  const [draft, setDraft] = useFollowingState<Filters>(filters);
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t.loginLogTitle}
      </Typography>
      <FilterForm
        onSubmit={() => onSearchChange({ ...draft, userName: draft.userName?.trim() || undefined, size })}
        onReset={() => onSearchChange({ size })}
      >
        <TextField
          size="small"
          label={t.userName}
          value={draft.userName ?? ''}
          onChange={(e) => setDraft({ ...draft, userName: e.target.value })}
        />
        <TextField
          select
          size="small"
          label={t.outcome}
          value={draft.outcome ?? ''}
          onChange={(e) =>
            setDraft({
              ...draft,
              outcome: e.target.value === 'success' || e.target.value === 'failure' ? e.target.value : undefined,
            })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 110 }}
        >
          <option value="">{t.all}</option>
          <option value="success">{t.success}</option>
          <option value="failure">{t.failure}</option>
        </TextField>
        <DateRangeFields value={draft} onChange={(range) => setDraft({ ...draft, ...range })} />
      </FilterForm>
      <TableContainer>
        <Table size="small" aria-label={t.loginLogTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{t.userName}</TableCell>
              <TableCell>{zoned(t.time)}</TableCell>
              <TableCell>{t.clientIp}</TableCell>
              <TableCell>{t.outcome}</TableCell>
              <TableCell>{t.reason}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={5}
              loading={list.isPending}
              failed={list.isError && !list.data}
              empty={rows.length === 0}
              onRetry={() => void list.refetch()}
            />
            {list.data &&
              rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>{row.userName ?? ''}</TableCell>
                  <TableCell>
                    <time dateTime={row.at}>{formatTimestamp(row.at)}</time>
                  </TableCell>
                  <TableCell>{row.clientIp ?? ''}</TableCell>
                  <TableCell>
                    <Chip size="small" color={row.outcome === 'success' ? 'success' : 'error'} label={t[row.outcome]} />
                  </TableCell>
                  <TableCell>{reasonText(row.reason)}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        total={list.data?.total ?? 0}
        page={page ?? 1}
        pageSize={size ?? 10}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
        onPageSizeChange={(next) => onSearchChange({ ...search, size: next, page: undefined })}
      />
    </Stack>
  );
}
