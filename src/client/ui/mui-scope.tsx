/**
 * MUI's theme for the screens built with MUI: the staff suite, and the public side's project
 * page and dialogs. The public frame and home page are plain HTML (portal.css) and leave MUI
 * and its styling engine out of the home page's script; whatever renders MUI components
 * wraps them in this scope, which a lazily loaded chunk brings along.
 */
// MUI's own ThemeProvider also bundles the CSS-variables provider (colour schemes, stored
// mode), which this theme does not use; the system one is what it renders for such a theme.
import { ThemeProvider } from '@mui/system';
import { type ReactNode, use } from 'react';
import { KioskModeContext } from '../lib/kiosk';
import { createPortalTheme } from '../theme';

let themes: { normal: ReturnType<typeof createPortalTheme>; kiosk: ReturnType<typeof createPortalTheme> } | undefined;

function portalThemes() {
  themes ??= { normal: createPortalTheme(), kiosk: createPortalTheme(undefined, { kiosk: true }) };
  return themes;
}

/** Gives its MUI children the portal's theme, with kiosk mode's larger text inside a kiosk's frame. */
export function MuiScope({ children }: { children: ReactNode }) {
  const kiosk = use(KioskModeContext);
  const { normal, kiosk: large } = portalThemes();
  return <ThemeProvider theme={kiosk ? large : normal}>{children}</ThemeProvider>;
}
