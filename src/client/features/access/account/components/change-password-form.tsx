/** Change one's password: current + new (policy shown) + confirm; nothing typed stays after submit. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { format, useMessages } from '../../../../lib/i18n';
import { PasswordField } from '../../../../ui/password-field';
import { signInMessages } from '../../auth/messages';
import { checkNewPassword } from '../../auth/password-policy';
import { accountMessages } from '../messages';
import { useChangePassword } from '../use-change-password';

const EMPTY = { old: '', next: '', confirm: '' };

export function ChangePasswordForm() {
  const t = useMessages(accountMessages);
  const ts = useMessages(signInMessages);
  const flow = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.setStatus(undefined);
    const policy = checkNewPassword(fields.next, fields.confirm);
    const text = !fields.old ? format(ts.required, { field: t.oldPassword }) : policy && ts[policy];
    setProblem(text);
    if (text) return;
    setFields(EMPTY);
    void flow.change(fields.old, fields.next);
  };
  const set = (name: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [name]: event.target.value });
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-labelledby="password-heading"
      sx={{ maxWidth: 480 }}
    >
      <Typography id="password-heading" variant="h6" component="h2">
        {t.changePassword}
      </Typography>
      {flow.status && (
        <Alert severity={flow.status.ok ? 'success' : 'error'} role={flow.status.ok ? 'status' : 'alert'}>
          {flow.status.text}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <PasswordField
        label={t.oldPassword}
        value={fields.old}
        onChange={set('old')}
        autoComplete="current-password"
        required
      />
      <PasswordField
        label={t.newPassword}
        value={fields.next}
        onChange={set('next')}
        autoComplete="new-password"
        required
        helperText={ts.passwordPolicy}
      />
      <PasswordField
        label={t.confirmPassword}
        value={fields.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
        required
      />
      <div>
        <Button type="submit" variant="contained" loading={flow.busy}>
          {t.changePassword}
        </Button>
      </div>
    </Stack>
  );
}
