/**
 * One ethics submission, for its team (project page EthicsSubmissions) or for the committee
 * (system page EthicsBoard): SPEC §3's ethics header label set (the project's numbers with
 * the ethics approval and acceptance numbers), the submission's type, status and notes, the
 * binder versions it carries (downloads, audited on the server), its status history, and the
 * moves the status machine allows now to whoever holds the button: the team edits, submits
 * and withdraws; the secretary accepts (the acceptance number is given) or returns with a reason.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { boardDownloadEndpoint } from '../../../../../shared/api/ethics/board';
import { submissionDownloadEndpoint } from '../../../../../shared/api/ethics/submissions';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../../../../../shared/domain/ethics/submissions';
import { formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { ethicsSubmissionMessages } from '../messages';
import { ethicsQueries } from '../queries';
import { BoardLetterSection, TeamLetterSection } from '../../letters/components/letter-section';
import { ReviewSection, TeamDecision } from '../../review/components/review-section';
import { EthicsHeaderLabels } from './ethics-header-labels';
import { type SubmissionView, SubmissionActions } from './submission-actions';
import { SubmissionStatusChip, useSubmissionTypeLabel } from './submission-labels';

export type { SubmissionView };

export function SubmissionPage({ view, id }: { view: SubmissionView; id: number }) {
  const t = useMessages(ethicsSubmissionMessages);
  const { locale } = useLocale();
  const typeLabel = useSubmissionTypeLabel();
  const team = view.kind === 'team';
  const teamQuery = useQuery({
    ...ethicsQueries.projectDetail(team ? view.projectId : 0, id),
    enabled: team,
  });
  const boardQuery = useQuery({ ...ethicsQueries.boardDetail(id), enabled: !team });
  const query = team ? teamQuery : boardQuery;
  const submission = query.data;
  useDocumentTitle(submission?.title ?? (view.kind === 'team' ? t.listTitle : t.boardTitle));
  const back =
    view.kind === 'team' ? (
      <RouterLink to="/staff/projects/$projectId/ethics-submissions" params={{ projectId: view.projectId }}>
        {t.back}
      </RouterLink>
    ) : (
      <RouterLink to="/staff/ethics-board">{t.back}</RouterLink>
    );
  if (query.isError) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="warning">{t.notFound}</Alert>
      </Stack>
    );
  }
  if (!submission) return null;
  const download = async (versionId: number, fileName: string) => {
    try {
      const blob =
        view.kind === 'team'
          ? await callFileEndpoint(submissionDownloadEndpoint, {
              params: { projectId: view.projectId, id: submission.id, versionId },
            })
          : await callFileEndpoint(boardDownloadEndpoint, { params: { id: submission.id, versionId } });
      saveBlob(blob, fileName);
    } catch (error) {
      showInfo({ text: failureText(error, t.failed) });
    }
  };
  const actionNames: Record<string, string> = {
    create: t.create,
    update: t.update,
    submit: t.submit,
    return: t.returnIt,
    accept: t.accept,
    withdraw: t.withdraw,
  };
  const actionName = (action: string, to: SubmissionStatus) =>
    actionNames[action] ?? SUBMISSION_STATUS_LABELS[to][locale];
  return (
    <Stack spacing={2}>
      {back}
      <StaffPageHeader title={submission.title} projectName={submission.projectName}>
        <SubmissionActions view={view} submission={submission} />
      </StaffPageHeader>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <EthicsHeaderLabels header={submission.header} />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{typeLabel(submission.type)}</Typography>
        <SubmissionStatusChip status={submission.status} />
        {submission.acceptanceNumber && (
          <Typography>{`${t.acceptanceNumber}：${submission.acceptanceNumber}`}</Typography>
        )}
      </Stack>
      {submission.returnReason && (
        <Alert severity="warning">{format(t.returnedBecause, { reason: submission.returnReason })}</Alert>
      )}
      {submission.notes && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{submission.notes}</Typography>}
      {view.kind === 'team' ? (
        <TeamDecision projectId={view.projectId} id={submission.id} />
      ) : (
        <ReviewSection id={submission.id} />
      )}
      {submission.status === 'decided' &&
        (view.kind === 'team' ? (
          <TeamLetterSection projectId={view.projectId} submissionId={submission.id} />
        ) : (
          <BoardLetterSection submissionId={submission.id} title={submission.title} />
        ))}
      <Typography variant="h6" component="h2">
        {t.documents}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.documents}>
          <TableHead>
            <TableRow>
              {[t.folder, t.title, t.version, t.fileName, t.download].map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {submission.documents.map((document) => (
              <TableRow key={document.versionId}>
                <TableCell>{`${document.folderCode} ${document.folderName}`}</TableCell>
                <TableCell>{document.title}</TableCell>
                <TableCell>{`v${document.number}`}</TableCell>
                <TableCell>{document.fileName}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-label={format(t.downloadOf, { title: document.title, number: document.number })}
                    onClick={() => void download(document.versionId, document.fileName)}
                  >
                    {t.download}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h6" component="h2">
        {t.history}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t.history}>
          <TableHead>
            <TableRow>
              {[t.at, t.action, t.actor, t.reason].map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {submission.history.map((event, index) => (
              <TableRow key={index}>
                <TableCell>{formatDateTime(event.at)}</TableCell>
                <TableCell>{actionName(event.action, event.toStatus)}</TableCell>
                <TableCell>{event.actorName}</TableCell>
                <TableCell>{event.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
