/** The 403 screen of a staff page the user may not open. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { RouterButton } from '../../../../ui/router-link';
import { shellMessages } from '../messages';

export function NoPermission() {
  const t = useMessages(shellMessages);
  useDocumentTitle(t.forbiddenTitle);
  return (
    <Paper variant="outlined" data-testid="no-permission" sx={{ p: 4, textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
      <Typography variant="overline" component="p" color="text.secondary">
        403
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t.forbiddenTitle}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t.forbiddenText}</Typography>
      <RouterButton to="/staff" variant="contained">
        {t.backToWorkbench}
      </RouterButton>
    </Paper>
  );
}
