/**
 * Why a candidate matched as it did, by role: each criterion with its evidence, marked by
 * what it means for the patient — ✓ in their favour (an inclusion met, an exclusion not
 * met), ✗ against them, ? unknown. Criteria and reasons are worded in the current language; a
 * reason stored before reasons were codes shows as stored.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PatientRecord } from '../../../../../shared/api/recruitment/candidates';
import type { PatientOutcome } from '../../../../../shared/api/recruitment/match-outcome';
import { formatDateTime } from '../../../../lib/dates';
import { describeMatchReason } from '../../../../../shared/domain/recruitment/match-reasons';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { recordMessages } from '../messages';

type Verdict = 'for' | 'against' | 'unknown';
const MARK = { for: '✓', against: '✗', unknown: '?' } as const;
const COLOR = { for: 'success.main', against: 'error.main', unknown: 'warning.main' } as const;

function verdictOf(outcome: PatientOutcome): Verdict {
  if (outcome.result === 'unknown') return 'unknown';
  const met = outcome.result === 'met';
  return (outcome.role === 'exclusion' ? !met : met) ? 'for' : 'against';
}

/** The outcome in words: an exclusion that is met excludes the patient. */
function resultLabel(t: Record<string, string>, outcome: PatientOutcome): string {
  if (outcome.role !== 'exclusion' || outcome.result === 'unknown') return t[outcome.result] ?? '';
  return (outcome.result === 'met' ? t.excluded : t.notExcluded) ?? '';
}

function OutcomeList({ title, outcomes }: { title: string; outcomes: PatientOutcome[] }) {
  const t = useMessages(recordMessages);
  const { locale } = useLocale();
  if (outcomes.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding>
        {outcomes.map((outcome) => {
          const verdict = verdictOf(outcome);
          return (
            <ListItem key={outcome.id} disableGutters>
              <Typography
                aria-label={resultLabel(t, outcome)}
                title={resultLabel(t, outcome)}
                sx={{ color: COLOR[verdict], width: 24, flexShrink: 0, fontWeight: 700 }}
              >
                {MARK[verdict]}
              </Typography>
              <ListItemText
                primary={outcome.text[locale]}
                secondary={outcome.reason ? describeMatchReason(outcome.reason, locale) : outcome.evidence}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}

export function MatchReasons({ match }: { match: PatientRecord['match'] }) {
  const t = useMessages(recordMessages);
  if (!match) return <Typography color="text.secondary">{t.notMatched}</Typography>;
  const of = (role: PatientOutcome['role']) => match.outcomes.filter((outcome) => outcome.role === role);
  return (
    <Stack spacing={1}>
      {match.ruleName && (
        <Typography variant="body2" color="text.secondary">
          {format(t.ruleOf, {
            name: match.ruleName,
            version: match.ruleVersion ?? '—',
            at: formatDateTime(match.matchedAt),
          })}
        </Typography>
      )}
      <OutcomeList title={t.inclusion} outcomes={of('inclusion')} />
      <OutcomeList title={t.exclusion} outcomes={of('exclusion')} />
      <OutcomeList title={t.other} outcomes={of(null)} />
    </Stack>
  );
}
