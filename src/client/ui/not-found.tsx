import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';
import { RouterLink } from './router-link';

/** An address with no page (the server answered it 404 with this shell): says so, links home. */
export function NotFound() {
  const t = useMessages(feedbackMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the message so screen reader and keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper
      component="main"
      data-testid="not-found"
      sx={{ maxWidth: 480, mx: 'auto', mt: 8, p: 4, textAlign: 'center' }}
    >
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" sx={{ mb: 1, outline: 'none' }}>
        {t.notFound}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t.notFoundHint}
      </Typography>
      <RouterLink to="/">{t.notFoundHome}</RouterLink>
    </Paper>
  );
}
