/**
 * A contract's details: the signed copy (download; upload or replace with contract:edit on a
 * draft, rejected or approved contract) and the approval trail, each step with who decided it
 * when; the one who submitted withdraws a running approval (the contract becomes a draft).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import type { ContractApproval } from '../../../../../shared/api/finance/contract-approvals';
import { type Contract, signedCopyDownloadEndpoint } from '../../../../../shared/api/finance/contracts';
import { CONTRACT } from '../../../../../shared/domain/finance/contracts';
import { formatFen } from '../../../../../shared/domain/money';
import { IMAGE_ACCEPT, PDF_EXTENSION, formatBytes } from '../../../../../shared/domain/study';
import { showInfo } from '../../../../lib/feedback';
import { failureText } from '../../../../lib/field-problem';
import { saveBlob } from '../../../../lib/file-transfer';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useMessages } from '../../../../lib/i18n';
import { FormDialog } from '../../../../ui/form-dialog';
import { useWho } from '../../../access';
import { contractMessages } from '../messages';
import { contractQueries, useContractActions } from '../queries';

const ACCEPT = `${IMAGE_ACCEPT},.${PDF_EXTENSION}`;
type Messages = (typeof contractMessages)['en'];
const STATUS_KEYS = ['running', 'approved', 'rejected', 'withdrawn', 'pending', 'cancelled'] as const;
const statusText = (t: Messages, status: string) =>
  STATUS_KEYS.find((key) => key === status) ? t[status as (typeof STATUS_KEYS)[number]] : status;

function Trail({ approvals, t }: { approvals: ContractApproval[]; t: Messages }) {
  if (approvals.length === 0) return <Typography variant="body2">{t.noApprovals}</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ pl: 2, m: 0 }} aria-label={t.approvals}>
      {approvals.map((approval) => (
        <li key={approval.instanceId}>
          <Typography variant="body2">
            {`${statusText(t, approval.status)} · ${format(t.startedBy, { name: approval.startedBy, at: approval.startedAt.slice(0, 10) })}`}
          </Typography>
          <Stack component="ul" sx={{ pl: 2, m: 0 }}>
            {approval.steps.map((step) => (
              <Typography component="li" variant="body2" key={`${step.stepSort}-${step.stepName}`}>
                {format(t.approvalLine, { step: step.stepName, status: statusText(t, step.status) })}
                {step.decidedBy && step.decidedAt
                  ? ` · ${format(t.decidedBy, { name: step.decidedBy, at: step.decidedAt.slice(0, 10) })}`
                  : ''}
                {step.decidedFor ? format(t.decidedFor, { name: step.decidedFor }) : ''}
                {step.comment ? ` · ${step.comment}` : ''}
              </Typography>
            ))}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

export function ContractDetails(props: {
  projectId: number;
  contract: Contract;
  canUpload: boolean;
  onClose: () => void;
}) {
  const { projectId, contract, canUpload, onClose } = props;
  const t = useMessages(contractMessages);
  const who = useWho();
  const approvals = useQuery(contractQueries.approvals(projectId, contract.id));
  const { upload, withdraw } = useContractActions(projectId);
  const copy = contract.signedCopy;
  const running = approvals.data?.find((a) => a.status === 'running');
  const download = async () => {
    try {
      saveBlob(
        await callFileEndpoint(signedCopyDownloadEndpoint, { params: { projectId, id: contract.id } }),
        copy?.name ?? `${contract.number}.pdf`,
      );
    } catch (error) {
      showInfo({ text: failureText(error, t.downloadFailed) });
    }
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(
      { id: contract.id, version: contract.version, file },
      { onError: (error) => showInfo({ text: failureText(error, t.uploadFailed) }) },
    );
  };
  return (
    <FormDialog
      title={`${t.detailsTitle} · ${contract.number}`}
      submitLabel={t.close}
      busy={upload.isPending || withdraw.isPending}
      onSubmit={onClose}
      onClose={onClose}
    >
      <Typography variant="body2">
        {`${contract.title} · ${contract.sponsor} · ${formatFen(contract.amountFen)} · ${format(t.scheduled, {
          scheduled: formatFen(contract.scheduledFen),
          amount: formatFen(contract.amountFen),
        })}`}
      </Typography>
      <Typography variant="subtitle2">{t.signedCopy}</Typography>
      <Typography variant="body2">
        {copy
          ? format(t.signedCopyInfo, {
              name: copy.name,
              size: formatBytes(copy.size),
              at: copy.uploadedAt.slice(0, 10),
            })
          : t.noSignedCopy}
      </Typography>
      <Stack direction="row" spacing={1}>
        {copy && (
          <Button size="small" onClick={() => void download()}>
            {t.download}
          </Button>
        )}
        {canUpload && CONTRACT.can(contract.status, 'signedCopy') && (
          <Button component="label" size="small" variant="outlined" disabled={upload.isPending}>
            {copy ? t.replace : t.upload}
            <input hidden type="file" accept={ACCEPT} onChange={picked} />
          </Button>
        )}
      </Stack>
      <Typography variant="subtitle2">{t.approvals}</Typography>
      {approvals.isError ? (
        <Typography variant="body2" color="error">
          {t.loadFailed}
        </Typography>
      ) : (
        <Trail approvals={approvals.data ?? []} t={t} />
      )}
      {running && who?.user.userName === running.startedBy && (
        <Button
          size="small"
          color="warning"
          sx={{ alignSelf: 'start' }}
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(running.instanceId)}
        >
          {t.withdraw}
        </Button>
      )}
    </FormDialog>
  );
}
