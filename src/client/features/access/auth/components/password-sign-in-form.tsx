/** The 'account and password' tab: user name, password, the captcha when asked for, and errors inline. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { format, useMessages } from '../../../../lib/i18n';
import { PasswordField } from '../../../../ui/password-field';
import { signInMessages } from '../messages';
import { usePasswordSignIn } from '../use-password-sign-in';
import { CaptchaField } from './captcha-field';
import { NewPasswordForm } from './new-password-form';

interface FieldErrors {
  username?: string;
  password?: string;
  captcha?: string;
}

export function PasswordSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useMessages(signInMessages);
  const flow = usePasswordSignIn(onSignedIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  if (flow.changingFor !== undefined) {
    return (
      <NewPasswordForm
        username={flow.changingFor}
        busy={flow.busy}
        error={flow.error}
        onSubmit={flow.changePassword}
        onCancel={flow.cancelChange}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const found: FieldErrors = {
      ...(!name && { username: format(t.required, { field: t.username }) }),
      ...(!password && { password: format(t.required, { field: t.password }) }),
      ...(flow.captcha.shown && !flow.captcha.code && { captcha: format(t.required, { field: t.captcha }) }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const typed = password;
    // The password leaves the form as soon as it is submitted.
    setPassword('');
    void flow.signIn(name, typed);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-busy={flow.busy}>
      {flow.error && (
        <Alert severity="error" role="alert">
          {flow.error}
        </Alert>
      )}
      <TextField
        id="sign-in-username"
        label={t.username}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="username"
        required
        autoFocus
        error={!!errors.username}
        helperText={errors.username}
        slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'none', spellCheck: false } }}
      />
      <PasswordField
        id="sign-in-password"
        label={t.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        required
        error={!!errors.password}
        helperText={errors.password}
      />
      <CaptchaField captcha={flow.captcha} id="sign-in-captcha" error={errors.captcha} />
      <Button type="submit" variant="contained" size="large" loading={flow.busy} loadingPosition="start">
        {flow.busy ? t.signingIn : t.signIn}
      </Button>
    </Stack>
  );
}
