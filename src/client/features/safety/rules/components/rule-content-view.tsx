/** A safety rule version's content, read-only: what each rule says, in the user's language. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { WireSafetyRuleContent } from '../../../../../shared/api/safety/rules';
import { format, useMessages } from '../../../../lib/i18n';
import { safetyRuleMessages } from '../messages';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 220 }}>
        {label}
      </Typography>
      <div>{children}</div>
    </Stack>
  );
}

function Terms({ terms, empty }: { terms: readonly string[]; empty: string }) {
  if (terms.length === 0) return <Typography variant="body2">{empty}</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {terms.map((term) => (
        <Chip key={term} size="small" label={term} />
      ))}
    </Stack>
  );
}

export function RuleContentView({ content }: { content: WireSafetyRuleContent }) {
  const t = useMessages(safetyRuleMessages);
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  const grade = content.ae.saeMinGrade;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {t.aeSection}
      </Typography>
      <Line label={t.saeTerms}>
        <Terms terms={content.ae.saeTerms} empty={t.none} />
      </Line>
      <Line label={t.saeMinGrade}>{grade === null ? t.noGrade : format(t.grade, { grade })}</Line>
      <Typography variant="subtitle2" component="h3">
        {t.saeSection}
      </Typography>
      <Line label={t.requireAttachment}>{yesNo(content.sae.requireAttachment)}</Line>
      <Typography variant="subtitle2" component="h3">
        {t.violationSection}
      </Typography>
      <Line label={t.visitOutOfWindow}>{yesNo(content.violation.visitOutOfWindow)}</Line>
      <Line label={t.visitMissed}>{yesNo(content.violation.visitMissed)}</Line>
      <Typography variant="subtitle2" component="h3">
        {t.conMedSection}
      </Typography>
      <Line label={t.prohibited}>
        <Terms terms={content.conMed.prohibited} empty={t.none} />
      </Line>
      <Line label={t.cautioned}>
        <Terms terms={content.conMed.cautioned} empty={t.none} />
      </Line>
    </Stack>
  );
}
