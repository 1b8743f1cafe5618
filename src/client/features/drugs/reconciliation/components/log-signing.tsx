/**
 * The signing part of an accountability log's print: the sign button (accountability:sign,
 * hidden on paper), a warning when a signature is for an earlier version of the log, and the
 * signature manifest printed under the log.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Signature } from '../../../../../shared/api/access';
import type { AccountabilitySignBody } from '../../../../../shared/api/drugs/accountability';
import { format, useMessages } from '../../../../lib/i18n';
import { SignatureDialog } from '../../../../ui/signature-dialog/signature-dialog';
import { SignatureManifest } from '../../../../ui/signature-dialog/signature-manifest';
import { useStaffAccess } from '../../../access';
import { reconciliationMessages } from '../messages';
import { useSignLog } from '../queries';

export type LogTarget = Omit<AccountabilitySignBody, 'signature'>;

export function LogSigning({
  target,
  name,
  signatures,
}: {
  target: LogTarget;
  /** The log in words, as the signer reads it. */
  name: string;
  signatures: readonly Signature[];
}) {
  const t = useMessages(reconciliationMessages);
  const canSign = useStaffAccess().hasProjectButton(target.projectId, 'accountability:sign');
  const signLog = useSignLog(target.projectId);
  const [open, setOpen] = useState(false);
  const stale = signatures.some((signature) => signature.state !== 'valid');
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
      {stale && (
        <Alert severity="warning" data-testid="stale-signature">
          {t.staleSignature}
        </Alert>
      )}
      {canSign && (
        <Box data-print-hide>
          <Button variant="contained" onClick={() => setOpen(true)}>
            {t.sign}
          </Button>
        </Box>
      )}
      <SignatureManifest signatures={signatures} />
      {open && (
        <SignatureDialog
          title={t.signTitle}
          text={format(t.signText, { log: name })}
          meaning="reviewer-approves"
          onSign={(signature) => signLog.mutateAsync({ ...target, signature })}
          onSigned={() => setOpen(false)}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}
