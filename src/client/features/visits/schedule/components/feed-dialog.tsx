/**
 * The visit schedule's calendar subscription: make, replace or revoke the user's secret feed
 * URL. The server keeps only the secret's hash, so the URL is shown once, right after it is
 * made; later the dialog says since when a link exists and offers to replace it.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { visitFeedCreateEndpoint, visitFeedRevokeEndpoint } from '../../../../../shared/api/visits/feed';
import { formatDateTime } from '../../../../lib/dates';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { callEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { CopyIcon } from '../../../../ui/staff-icons';
import { feedMessages } from '../feed-messages';
import { visitFeedQueries } from '../feed-queries';

export function FeedDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(feedMessages);
  const queryClient = useQueryClient();
  const state = useQuery(visitFeedQueries.state());
  const [url, setUrl] = useState<string>();
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: visitFeedQueries.state().queryKey });
  const failed = (failure: unknown) => showInfo({ text: failureText(failure, t.failed) });
  const create = useMutation({
    mutationFn: async () => (await callEndpoint(visitFeedCreateEndpoint, { body: {} })).data,
    onSuccess: (created) => {
      if (created) setUrl(new URL(created.path, window.location.origin).href);
      setCopy(undefined);
      void refresh();
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: async () => callEndpoint(visitFeedRevokeEndpoint, { body: {} }),
    onSuccess: () => {
      setUrl(undefined);
      showInfo({ text: t.revoked });
      void refresh();
    },
    onError: failed,
  });
  const copyUrl = (text: string) => {
    navigator.clipboard
      .writeText(text)
      .then(() => setCopy('copied'))
      .catch(() => setCopy('failed'));
  };
  const active = state.data?.active ?? false;
  return (
    <Dialog open onClose={onClose} aria-labelledby="visit-feed-title" maxWidth="sm" fullWidth>
      <DialogTitle id="visit-feed-title">{t.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t.intro}</Typography>
          {state.isError && <Alert severity="error">{t.loadFailed}</Alert>}
          {url ? (
            <>
              <Alert severity="warning">{t.onceOnly}</Alert>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  label={t.url}
                  value={url}
                  size="small"
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'visit-feed-url' } }}
                  onFocus={(event) => event.target.select()}
                />
                <Button startIcon={<CopyIcon />} onClick={() => copyUrl(url)}>
                  {t.copy}
                </Button>
              </Stack>
              <Typography role="status" variant="body2" color={copy === 'failed' ? 'error' : 'success.main'}>
                {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
              </Typography>
            </>
          ) : (
            state.data && (
              <Typography>
                {active ? format(t.activeSince, { date: formatDateTime(state.data.createdAt ?? '') }) : t.none}
              </Typography>
            )
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {active && (
          <Button color="error" loading={revoke.isPending} onClick={() => revoke.mutate()}>
            {t.revoke}
          </Button>
        )}
        <Button loading={create.isPending} disabled={!state.data} onClick={() => create.mutate()}>
          {active ? t.replace : t.create}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
