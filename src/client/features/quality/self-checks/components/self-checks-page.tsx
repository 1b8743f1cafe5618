/**
 * A project's self-checks (page QualitySelfChecks): the runs, latest first, with their "no"
 * answers and findings and a link to each; 'start a self-check' with selfCheck:run and 'edit
 * the checklist' with selfCheck:template; the page in the URL.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import type { PageSearch } from '../../../../lib/search-params';
import { usePagedSearch } from '../../../../lib/use-paged-search';
import { PaginationBar } from '../../../../ui/pagination-bar';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess } from '../../../access';
import { selfCheckMessages } from '../messages';
import { selfCheckQueries } from '../queries';
import { RunDialog } from './run-dialog';
import { TemplateDialog } from './template-dialog';

export interface SelfChecksPageProps {
  projectId: number;
  search: PageSearch;
  onSearchChange: (next: PageSearch) => void;
}

const COLUMNS = 6;

function HeaderButtons({ projectId, onOpen }: { projectId: number; onOpen: (dialog: 'run' | 'list') => void }) {
  const t = useMessages(selfCheckMessages);
  const access = useStaffAccess();
  const template = useQuery(selfCheckQueries.template(projectId));
  const ready = Boolean(template.data);
  return (
    <Stack direction="row" spacing={1}>
      {access.hasProjectButton(projectId, 'selfCheck:template') && (
        <Button disabled={!ready} onClick={() => onOpen('list')}>
          {t.editList}
        </Button>
      )}
      {access.hasProjectButton(projectId, 'selfCheck:run') && (
        <Button variant="contained" disabled={!ready} onClick={() => onOpen('run')}>
          {t.start}
        </Button>
      )}
    </Stack>
  );
}

export function SelfChecksPage({ projectId, search, onSearchChange }: SelfChecksPageProps) {
  const t = useMessages(selfCheckMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const state = usePagedSearch(search, onSearchChange);
  const list = useQuery(selfCheckQueries.list(projectId, state.query));
  const template = useQuery(selfCheckQueries.template(projectId));
  const [dialog, setDialog] = useState<'run' | 'list'>();
  const rows = list.data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        <HeaderButtons projectId={projectId} onOpen={setDialog} />
      </StaffPageHeader>
      <Table size="small" aria-label={t.table}>
        <TableHead>
          <TableRow>
            {[t.checkedOn, t.summary, t.noCount, t.findings, t.recordedBy, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStates
            colSpan={COLUMNS}
            loading={list.isPending}
            failed={list.isError}
            empty={rows.length === 0}
            onRetry={() => void list.refetch()}
          />
          {rows.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{run.checkedOn}</TableCell>
              <TableCell sx={{ maxWidth: 360 }}>{run.summary ?? '—'}</TableCell>
              <TableCell>{`${run.noCount} / ${run.answers.length}`}</TableCell>
              <TableCell>
                {run.openFindingCount > 0 ? format(t.openFindings, { open: run.openFindingCount }) : '—'}
              </TableCell>
              <TableCell>{run.createdBy}</TableCell>
              <TableCell>
                <RouterLink
                  to="/staff/projects/$projectId/quality-self-checks/$runId"
                  params={{ projectId, runId: run.id }}
                  aria-label={`${t.open} ${run.checkedOn}`}
                >
                  {t.open}
                </RouterLink>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PaginationBar total={list.data?.total ?? 0} {...state.pagination} />
      {dialog === 'run' && template.data && (
        <RunDialog projectId={projectId} template={template.data} onClose={() => setDialog(undefined)} />
      )}
      {dialog === 'list' && template.data && (
        <TemplateDialog projectId={projectId} template={template.data} onClose={() => setDialog(undefined)} />
      )}
    </Stack>
  );
}
