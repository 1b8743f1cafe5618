/** A project's team: its members and their roles in the project; with team:manage, adding, changing and removing them. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProjectMember } from '../../../../../shared/api/study/project-team';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { useDocumentTitle } from '../../../../lib/document-title';
import { format, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { AddIcon } from '../../../../ui/staff-icons';
import { TableStates } from '../../../../ui/table-states';
import { useStaffAccess, useWho } from '../../../access';
import { projectTeamMessages } from '../messages';
import { projectTeamQueries } from '../queries';
import { useSaveMember } from '../use-team-actions';
import { TeamMemberDialog } from './team-member-dialog';

type Editing = { kind: 'add' } | { kind: 'roles' | 'remove'; member: ProjectMember };

export function ProjectTeamPage({ projectId }: { projectId: number }) {
  const t = useMessages(projectTeamMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  const canManage = access.hasProjectButton(projectId, 'team:manage');
  const me = useWho()?.user.userId;
  const [editing, setEditing] = useState<Editing>();
  const save = useSaveMember(projectId);
  const members = useQuery(projectTeamQueries.members(projectId));
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const rows = members.data ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          {project && <Typography color="text.secondary">{project.projectName}</Typography>}
        </div>
        {canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'add' })}>
            {t.add}
          </Button>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t.title}>
          <TableHead>
            <TableRow>
              <TableCell>{t.realname}</TableCell>
              <TableCell>{t.userName}</TableCell>
              <TableCell>{t.dept}</TableCell>
              <TableCell>{t.phone}</TableCell>
              <TableCell>{t.roles}</TableCell>
              <TableCell>{t.status}</TableCell>
              {canManage && <TableCell>{t.actions}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={canManage ? 7 : 6}
              loading={members.isPending}
              failed={members.isError}
              empty={rows.length === 0}
              onRetry={() => void members.refetch()}
            />
            {members.data &&
              rows.map((member) => (
                <TableRow key={member.userId} hover>
                  <TableCell>{member.realname}</TableCell>
                  <TableCell>{member.userName}</TableCell>
                  <TableCell>{member.deptName ?? member.belong ?? ''}</TableCell>
                  <TableCell>{member.phone ?? ''}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {member.roles.map((role) => (
                        <Chip key={role.id} size="small" label={role.name} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>{member.status === 'enabled' ? t.enabled : t.disabled}</TableCell>
                  {canManage && (
                    <TableCell>
                      {member.userId !== me && (
                        <Stack direction="row" spacing={0.5}>
                          <Button
                            size="small"
                            onClick={() => setEditing({ kind: 'roles', member })}
                            aria-label={`${t.editRoles} ${member.realname}`}
                          >
                            {t.editRoles}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setEditing({ kind: 'remove', member })}
                            aria-label={`${t.remove} ${member.realname}`}
                          >
                            {t.remove}
                          </Button>
                        </Stack>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary">
        {t.hint}
      </Typography>
      {(editing?.kind === 'add' || editing?.kind === 'roles') && (
        <TeamMemberDialog
          projectId={projectId}
          member={editing.kind === 'roles' ? editing.member : undefined}
          memberIds={rows.map((member) => member.userId)}
          onClose={() => setEditing(undefined)}
        />
      )}
      {editing?.kind === 'remove' && (
        <ConfirmDialog
          title={t.removeTitle}
          text={format(t.removeText, { name: editing.member.realname })}
          confirmLabel={t.remove}
          busy={save.isPending}
          onClose={() => setEditing(undefined)}
          onConfirm={() =>
            save.mutate(
              { userId: editing.member.userId, roleIds: [] },
              {
                onSuccess: () => {
                  showInfo({ text: t.removed });
                  setEditing(undefined);
                },
                onError: (error) => showInfo({ text: failureText(error, t.saveFailed) }),
              },
            )
          }
        />
      )}
    </Stack>
  );
}
