/** First sign-in or an expired password: set a new one (policy shown), then sign in with it. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { PasswordField } from '../../../../ui/password-field';
import { signInMessages } from '../messages';
import { type NewPasswordProblem, checkNewPassword } from '../password-policy';

export interface NewPasswordFormProps {
  username: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (newPassword: string) => Promise<void>;
  onCancel: () => void;
}

export function NewPasswordForm({ username, busy, error, onSubmit, onCancel }: NewPasswordFormProps) {
  const t = useMessages(signInMessages);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<NewPasswordProblem>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(password, confirm);
    setProblem(found);
    if (found) return;
    const typed = password;
    setPassword('');
    setConfirm('');
    void onSubmit(typed);
  };

  const problemText = problem && t[problem];
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      aria-labelledby="new-password-heading"
    >
      <Typography id="new-password-heading" variant="h6" component="h2">
        {t.newPasswordHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.newPasswordIntro}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        id="new-password"
        label={t.newPassword}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="new-password"
        required
        autoFocus
        error={problem === 'passwordTooShort' || problem === 'passwordTooLong'}
        helperText={problem === 'passwordTooShort' || problem === 'passwordTooLong' ? problemText : t.passwordPolicy}
      />
      <PasswordField
        id="confirm-password"
        label={t.confirmPassword}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        autoComplete="new-password"
        required
        error={problem === 'passwordMismatch'}
        helperText={problem === 'passwordMismatch' ? problemText : undefined}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t.saveAndSignIn}
        </Button>
      </Stack>
    </Stack>
  );
}
