/**
 * One problem report for the administrator: what the reporter wrote, their roles, the error
 * report, the screenshot to download, and the moves allowed now with an answer to the reporter.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { problemScreenshotEndpoint } from '../../../../../shared/api/work/problem-reports';
import {
  PROBLEM_ACTION_LABELS,
  PROBLEM_ANSWER_MAX,
  PROBLEM_STATUS_LABELS,
  type ProblemAction,
  allowedProblemActions,
} from '../../../../../shared/domain/work/problem-reports';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { formatTimestamp } from '../../../../lib/timestamps';
import { problemMessages } from '../messages';
import { problemQueries, useMoveProblem } from '../queries';
import { ErrorReportFacts } from './error-report-facts';

async function download(id: number, name: string) {
  const blob = await callFileEndpoint(problemScreenshotEndpoint, { params: { id } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ProblemDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useMessages(problemMessages);
  const { locale } = useLocale();
  const titleId = useId();
  const detail = useQuery(problemQueries.detail(id));
  const move = useMoveProblem();
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string>();
  const report = detail.data;

  const act = (action: ProblemAction) => {
    if (!report) return;
    const text = answer.trim() || null;
    if (action === 'dismiss' && !text) return setAnswerError(t.answerRequired);
    setAnswerError(undefined);
    move.mutate({ id, action, answer: text, version: report.version }, { onSuccess: () => setAnswer('') });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{format(t.detailTitle, { id })}</DialogTitle>
      <DialogContent>
        {report && (
          <Stack spacing={1.5}>
            <Typography variant="body2">
              {`${t.status}：${PROBLEM_STATUS_LABELS[report.status][locale]}`}
              {report.resolution === 'notProblem' ? `（${t.notProblem}）` : ''}
            </Typography>
            <Typography variant="body2">{`${t.reporter}：${report.reporterName}（${t.roles}：${report.reporterRoles.join('、')}）`}</Typography>
            <Typography variant="body2">{`${t.filedAt}：${formatTimestamp(report.createdAt)}`}</Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`${t.page}：${report.pagePath}`}</Typography>
            <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
              {report.text ?? t.noText}
            </Typography>
            {report.errorReport && <ErrorReportFacts report={report.errorReport} />}
            {report.screenshot && (
              <Box>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => void download(id, report.screenshot?.name ?? 'screenshot').catch(() => undefined)}
                >
                  {format(t.downloadScreenshot, { name: report.screenshot.name })}
                </Button>
              </Box>
            )}
            {report.answer && <Alert severity="info">{`${t.answer}：${report.answer}`}</Alert>}
            {allowedProblemActions(report.status).length > 0 && (
              <TextField
                label={t.answerField}
                multiline
                minRows={2}
                value={answer}
                error={!!answerError}
                helperText={answerError}
                onChange={(event) => setAnswer(event.target.value)}
                slotProps={{ htmlInput: { maxLength: PROBLEM_ANSWER_MAX } }}
              />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {report &&
          allowedProblemActions(report.status).map((action) => (
            <Button
              key={action}
              variant={action === 'dismiss' ? 'outlined' : 'contained'}
              disabled={move.isPending}
              onClick={() => act(action)}
            >
              {PROBLEM_ACTION_LABELS[action][locale]}
            </Button>
          ))}
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
