/**
 * A decision letter as it prints: its frozen lines (section headings, then label and value),
 * and the chair's signature block once signed; a draft carries a clear 'not signed' mark.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Letter } from '../../../../../shared/api/ethics/letters';
import { formatDateTime } from '../../../../lib/dates';
import { useMessages } from '../../../../lib/i18n';
import { ethicsLetterMessages } from '../messages';

export function LetterDocument({ letter }: { letter: Letter }) {
  const t = useMessages(ethicsLetterMessages);
  return (
    <Box component="article" aria-label={t.letter} sx={{ mt: 2 }}>
      {letter.status === 'draft' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.draftMark}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 14rem) 1fr', gap: 1, m: 0 }}>
        {letter.lines.map((line, index) =>
          line.section !== undefined ? (
            <Typography
              key={index}
              variant="h6"
              component="h2"
              sx={{ gridColumn: '1 / -1', mt: index === 0 ? 0 : 2, textAlign: index === 0 ? 'center' : 'left' }}
            >
              {line.section}
            </Typography>
          ) : (
            <Box key={index} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {line.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {line.value}
              </Typography>
            </Box>
          ),
        )}
      </Box>
      {letter.signature && (
        <Box component="section" aria-label={t.signatureBlock} sx={{ mt: 4, borderTop: 1, pt: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t.signatureBlock}</Typography>
          <Typography>{letter.signature.signerName}</Typography>
          <Typography variant="body2">{letter.signature.meaningText}</Typography>
          <Typography variant="body2">{`${t.signedAt}：${formatDateTime(letter.signature.signedAt)}`}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {`${t.contentHash}：${letter.signature.contentHash}`}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
