/**
 * A project's finance reports (page FinanceReports): the period's months in the URL, then
 * budget against actual by fee type (bars and table), the monthly flow (bars, net as a line,
 * and table), receivables ageing on the period's last day and subject subsidies paid; the
 * export button downloads the same figures as one workbook.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FinanceReport } from '../../../../../shared/api/finance/reports';
import { financeReportExportEndpoint } from '../../../../../shared/api/finance/reports';
import { AGEING_LABELS } from '../../../../../shared/domain/finance/report-period';
import { formatFen } from '../../../../../shared/domain/money';
import { useDocumentTitle } from '../../../../lib/document-title';
import { callFileEndpoint } from '../../../../lib/http';
import { format, useLocale, useMessages } from '../../../../lib/i18n';
import { ExportButton } from '../../../../ui/export-button';
import { StaffPageHeader } from '../../../../ui/staff-page-header';
import { useStaffAccess } from '../../../access';
import { reportMessages } from '../messages';
import { reportQueries } from '../queries';
import type { ReportSearch } from '../search';
import { BudgetChart, FlowChart } from './report-charts';
import { type Cells, ReportTable } from './report-table';

type Props = { projectId: number; search: ReportSearch; onSearchChange: (next: ReportSearch) => void };
type Texts = (typeof reportMessages)['en'];

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);

function BudgetSection({ report, t }: { report: FinanceReport; t: Texts }) {
  const { locale } = useLocale();
  const { rows, total } = report.budget;
  const figures = (r: Omit<typeof total, 'receivedFen'>): string[] => [
    formatFen(r.plannedFen),
    formatFen(r.earnedFen),
    formatFen(r.invoicedFen),
    formatFen(r.expensesFen),
    formatFen(r.managementFeeFen),
    formatFen(r.subsidiesFen),
    percent(r.consumedPercent),
  ];
  const columns: Cells = [
    t.feeType,
    t.planned,
    t.earned,
    t.invoiced,
    t.expenses,
    t.managementFee,
    t.subsidies,
    t.consumed,
  ];
  const name = (row: (typeof rows)[number]) => (locale === 'en' && row.nameEn ? row.nameEn : row.name);
  return (
    <Stack component="section" spacing={1} aria-labelledby="budget-title">
      <Typography id="budget-title" variant="h6" component="h2">
        {t.budgetTitle}
      </Typography>
      <BudgetChart rows={rows} />
      <ReportTable
        caption={t.budgetTitle}
        columns={columns}
        rows={rows.map((row) => ({ key: row.feeTypeId, cells: [name(row), ...figures(row)] }))}
        total={[t.total, ...figures(total)]}
        empty={t.none}
      />
      <Typography color="text.secondary">
        {format(t.receivedTotal, { amount: formatFen(total.receivedFen) })}
      </Typography>
    </Stack>
  );
}

function FlowSection({ report, t }: { report: FinanceReport; t: Texts }) {
  const { rows, total } = report.flow;
  const figures = (r: typeof total): string[] =>
    [r.receivedFen, r.expensesFen, r.subsidiesFen, r.paidOutFen, r.netFen].map(formatFen);
  return (
    <Stack component="section" spacing={1} aria-labelledby="flow-title">
      <Typography id="flow-title" variant="h6" component="h2">
        {t.flowTitle}
      </Typography>
      <FlowChart rows={rows} />
      <ReportTable
        caption={t.flowTitle}
        columns={[t.month, t.received, t.expenses, t.subsidies, t.paidOut, t.net]}
        rows={rows.map((row) => ({ key: row.month, cells: [row.month, ...figures(row)] }))}
        total={[t.total, ...figures(total)]}
        empty={t.none}
      />
    </Stack>
  );
}

function AgeingSection({ report, t }: { report: FinanceReport; t: Texts }) {
  const { locale } = useLocale();
  const { buckets, invoices, outstandingFen } = report.ageing;
  const title = format(t.ageingTitle, { day: report.toDay });
  const count = buckets.reduce((sum, bucket) => sum + bucket.invoices, 0);
  return (
    <Stack component="section" spacing={1} aria-labelledby="ageing-title">
      <Typography id="ageing-title" variant="h6" component="h2">
        {title}
      </Typography>
      <ReportTable
        caption={title}
        columns={[t.bucket, t.invoices, t.outstanding]}
        rows={buckets.map((row) => ({
          key: row.bucket,
          cells: [AGEING_LABELS[row.bucket][locale], String(row.invoices), formatFen(row.outstandingFen)],
        }))}
        total={[t.total, String(count), formatFen(outstandingFen)]}
        empty={t.none}
      />
      <ReportTable
        caption={`${title} · ${t.invoice}`}
        columns={[t.invoice, t.payer, t.dueOn, t.daysPastDue, t.outstanding]}
        rows={invoices.map((row) => ({
          key: row.id,
          cells: [
            row.number,
            row.payer,
            row.dueOn ?? '—',
            String(row.daysPastDue ?? '—'),
            formatFen(row.outstandingFen),
          ],
        }))}
        empty={t.none}
      />
    </Stack>
  );
}

function SubsidySection({ report, t }: { report: FinanceReport; t: Texts }) {
  const { rows, bills, amountFen } = report.subsidies;
  return (
    <Stack component="section" spacing={1} aria-labelledby="subsidies-title">
      <Typography id="subsidies-title" variant="h6" component="h2">
        {t.subsidiesTitle}
      </Typography>
      <ReportTable
        caption={t.subsidiesTitle}
        columns={[t.subject, t.bills, t.amount]}
        rows={rows.map((row) => ({
          key: row.subjectNumber,
          cells: [row.subjectNumber, String(row.bills), formatFen(row.amountFen)],
        }))}
        total={[t.total, String(bills), formatFen(amountFen)]}
        empty={t.none}
      />
    </Stack>
  );
}

export function ReportsPage({ projectId, search, onSearchChange }: Props) {
  const t = useMessages(reportMessages);
  const access = useStaffAccess();
  const project = access.projects.find((p) => p.projectId === projectId);
  useDocumentTitle(project ? `${t.title} - ${project.projectName}` : t.title);
  const query = { from: search.from, to: search.to };
  const report = useQuery(reportQueries.report(projectId, query));
  const data = report.data;
  const month = (key: 'from' | 'to', value: string) => onSearchChange({ ...search, [key]: value || undefined });
  return (
    <Stack spacing={3}>
      <StaffPageHeader title={t.title} projectName={project?.projectName}>
        {access.hasProjectButton(projectId, 'finance:export') && (
          <ExportButton
            fileName={`finance-report-${data?.from ?? ''}-${data?.to ?? ''}`}
            fetchFile={() => callFileEndpoint(financeReportExportEndpoint, { params: { projectId }, query })}
          />
        )}
      </StaffPageHeader>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {(['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            type="month"
            size="small"
            label={t[key]}
            value={search[key] ?? data?.[key] ?? ''}
            onChange={(event) => month(key, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
      {report.isError && !data && (
        <Alert severity="error" action={<Button onClick={() => void report.refetch()}>{t.retry}</Button>}>
          {t.failed}
        </Alert>
      )}
      {data && (
        <>
          <Typography color="text.secondary">
            {format(t.period, { from: data.from, to: data.to, currency: data.currency })}
          </Typography>
          <BudgetSection report={data} t={t} />
          <FlowSection report={data} t={t} />
          <AgeingSection report={data} t={t} />
          <SubsidySection report={data} t={t} />
        </>
      )}
    </Stack>
  );
}
