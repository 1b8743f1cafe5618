/**
 * The funnel's charts (MUI X Charts; loaded only with these staff pages): the stages as a
 * horizontal bar chart with counts and conversion, the weekly trend as lines, and a reasons
 * bar chart. Each chart is described for screen readers; the tables beside them hold the numbers.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { FunnelReasonCount, ProjectFunnel } from '../../../../../shared/api/recruitment/funnel';
import { FUNNEL_STAGES, FUNNEL_STAGE_LABELS, formatRate } from '../../../../../shared/domain/recruitment/funnel';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { funnelMessages } from '../messages';

export function StagesChart({ stages }: { stages: ProjectFunnel['stages'] }) {
  const t = useMessages(funnelMessages);
  const { locale } = useLocale();
  return (
    <div role="img" aria-label={t.stagesChart}>
      <BarChart
        height={280}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: stages.map((row) => FUNNEL_STAGE_LABELS[row.stage][locale]), width: 90 }]}
        series={[
          {
            data: stages.map((row) => row.count),
            label: t.count,
            valueFormatter: (value, { dataIndex }) =>
              `${value ?? 0} (${formatRate(stages[dataIndex]?.fromCandidates ?? null)})`,
            barLabel: (item) => `${item.value ?? 0} · ${formatRate(stages[item.dataIndex]?.fromCandidates ?? null)}`,
            barLabelPlacement: 'outside',
          },
        ]}
        hideLegend
      />
    </div>
  );
}

export function WeeksChart({ weeks }: { weeks: ProjectFunnel['weeks'] }) {
  const t = useMessages(funnelMessages);
  const { locale } = useLocale();
  return (
    <div role="img" aria-label={t.weeksTitle}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks.map((row) => row.week.slice(5)) }]}
        series={FUNNEL_STAGES.map((stage) => ({
          data: weeks.map((row) => row.counts[stage]),
          label: FUNNEL_STAGE_LABELS[stage][locale],
          // Counts: a smoothed curve would dip below zero between weeks.
          curve: 'linear',
        }))}
      />
    </div>
  );
}

export function ReasonsChart({
  title,
  rows,
  labelOf,
}: {
  title: string;
  rows: FunnelReasonCount[];
  labelOf: (code: string) => string;
}) {
  if (rows.length === 0) return null;
  return (
    <div role="img" aria-label={title}>
      <BarChart
        height={Math.max(160, rows.length * 40 + 60)}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((row) => labelOf(row.code)), width: 130 }]}
        series={[{ data: rows.map((row) => row.count) }]}
        hideLegend
      />
    </div>
  );
}
