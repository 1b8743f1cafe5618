/** Why a candidate matched as it did: each criterion met ✓ / not met ✗ / unknown ? with its evidence, by role. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PatientOutcome, PatientRecord } from '../../../../shared/api/recruit-patients';
import { formatDateTime } from '../../../lib/dates';
import { format, useMessages } from '../../../lib/i18n';
import { recordMessages } from '../messages';

const MARK = { met: '✓', notMet: '✗', unknown: '?' } as const;
const COLOR = { met: 'success.main', notMet: 'error.main', unknown: 'warning.main' } as const;

function OutcomeList({ title, outcomes }: { title: string; outcomes: PatientOutcome[] }) {
  const t = useMessages(recordMessages);
  if (outcomes.length === 0) return null;
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding>
        {outcomes.map((outcome) => (
          <ListItem key={outcome.id} disableGutters>
            <Typography
              aria-label={t[outcome.result]}
              sx={{ color: COLOR[outcome.result], width: 24, flexShrink: 0, fontWeight: 700 }}
            >
              {MARK[outcome.result]}
            </Typography>
            <ListItemText primary={outcome.text} secondary={outcome.evidence} />
          </ListItem>
        ))}
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
