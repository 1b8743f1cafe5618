import { zhCN } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export function createPortalTheme(primary = '#1565c0') {
  return createTheme({ palette: { primary: { main: primary } } }, zhCN);
}
