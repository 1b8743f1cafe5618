/**
 * A project's trial subjects: filters (status, validity, keyword) and paging in the URL,
 * status tags, a per-row menu of the actions the status machine and the user's buttons allow,
 * add and edit, the numbering pattern, and CSV / Excel export of the filtered list.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SpreadsheetFormat } from '../../../../../shared/api/contract/staff-fields';
import { SUBJECT_VALIDITY_FILTERS } from '../../../../../shared/api/recruitment/list-filters';
import { type Subject, subjectExportEndpoint } from '../../../../../shared/api/recruitment/subjects';
import {
  SUBJECT_ACTION_BUTTONS,
  SUBJECT_STATUSES,
  SUBJECT_STATUS_LABELS,
  type SubjectAction,
  allowedSubjectActions,
} from '../../../../../shared/domain/recruitment/subject-status';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { printMessages } from '../../../../ui/print-page/print-messages';
import { RouterButton } from '../../../../ui/router-link';
import { pageWindow } from '../../../../lib/paging';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FilterForm } from '../../../../ui/filter-form';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { AddIcon } from '../../../../ui/staff-icons';
import { useStaffAccess } from '../../../access';
import { subjectMessages } from '../messages';
import { subjectQueries } from '../queries';
import type { SubjectsSearch } from '../subjects-search';
import { useSubjectActions } from '../use-subject-actions';
import { InvalidDialog } from './invalid-dialog';
import { NumberingDialog } from './numbering-dialog';
import { StatusDialog } from './status-dialog';
import { SubjectDialog } from './subject-dialog';
import { SubjectTable } from './subject-table';
import { useFollowingState } from '../../../../lib/use-following-state';
import { useHospitalToday } from '../../../../lib/use-hospital-today';

type Filters = Pick<SubjectsSearch, 'status' | 'validity' | 'keyword'>;
type DialogState =
  | { kind: 'add' }
  | { kind: 'numbering' }
  | { kind: 'edit'; subject: Subject }
  | { kind: 'action'; subject: Subject; action: SubjectAction };

function SubjectFilters({ search, onApply }: { search: SubjectsSearch; onApply: (filters: Filters) => void }) {
  const t = useMessages(subjectMessages);
  const { locale } = useLocale();
  const pick = ({ status, validity, keyword }: SubjectsSearch): Filters => ({ status, validity, keyword });
  const [draft, setDraft] = useFollowingState<Filters>(pick(search));
  const select = (name: 'status' | 'validity', label: string, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={draft[name] ?? ''}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value || undefined })}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140 }}
    >
      <option value="">{t.all}</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </TextField>
  );
  return (
    <FilterForm
      onSubmit={() => onApply({ ...draft, keyword: draft.keyword?.trim() || undefined })}
      onReset={() => onApply({})}
    >
      <TextField
        size="small"
        label={t.keyword}
        placeholder={t.keywordHint}
        value={draft.keyword ?? ''}
        onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      {select(
        'status',
        t.status,
        SUBJECT_STATUSES.map((s) => [s, SUBJECT_STATUS_LABELS[s][locale]]),
      )}
      {select(
        'validity',
        t.validity,
        SUBJECT_VALIDITY_FILTERS.map((v) => [v, v === 'valid' ? t.valid : t.invalid]),
      )}
    </FilterForm>
  );
}

function ActionDialog({
  projectId,
  dialog,
  today,
  onClose,
}: {
  projectId: number;
  dialog: DialogState;
  today: string;
  onClose: () => void;
}) {
  const t = useMessages(subjectMessages);
  const { remove } = useSubjectActions(projectId);
  if (dialog.kind === 'add') return <SubjectDialog projectId={projectId} today={today} onClose={onClose} />;
  if (dialog.kind === 'edit')
    return <SubjectDialog projectId={projectId} subject={dialog.subject} today={today} onClose={onClose} />;
  if (dialog.kind === 'numbering') return <NumberingLoader projectId={projectId} onClose={onClose} />;
  const { subject, action } = dialog;
  if (action === 'setInvalid') return <InvalidDialog projectId={projectId} subject={subject} onClose={onClose} />;
  if (action === 'delete') {
    return (
      <ConfirmDialog
        title={t.deleteTitle}
        text={format(t.deleteText, { number: subject.subjectNumber })}
        confirmLabel={t.confirm}
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ projectId, id: subject.id, version: subject.version }, { onSettled: onClose })}
        onClose={onClose}
      />
    );
  }
  return <StatusDialog projectId={projectId} subject={subject} action={action} today={today} onClose={onClose} />;
}

function NumberingLoader({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const numbering = useQuery(subjectQueries.numbering(projectId));
  return numbering.data ? <NumberingDialog projectId={projectId} numbering={numbering.data} onClose={onClose} /> : null;
}

export interface SubjectsPageProps {
  projectId: number;
  search: SubjectsSearch;
  onSearchChange: (next: SubjectsSearch) => void;
}

export function SubjectsPage({ projectId, search, onSearchChange }: SubjectsPageProps) {
  const t = useMessages(subjectMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const { page, size, ...filters } = search;
  const list = useQuery(
    subjectQueries.list(projectId, { ...pageWindow(page, size), ...filters, sort: 'subjectNumber', order: 'asc' }),
  );
  const [dialog, setDialog] = useState<DialogState>();
  const today = useHospitalToday();
  const can = (button: Parameters<typeof access.hasProjectButton>[1]) => access.hasProjectButton(projectId, button);
  const actionsOf = (subject: Subject) =>
    allowedSubjectActions(subject).filter((action) => can(SUBJECT_ACTION_BUTTONS[action]));
  const download = async (fileFormat: SpreadsheetFormat) => {
    try {
      const file = await callFileEndpoint(subjectExportEndpoint, {
        params: { projectId },
        query: { ...filters, sort: 'subjectNumber', order: 'asc', format: fileFormat },
      });
      saveBlob(file, `subjects.${fileFormat}`);
    } catch (failure) {
      showInfo({ text: failureText(failure, t.exportFailed) });
    }
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          {project && <Typography color="text.secondary">{project.projectName}</Typography>}
        </div>
        <Stack direction="row" spacing={1}>
          <PrintLogButton projectId={projectId} />
          {can('subject:export') && (
            <>
              <Button onClick={() => void download('xlsx')}>{t.exportXlsx}</Button>
              <Button onClick={() => void download('csv')}>{t.exportCsv}</Button>
            </>
          )}
          {can('subject:create') && (
            <>
              <Button onClick={() => setDialog({ kind: 'numbering' })}>{t.numbering}</Button>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
                {t.add}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
      <SubjectFilters search={search} onApply={(next) => onSearchChange({ ...next, size })} />
      <SubjectTable
        rows={list.data?.rows ?? []}
        loading={list.isPending}
        failed={list.isError && !list.data}
        actionsOf={actionsOf}
        canEdit={can('subject:create')}
        onRetry={() => void list.refetch()}
        onAction={(subject, action) =>
          setDialog(action === 'edit' ? { kind: 'edit', subject } : { kind: 'action', subject, action })
        }
      />
      <PaginationBar
        total={list.data?.total ?? 0}
        page={page ?? 1}
        pageSize={size ?? 10}
        onPageChange={(next) => onSearchChange({ ...search, page: next })}
        onPageSizeChange={(next) => onSearchChange({ ...search, size: next, page: undefined })}
      />
      {dialog && (
        <ActionDialog projectId={projectId} dialog={dialog} today={today} onClose={() => setDialog(undefined)} />
      )}
    </Stack>
  );
}

/** Opens the printable screening and enrolment log in a new tab. */
function PrintLogButton({ projectId }: { projectId: number }) {
  const t = useMessages(printMessages);
  return (
    <RouterButton to="/staff/projects/$projectId/subjects/print" params={{ projectId }} target="_blank">
      {t.print}
    </RouterButton>
  );
}
