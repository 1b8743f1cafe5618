/**
 * A project's dispensing: status filter and paging in the URL, the dispensings with their
 * packs, dispensing (drug:give), the second person's review (drug:review) and revoking with
 * a reason (drug:revoke) as the status machine allows now; the prescriptions below.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Distribution, DistributionListQuery } from '../../../../../shared/api/drugs/dispensing';
import {
  DISTRIBUTION,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_STATUS_LABELS,
  type DistributionAction,
} from '../../../../../shared/domain/drugs/status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FilterSelect } from '../../../../ui/filter-select';
import { FormDialog } from '../../../../ui/form-dialog';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { AddIcon } from '../../../../ui/staff-icons';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess, useWho } from '../../../access';
import { dispensingMessages } from '../messages';
import { dispensingQueries, useDispensingActions } from '../queries';
import { DistributionTable, packsText } from './distribution-table';
import { GiveDialog } from './give-dialog';
import { PrescriptionsSection } from './prescriptions-section';

export interface DispensingSearch extends PageSearch {
  status?: DistributionListQuery['status'];
  subjectId?: number;
}
type Filters = Omit<DispensingSearch, keyof PageSearch>;
type DialogState = { kind: 'give' } | { kind: DistributionAction; distribution: Distribution };

const DISPENSING_BUTTONS = ['drug:give', 'drug:review', 'drug:revoke', 'drug:prescribe'] as const;

/** The buttons of the dispensing page the user holds in the project. */
export function useDispensingButtons(projectId: number): string[] {
  const access = useStaffAccess();
  return DISPENSING_BUTTONS.filter((button) => access.hasProjectButton(projectId, button));
}

function RevokeDialog({
  projectId,
  distribution,
  onClose,
}: {
  projectId: number;
  distribution: Distribution;
  onClose: () => void;
}) {
  const t = useMessages(dispensingMessages);
  const { revoke } = useDispensingActions(projectId);
  const form = useFormDraft({ reason: '' });
  const submit = () =>
    revoke.mutate(
      { projectId, id: distribution.id, version: distribution.version, reason: form.draft.reason },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  return (
    <FormDialog
      title={t.revokeTitle}
      busy={revoke.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('reason', t.revokeReason)}
        required
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}

/** The dialog of the action chosen: dispense, review (a confirmation) or revoke. */
export function DispensingDialog({
  projectId,
  dialog,
  onClose,
}: {
  projectId: number;
  dialog: DialogState;
  onClose: () => void;
}) {
  const t = useMessages(dispensingMessages);
  const { review } = useDispensingActions(projectId);
  if (dialog.kind === 'give') return <GiveDialog projectId={projectId} onClose={onClose} />;
  const { distribution } = dialog;
  if (dialog.kind === 'revoke')
    return <RevokeDialog projectId={projectId} distribution={distribution} onClose={onClose} />;
  return (
    <ConfirmDialog
      title={t.reviewTitle}
      text={format(t.reviewText, {
        subject: distribution.subjectNumber,
        visit: distribution.visitName ?? '',
        packs: packsText(distribution),
      })}
      confirmLabel={t.reviewTitle}
      busy={review.isPending}
      onConfirm={() =>
        review.mutate({ projectId, id: distribution.id, version: distribution.version }, { onSettled: onClose })
      }
      onClose={onClose}
    />
  );
}

export function DispensingPage({
  projectId,
  search,
  onSearchChange,
}: {
  projectId: number;
  search: DispensingSearch;
  onSearchChange: (next: DispensingSearch) => void;
}) {
  const t = useMessages(dispensingMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(dispensingQueries.list(projectId, state.query));
  const [dialog, setDialog] = useState<DialogState>();
  const buttons = useDispensingButtons(projectId);
  const me = useWho()?.user.userName;
  const filters: Filters = state.filters;
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {buttons.includes('drug:give') && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'give' })}>
            {t.give}
          </Button>
        )}
      </StaffPageHeader>
      <FilterSelect
        allLabel={t.all}
        label={t.status}
        value={filters.status}
        options={DISTRIBUTION_STATUSES.map((s) => [s, DISTRIBUTION_STATUS_LABELS[s][locale]])}
        onChange={(value) => state.setFilters({ ...filters, status: (value || undefined) as Filters['status'] })}
      />
      <DistributionTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        actionsOf={(row) =>
          // The dispenser cannot review their own dispensing (the server refuses it too).
          DISTRIBUTION.allowed(row.status, buttons).filter((action) => action !== 'review' || row.createdBy !== me)
        }
        onRetry={() => void list.refetch()}
        onAction={(distribution, action) => setDialog({ kind: action, distribution })}
      />
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      <PrescriptionsSection projectId={projectId} canPrescribe={buttons.includes('drug:prescribe')} />
      {dialog && <DispensingDialog projectId={projectId} dialog={dialog} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}
