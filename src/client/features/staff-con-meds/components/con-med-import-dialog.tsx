/**
 * Importing concomitant medications from a spreadsheet: template download, the server's
 * check of every row (row, column, reason) with how many are on the lists, then all rows or none.
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
import { useId } from 'react';
import {
  CON_MED_IMPORT_MAX_BYTES,
  type ConMedImportReport,
  conMedTemplateEndpoint,
} from '../../../../shared/api/safety-con-meds';
import type { SpreadsheetFormat } from '../../../../shared/api/staff-fields';
import { showInfo } from '../../../lib/feedback';
import { failureText } from '../../../lib/field-problem';
import { saveBlob } from '../../../lib/file-transfer';
import { callFileEndpoint } from '../../../lib/http';
import { format, useMessages } from '../../../lib/i18n';
import { useSpreadsheetImport } from '../../../lib/use-spreadsheet-import';
import { conMedMessages } from '../messages';
import { useConMedActions } from '../use-con-med-actions';

function ProblemTable({ report }: { report: ConMedImportReport }) {
  const t = useMessages(conMedMessages);
  return (
    <Table size="small" aria-label={t.importTitle}>
      <TableHead>
        <TableRow>
          <TableCell>{t.problemRow}</TableCell>
          <TableCell>{t.problemColumn}</TableCell>
          <TableCell>{t.problemReason}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.problems.map((problem, index) => (
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

export function ConMedImportDialog({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const t = useMessages(conMedMessages);
  const titleId = useId();
  const { importFile } = useConMedActions(projectId);
  const { file, report, error, setError, check, apply, busy } = useSpreadsheetImport(
    importFile,
    CON_MED_IMPORT_MAX_BYTES,
    { wrongType: t.wrongType, fileTooLarge: t.fileTooLarge, failed: t.saveFailed },
  );
  const importAll = () =>
    apply((answer) => {
      showInfo({ text: format(t.imported, { created: answer.created }) });
      onClose();
    });
  const template = async (kind: SpreadsheetFormat) => {
    try {
      const blob = await callFileEndpoint(conMedTemplateEndpoint, { params: { projectId }, query: { format: kind } });
      saveBlob(blob, `con-med-template.${kind}`);
    } catch (failure) {
      setError(failureText(failure, t.downloadFailed));
    }
  };

  const problems = report?.problems ?? [];
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t.importTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t.importHint}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button onClick={() => void template('xlsx')}>{t.templateXlsx}</Button>
            <Button onClick={() => void template('csv')}>{t.templateCsv}</Button>
            <Button variant="contained" component="label" loading={busy}>
              {t.chooseFile}
              <input hidden type="file" accept=".csv,.xlsx" onChange={(event) => void check(event)} />
            </Button>
            {file && <Typography sx={{ alignSelf: 'center' }}>{file.name}</Typography>}
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {report && problems.length === 0 && !report.applied && (
            <Alert severity="success" role="status">
              {format(t.checkPassed, { rows: report.rows, flagged: report.flagged })}
            </Alert>
          )}
          {report && problems.length > 0 && (
            <>
              <Alert severity="warning" role="alert">
                {format(t.checkFailed, { count: problems.length, rows: report.rows })}
              </Alert>
              <ProblemTable report={report} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t.close}
        </Button>
        <Button
          variant="contained"
          onClick={importAll}
          disabled={!report || problems.length > 0 || report.rows === 0}
          loading={busy}
        >
          {format(t.importAll, { rows: report?.rows ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
