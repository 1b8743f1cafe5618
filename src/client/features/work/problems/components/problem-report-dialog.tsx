/**
 * The 'report a problem' dialog: the page (its path only), an optional description and
 * screenshot, the error notification's report when it was opened from one, and below the
 * signed-in user's own reports with the administrators' answers.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { ErrorReportData } from '../../../../../shared/api/work/problem-reports';
import {
  PROBLEM_SCREENSHOT_EXTENSIONS,
  PROBLEM_STATUS_LABELS,
  PROBLEM_TEXT_MAX,
  screenshotProblem,
} from '../../../../../shared/domain/work/problem-reports';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { problemMessages } from '../messages';
import { problemQueries, useFileProblem } from '../queries';
import { ErrorReportFacts } from './error-report-facts';

const ACCEPT = PROBLEM_SCREENSHOT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** A file's bytes in base64 (the data URL's payload). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

function MyReports() {
  const t = useMessages(problemMessages);
  const { locale } = useLocale();
  const mine = useQuery(problemQueries.mine());
  const rows = mine.data?.rows ?? [];
  return (
    <Box component="section" aria-label={t.myReports}>
      <Typography variant="subtitle1" component="h3">
        {t.myReports}
      </Typography>
      {mine.isSuccess && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t.myReportsEmpty}
        </Typography>
      )}
      <List dense disablePadding>
        {rows.map((row) => (
          <ListItem key={row.id} disableGutters>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{`#${row.id} ${row.pagePath}`}</span>
                  <Chip size="small" label={PROBLEM_STATUS_LABELS[row.status][locale]} />
                  {row.resolution === 'notProblem' && <Chip size="small" variant="outlined" label={t.notProblem} />}
                </Stack>
              }
              secondary={row.answer ? `${t.answer}：${row.answer}` : t.noAnswer}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function ProblemReportDialog({
  pagePath,
  errorReport,
  onClose,
}: {
  pagePath: string;
  errorReport?: ErrorReportData;
  onClose: () => void;
}) {
  const t = useMessages(problemMessages);
  const fileProblem = useFileProblem();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [text, setText] = useState('');
  const [shot, setShot] = useState<File | null>(null);
  const [shotError, setShotError] = useState<string>();
  const [filed, setFiled] = useState(false);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = file && screenshotProblem(file);
    setShotError(
      problem === 'type'
        ? t.screenshotType
        : problem === 'size'
          ? t.screenshotSize
          : problem
            ? t.screenshotEmpty
            : undefined,
    );
    setShot(problem ? null : file);
  };

  const submit = async () => {
    if (filed) return onClose();
    const screenshot = shot ? { name: shot.name, content: await base64Of(shot) } : null;
    await fileProblem.mutateAsync({
      path: pagePath,
      text: text.trim() || null,
      errorReport: errorReport ?? null,
      screenshot,
    });
    setFiled(true);
  };

  return (
    <FormDialog
      title={t.dialogTitle}
      busy={fileProblem.isPending}
      error={fileProblem.error?.message}
      submitLabel={filed ? t.close : t.submit}
      onSubmit={() => void submit().catch(() => undefined)}
      onClose={onClose}
    >
      {filed && (
        <Alert severity="success" role="status">
          {t.filed}
        </Alert>
      )}
      <TextField
        size="small"
        label={t.pageLabel}
        value={pagePath}
        helperText={t.pageHint}
        slotProps={{ input: { readOnly: true } }}
      />
      {errorReport && <ErrorReportFacts report={errorReport} />}
      {!filed && (
        <>
          <TextField
            label={t.text}
            placeholder={t.textHint}
            multiline
            minRows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: PROBLEM_TEXT_MAX } }}
          />
          <Stack spacing={0.5}>
            <Typography component="label" htmlFor={inputId} variant="body2">
              {t.screenshot}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <input
                id={inputId}
                ref={inputRef}
                type="file"
                accept={ACCEPT}
                onChange={pick}
                aria-describedby={`${inputId}-hint`}
              />
              {shot && (
                <Button size="small" onClick={() => setShot(null)}>
                  {t.removeScreenshot}
                </Button>
              )}
            </Stack>
            <Typography
              id={`${inputId}-hint`}
              variant="caption"
              color={shotError ? 'error' : 'text.secondary'}
              role={shotError ? 'alert' : undefined}
            >
              {shotError ?? t.screenshotHint}
            </Typography>
          </Stack>
        </>
      )}
      <MyReports />
    </FormDialog>
  );
}
