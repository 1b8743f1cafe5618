/**
 * A decision letter as it prints: its frozen lines (section headings, then label and value),
 * and the chair's signature block once signed; a draft carries a clear 'not signed' mark.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Letter, LetterLine } from '../../../../../shared/api/ethics/letters';
import { formatDateTime } from '../../../../lib/dates';
import { useMessages } from '../../../../lib/i18n';
import { ethicsLetterMessages } from '../messages';

/**
 * The lines grouped under their section headings: a heading is not a term or a definition, so
 * each section gets a list of its own (a dl holds only dt/dd groups).
 */
function sectionsOf(lines: readonly LetterLine[]) {
  const sections: { heading?: string; rows: LetterLine[] }[] = [];
  for (const line of lines) {
    if (line.section !== undefined) sections.push({ heading: line.section, rows: [] });
    else if (sections.length === 0) sections.push({ rows: [line] });
    else sections[sections.length - 1]?.rows.push(line);
  }
  return sections;
}

export function LetterDocument({ letter }: { letter: Letter }) {
  const t = useMessages(ethicsLetterMessages);
  return (
    <Box component="article" aria-label={t.letter} sx={{ mt: 2 }}>
      {letter.status === 'draft' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t.draftMark}
        </Alert>
      )}
      {sectionsOf(letter.lines).map((section, index) => (
        <Box key={index}>
          {section.heading !== undefined && (
            <Typography
              variant="h6"
              component="h2"
              sx={{ mt: index === 0 ? 0 : 2, mb: 1, textAlign: index === 0 ? 'center' : 'left' }}
            >
              {section.heading}
            </Typography>
          )}
          {section.rows.length > 0 && (
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 14rem) 1fr', gap: 1, m: 0 }}>
              {section.rows.map((row, rowIndex) => (
                <Box key={rowIndex} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {row.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                    {row.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
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
