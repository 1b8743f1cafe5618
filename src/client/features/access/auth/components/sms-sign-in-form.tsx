/** The 'SMS' tab: mobile number, 'send code' with its countdown, the code, sign in. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { format, useMessages } from '../../../../lib/i18n';
import { signInMessages } from '../messages';
import { useSmsSignIn } from '../use-sms-sign-in';
import { CaptchaField } from './captcha-field';

export function SmsSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useMessages(signInMessages);
  const flow = useSmsSignIn(onSignedIn);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.signIn();
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-busy={flow.busy !== undefined}>
      {flow.alert && (
        <Alert severity={flow.alert.severity} role={flow.alert.severity === 'error' ? 'alert' : 'status'}>
          {flow.alert.text}
        </Alert>
      )}
      <TextField
        id="sms-mobile"
        label={t.mobile}
        value={flow.mobile}
        onChange={(event) => flow.setMobile(event.target.value)}
        autoComplete="tel-national"
        required
        error={!!flow.errors.mobile}
        helperText={flow.errors.mobile}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
      />
      <CaptchaField captcha={flow.captcha} id="sms-captcha" error={flow.errors.captcha} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id="sms-code"
          label={t.smsCode}
          value={flow.smscode}
          onChange={(event) => flow.setSmscode(event.target.value)}
          autoComplete="one-time-code"
          required
          error={!!flow.errors.smscode}
          helperText={flow.errors.smscode}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={flow.sendCode}
          disabled={flow.resendIn > 0}
          loading={flow.busy === 'send'}
          sx={{ height: 56, minWidth: 132 }}
        >
          {flow.resendIn > 0 ? format(t.resendIn, { seconds: flow.resendIn }) : t.sendCode}
        </Button>
      </Box>
      <Button type="submit" variant="contained" size="large" loading={flow.busy === 'sign-in'} loadingPosition="start">
        {flow.busy === 'sign-in' ? t.signingIn : t.signIn}
      </Button>
    </Stack>
  );
}
