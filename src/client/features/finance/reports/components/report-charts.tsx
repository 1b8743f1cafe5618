/**
 * The finance reports' charts (MUI X Charts, loaded lazily with this page only): budget against
 * actual per fee type as bars, and the monthly flow as bars with the net as a line. Amounts are
 * drawn in yuan; the tables beside them hold the exact figures.
 */
import { BarChart, BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';

import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import type { FinanceReport } from '../../../../../shared/api/finance/reports';
import { formatFen } from '../../../../../shared/domain/money';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { reportMessages } from '../messages';

const yuan = (fen: number) => fen / 100;
const money = (value: number | null) => (value === null ? '' : formatFen(Math.round(value * 100)));

export function BudgetChart({ rows }: { rows: FinanceReport['budget']['rows'] }) {
  const t = useMessages(reportMessages);
  const { locale } = useLocale();
  const names = rows.map((row) => (locale === 'en' && row.nameEn ? row.nameEn : row.name));
  const series = (['plannedFen', 'earnedFen', 'invoicedFen', 'expensesFen'] as const).map((key) => ({
    data: rows.map((row) => yuan(row[key])),
    label: { plannedFen: t.planned, earnedFen: t.earned, invoicedFen: t.invoiced, expensesFen: t.expenses }[key],
    valueFormatter: money,
  }));
  return (
    <div role="img" aria-label={t.budgetChart}>
      <BarChart height={300} xAxis={[{ scaleType: 'band', data: names }]} series={series} />
    </div>
  );
}

export function FlowChart({ rows }: { rows: FinanceReport['flow']['rows'] }) {
  const t = useMessages(reportMessages);
  return (
    <div role="img" aria-label={t.flowChart}>
      <ChartsContainer
        height={300}
        xAxis={[{ id: 'months', scaleType: 'band', data: rows.map((row) => row.month) }]}
        series={[
          { type: 'bar', data: rows.map((row) => yuan(row.receivedFen)), label: t.received, valueFormatter: money },
          { type: 'bar', data: rows.map((row) => yuan(row.paidOutFen)), label: t.paidOut, valueFormatter: money },
          {
            type: 'line',
            data: rows.map((row) => yuan(row.netFen)),
            label: t.net,
            curve: 'linear',
            valueFormatter: money,
          },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis />
        <ChartsLegend />
        <ChartsTooltip />
      </ChartsContainer>
    </div>
  );
}
