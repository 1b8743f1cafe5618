/** A project's team: its members and their roles in the project. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../lib/document-title';
import { useMessages } from '../../../lib/i18n';
import { TableStates } from '../../../ui/table-states';
import { useStaffAccess } from '../../auth/use-staff-session';
import { projectTeamMessages } from '../messages';
import { projectTeamQueries } from '../queries';

export function ProjectTeamPage({ projectId }: { projectId: number }) {
  const t = useMessages(projectTeamMessages);
  const project = useStaffAccess().projects.find((p) => p.projectId === projectId);
  const members = useQuery(projectTeamQueries.members(projectId));
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const rows = members.data ?? [];
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        {project && <Typography color="text.secondary">{project.projectName}</Typography>}
      </div>
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
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStates
              colSpan={6}
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
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary">
        {t.hint}
      </Typography>
    </Stack>
  );
}
