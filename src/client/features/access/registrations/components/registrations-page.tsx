/** Registration review: requests filtered by status, pass (initial password shown once) or refuse with a note. */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { REGISTRATION_STATUSES } from '../../../../../shared/api/access/list-filters';
import type { RegistrationRow } from '../../../../../shared/api/access/registration';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { pageWindow } from '../../../../lib/paging';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FilterForm } from '../../../../ui/filter-form';
import { OneTimeSecretDialog } from '../../../../ui/one-time-secret-dialog';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { registrationMessages } from '../messages';
import { registrationQueries, usePassRegistration } from '../queries';
import type { RegistrationsSearch } from '../registrations-search';
import { RefuseDialog } from './refuse-dialog';
import { RegistrationTable } from './registration-table';
import { useFollowingState } from '../../../../lib/use-following-state';

type Dialog =
  { kind: 'pass' | 'refuse'; row: RegistrationRow } | { kind: 'secret'; userName: string; password: string };

function RegistrationDialogs({ dialog, onChange }: { dialog?: Dialog; onChange: (next?: Dialog) => void }) {
  const t = useMessages(registrationMessages);
  const pass = usePassRegistration();
  const close = () => onChange(undefined);
  if (!dialog) return null;
  if (dialog.kind === 'refuse') return <RefuseDialog row={dialog.row} onClose={close} />;
  if (dialog.kind === 'secret') {
    return (
      <OneTimeSecretDialog
        title={t.passedTitle}
        userName={dialog.userName}
        password={dialog.password}
        onClose={close}
      />
    );
  }
  return (
    <ConfirmDialog
      title={t.pass}
      text={format(t.passConfirm, { name: dialog.row.realname })}
      confirmLabel={t.pass}
      busy={pass.isPending}
      onClose={close}
      onConfirm={() =>
        pass.mutate(dialog.row, {
          onSuccess: ({ userName, password }) => onChange({ kind: 'secret', userName, password }),
          // The failure itself is reported by the HTTP layer.
          onError: close,
        })
      }
    />
  );
}

export interface RegistrationsPageProps {
  search: RegistrationsSearch;
  onSearchChange: (next: RegistrationsSearch) => void;
}

export function RegistrationsPage({ search, onSearchChange }: RegistrationsPageProps) {
  const t = useMessages(registrationMessages);
  useDocumentTitle(t.title);
  const { page, size, ...filters } = search;
  const list = useQuery(registrationQueries.list({ ...pageWindow(page, size), ...filters }));
  const [draft, setDraft] = useFollowingState(filters);
  const [dialog, setDialog] = useState<Dialog>();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <FilterForm
        onSubmit={() => onSearchChange({ ...draft, keyword: draft.keyword?.trim() || undefined, size })}
        onReset={() => onSearchChange({ size })}
      >
        <TextField
          select
          size="small"
          label={t.status}
          value={draft.status ?? ''}
          onChange={(event) =>
            setDraft({ ...draft, status: REGISTRATION_STATUSES.find((s) => s === event.target.value) })
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 120 }}
        >
          <option value="">{t.all}</option>
          {REGISTRATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t[status]}
            </option>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t.keyword}
          placeholder={t.keywordHint}
          value={draft.keyword ?? ''}
          onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        />
      </FilterForm>
      <RegistrationTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        onRetry={() => void list.refetch()}
        onAction={(kind, row) => setDialog({ kind, row })}
      />
      <PaginationBar
        total={list.data?.total ?? 0}
        page={page ?? 1}
        pageSize={size ?? 10}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
        onPageSizeChange={(next) => onSearchChange({ ...search, size: next, page: undefined })}
      />
      <RegistrationDialogs dialog={dialog} onChange={setDialog} />
    </Stack>
  );
}
