/**
 * A project's ethics submissions (project page EthicsSubmissions, 伦理递交): the team's list,
 * newest first, each linking to its page; a new submission (ethics:submit) is drafted in a
 * dialog choosing versions from the project's binder.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { ethicsSubmissionMessages } from '../messages';
import { ethicsQueries } from '../queries';
import { ApprovalStatus } from '../../letters/components/approval-status';
import { SubmissionDialog } from './submission-dialog';
import { SubmissionStatusChip, useSubmissionTypeLabel } from './submission-labels';

export function EthicsSubmissionsPage({ projectId }: { projectId: number }) {
  const t = useMessages(ethicsSubmissionMessages);
  useDocumentTitle(t.listTitle);
  const typeLabel = useSubmissionTypeLabel();
  const navigate = useNavigate();
  const access = useStaffAccess();
  const canSubmit = access.hasProjectButton(projectId, 'ethics:submit');
  const list = useQuery(ethicsQueries.projectList(projectId));
  const rows = list.data?.rows ?? [];
  const [creating, setCreating] = useState(false);
  return (
    <Stack spacing={2}>
      <StaffPageHeader title={t.listTitle}>
        {canSubmit && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t.newSubmission}
          </Button>
        )}
      </StaffPageHeader>
      <ApprovalStatus projectId={projectId} />
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.listTitle}>
          <TableHead>
            <TableRow>
              {[t.type, t.title, t.status, t.acceptanceNumber, t.submittedAt, t.documentCount, t.open].map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{typeLabel(row.type)}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>
                  <SubmissionStatusChip status={row.status} />
                </TableCell>
                <TableCell>{row.acceptanceNumber ?? '—'}</TableCell>
                <TableCell>{row.submittedAt ? formatDateTime(row.submittedAt) : '—'}</TableCell>
                <TableCell>{row.documentCount}</TableCell>
                <TableCell>
                  <RouterLink
                    to="/staff/projects/$projectId/ethics-submissions/$submissionId"
                    params={{ projectId, submissionId: row.id }}
                    aria-label={format(t.openOf, { title: row.title })}
                  >
                    {t.open}
                  </RouterLink>
                </TableCell>
              </TableRow>
            ))}
            {list.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{t.empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {creating && (
        <SubmissionDialog
          projectId={projectId}
          onClose={() => setCreating(false)}
          onSaved={(id) =>
            void navigate({
              to: '/staff/projects/$projectId/ethics-submissions/$submissionId',
              params: { projectId, submissionId: id },
            })
          }
        />
      )}
    </Stack>
  );
}
