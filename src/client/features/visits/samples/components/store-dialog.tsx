/**
 * Putting a sample into a free box position: the sample's code is scanned with the camera or
 * typed, the sample found is shown (subject, type, status) and stored there, or moved there
 * when it is stored elsewhere. A refusal (a taken position, a wrong status) stays in the dialog.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Sample } from '../../../../../shared/api/visits/samples';
import {
  SAMPLE_STATUS_LABELS,
  SAMPLE_TYPE_LABELS,
  parseSampleCode,
  positionName,
} from '../../../../../shared/domain/visits/samples';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { samplesMessages } from '../messages';
import { sampleByCode, useSampleActions } from '../queries';
import { SampleScanDialog } from './sample-scan-dialog';

export function StoreDialog(props: {
  projectId: number;
  boxId: number;
  row: number;
  col: number;
  onClose: () => void;
}) {
  const { projectId, boxId, row, col, onClose } = props;
  const t = useMessages(samplesMessages);
  const { locale } = useLocale();
  const { place } = useSampleActions(projectId);
  const [code, setCode] = useState('');
  const [sample, setSample] = useState<Sample>();
  const [problem, setProblem] = useState<string>();
  const [scanning, setScanning] = useState(false);
  const find = async (text: string) => {
    setSample(undefined);
    setProblem(undefined);
    const parsed = parseSampleCode(text);
    if (!parsed) return setProblem(format(t.unreadable, { text }));
    setCode(parsed);
    try {
      setSample(await sampleByCode(projectId, parsed));
    } catch {
      setProblem(format(t.notFound, { code: parsed }));
    }
  };
  const submit = () => {
    if (!sample) return void find(code);
    const move = sample.status === 'stored' ? 'move' : 'store';
    place.mutate(
      { projectId, id: sample.id, version: sample.version, move, boxId, row, col },
      { onSuccess: onClose, onError: (failure) => setProblem(failureText(failure, '')) },
    );
  };
  return (
    <FormDialog
      title={format(t.storeTitle, { position: positionName(row, col) })}
      busy={place.isPending}
      submitLabel={sample ? t.store : t.find}
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">{t.scanHint}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t.sampleCode}
          value={code}
          autoFocus
          fullWidth
          size="small"
          onChange={(event) => {
            setCode(event.target.value);
            setSample(undefined);
          }}
        />
        <Button variant="outlined" onClick={() => setScanning(true)}>
          {t.scan}
        </Button>
      </Stack>
      {sample && (
        <Alert severity="info" role="status">
          {format(t.found, {
            code: sample.sampleCode,
            subject: sample.subjectNumber,
            type: SAMPLE_TYPE_LABELS[sample.sampleType][locale],
            status: SAMPLE_STATUS_LABELS[sample.status][locale],
          })}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {scanning && (
        <SampleScanDialog
          onScanned={(scanned) => {
            setScanning(false);
            void find(scanned);
          }}
          onClose={() => setScanning(false)}
        />
      )}
    </FormDialog>
  );
}
