/**
 * The staff shell's '?' button: opens the current page's help article, by the help id the
 * permission catalogue gives its page (the workbench and the help center have their own);
 * on a page without a help id, the help center.
 */
import IconButton from '@mui/material/IconButton';
import { createLink, useMatches } from '@tanstack/react-router';
import { PERMISSION_CATALOGUE } from '../../../../../shared/domain/access/permissions';
import { HELP_CENTER_HELP_ID, WORKBENCH_HELP_ID } from '../../../../../shared/domain/access/help-ids';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { HelpIcon } from '../../../../ui/staff-icons';
import { shellMessages } from '../messages';
import { projectPageLabel, systemPageLabel } from '../staff-pages';
import { useRequiredPermission } from './page-gate';

const LinkButton = createLink(IconButton);

/** The help id and the page's name for the current route. */
function useCurrentHelp(): { helpId?: string; page?: string } {
  const { locale } = useLocale();
  const t = useMessages(shellMessages);
  const required = useRequiredPermission();
  const place = useMatches({
    select: (matches) => {
      const last = matches.at(-1);
      if (last?.staticData.staffCrumb === 'helpCenter') return 'help';
      return last?.routeId === '/staff/' ? 'workbench' : undefined;
    },
  });
  if (place === 'workbench') return { helpId: WORKBENCH_HELP_ID, page: t.workbench };
  if (place === 'help') return { helpId: HELP_CENTER_HELP_ID, page: t.helpCenter };
  if (required?.projectPage) {
    const entry = PERMISSION_CATALOGUE.project[required.projectPage];
    return {
      helpId: 'helpId' in entry ? entry.helpId : undefined,
      page: projectPageLabel(required.projectPage, locale),
    };
  }
  if (required?.staffPage) {
    const entry = PERMISSION_CATALOGUE.system[required.staffPage];
    return { helpId: 'helpId' in entry ? entry.helpId : undefined, page: systemPageLabel(required.staffPage, locale) };
  }
  return {};
}

export function HelpButton() {
  const t = useMessages(shellMessages);
  const { helpId, page } = useCurrentHelp();
  const label = page ? format(t.help, { page }) : t.helpCenterButton;
  // A native title rather than MUI's Tooltip: the shell loads on every staff page, and the
  // Tooltip would bring its popper code with it.
  return helpId ? (
    <LinkButton color="inherit" aria-label={label} title={label} to="/staff/help/$helpId" params={{ helpId }}>
      <HelpIcon />
    </LinkButton>
  ) : (
    <LinkButton color="inherit" aria-label={label} title={label} to="/staff/help">
      <HelpIcon />
    </LinkButton>
  );
}
