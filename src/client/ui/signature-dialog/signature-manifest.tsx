/**
 * A record's signature manifest, on screen and in its print: per signature the printed name,
 * the time (hospital time), the meaning, the content digest, and whether the record still holds
 * what was signed.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Signature } from '../../../shared/api/access';
import { formatDateTime } from '../../lib/dates';
import { useMessages } from '../../lib/i18n';
import { signatureMessages } from './messages';

const STATE_COLOR = { valid: 'success', content_changed: 'error', superseded: 'default' } as const;

export function SignatureManifest({ signatures }: { signatures: readonly Signature[] }) {
  const t = useMessages(signatureMessages);
  const stateText = { valid: t.valid, content_changed: t.contentChanged, superseded: t.superseded };
  return (
    <Box component="section" aria-label={t.manifest} data-testid="signature-manifest">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t.manifest}
      </Typography>
      {signatures.length === 0 && <Typography color="text.secondary">{t.noSignature}</Typography>}
      {signatures.map((signature) => (
        <Box
          key={signature.id}
          sx={{ borderTop: 1, borderColor: 'divider', py: 1, display: 'grid', gap: 0.5, breakInside: 'avoid' }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t.signer}：{signature.signerName}（{signature.signerUserName}）
            </Typography>
            <Chip size="small" color={STATE_COLOR[signature.state]} label={stateText[signature.state]} />
          </Box>
          <Typography variant="body2">
            {t.signedAt}：{formatDateTime(signature.signedAt)} · {t.revision} {signature.revision}
          </Typography>
          <Typography variant="body2">{signature.meaningText}</Typography>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {t.contentHash}：{signature.contentHash}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
