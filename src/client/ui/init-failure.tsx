import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';

/** SPEC §8 'home initialisation failure': says so and offers a retry. */
export function InitFailure({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(feedbackMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Moves focus to the message so screen reader and keyboard users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper
      component="main"
      role="alert"
      data-testid="init-failure"
      sx={{ maxWidth: 480, mx: 'auto', mt: 8, p: 4, textAlign: 'center' }}
    >
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" sx={{ mb: 1, outline: 'none' }}>
        {t.initFailed}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t.initFailedHint}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {t.retry}
      </Button>
    </Paper>
  );
}
