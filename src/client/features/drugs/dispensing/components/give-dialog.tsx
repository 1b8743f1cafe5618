/**
 * Dispense to a subject: the subject, one of their visits, the warehouse, the kit numbers
 * typed (or scanned into the field) one per line, with a quantity for a lot line, and the
 * published prescription where the project requires one. The server checks each pack and
 * names a refused one.
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMessages } from '../../../../lib/i18n';
import { failureText } from '../../../../lib/field-problem';
import { FormDialog } from '../../../../ui/form-dialog';
import { ScanButton } from '../../scanning/components/scan-button';
import { ScannedPack } from '../../scanning/components/scanned-pack';
import { dispensingMessages } from '../messages';
import { dispensingQueries, useDispensingActions } from '../queries';

/** 'K1-0001' or 'LOT-01 3' per line. */
export function parseKitLines(text: string): { kitNumber: string; quantity: number }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [kitNumber = '', quantity] = line.split(/\s+/);
      return { kitNumber, quantity: quantity ? Number(quantity) : 1 };
    });
}

export function GiveDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(dispensingMessages);
  const options = useQuery(dispensingQueries.options(projectId)).data;
  const prescriptions = useQuery(
    dispensingQueries.prescriptions(projectId, { status: 'published', offset: 0, limit: 100 }),
  ).data;
  const { give } = useDispensingActions(projectId);
  const [draft, setDraft] = useState({
    subjectId: '',
    visitId: '',
    warehouseId: '',
    prescriptionId: '',
    kits: '',
    note: '',
  });
  const [error, setError] = useState<string>();
  const [scanned, setScanned] = useState<string>();
  const addScanned = (kitNumber: string) => {
    setScanned(kitNumber);
    setDraft((now) =>
      parseKitLines(now.kits).some((line) => line.kitNumber === kitNumber)
        ? now
        : { ...now, kits: `${now.kits.trimEnd()}${now.kits.trim() ? '\n' : ''}${kitNumber}` },
    );
  };
  const subject = options?.subjects.find((s) => String(s.id) === draft.subjectId);
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({
      ...draft,
      [name]: event.target.value,
      ...(name === 'subjectId' ? { visitId: '', prescriptionId: '' } : {}),
    });
  const submit = () =>
    give.mutate(
      {
        projectId,
        subjectId: Number(draft.subjectId),
        visitId: Number(draft.visitId),
        warehouseId: Number(draft.warehouseId),
        prescriptionId: draft.prescriptionId ? Number(draft.prescriptionId) : null,
        note: draft.note.trim() || null,
        lines: parseKitLines(draft.kits),
      },
      { onSuccess: onClose, onError: (failure) => setError(failureText(failure, t.saveFailed)) },
    );
  const ownPrescriptions = (prescriptions?.rows ?? []).filter((p) => String(p.subjectId) === draft.subjectId);
  return (
    <FormDialog
      title={t.giveTitle}
      busy={give.isPending}
      error={error}
      submitLabel={t.give}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField select label={t.subject} value={draft.subjectId} onChange={set('subjectId')} required>
        {(options?.subjects ?? []).map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.subjectNumber} {s.initials}
            {s.arm ? ` · ${s.arm}` : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t.visit} value={draft.visitId} onChange={set('visitId')} required disabled={!subject}>
        {(subject?.visits ?? []).map((v) => (
          <MenuItem key={v.id} value={String(v.id)}>
            {v.name} · {v.plannedDate}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t.warehouse} value={draft.warehouseId} onChange={set('warehouseId')} required>
        {(options?.warehouses ?? []).map((w) => (
          <MenuItem key={w.id} value={String(w.id)}>
            {w.name}
          </MenuItem>
        ))}
      </TextField>
      {(options?.needsPrescription || ownPrescriptions.length > 0) && (
        <TextField
          select
          label={t.prescription}
          value={draft.prescriptionId}
          onChange={set('prescriptionId')}
          required={options?.needsPrescription}
        >
          <MenuItem value="">{t.noPrescription}</MenuItem>
          {ownPrescriptions.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.productCode} {p.productName} × {p.packs}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t.kitNumbers}
          value={draft.kits}
          onChange={set('kits')}
          multiline
          minRows={3}
          required
          sx={{ flex: 1 }}
        />
        <ScanButton projectId={projectId} onScanned={addScanned} />
      </Stack>
      {scanned && <ScannedPack projectId={projectId} kitNumber={scanned} />}
      <TextField
        label={t.note}
        value={draft.note}
        onChange={set('note')}
        multiline
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </FormDialog>
  );
}
