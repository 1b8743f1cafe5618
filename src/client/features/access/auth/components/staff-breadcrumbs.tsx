/** Where the user is: workbench › [project] › page › [detail], from the matched routes' staticData. */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useMatches } from '@tanstack/react-router';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { shellMessages } from '../messages';
import {
  PROJECT_PAGE_PATHS,
  SYSTEM_PAGE_PATHS,
  hasProjectPagePath,
  projectPageLabel,
  systemPageLabel,
} from '../staff-pages';
import { useStaffAccess } from '../use-staff-session';
import { useRequiredPermission } from './page-gate';

export function StaffBreadcrumbs() {
  const t = useMessages(shellMessages);
  const { locale } = useLocale();
  const access = useStaffAccess();
  const required = useRequiredPermission();
  const crumb = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.staffCrumb)?.staticData.staffCrumb,
  });
  const project =
    required?.projectId !== undefined ? access.projects.find((p) => p.projectId === required.projectId) : undefined;
  const current = (text: string) => (
    <Typography color="text.primary" aria-current="page">
      {text}
    </Typography>
  );
  const systemPage = required?.staffPage;
  return (
    <Breadcrumbs aria-label={t.breadcrumbs} sx={{ mb: 2 }}>
      {required || crumb ? <RouterLink to="/staff">{t.workbench}</RouterLink> : current(t.workbench)}
      {project && <Typography color="text.secondary">{project.projectName}</Typography>}
      {systemPage &&
        (crumb ? (
          <RouterLink to={SYSTEM_PAGE_PATHS[systemPage]}>{systemPageLabel(systemPage, locale)}</RouterLink>
        ) : (
          current(systemPageLabel(systemPage, locale))
        ))}
      {required?.projectPage &&
        required.projectId !== undefined &&
        (crumb && hasProjectPagePath(required.projectPage) ? (
          <RouterLink to={PROJECT_PAGE_PATHS[required.projectPage]} params={{ projectId: required.projectId }}>
            {projectPageLabel(required.projectPage, locale)}
          </RouterLink>
        ) : (
          current(projectPageLabel(required.projectPage, locale))
        ))}
      {crumb && current(t[crumb])}
    </Breadcrumbs>
  );
}
