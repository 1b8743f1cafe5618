/**
 * The one dialog around the suite's spreadsheet imports (projects, candidates, AEs,
 * concomitant medications): template downloads, the file picker, the server's dry-run report
 * (row, column, reason) and the button that imports all rows or none. Each feature supplies
 * its texts, its import mutation, its template download and how to word a clean check.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import type { ImportProblem } from '../../shared/api/study/project-transfer';
import type { SpreadsheetFormat } from '../../shared/api/contract/staff-fields';
import { failureText } from '../lib/field-problem';
import { saveBlob } from '../lib/file-transfer';
import { format } from '../lib/i18n';
import { type SpreadsheetImportBody, useSpreadsheetImport } from '../lib/use-spreadsheet-import';

/** The feature's wording; the features' message catalogues use these same keys. */
export interface SpreadsheetImportTexts {
  importHint: string;
  templateXlsx: string;
  templateCsv: string;
  chooseFile: string;
  close: string;
  /** With `{count}` problems and `{rows}` rows. */
  checkFailed: string;
  /** With `{rows}`, the rows to import. */
  importAll: string;
  problemRow: string;
  problemColumn: string;
  problemReason: string;
  wrongType: string;
  fileTooLarge: string;
  saveFailed: string;
  downloadFailed: string;
}

/** What every import's dry-run and apply answers have in common. */
interface SpreadsheetImportReport {
  rows: number;
  applied: boolean;
  problems: readonly ImportProblem[];
}

export interface SpreadsheetImportDialogProps<R extends SpreadsheetImportReport> {
  title: string;
  texts: SpreadsheetImportTexts;
  /** The feature's import mutation: a dry run first, then the same file applied. */
  send: UseMutationResult<R, Error, SpreadsheetImportBody>;
  maxBytes: number;
  fetchTemplate: (kind: SpreadsheetFormat) => Promise<Blob>;
  /** The saved template's file name without its extension. */
  templateName: string;
  /** The success line of a dry run without problems. */
  checkPassedText: (report: R) => string;
  /** Runs once the server has applied every row; the feature says so and closes the dialog. */
  onApplied: (answer: R) => void | Promise<void>;
  onClose: () => void;
}

function ProblemTable({
  label,
  problems,
  texts,
}: {
  label: string;
  problems: readonly ImportProblem[];
  texts: SpreadsheetImportTexts;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.problemRow}</TableCell>
          <TableCell>{texts.problemColumn}</TableCell>
          <TableCell>{texts.problemReason}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {problems.map((problem, index) => (
          <TableRow key={index}>
            <TableCell>{problem.row || '—'}</TableCell>
            <TableCell>{problem.column}</TableCell>
            <TableCell>{problem.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SpreadsheetImportDialog<R extends SpreadsheetImportReport>({
  title,
  texts,
  send,
  maxBytes,
  fetchTemplate,
  templateName,
  checkPassedText,
  onApplied,
  onClose,
}: SpreadsheetImportDialogProps<R>) {
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { file, report, error, setError, check, apply, busy } = useSpreadsheetImport(send, maxBytes, {
    wrongType: texts.wrongType,
    fileTooLarge: texts.fileTooLarge,
    failed: texts.saveFailed,
  });
  const template = async (kind: SpreadsheetFormat) => {
    try {
      saveBlob(await fetchTemplate(kind), `${templateName}.${kind}`);
    } catch (failure) {
      setError(failureText(failure, texts.downloadFailed));
    }
  };

  const problems = report?.problems ?? [];
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{texts.importHint}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button onClick={() => void template('xlsx')}>{texts.templateXlsx}</Button>
            <Button onClick={() => void template('csv')}>{texts.templateCsv}</Button>
            <Button variant="contained" loading={busy} onClick={() => fileInput.current?.click()}>
              {texts.chooseFile}
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              aria-label={texts.chooseFile}
              accept=".csv,.xlsx"
              onChange={(event) => void check(event)}
            />
            {file && <Typography sx={{ alignSelf: 'center' }}>{file.name}</Typography>}
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {report && problems.length === 0 && !report.applied && (
            <Alert severity="success" role="status">
              {checkPassedText(report)}
            </Alert>
          )}
          {report && problems.length > 0 && (
            <>
              <Alert severity="warning" role="alert">
                {format(texts.checkFailed, { count: problems.length, rows: report.rows })}
              </Alert>
              <ProblemTable label={title} problems={problems} texts={texts} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {texts.close}
        </Button>
        <Button
          variant="contained"
          onClick={() => apply(onApplied)}
          disabled={!report || problems.length > 0 || report.rows === 0}
          loading={busy}
        >
          {format(texts.importAll, { rows: report?.rows ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
