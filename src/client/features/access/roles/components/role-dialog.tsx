/** Create a role (code, name, description) or edit one's name and description. */
import TextField from '@mui/material/TextField';
import type { RoleRow } from '../../../../../shared/api/access/roles';
import { format, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { roleMessages } from '../messages';
import { useSaveRole } from '../use-role-actions';

const ROLE_CODE = /^[a-z][a-z0-9_]{1,31}$/;

export function RoleDialog({ role, onClose }: { role?: RoleRow; onClose: () => void }) {
  const t = useMessages(roleMessages);
  const save = useSaveRole();
  const form = useFormDraft({ code: role?.code ?? '', name: role?.name ?? '', description: role?.description ?? '' });
  const { draft } = form;
  const submit = () => {
    const valid = form.validate({
      ...(!role && !ROLE_CODE.test(draft.code) && { code: t.codeInvalid }),
      ...(!draft.name.trim() && { name: format(t.required, { field: t.name }) }),
    });
    if (!valid) return;
    const identity = role ? { id: role.id, version: role.version, code: role.code } : { code: draft.code };
    const body = { ...identity, name: draft.name.trim(), description: draft.description.trim() || null };
    save.mutate(body, { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) });
  };
  return (
    <FormDialog
      title={role ? t.editTitle : t.createTitle}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...form.field('code', t.code, t.codeHint)} required={!role} disabled={!!role} />
      <TextField {...form.field('name', t.name)} required slotProps={{ htmlInput: { maxLength: 50 } }} />
      <TextField
        {...form.field('description', t.description)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
