/**
 * The staff navigation: the workbench home, the system pages the user holds (all catalogue
 * pages when the permission switch is off), and a project picker with the picked project's
 * permitted pages.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createLink, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { shellMessages } from '../messages';
import { PROJECT_PAGE_PATHS, SYSTEM_PAGE_PATHS, projectPageLabel, systemPageLabel } from '../staff-pages';
import type { StaffAccess } from '../staff-access';
import { useStaffAccess } from '../use-staff-session';

const NavLink = createLink(ListItemButton);
const ACTIVE = { className: 'Mui-selected' } as const;

export const NAV_WIDTH = 248;

/** The project of the current URL, when it is a project page. */
function useRouteProjectId(): number | undefined {
  return useParams({
    strict: false,
    select: (params) => {
      const id = Number((params as { projectId?: unknown }).projectId);
      return Number.isInteger(id) && id > 0 ? id : undefined;
    },
  });
}

function ProjectSection({ access, onNavigate }: { access: StaffAccess; onNavigate: () => void }) {
  const t = useMessages(shellMessages);
  const { locale } = useLocale();
  const routeProjectId = useRouteProjectId();
  const [picked, setPicked] = useState(routeProjectId ?? access.projects[0]?.projectId);
  // Opening another project's page picks that project (adjusted while rendering, not in an effect).
  const [seenRouteProjectId, setSeenRouteProjectId] = useState(routeProjectId);
  if (routeProjectId !== seenRouteProjectId) {
    setSeenRouteProjectId(routeProjectId);
    if (routeProjectId !== undefined) setPicked(routeProjectId);
  }
  if (access.projects.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {t.noProjects}
      </Typography>
    );
  }
  return (
    <>
      <Box sx={{ px: 2, py: 1 }}>
        <TextField
          select
          fullWidth
          size="small"
          id="staff-project-picker"
          label={t.projectPicker}
          value={picked ?? ''}
          onChange={(event) => setPicked(Number(event.target.value))}
          slotProps={{ select: { native: true } }}
        >
          {access.projects.map((project) => (
            <option key={project.projectId} value={project.projectId}>
              {project.projectName}
            </option>
          ))}
        </TextField>
      </Box>
      {picked !== undefined &&
        access.projectPages(picked).map((page) => (
          <NavLink
            key={page}
            to={PROJECT_PAGE_PATHS[page]}
            params={{ projectId: picked }}
            activeProps={ACTIVE}
            onClick={onNavigate}
          >
            <ListItemText primary={projectPageLabel(page, locale)} />
          </NavLink>
        ))}
    </>
  );
}

export function StaffNav({ onNavigate = () => undefined }: { onNavigate?: () => void }) {
  const t = useMessages(shellMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  return (
    <Box component="nav" aria-label={t.navigation} sx={{ width: NAV_WIDTH, overflowY: 'auto' }}>
      <List>
        <NavLink to="/staff" activeOptions={{ exact: true }} activeProps={ACTIVE} onClick={onNavigate}>
          <ListItemText primary={t.home} />
        </NavLink>
      </List>
      {access.systemPages.length > 0 && (
        <List subheader={<ListSubheader component="h2">{t.systemSection}</ListSubheader>}>
          {access.systemPages.map((page) => (
            <NavLink key={page} to={SYSTEM_PAGE_PATHS[page]} activeProps={ACTIVE} onClick={onNavigate}>
              <ListItemText primary={systemPageLabel(page, locale)} />
            </NavLink>
          ))}
        </List>
      )}
      <List subheader={<ListSubheader component="h2">{t.projectSection}</ListSubheader>}>
        <ProjectSection access={access} onNavigate={onNavigate} />
      </List>
    </Box>
  );
}
