/**
 * One ethics submission, for its team (project page EthicsSubmissions) or for the committee
 * (system page EthicsBoard): SPEC §3's ethics header label set (the project's numbers with
 * the ethics approval and acceptance numbers), the submission's type, status and notes, the
 * binder versions it carries (downloads, audited on the server), its status history, and the
 * moves the status machine allows now to whoever holds the button: the team edits, submits
 * and withdraws; the secretary accepts (the acceptance number is given) or returns with a reason.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { versionDownloadEndpoint } from '../../../../../shared/api/documents/binder';
import {
  type EthicsHeader,
  type SubmissionDetail,
  boardDownloadEndpoint,
} from '../../../../../shared/api/ethics/submissions';
import {
  ETHICS_SUBMISSION,
  SUBMISSION_STATUS_LABELS,
  type SubmissionStatus,
} from '../../../../../shared/domain/ethics/submissions';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/document-title';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/form-dialog';
import { RouterLink } from '../../../../ui/router-link';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { ethicsSubmissionMessages } from '../messages';
import { ethicsQueries, useBoardActions, useSubmissionActions } from '../queries';
import { SubmissionDialog } from './submission-dialog';
import { SubmissionStatusChip, useSubmissionTypeLabel } from './submission-labels';

export type SubmissionView = { kind: 'team'; projectId: number } | { kind: 'board' };
type Open = 'edit' | 'submit' | 'withdraw' | 'return' | undefined;

function EthicsHeaderLabels({ header }: { header: EthicsHeader }) {
  const t = useMessages(ethicsSubmissionMessages);
  const entries: [string, string | null][] = [
    [t.projectNo, header.projectNo],
    [t.planCode, header.planCode],
    [t.approvalNumber, header.approvalNumber],
    [t.trialCategory, header.trialCategory],
    [t.startDate, header.startDate && formatDate(header.startDate)],
    [t.dept, header.deptName],
    [t.sponsor, header.sponsorName],
    [t.initiatingUnit, header.initiatingUnit],
    [t.acceptNumber, header.acceptNumber],
    [t.leadResearcher, header.leadResearcher],
    [t.financeCode, header.financeCode],
    [t.ethicsApprovalNumber, header.ethicsApprovalNumber],
    [t.ethicsAcceptNumber, header.ethicsAcceptNumber],
  ];
  return (
    <Box
      component="dl"
      aria-label={t.header}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {entries.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ReasonDialog(props: {
  title: string;
  label: string;
  required: boolean;
  busy: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useMessages(ethicsSubmissionMessages);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (props.required && !reason.trim()) {
      setMissing(true);
      return;
    }
    props.onSubmit(reason.trim()).then(props.onClose, (failure: unknown) => setError(failureText(failure, t.failed)));
  };
  return (
    <FormDialog
      title={props.title}
      busy={props.busy}
      error={error}
      submitLabel={props.title}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        label={props.label}
        value={reason}
        required={props.required}
        multiline
        minRows={3}
        error={missing}
        helperText={missing ? t.reasonRequired : undefined}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
    </FormDialog>
  );
}

function Actions({ view, submission }: { view: SubmissionView; submission: SubmissionDetail }) {
  const t = useMessages(ethicsSubmissionMessages);
  const access = useStaffAccess();
  const team = useSubmissionActions();
  const board = useBoardActions();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const { status } = submission;
  const ref = { id: submission.id, version: submission.version };
  const onError = (error: unknown) => showInfo({ text: failureText(error, t.failed) });
  if (view.kind === 'team') {
    const { projectId } = view;
    if (!access.hasProjectButton(projectId, 'ethics:submit')) return null;
    const editable = status === 'draft' || status === 'returned';
    return (
      <Stack direction="row" spacing={1}>
        {editable && <Button onClick={() => setOpen('edit')}>{t.edit}</Button>}
        {ETHICS_SUBMISSION.can(status, 'submit') && (
          <Button variant="contained" onClick={() => setOpen('submit')}>
            {t.submit}
          </Button>
        )}
        {ETHICS_SUBMISSION.can(status, 'withdraw') && (
          <Button color="warning" onClick={() => setOpen('withdraw')}>
            {t.withdraw}
          </Button>
        )}
        {open === 'edit' && <SubmissionDialog projectId={projectId} submission={submission} onClose={close} />}
        {open === 'submit' && (
          <ConfirmDialog
            title={t.submitTitle}
            text={t.confirmSubmit}
            confirmLabel={t.submit}
            busy={team.submit.isPending}
            onConfirm={() => team.submit.mutate({ projectId, ...ref }, { onSuccess: close, onError })}
            onClose={close}
          />
        )}
        {open === 'withdraw' && (
          <ReasonDialog
            title={t.withdrawTitle}
            label={t.withdrawReason}
            required={false}
            busy={team.withdraw.isPending}
            onSubmit={(reason) => team.withdraw.mutateAsync({ projectId, ...ref, reason: reason || null })}
            onClose={close}
          />
        )}
      </Stack>
    );
  }
  if (!access.hasButton('ethicsSubmission:review') || !ETHICS_SUBMISSION.can(status, 'accept')) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        loading={board.accept.isPending}
        onClick={() => board.accept.mutate(ref, { onError })}
      >
        {t.accept}
      </Button>
      <Button color="warning" onClick={() => setOpen('return')}>
        {t.returnIt}
      </Button>
      {open === 'return' && (
        <ReasonDialog
          title={t.returnTitle}
          label={t.returnReason}
          required
          busy={board.returnToTeam.isPending}
          onSubmit={(reason) => board.returnToTeam.mutateAsync({ ...ref, reason })}
          onClose={close}
        />
      )}
    </Stack>
  );
}

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
          ? await callFileEndpoint(versionDownloadEndpoint, { params: { projectId: view.projectId, id: versionId } })
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
        <Actions view={view} submission={submission} />
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
      <Typography variant="h6" component="h2">
        {t.documents}
      </Typography>
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
      <Typography variant="h6" component="h2">
        {t.history}
      </Typography>
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
    </Stack>
  );
}
