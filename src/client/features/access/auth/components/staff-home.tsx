/** The workbench home: a welcome, the user's system roles, and their projects with their roles there. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { shellMessages } from '../messages';
import { useStaffAccess, useWho } from '../use-staff-session';

function RoleChips({ roles, label }: { roles: { id: number; name: string }[]; label: string }) {
  const t = useMessages(shellMessages);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      aria-label={label}
      role="group"
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary">
        {format(t.labelled, { label })}
      </Typography>
      {roles.length === 0 ? (
        <Typography variant="body2">{t.noRoles}</Typography>
      ) : (
        roles.map((role) => <Chip key={role.id} size="small" label={role.name} />)
      )}
    </Stack>
  );
}

export function StaffHome() {
  const t = useMessages(shellMessages);
  const who = useWho();
  const access = useStaffAccess();
  if (!who) return null;
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {format(t.welcome, { name: who.user.realname || who.user.userName })}
      </Typography>
      <RoleChips roles={who.user.userRoles} label={t.myRoles} />
      <section aria-labelledby="my-projects-heading">
        <Typography id="my-projects-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t.myProjects}
        </Typography>
        {access.projects.length === 0 ? (
          <Typography color="text.secondary">{t.noData}</Typography>
        ) : (
          <Grid container spacing={2}>
            {access.projects.map((project) => (
              <Grid key={project.projectId} size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" component="article">
                  <CardContent>
                    <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                      {project.projectName}
                    </Typography>
                    <RoleChips roles={project.roles} label={t.projectRoles} />
                    {access.hasProjectPage(project.projectId, 'ProjectTeam') && (
                      <RouterLink
                        to="/staff/projects/$projectId/team"
                        params={{ projectId: project.projectId }}
                        sx={{ display: 'inline-block', mt: 1 }}
                      >
                        {t.openTeam}
                      </RouterLink>
                    )}
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </section>
    </Stack>
  );
}
