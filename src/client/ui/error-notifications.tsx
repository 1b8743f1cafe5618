/**
 * The top-right error notifications of SPEC §8: stacked, each for 6000 ms (paused while the
 * pointer or focus is on it or its details are open), with an expandable 'more error info'
 * holding the generated report image and a button to copy it.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { type ErrorReport, copyOrDownloadImage, renderErrorReport, reportRows, reportText } from '../lib/error-report';
import { type ErrorNotice, dismissError } from '../lib/feedback';
import { feedbackMessages } from '../lib/feedback-messages';
import { useMessages } from '../lib/i18n';
import { useProblemReportLauncher } from '../lib/problem-report-launcher';
import { problemPagePath } from '../../shared/domain/work/problem-reports';
import type { ErrorReportData } from '../../shared/api/work/problem-reports';
import { useFeedbackText } from './feedback-text';
import { MuiScope } from './mui-scope';

type ReportImage = { status: 'pending' } | { status: 'ready'; blob: Blob; url: string } | { status: 'failed' };

/** Draws the report image while the details are shown, and frees it when they go away. */
function useReportImage(report: ErrorReport) {
  const [image, setImage] = useState<ReportImage>({ status: 'pending' });
  // The report is rebuilt on every render; its serialised form says when it really changed.
  const key = JSON.stringify(report);
  useEffect(() => {
    let url: string | undefined;
    let live = true;
    renderErrorReport(JSON.parse(key) as ErrorReport)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setImage({ status: 'ready', blob, url });
      })
      .catch(() => live && setImage({ status: 'failed' }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return image;
}

/** The opened 'more error info': the report image (or its text without a canvas) and copy. */
function ReportDetails({ report, fileName }: { report: ErrorReport; fileName: string }) {
  const t = useMessages(feedbackMessages);
  const image = useReportImage(report);
  const [copyResult, setCopyResult] = useState<'copied' | 'downloaded' | undefined>();
  // Never rejects: copyOrDownloadImage falls back to a download when the clipboard refuses.
  const copy = async () => {
    if (image.status === 'ready') setCopyResult(await copyOrDownloadImage(image.blob, fileName));
  };
  return (
    <Box sx={{ mt: 1, p: 1, bgcolor: 'common.white', borderRadius: 1, color: 'text.primary' }}>
      {image.status === 'ready' && (
        <img
          src={image.url}
          alt={t.reportAlt}
          data-testid="error-report-image"
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
      )}
      {image.status === 'failed' && (
        <Typography component="pre" variant="caption" sx={{ whiteSpace: 'pre-wrap', m: 0 }}>
          {reportText(report)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={image.status !== 'ready'} onClick={() => void copy()}>
          {t.copyImage}
        </Button>
        <Typography variant="caption" role="status">
          {copyResult === 'copied' ? t.copied : copyResult === 'downloaded' ? t.downloaded : ''}
        </Typography>
      </Stack>
    </Box>
  );
}

/** Dismisses the notice after its duration, counting afresh whenever it stops being paused. */
function useAutoDismiss(notice: ErrorNotice, paused: boolean): void {
  useEffect(() => {
    if (paused) return undefined;
    const timer = setTimeout(() => dismissError(notice.id), notice.durationMs);
    return () => clearTimeout(timer);
  }, [paused, notice.id, notice.durationMs]);
}

/** The notice as a problem report's attachment: the request's path only (its query may hold personal data). */
function errorReportOf(notice: ErrorNotice, message: string): ErrorReportData {
  let path = notice.url;
  try {
    path = new URL(notice.url, window.location.href).pathname;
  } catch {
    // Not a URL: problemPagePath still drops a query.
  }
  return {
    ...(notice.code ? { code: notice.code.slice(0, 20) } : {}),
    message: message.slice(0, 1000) || '-',
    ...(notice.requestId ? { requestId: notice.requestId.slice(0, 100) } : {}),
    time: new Date(notice.time).toISOString(),
    url: problemPagePath(path),
  };
}

function ErrorNoticeCard({ notice }: { notice: ErrorNotice }) {
  const t = useMessages(feedbackMessages);
  const message = useFeedbackText(notice.content);
  const reportProblem = useProblemReportLauncher();
  const [expanded, setExpanded] = useState(false);
  const [hovered, setHovered] = useState(false);
  const detailsId = useId();
  useAutoDismiss(notice, expanded || hovered);
  const report: ErrorReport = {
    title: t.reportTitle,
    rows: reportRows(
      { time: t.reportTime, url: t.reportUrl, message: t.reportMessage, requestId: t.reportRequestId },
      { time: notice.time, url: notice.url, message, requestId: notice.requestId },
    ),
  };

  return (
    <Alert
      severity="error"
      variant="filled"
      data-testid="error-notification"
      onClose={() => dismissError(notice.id)}
      slotProps={{ closeButton: { title: t.close, 'aria-label': t.close } }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      sx={{ pointerEvents: 'auto', boxShadow: 6, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>{t.errorTitle}</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {message}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t.errorNote}
      </Typography>
      <Button
        size="small"
        color="inherit"
        variant="text"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((value) => !value)}
        sx={{ mt: 0.5, px: 0, textDecoration: 'underline' }}
      >
        {expanded ? t.lessInfo : t.moreInfo}
      </Button>
      <Collapse in={expanded} id={detailsId} unmountOnExit>
        <ReportDetails report={report} fileName={`error-report-${notice.time}.png`} />
        {reportProblem && (
          <Button
            size="small"
            variant="contained"
            color="inherit"
            sx={{ mt: 1, color: 'error.main' }}
            onClick={() => {
              dismissError(notice.id);
              reportProblem(errorReportOf(notice, message));
            }}
          >
            {t.reportProblem}
          </Button>
        )}
      </Collapse>
    </Alert>
  );
}

/** With MUI's theme: the notifications load lazily, outside any screen's theme. */
export default function ErrorNotifications({ notices }: { notices: readonly ErrorNotice[] }) {
  return (
    <MuiScope>
      <ErrorNoticeStack notices={notices} />
    </MuiScope>
  );
}

function ErrorNoticeStack({ notices }: { notices: readonly ErrorNotice[] }) {
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        top: 16,
        right: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(420px, calc(100vw - 32px))',
        maxHeight: 'calc(100vh - 32px)',
        overflowY: 'auto',
        pointerEvents: 'none',
      }}
    >
      {notices.map((notice) => (
        <ErrorNoticeCard key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
