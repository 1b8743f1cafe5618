import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMessages } from '../lib/i18n';
import { criteriaTextMessages } from './criteria-text-messages';

/** One entry per line of the stored text; blank lines are dropped, the wording is kept as written. */
export function criteriaLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
}

/**
 * Eligibility criteria as paragraphs, one per line, as the public detail page shows them
 * (the staff form's live preview uses this same component). The text is rendered as text (React
 * escapes it), so markup stored in a criterion shows literally and never runs.
 */
export function CriteriaText({ text, labelledBy }: { text: string | null | undefined; labelledBy: string }) {
  const t = useMessages(criteriaTextMessages);
  const lines = criteriaLines(text);
  if (lines.length === 0) {
    return (
      <Typography component="p" color="text.secondary">
        {t.empty}
      </Typography>
    );
  }
  return (
    <Box role="group" aria-labelledby={labelledBy} data-testid="criteria">
      {lines.map((line, index) => (
        <Typography
          key={index}
          component="p"
          variant="body1"
          sx={{ mb: 0.75, overflowWrap: 'anywhere', '@media print': { mb: 0 } }}
        >
          {line}
        </Typography>
      ))}
    </Box>
  );
}
