import Button, { type ButtonProps } from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { onlineManager } from '@tanstack/react-query';
import { type ErrorComponentProps, createLink, useRouter } from '@tanstack/react-router';
import { forwardRef, useEffect } from 'react';
import { useDocumentTitle } from '../../../../lib/document-title';
import { useMessages } from '../../../../lib/i18n';
import { isOfflineError } from '../connectivity';
import { offlineMessages } from '../messages';

const LinkButton = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => <Button ref={ref} component="a" {...props} />),
);

/**
 * A route's errorComponent for pages that need the network (the project detail): without a
 * connection and without saved data it says 'not available offline' and retries by itself
 * once the connection returns; any other failure gets a plain 'could not load'.
 */
export function OfflineAwareError({ error, reset }: ErrorComponentProps) {
  const t = useMessages(offlineMessages);
  const router = useRouter();
  const offline = isOfflineError(error);
  useDocumentTitle(offline ? t.unavailableTitle : t.errorTitle);
  const retry = () => {
    reset();
    void router.invalidate();
  };

  useEffect(() => {
    if (!offline) return undefined;
    return onlineManager.subscribe((online) => {
      if (online) {
        reset();
        void router.invalidate();
      }
    });
  }, [offline, reset, router]);

  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 2 }} data-testid={offline ? 'offline-unavailable' : 'load-error'}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {offline ? t.unavailableTitle : t.errorTitle}
        </Typography>
        <Typography>{offline ? t.unavailableBody : t.errorBody}</Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={retry}>
            {t.retry}
          </Button>
          <LinkButton to="/">{t.home}</LinkButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
