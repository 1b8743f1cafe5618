/** Create or edit a user. Field problems the server names are shown under their field. */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { UserRow, UserSaveAnswer, UserSaveBody } from '../../../../../shared/api/access/users';
import { useDepartmentOptions } from '../../../../lib/department-options';
import { format, useMessages } from '../../../../lib/i18n';
import { type FieldErrors, useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { userMessages } from '../messages';
import { useSaveUser } from '../use-user-actions';

const USER_NAME = /^[A-Za-z0-9_.-]{3,32}$/;
const PHONE = /^1[3-9]\d{9}$/;

type Draft = Record<'userName' | 'realname' | 'fullName' | 'phone' | 'email' | 'deptId' | 'belong', string>;
type Texts = (typeof userMessages)['en'];

function draftOf(user: UserRow | undefined): Draft {
  return {
    userName: user?.userName ?? '',
    realname: user?.realname ?? '',
    fullName: user?.fullName ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    deptId: user?.deptId ? String(user.deptId) : '',
    belong: user?.belong ?? '',
  };
}

function check(draft: Draft, creating: boolean, t: Texts): FieldErrors<Draft> {
  return {
    ...(creating && !USER_NAME.test(draft.userName.trim()) && { userName: t.userNameInvalid }),
    ...(!draft.realname.trim() && { realname: format(t.required, { field: t.realname }) }),
    ...(draft.phone.trim() && !PHONE.test(draft.phone.trim()) && { phone: t.phoneInvalid }),
  };
}

function bodyOf(draft: Draft, enableCa: boolean, user: UserRow | undefined): UserSaveBody {
  const orNull = (text: string) => text.trim() || null;
  return {
    ...(user ? { id: user.id, version: user.version } : { userName: draft.userName.trim() }),
    realname: draft.realname.trim(),
    fullName: orNull(draft.fullName),
    phone: orNull(draft.phone),
    email: orNull(draft.email),
    deptId: draft.deptId ? Number(draft.deptId) : null,
    belong: orNull(draft.belong),
    enableCa,
  };
}

export interface UserDialogProps {
  user?: UserRow;
  onClose: () => void;
  onSaved: (answer: UserSaveAnswer, userName: string) => void;
}

export function UserDialog({ user, onClose, onSaved }: UserDialogProps) {
  const t = useMessages(userMessages);
  const departments = useDepartmentOptions();
  const save = useSaveUser();
  const form = useFormDraft(() => draftOf(user));
  const [enableCa, setEnableCa] = useState(user?.enableCa ?? false);
  const submit = () => {
    if (!form.validate(check(form.draft, !user, t))) return;
    save.mutate(bodyOf(form.draft, enableCa, user), {
      onSuccess: (answer) => onSaved(answer, user?.userName ?? form.draft.userName.trim()),
      onError: (error) => form.showFailure(error, t.saveFailed),
    });
  };
  const limit = (maxLength: number, extra: object = {}) => ({ slotProps: { htmlInput: { maxLength, ...extra } } });
  return (
    <FormDialog
      title={user ? t.editTitle : t.createTitle}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...form.field('userName', t.userName)} required={!user} disabled={!!user} autoComplete="off" />
      <TextField {...form.field('realname', t.realname)} required {...limit(50)} />
      <TextField {...form.field('fullName', t.fullName)} {...limit(100)} />
      <TextField {...form.field('phone', t.phone)} {...limit(11, { inputMode: 'numeric' })} />
      <TextField {...form.field('email', t.email)} type="email" {...limit(254)} />
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
      <TextField {...form.field('belong', t.belong)} {...limit(100)} />
      <FormControlLabel
        control={<Checkbox checked={enableCa} onChange={(event) => setEnableCa(event.target.checked)} />}
        label={t.enableCa}
      />
    </FormDialog>
  );
}
