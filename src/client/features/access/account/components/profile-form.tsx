/** Edit one's own name, contact details and signature (user name, department and roles are read-only). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent } from 'react';
import type { MyProfile } from '../../../../../shared/api/access/my-account';
import { format, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { accountMessages } from '../messages';
import { useSaveProfile } from '../queries';

const PHONE = /^1[3-9]\d{9}$/;

export function ProfileForm({ profile }: { profile: MyProfile }) {
  const t = useMessages(accountMessages);
  const save = useSaveProfile();
  const form = useFormDraft({
    realname: profile.realname,
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    signature: profile.signature ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { realname, fullName, phone, email, signature } = form.draft;
    const valid = form.validate({
      ...(!realname.trim() && { realname: format(t.required, { field: t.realname }) }),
      ...(phone.trim() && !PHONE.test(phone.trim()) && { phone: t.phoneInvalid }),
    });
    if (!valid) return;
    const orNull = (text: string) => text.trim() || null;
    const body = { realname: realname.trim(), fullName: orNull(fullName), phone: orNull(phone), email: orNull(email) };
    save.mutate(
      { ...body, signature: orNull(signature), version: profile.version },
      { onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  const limit = (maxLength: number, extra: object = {}) => ({ slotProps: { htmlInput: { maxLength, ...extra } } });
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-heading"
      sx={{ maxWidth: 480 }}
    >
      <Typography id="profile-heading" variant="h6" component="h2">
        {t.profile}
      </Typography>
      <Typography color="text.secondary">
        {t.userName}: {profile.userName}
        {profile.deptName ? ` · ${t.dept}: ${profile.deptName}` : ''}
      </Typography>
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <TextField {...form.field('realname', t.realname)} required autoComplete="name" {...limit(50)} />
      <TextField {...form.field('fullName', t.fullName)} {...limit(100)} />
      <TextField
        {...form.field('phone', t.phone)}
        autoComplete="tel-national"
        {...limit(11, { inputMode: 'numeric' })}
      />
      <TextField {...form.field('email', t.email)} type="email" autoComplete="email" {...limit(254)} />
      <TextField {...form.field('signature', t.signature)} multiline minRows={2} {...limit(200)} />
      <div>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </Stack>
  );
}
