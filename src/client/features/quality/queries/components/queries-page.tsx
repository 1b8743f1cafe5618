/**
 * A project's queries and SDV coverage (page MonitoringQueries): the coverage figure, the status
 * filter and paging in the URL, the list with its Excel export, and the moves the caller's
 * buttons and the status machine allow (answer; close and re-open).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Query, type QueryListQuery, queryExportEndpoint } from '../../../../../shared/api/quality/queries';
import {
  QUERY_ACTION_LABELS,
  QUERY_STATUSES,
  QUERY_STATUS_LABELS,
  type QueryAction,
  allowedQueryActions,
} from '../../../../../shared/domain/quality/query-status';
import { queryFieldLabel } from '../../../../../shared/domain/quality/query-fields';
import { SDV_RECORD_KIND_LABELS } from '../../../../../shared/domain/quality/sdv';
import { useDocumentTitle } from '../../../../lib/document-title';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { ExportButton } from '../../../../ui/export-button';
import { FilterSelect } from '../../../../ui/filter-select';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { queryMessages } from '../messages';
import { qualityQueries, useQualityActions } from '../queries';
import { TextDialog } from './text-dialog';

export interface QueriesSearch extends PageSearch {
  status?: QueryListQuery['status'];
  subjectId?: number;
  recordKind?: QueryListQuery['recordKind'];
  recordId?: number;
}

export interface QueriesPageProps {
  projectId: number;
  search: QueriesSearch;
  onSearchChange: (next: QueriesSearch) => void;
}

function Coverage({ projectId }: { projectId: number }) {
  const t = useMessages(queryMessages);
  const coverage = useQuery(qualityQueries.coverage(projectId));
  const figure = coverage.data?.project;
  if (!figure) return null;
  return (
    <Alert severity="info">
      {format(t.coverage, {
        percent: figure.percent,
        verified: figure.verified,
        total: figure.total,
        open: figure.unsettledQueries,
      })}
    </Alert>
  );
}

export function QueriesPage({ projectId, search, onSearchChange }: QueriesPageProps) {
  const t = useMessages(queryMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(qualityQueries.list(projectId, state.query));
  const actions = useQualityActions(projectId);
  const [dialog, setDialog] = useState<{ action: 'answer' | 'reopen'; query: Query }>();
  const buttons = ['query:manage', 'query:answer'].filter((button) =>
    access.hasProjectButton(projectId, button as 'query:manage' | 'query:answer'),
  );

  const act = (query: Query, action: QueryAction) => {
    const ref = { projectId, id: query.id, version: query.version };
    if (action === 'close') actions.close.mutate(ref);
    else setDialog({ action, query });
  };
  const submitText = (text: string) => {
    if (!dialog) return;
    const ref = { projectId, id: dialog.query.id, version: dialog.query.version };
    const done = { onSuccess: () => setDialog(undefined) };
    if (dialog.action === 'answer') actions.answer.mutate({ ...ref, answer: text }, done);
    else actions.reopen.mutate({ ...ref, ...(text ? { note: text } : {}) }, done);
  };

  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        <ExportButton
          fetchFile={() => callFileEndpoint(queryExportEndpoint, { params: { projectId }, query: state.filters })}
          fileName="queries"
        />
      </StaffPageHeader>
      <Coverage projectId={projectId} />
      <Stack direction="row" spacing={1}>
        <FilterSelect
          allLabel={t.all}
          label={t.status}
          value={state.filters.status}
          options={QUERY_STATUSES.map((s) => [s, QUERY_STATUS_LABELS[s][locale]])}
          onChange={(value) =>
            state.setFilters({ ...state.filters, status: (value || undefined) as QueriesSearch['status'] })
          }
        />
        {state.filters.subjectId !== undefined && (
          <Chip
            label={format(t.subjectFilter, { subject: list.data?.rows[0]?.subjectNumber ?? state.filters.subjectId })}
            onDelete={() => state.setFilters({ ...state.filters, subjectId: undefined })}
          />
        )}
      </Stack>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            {[t.subject, t.record, t.field, t.question, t.answer, t.status, t.raisedBy, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(list.data?.rows ?? []).map((query) => (
            <TableRow key={query.id}>
              <TableCell>{`${query.subjectNumber} ${query.initials}`}</TableCell>
              <TableCell>{SDV_RECORD_KIND_LABELS[query.recordKind][locale]}</TableCell>
              <TableCell>{queryFieldLabel(query.recordKind, query.field)[locale]}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{query.question}</TableCell>
              <TableCell>{query.answer ?? ''}</TableCell>
              <TableCell>{QUERY_STATUS_LABELS[query.status][locale]}</TableCell>
              <TableCell>{query.createdBy}</TableCell>
              <TableCell>
                {allowedQueryActions(query.status, buttons).map((action) => (
                  <Button key={action} size="small" onClick={() => act(query, action)}>
                    {QUERY_ACTION_LABELS[action][locale]}
                  </Button>
                ))}
              </TableCell>
            </TableRow>
          ))}
          {list.data?.rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{t.empty}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {dialog && (
        <TextDialog
          title={dialog.action === 'answer' ? t.answerTitle : t.reopenTitle}
          label={dialog.action === 'answer' ? t.answer : t.reopenNote}
          required={dialog.action === 'answer'}
          busy={actions.answer.isPending || actions.reopen.isPending}
          onSubmit={submitText}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );
}
