/** Registering a collected sample: its label code, the subject's visit that collects it, the type and the time. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SAMPLE_TYPES, type SampleType, SAMPLE_TYPE_LABELS } from '../../../../../shared/domain/visits/samples';
import { formatHospitalTime, hospitalInstant } from '../../../../../shared/domain/hospital-time';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { samplesMessages } from '../messages';
import { sampleQueries, useSampleActions } from '../queries';

export function CollectDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(samplesMessages);
  const { locale } = useLocale();
  const visits = useQuery(sampleQueries.visits(projectId));
  const { collect } = useSampleActions(projectId);
  const [sampleCode, setSampleCode] = useState('');
  const [visitId, setVisitId] = useState<number | ''>('');
  const [sampleType, setSampleType] = useState<SampleType>('blood');
  const [collectedAt, setCollectedAt] = useState(() => formatHospitalTime(Date.now(), 'YYYY-MM-DDTHH:mm'));
  const visit = visits.data?.find((row) => row.subjectVisitId === visitId);
  const submit = () => {
    if (!visit) return;
    collect.mutate(
      {
        projectId,
        sampleCode: sampleCode.trim(),
        subjectId: visit.subjectId,
        subjectVisitId: visit.subjectVisitId,
        sampleType,
        collectedAt: new Date(hospitalInstant(collectedAt)).toISOString(),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog title={t.collect} busy={collect.isPending} onSubmit={submit} onClose={onClose}>
      <TextField
        size="small"
        required
        label={t.sampleCode}
        value={sampleCode}
        onChange={(event) => setSampleCode(event.target.value)}
      />
      <TextField
        select
        size="small"
        required
        label={t.visit}
        value={visitId}
        onChange={(event) => setVisitId(Number(event.target.value))}
      >
        {(visits.data ?? []).map((row) => (
          <MenuItem key={row.subjectVisitId} value={row.subjectVisitId}>
            {`${row.subjectNumber} · ${row.visitName} · ${row.executedDate ?? row.plannedDate}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.sampleType}
        value={sampleType}
        onChange={(event) => setSampleType(event.target.value as SampleType)}
      >
        {SAMPLE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {SAMPLE_TYPE_LABELS[type][locale]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="datetime-local"
        label={t.collectedAt}
        value={collectedAt}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => setCollectedAt(event.target.value)}
      />
    </FormDialog>
  );
}
