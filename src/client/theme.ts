import { createTheme } from '@mui/material/styles';
import { muiZhCN } from './mui-locale';

/** Base font size in px: MUI's default, and a kiosk's larger one (read from a distance). */
const FONT_SIZE = { normal: 14, kiosk: 18 } as const;

export function createPortalTheme(primary = '#1565c0', options: { kiosk?: boolean } = {}) {
  const fontSize = options.kiosk ? FONT_SIZE.kiosk : FONT_SIZE.normal;
  return createTheme(
    {
      // MUI's default warning orange gives white text 3.1:1 and its info blue 3.85:1; this amber
      // and this blue reach 5:1 (WCAG AA).
      palette: { primary: { main: primary }, warning: { main: '#b45309' }, info: { main: '#0170b0' } },
      typography: { fontSize },
    },
    muiZhCN,
  );
}
