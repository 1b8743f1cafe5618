/**
 * A version's review in the binder's versions dialog: where its approval stands (the running
 * approval's steps, or the last rejection's comment on a draft), and its moves: submit a draft
 * for review (document:upload), take a running review back (its submitter), open the signature
 * manifest (page DocumentSignatures), withdraw an effective version with a reason and a
 * signature (document:withdraw).
 */
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BinderDocument, DocumentVersion } from '../../../../../shared/api/documents/binder';
import type { VersionApproval } from '../../../../../shared/api/documents/review';
import { DOCUMENT_VERSION } from '../../../../../shared/domain/documents/versions';
import { TASK_STATUS_LABELS } from '../../../../../shared/domain/work';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { RouterButton } from '../../../../ui/router-link';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { useStaffAccess, useWho } from '../../../access';
import { reviewMessages } from '../messages';
import { useReviewActions } from '../queries';

/** Where the version's latest approval stands, in a line or two; nothing when it had none. */
export function ReviewProgress({ version, approvals }: { version: DocumentVersion; approvals: VersionApproval[] }) {
  const t = useMessages(reviewMessages);
  const { locale } = useLocale();
  // Newest first: the version's latest approval.
  const latest = approvals.find((approval) => approval.versionId === version.id);
  if (!latest) return null;
  if (version.status === 'inReview' && latest.status === 'running')
    return (
      <>
        {latest.steps.map((step) => (
          <Typography key={step.stepSort} variant="body2">
            {format(t.reviewStep, { step: step.stepName, status: TASK_STATUS_LABELS[step.status][locale] })}
            {step.decidedBy ? ` · ${step.decidedBy}` : ''}
          </Typography>
        ))}
      </>
    );
  const rejected = latest.steps.find((step) => step.status === 'rejected');
  if (version.status === 'draft' && latest.status === 'rejected' && rejected)
    return (
      <Typography variant="body2" color="error">
        {format(t.lastRejected, { comment: rejected.comment ?? '—' })}
      </Typography>
    );
  return null;
}

export function ReviewActions(props: {
  projectId: number;
  version: DocumentVersion;
  approvals: VersionApproval[];
  canUpload: boolean;
  onWithdraw: () => void;
}) {
  const { projectId, version, approvals, canUpload } = props;
  const t = useMessages(reviewMessages);
  const access = useStaffAccess();
  const who = useWho();
  const { submit, takeBack } = useReviewActions(projectId);
  const onError = (error: unknown) => showInfo({ text: failureText(error, t.failed) });
  const running = approvals.find((entry) => entry.versionId === version.id && entry.status === 'running');
  const canManifest = access.hasProjectPage(projectId, 'DocumentSignatures') && version.status !== 'draft';
  const canWithdraw =
    access.hasProjectButton(projectId, 'document:withdraw') && DOCUMENT_VERSION.can(version.status, 'withdraw');
  return (
    <>
      {canUpload && DOCUMENT_VERSION.can(version.status, 'submit') && (
        <Button
          size="small"
          variant="outlined"
          aria-label={format(t.submitOf, { number: version.number })}
          disabled={submit.isPending}
          onClick={() => submit.mutate({ id: version.id, version: version.version }, { onError })}
        >
          {t.submit}
        </Button>
      )}
      {canUpload && running && who?.user.userName === running.startedBy && (
        <Button
          size="small"
          disabled={takeBack.isPending}
          onClick={() => takeBack.mutate(running.instanceId, { onError })}
        >
          {t.takeBack}
        </Button>
      )}
      {canManifest && (
        <RouterButton
          size="small"
          to="/staff/projects/$projectId/document-signatures"
          params={{ projectId }}
          search={{ id: version.id }}
          aria-label={format(t.manifestLink, { number: version.number })}
        >
          {t.manifest}
        </RouterButton>
      )}
      {canWithdraw && (
        <Button
          size="small"
          color="error"
          aria-label={format(t.withdrawOf, { number: version.number })}
          onClick={props.onWithdraw}
        >
          {t.withdraw}
        </Button>
      )}
    </>
  );
}

/** Withdrawing an effective version: the reason, then the signature. */
export function WithdrawDialog(props: {
  projectId: number;
  document: BinderDocument;
  version: DocumentVersion;
  onClose: () => void;
}) {
  const { projectId, document, version, onClose } = props;
  const t = useMessages(reviewMessages);
  const { withdraw } = useReviewActions(projectId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [signing, setSigning] = useState(false);
  const text = format(t.withdrawText, { title: document.title, number: version.number });
  if (signing)
    return (
      <SignatureDialog
        title={t.withdrawTitle}
        text={text}
        meaning="document-withdraws"
        onSign={(signature) => withdraw({ id: version.id, version: version.version, reason: reason.trim(), signature })}
        onSigned={onClose}
        onClose={onClose}
      />
    );
  return (
    <FormDialog
      title={t.withdrawTitle}
      busy={false}
      error={error}
      submitLabel={t.withdraw}
      onSubmit={() => {
        if (!reason.trim()) return setError(t.withdrawReasonRequired);
        setSigning(true);
      }}
      onClose={onClose}
    >
      <Typography>{text}</Typography>
      <TextField
        label={t.withdrawReason}
        value={reason}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
