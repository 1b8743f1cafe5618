/**
 * The 'sign in with the hospital's identity provider' button, shown when the site has one,
 * and the finishing of a sign-in when the provider sent the browser back to this page.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { refusalText } from '../failure-text';
import { signInMessages } from '../messages';
import { finishSso, leaveFor, providerAnswer, ssoQueries, startSso } from '../sso-sign-in';

export function SsoSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useMessages(signInMessages);
  const { data: config } = useQuery(ssoQueries.config());
  const [answer] = useState(() => providerAnswer(window.location.search));
  const [busy, setBusy] = useState(answer !== undefined);
  const [error, setError] = useState<string>();
  const finished = useRef(false);

  useEffect(() => {
    if (!answer || finished.current) return;
    finished.current = true;
    // The code is single use: it leaves the address bar (and the history) at once.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void finishSso(answer).then((outcome) => {
      if (outcome.kind === 'signed-in') return onSignedIn();
      setBusy(false);
      setError(refusalText(t, outcome));
    });
  }, [answer, onSignedIn, t]);

  const start = async () => {
    setBusy(true);
    setError(undefined);
    const outcome = await startSso();
    if (outcome.kind === 'go') return leaveFor.url(outcome.url);
    setBusy(false);
    setError(refusalText(t, outcome));
  };

  if (!config?.enabled && !answer) return null;
  return (
    <>
      <Divider sx={{ my: 2 }} />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      {config?.enabled && (
        <Button fullWidth variant="outlined" disabled={busy} onClick={() => void start()}>
          {busy && answer ? t.ssoSigningIn : config.label || t.ssoButton}
        </Button>
      )}
    </>
  );
}
