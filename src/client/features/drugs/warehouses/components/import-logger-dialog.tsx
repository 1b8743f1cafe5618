/**
 * A temperature logger's CSV export, picked from the device and sent with the logger's serial;
 * a file the server refuses stays here with the lines it names.
 */
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LOGGER_FILE_MAX_CHARS } from '../../../../../shared/api/drugs/temperature';
import { failureText, fieldProblemOf } from '../../../../lib/field-problem';
import { useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { type Recorded, useTemperatureActions } from '../queries';
import { temperatureMessages } from '../temperature-messages';

interface Props {
  warehouseId: number;
  onDone: (recorded: Recorded) => void;
  onClose: () => void;
}

export function ImportLoggerDialog({ warehouseId, onDone, onClose }: Props) {
  const t = useMessages(temperatureMessages);
  const { importFile } = useTemperatureActions();
  const [device, setDevice] = useState('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<{ device?: string; csv?: string }>({});
  const [formError, setFormError] = useState<string>();
  const submit = async () => {
    const found: typeof errors = {};
    if (!device.trim()) found.device = t.required;
    if (!file) found.csv = t.noFile;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    const csv = (await file.text()).slice(0, LOGGER_FILE_MAX_CHARS + 1);
    importFile.mutate(
      { warehouseId, device: device.trim(), csv },
      {
        onSuccess: (recorded) => {
          onDone(recorded);
          onClose();
        },
        onError: (failure) => {
          const problem = fieldProblemOf(failure);
          if (problem?.field === 'device') setErrors({ device: problem.text });
          else if (problem?.field === 'csv') setErrors({ csv: problem.text });
          else setFormError(problem?.text ?? failureText(failure, t.saveFailed));
        },
      },
    );
  };
  return (
    <FormDialog
      title={t.importFile}
      busy={importFile.isPending}
      error={formError}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        autoFocus
        required
        label={t.serial}
        value={device}
        error={Boolean(errors.device)}
        helperText={errors.device}
        slotProps={{ htmlInput: { maxLength: 64 } }}
        onChange={(event) => setDevice(event.target.value)}
      />
      <Typography variant="body2">{t.file}</Typography>
      <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {file ? file.name : t.chooseFile}
        <input
          hidden
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={t.file}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setErrors({ ...errors, csv: undefined });
          }}
        />
      </Button>
      <Typography
        variant="body2"
        color={errors.csv ? 'error' : 'text.secondary'}
        role={errors.csv ? 'alert' : undefined}
      >
        {errors.csv ?? t.fileHint}
      </Typography>
    </FormDialog>
  );
}
