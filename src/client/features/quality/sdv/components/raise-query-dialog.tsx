/** The monitor's dialog raising a query on one field of a record (the fields of query-fields.ts). */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { QUERY_TEXT_MAX } from '../../../../../shared/api/quality/queries';
import { queryFieldLabel, queryFieldsOf } from '../../../../../shared/domain/quality/query-fields';
import type { SdvRecordKind } from '../../../../../shared/domain/quality/sdv';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { useQualityActions } from '../../queries/queries';
import { sdvMessages } from '../messages';

export interface RaiseQueryDialogProps {
  projectId: number;
  kind: SdvRecordKind;
  id: number;
  /** What the record is, for the title. */
  label: string;
  onClose: () => void;
}

export function RaiseQueryDialog({ projectId, kind, id, label, onClose }: RaiseQueryDialogProps) {
  const t = useMessages(sdvMessages);
  const { locale } = useLocale();
  const { raise } = useQualityActions(projectId);
  const [field, setField] = useState('');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!field || !question.trim()) return setError(t.fieldRequired);
    raise.mutate(
      { projectId, recordKind: kind, recordId: id, field, question: question.trim() },
      { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.fieldRequired)) },
    );
  };
  return (
    <FormDialog
      title={format(t.raiseTitle, { record: label })}
      busy={raise.isPending}
      error={error}
      submitLabel={t.raise}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        required
        fullWidth
        label={t.field}
        value={field}
        onChange={(event) => setField(event.target.value)}
      >
        {queryFieldsOf(kind).map((code) => (
          <MenuItem key={code} value={code}>
            {queryFieldLabel(kind, code)[locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        required
        fullWidth
        multiline
        minRows={3}
        label={t.question}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        slotProps={{ htmlInput: { maxLength: QUERY_TEXT_MAX } }}
      />
    </FormDialog>
  );
}
