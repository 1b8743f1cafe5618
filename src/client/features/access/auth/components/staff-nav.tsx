/**
 * The staff navigation: the workbench home, the system pages the user holds (all catalogue
 * pages when the permission switch is off), their daily work pages apart from the
 * administration ones, and a project picker with the picked project's permitted pages, the
 * safety pages under one heading.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createLink, useParams } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import type { ProjectPage, SystemPage } from '../../../../../shared/domain/access/permissions';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { shellMessages } from '../messages';
import {
  PROJECT_PAGE_PATHS,
  type RoutedProjectPage,
  SYSTEM_PAGE_PATHS,
  hasProjectPagePath,
  projectPageLabel,
  systemPageLabel,
} from '../staff-pages';
import type { StaffAccess } from '../staff-access';
import { useStaffAccess } from '../use-staff-session';

const NavLink = createLink(ListItemButton);
const ACTIVE = { className: 'Mui-selected' } as const;

export const NAV_WIDTH = 248;

/** System pages of the daily work (a coordinator's), shown apart from the administration ones. */
const WORK_PAGES: readonly SystemPage[] = [
  'TaskInbox',
  'ProjectManage',
  'RecruitOverview',
  'VisitSchedule',
  'DocumentSearch',
  'Reports',
];
/** The project's safety pages, listed under one heading. */
const SAFETY_PAGES: readonly ProjectPage[] = [
  'SafetyAe',
  'SafetySae',
  'SafetySusar',
  'SafetyDsur',
  'ProtocolViolations',
  'ConMeds',
  'SafetyRules',
];

/**
 * A titled group of links: the heading sits before the list (a list holds only its items) and
 * names it for screen readers.
 */
function NavGroup({ title, level, children }: { title?: string; level: 'h2' | 'h3'; children: ReactNode }) {
  const id = useId();
  return (
    <>
      {title && (
        <ListSubheader
          component={level}
          id={id}
          disableSticky={level === 'h3'}
          sx={{ lineHeight: level === 'h3' ? 2.5 : undefined }}
        >
          {title}
        </ListSubheader>
      )}
      <List aria-labelledby={title ? id : undefined} sx={{ py: title ? 0 : undefined }}>
        {children}
      </List>
    </>
  );
}

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

function ProjectPageLinks({
  pages,
  projectId,
  onNavigate,
}: {
  pages: readonly ProjectPage[];
  projectId: number;
  onNavigate: () => void;
}) {
  const t = useMessages(shellMessages);
  const { locale } = useLocale();
  const link = (page: RoutedProjectPage) => (
    <ListItem key={page} disablePadding>
      <NavLink to={PROJECT_PAGE_PATHS[page]} params={{ projectId }} activeProps={ACTIVE} onClick={onNavigate}>
        <ListItemText primary={projectPageLabel(page, locale)} />
      </NavLink>
    </ListItem>
  );
  const routed = pages.filter(hasProjectPagePath);
  const safetyPages = routed.filter((page) => SAFETY_PAGES.includes(page));
  return (
    <>
      <NavGroup level="h3">{routed.filter((page) => !SAFETY_PAGES.includes(page)).map(link)}</NavGroup>
      {safetyPages.length > 0 && (
        <NavGroup level="h3" title={t.safetySection}>
          {safetyPages.map(link)}
        </NavGroup>
      )}
    </>
  );
}

function ProjectSection({ access, onNavigate }: { access: StaffAccess; onNavigate: () => void }) {
  const t = useMessages(shellMessages);
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
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {access.projects.map((project) => (
            <option key={project.projectId} value={project.projectId}>
              {project.projectName}
            </option>
          ))}
        </TextField>
      </Box>
      {picked !== undefined && (
        <ProjectPageLinks pages={access.projectPages(picked)} projectId={picked} onNavigate={onNavigate} />
      )}
    </>
  );
}

export function StaffNav({ onNavigate = () => undefined }: { onNavigate?: () => void }) {
  const t = useMessages(shellMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const workPages = access.systemPages.filter((page) => WORK_PAGES.includes(page));
  const adminPages = access.systemPages.filter((page) => !WORK_PAGES.includes(page));
  return (
    <Box component="nav" aria-label={t.navigation} sx={{ width: NAV_WIDTH, overflowY: 'auto' }}>
      <NavGroup level="h2">
        <ListItem disablePadding>
          <NavLink to="/staff" activeOptions={{ exact: true }} activeProps={ACTIVE} onClick={onNavigate}>
            <ListItemText primary={t.home} />
          </NavLink>
        </ListItem>
      </NavGroup>
      {[
        { key: 'work', title: t.workSection, pages: workPages },
        { key: 'system', title: t.systemSection, pages: adminPages },
      ].map(
        (group) =>
          group.pages.length > 0 && (
            <NavGroup key={group.key} level="h2" title={group.title}>
              {group.pages.map((page) => (
                <ListItem key={page} disablePadding>
                  <NavLink to={SYSTEM_PAGE_PATHS[page]} activeProps={ACTIVE} onClick={onNavigate}>
                    <ListItemText primary={systemPageLabel(page, locale)} />
                  </NavLink>
                </ListItem>
              ))}
            </NavGroup>
          ),
      )}
      <ListSubheader component="h2">{t.projectSection}</ListSubheader>
      <ProjectSection access={access} onNavigate={onNavigate} />
    </Box>
  );
}
