/** One funnel as the pages show it: stages (chart + table), the weekly trend, and the two reason breakdowns. */
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ProjectFunnel } from '../../../../../shared/api/recruitment/funnel';
import { dictEntryLabel } from '../../../../../shared/domain/labels';
import { SCREEN_FAIL_REASONS, UNWILLING_REASONS } from '../../../../../shared/domain/recruitment/reasons';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { funnelMessages } from '../messages';
import { ReasonsChart, StagesChart, WeeksChart } from './funnel-charts';
import { ReasonsTable, StagesTable, WeeksTable } from './funnel-tables';

type Funnel = Pick<ProjectFunnel, 'stages' | 'weeks' | 'screenFailReasons' | 'unwillingReasons'>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

export function FunnelReport({ funnel }: { funnel: Funnel }) {
  const t = useMessages(funnelMessages);
  const { locale } = useLocale();
  const label = (dictionary: typeof SCREEN_FAIL_REASONS | typeof UNWILLING_REASONS) => (code: string) =>
    code === 'unknown' ? t.unknown : dictEntryLabel(dictionary, code, locale);
  return (
    <Stack spacing={2}>
      <Section title={t.title}>
        <StagesChart stages={funnel.stages} />
        <StagesTable stages={funnel.stages} />
      </Section>
      <Section title={t.weeksTitle}>
        <WeeksChart weeks={funnel.weeks} />
        <WeeksTable weeks={funnel.weeks} />
      </Section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t.screenFailTitle}>
            <ReasonsChart
              title={t.screenFailTitle}
              rows={funnel.screenFailReasons}
              labelOf={label(SCREEN_FAIL_REASONS)}
            />
            <ReasonsTable
              title={t.screenFailTitle}
              rows={funnel.screenFailReasons}
              labelOf={label(SCREEN_FAIL_REASONS)}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t.unwillingTitle}>
            <ReasonsChart title={t.unwillingTitle} rows={funnel.unwillingReasons} labelOf={label(UNWILLING_REASONS)} />
            <ReasonsTable title={t.unwillingTitle} rows={funnel.unwillingReasons} labelOf={label(UNWILLING_REASONS)} />
          </Section>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Loading and failure states of a funnel page. */
export function FunnelStates({ loading, failed, onRetry }: { loading: boolean; failed: boolean; onRetry: () => void }) {
  const t = useMessages(funnelMessages);
  if (loading) return <Typography role="status">{t.loading}</Typography>;
  if (!failed) return null;
  return (
    <Typography role="alert" color="error">
      {t.loadFailed}{' '}
      <button type="button" onClick={onRetry}>
        {t.retry}
      </button>
    </Typography>
  );
}
