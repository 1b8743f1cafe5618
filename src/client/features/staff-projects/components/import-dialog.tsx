/**
 * Import projects from a spreadsheet: pick a file, see the server's check of every row
 * (row, column, reason), then import all rows as drafts, or fix the file and pick it again.
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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  IMPORT_MAX_BYTES,
  projectImportEndpoint,
  projectTemplateEndpoint,
} from '../../../../shared/api/project-transfer';
import { showInfo } from '../../../lib/feedback';
import { failureText } from '../../../lib/field-problem';
import { saveBlob } from '../../../lib/file-transfer';
import type { SpreadsheetFormat } from '../../../../shared/api/staff-fields';
import { callEndpointWithTip, callFileEndpoint } from '../../../lib/http';
import { format, useMessages } from '../../../lib/i18n';
import { type SpreadsheetImportBody, useSpreadsheetImport } from '../../../lib/use-spreadsheet-import';
import { authKeys } from '../../auth/queries';
import { projectManageMessages } from '../messages';
import { projectManageKeys } from '../queries';

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(projectManageMessages);
  const titleId = useId();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async (body: SpreadsheetImportBody) =>
      (await callEndpointWithTip(projectImportEndpoint, { body })).data,
  });
  const { file, report, error, setError, check, apply } = useSpreadsheetImport(send, IMPORT_MAX_BYTES, {
    wrongType: t.wrongType,
    fileTooLarge: t.fileTooLarge,
    failed: t.saveFailed,
  });
  const importAll = () =>
    apply(async (answer) => {
      showInfo({ text: format(t.imported, { rows: answer.createdIds.length }) });
      await queryClient.refetchQueries({ queryKey: authKeys.who() });
      await queryClient.invalidateQueries({ queryKey: projectManageKeys.all() });
      onClose();
    });

  const template = async (kind: SpreadsheetFormat) => {
    try {
      saveBlob(
        await callFileEndpoint(projectTemplateEndpoint, { query: { format: kind } }),
        `project-import-template.${kind}`,
      );
    } catch (failure) {
      setError(failureText(failure, t.exportFailed));
    }
  };

  const problems = report?.problems ?? [];
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t.importTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">{t.importHint}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button onClick={() => void template('xlsx')}>{t.templateXlsx}</Button>
            <Button onClick={() => void template('csv')}>{t.templateCsv}</Button>
            <Button variant="contained" component="label" loading={send.isPending}>
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
              {format(t.checkPassed, { rows: report.rows })}
            </Alert>
          )}
          {problems.length > 0 && (
            <>
              <Alert severity="warning" role="alert">
                {format(t.checkFailed, { count: problems.length, rows: report?.rows ?? 0 })}
              </Alert>
              <Table size="small" aria-label={t.importTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.problemRow}</TableCell>
                    <TableCell>{t.problemColumn}</TableCell>
                    <TableCell>{t.problemReason}</TableCell>
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
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t.close}
        </Button>
        <Button
          variant="contained"
          onClick={importAll}
          disabled={!report || problems.length > 0 || report.rows === 0}
          loading={send.isPending}
        >
          {format(t.importAll, { rows: report?.rows ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
