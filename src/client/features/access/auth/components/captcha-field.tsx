/** The image captcha: a fresh single-use image with its uuid, a refresh button and the code field. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { RefreshIcon } from '../../../../ui/staff-icons';
import { signInMessages } from '../messages';
import { authQueries } from '../queries';

export interface Captcha {
  shown: boolean;
  uuid: string | undefined;
  image: string | undefined;
  loading: boolean;
  code: string;
  setCode: (code: string) => void;
  /** Shows the captcha, or a new image when it already shows (each image is single use). */
  renew: () => void;
}

export function useCaptcha(initiallyShown = false): Captcha {
  const [shown, setShown] = useState(initiallyShown);
  const [attempt, setAttempt] = useState(0);
  const [code, setCode] = useState('');
  const query = useQuery({ ...authQueries.captcha(attempt), enabled: shown });
  const renew = useCallback(() => {
    if (shown) setAttempt((n) => n + 1);
    else setShown(true);
    setCode('');
  }, [shown]);
  return { shown, uuid: query.data?.uuid, image: query.data?.image, loading: query.isFetching, code, setCode, renew };
}

export function CaptchaField({ captcha, id, error }: { captcha: Captcha; id: string; error?: string }) {
  const t = useMessages(signInMessages);
  if (!captcha.shown) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        id={id}
        label={t.captcha}
        value={captcha.code}
        onChange={(event) => captcha.setCode(event.target.value.trim())}
        autoComplete="off"
        required
        error={!!error}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 16, autoCapitalize: 'none', spellCheck: false } }}
        sx={{ flex: 1 }}
      />
      <Box sx={{ width: 120, height: 56, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider' }}>
        {captcha.image ? (
          <img src={captcha.image} alt={t.captchaImage} width={120} height={54} data-testid="captcha-image" />
        ) : (
          <CircularProgress size={20} aria-label={t.captchaLoading} />
        )}
      </Box>
      <IconButton onClick={captcha.renew} aria-label={t.refreshCaptcha} disabled={captcha.loading} sx={{ mt: 1 }}>
        <RefreshIcon />
      </IconButton>
    </Box>
  );
}
