/**
 * A report seal application's draft: the report's kind, the version of the report picked from
 * the project's binder, the period it covers and notes. Saves a new draft, or a draft or
 * rejected application being corrected. The server checks the version is the project's.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReportSeal } from '../../../../../shared/api/documents/report-seals';
import {
  REPORT_SEAL_KINDS,
  REPORT_SEAL_KIND_TEXT,
  type ReportSealKind,
} from '../../../../../shared/domain/documents/report-seals';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { sealMessages } from '../messages';
import { sealQueries, useSealActions } from '../queries';

type Field = 'versionId' | 'periodFrom' | 'periodTo';
const date = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

export function SealDialog(props: { projectId: number; seal?: ReportSeal; onClose: () => void }) {
  const { projectId, seal, onClose } = props;
  const t = useMessages(sealMessages);
  const { locale } = useLocale();
  const versions = useQuery(sealQueries.versions(projectId));
  const { save } = useSealActions(projectId);
  const [kind, setKind] = useState<ReportSealKind>(seal?.kind ?? 'stage');
  const [versionId, setVersionId] = useState<number | ''>(seal?.versionId ?? '');
  const [periodFrom, setPeriodFrom] = useState(seal?.periodFrom ?? '');
  const [periodTo, setPeriodTo] = useState(seal?.periodTo ?? '');
  const [notes, setNotes] = useState(seal?.notes ?? '');
  const [missing, setMissing] = useState<Field[]>([]);
  const [error, setError] = useState<string>();
  const options = versions.data ?? [];
  const onSubmit = () => {
    const empty = (
      [
        ['versionId', versionId],
        ['periodFrom', periodFrom],
        ['periodTo', periodTo],
      ] as const
    )
      .filter(([, value]) => value === '')
      .map(([field]) => field);
    setMissing(empty);
    if (empty.length > 0 || versionId === '') return;
    setError(undefined);
    save.mutate(
      {
        projectId,
        ...(seal ? { id: seal.id, version: seal.version } : {}),
        kind,
        versionId,
        periodFrom,
        periodTo,
        notes: notes.trim() || null,
      },
      { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.failed)) },
    );
  };
  const problem = (field: Field) =>
    missing.includes(field) ? { error: true, helperText: t.required } : { error: false };
  return (
    <FormDialog
      title={seal ? t.editTitle : t.addTitle}
      busy={save.isPending}
      error={error}
      submitLabel={t.saveDraft}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField select label={t.kind} value={kind} onChange={(event) => setKind(event.target.value as ReportSealKind)}>
        {REPORT_SEAL_KINDS.map((code) => (
          <MenuItem key={code} value={code}>
            {REPORT_SEAL_KIND_TEXT[code][locale]}
          </MenuItem>
        ))}
      </TextField>
      {versions.isSuccess && options.length === 0 && <Typography role="status">{t.noVersions}</Typography>}
      <TextField
        select
        required
        label={t.report}
        value={versionId}
        {...problem('versionId')}
        onChange={(event) => setVersionId(Number(event.target.value))}
      >
        {options.map((option) => (
          <MenuItem key={option.versionId} value={option.versionId}>
            {format(t.versionOption, {
              folder: option.folderCode,
              title: option.title,
              number: option.number,
              fileName: option.fileName,
            })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...date}
        required
        label={t.periodFrom}
        value={periodFrom}
        {...problem('periodFrom')}
        onChange={(event) => setPeriodFrom(event.target.value)}
      />
      <TextField
        {...date}
        required
        label={t.periodTo}
        value={periodTo}
        {...problem('periodTo')}
        onChange={(event) => setPeriodTo(event.target.value)}
      />
      <TextField
        label={t.notes}
        value={notes}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
        onChange={(event) => setNotes(event.target.value)}
      />
    </FormDialog>
  );
}
