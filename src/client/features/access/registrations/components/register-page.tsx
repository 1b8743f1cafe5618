/** The public 'request an account' form: sent for review; the administrator gives the initial password. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type RegistrationApplyBody, registrationApplyEndpoint } from '../../../../../shared/api/access/registration';
import { useDepartmentOptions } from '../../../../lib/department-options';
import { useDocumentTitle } from '../../../../lib/document-title';
import { callEndpointWithTip } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { type FieldErrors, useFormDraft } from '../../../../lib/use-form-draft';
import { RouterLink } from '../../../../ui/router-link';
import { SignInFrame } from '../../auth/components/login-page';
import { registrationMessages } from '../messages';

const EMPTY = { userName: '', realname: '', phone: '', email: '', deptId: '', reason: '' };
type Draft = typeof EMPTY;
type Texts = (typeof registrationMessages)['en'];

function check(draft: Draft, t: Texts): FieldErrors<Draft> {
  return {
    ...(!/^[A-Za-z0-9_.-]{3,32}$/.test(draft.userName.trim()) && { userName: t.userNameInvalid }),
    ...(!draft.realname.trim() && { realname: format(t.required, { field: t.realname }) }),
    ...(!/^1[3-9]\d{9}$/.test(draft.phone) && { phone: t.phoneInvalid }),
    ...(draft.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim()) && { email: t.emailInvalid }),
  };
}

function bodyOf(draft: Draft): RegistrationApplyBody {
  return {
    userName: draft.userName.trim(),
    realname: draft.realname.trim(),
    phone: draft.phone,
    email: draft.email.trim() || null,
    deptId: draft.deptId ? Number(draft.deptId) : null,
    reason: draft.reason.trim() || null,
  };
}

function ApplyForm({ onSent }: { onSent: () => void }) {
  const t = useMessages(registrationMessages);
  const departments = useDepartmentOptions();
  const apply = useMutation({
    mutationFn: (body: RegistrationApplyBody) => callEndpointWithTip(registrationApplyEndpoint, { body }),
  });
  const form = useFormDraft(EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(check(form.draft, t))) return;
    apply.mutate(bodyOf(form.draft), { onSuccess: onSent, onError: (error) => form.showFailure(error, t.saveFailed) });
  };
  const limit = (maxLength: number, extra: object = {}) => ({ slotProps: { htmlInput: { maxLength, ...extra } } });
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary">
        {t.applyIntro}
      </Typography>
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <TextField {...form.field('userName', t.userName)} required autoComplete="username" {...limit(32)} />
      <TextField {...form.field('realname', t.realname)} required autoComplete="name" {...limit(50)} />
      <TextField
        {...form.field('phone', t.phone)}
        required
        autoComplete="tel-national"
        {...limit(11, { inputMode: 'numeric' })}
      />
      <TextField {...form.field('email', t.email)} type="email" autoComplete="email" {...limit(254)} />
      <TextField
        {...form.field('deptId', t.dept)}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" />
        {departments.map((dept) => (
          <option key={dept.id} value={dept.id}>
            {dept.name}
          </option>
        ))}
      </TextField>
      <TextField {...form.field('reason', t.reason)} multiline minRows={2} {...limit(500)} />
      <Button type="submit" variant="contained" size="large" loading={apply.isPending}>
        {t.submit}
      </Button>
    </Stack>
  );
}

export function RegisterPage() {
  const t = useMessages(registrationMessages);
  useDocumentTitle(t.applyTitle);
  const [sent, setSent] = useState(false);
  return (
    <SignInFrame>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t.applyTitle}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t.submitted}
        </Alert>
      ) : (
        <ApplyForm onSent={() => setSent(true)} />
      )}
      <RouterLink to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        {t.backToSignIn}
      </RouterLink>
    </SignInFrame>
  );
}
