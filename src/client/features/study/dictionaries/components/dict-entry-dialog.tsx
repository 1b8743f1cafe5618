/** Add an entry to a dictionary, or rename one (its code stays). */
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import {
  DICT_VALUE_MAX,
  type DictEntry,
  dictEntryCreateEndpoint,
  dictEntryUpdateEndpoint,
  dictKeySchema,
} from '../../../../../shared/api/study/dict-admin';
import { schemaChecker } from '../../../../../shared/api/contract/schema-problems';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { FormDialog } from '../../../../ui/form-dialog';
import { dictMessages } from '../messages';
import { useDictActions } from '../use-dict-actions';

export type DictEntryDialogState = { kind: 'add'; code: string; dictName: string } | { kind: 'edit'; entry: DictEntry };

const KEY_PATTERN = new RegExp(dictKeySchema.pattern);
const checkCreate = schemaChecker(dictEntryCreateEndpoint.schema.body);
const checkUpdate = schemaChecker(dictEntryUpdateEndpoint.schema.body);

export function DictEntryDialog({ state, onClose }: { state: DictEntryDialogState; onClose: () => void }) {
  const t = useMessages(dictMessages);
  const { locale } = useLocale();
  const { create, update } = useDictActions();
  const entry = state.kind === 'edit' ? state.entry : undefined;
  const [enabled, setEnabled] = useState(true);
  const form = useFormDraft({ key: entry?.key ?? '', value: entry?.value ?? '', valueEn: entry?.valueEn ?? '' });
  const busy = create.isPending || update.isPending;

  const submit = () => {
    const key = form.draft.key.trim();
    const value = form.draft.value.trim();
    const valueEn = form.draft.valueEn.trim() || null;
    // The server's schema, then the form's own wording for the rules it states better.
    const found: Record<string, string> = entry
      ? checkUpdate({ code: entry.code, key: entry.key, version: entry.version, value, valueEn }, locale)
      : checkCreate({ code: state.kind === 'add' ? state.code : '', key, value, valueEn, enabled }, locale);
    if (!entry && !key) found.key = format(t.required, { field: t.key });
    else if (!entry && !KEY_PATTERN.test(key)) found.key = t.badKey;
    if (!value) found.value = format(t.required, { field: t.value });
    if (!form.validate(found)) return;
    const options = { onSuccess: onClose, onError: (error: unknown) => form.showFailure(error, t.saveFailed) };
    if (entry) {
      update.mutate({ code: entry.code, key: entry.key, version: entry.version, value, valueEn }, options);
    } else if (state.kind === 'add') {
      create.mutate({ code: state.code, key, value, valueEn, enabled }, options);
    }
  };

  const title = state.kind === 'add' ? format(t.addTitle, { dict: state.dictName }) : t.editTitle;
  return (
    <FormDialog title={title} busy={busy} error={form.formError} maxWidth="xs" onSubmit={submit} onClose={onClose}>
      <TextField
        {...form.field('key', t.key, t.keyHint)}
        required
        disabled={!!entry}
        slotProps={{ htmlInput: { maxLength: dictKeySchema.maxLength } }}
      />
      <TextField {...form.field('value', t.value)} required slotProps={{ htmlInput: { maxLength: DICT_VALUE_MAX } }} />
      <TextField {...form.field('valueEn', t.valueEn)} slotProps={{ htmlInput: { maxLength: DICT_VALUE_MAX } }} />
      {!entry && (
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
          label={t.enabled}
        />
      )}
    </FormDialog>
  );
}
