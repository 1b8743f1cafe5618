/** Add a unit under a parent, or rename (recode, re-sort) one. */
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrgNode, type OrgSaveBody, orgSaveEndpoint } from '../../../../../shared/api/access/orgs';
import { callEndpointWithTip } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { siteQueries } from '../../../../lib/site-queries';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { orgMessages } from '../messages';
import { orgKeys } from '../queries';

export type OrgDialogState = { kind: 'add'; parent: OrgNode } | { kind: 'edit'; node: OrgNode };

function useSaveOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { success: 'saved' },
    mutationFn: async (body: OrgSaveBody) => (await callEndpointWithTip(orgSaveEndpoint, { body })).data,
    // The public department options come from the same units.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orgKeys.all() }),
        queryClient.invalidateQueries({ queryKey: siteQueries.orgs().queryKey }),
      ]),
  });
}

export function OrgDialog({ state, onClose }: { state: OrgDialogState; onClose: () => void }) {
  const t = useMessages(orgMessages);
  const save = useSaveOrg();
  const node = state.kind === 'edit' ? state.node : undefined;
  const form = useFormDraft({ name: node?.name ?? '', code: node?.code ?? '', sort: String(node?.sort ?? 0) });
  const submit = () => {
    const { name, code, sort } = form.draft;
    if (!form.validate(name.trim() ? {} : { name: format(t.required, { field: t.name }) })) return;
    const placement = node
      ? { id: node.id, version: node.version, parentId: node.parentId }
      : { parentId: state.kind === 'add' ? state.parent.id : null };
    const order = Math.min(Math.max(Number.parseInt(sort, 10) || 0, 0), 9999);
    save.mutate(
      { ...placement, name: name.trim(), code: code.trim() || null, sort: order },
      { onSuccess: onClose, onError: (error) => form.showFailure(error, t.saveFailed) },
    );
  };
  const title = state.kind === 'add' ? format(t.addTitle, { parent: state.parent.name }) : t.editTitle;
  return (
    <FormDialog
      title={title}
      busy={save.isPending}
      error={form.formError}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField {...form.field('name', t.name)} required slotProps={{ htmlInput: { maxLength: 50 } }} />
      <TextField {...form.field('code', t.code, t.codeHint)} slotProps={{ htmlInput: { maxLength: 32 } }} />
      <TextField {...form.field('sort', t.sort)} type="number" slotProps={{ htmlInput: { min: 0, max: 9999 } }} />
    </FormDialog>
  );
}
