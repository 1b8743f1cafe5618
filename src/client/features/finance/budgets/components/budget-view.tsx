/**
 * One budget version as read: per-visit prices by the plan's visits (research fee and the
 * subject's subsidy), per-procedure prices, other lines, and the server's totals per fee type.
 */
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BudgetDetail, BudgetFeeType, BudgetPlan } from '../../../../../shared/api/finance/budgets';
import { BUDGET_BASIS_LABELS } from '../../../../../shared/domain/finance/codes';
import { formatFen } from '../../../../../shared/domain/money';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { budgetMessages } from '../messages';

type Line = BudgetDetail['lines'][number];

export function feeTypeName(feeTypes: BudgetFeeType[], id: number, locale: 'zh-CN' | 'en'): string {
  const row = feeTypes.find((feeType) => feeType.id === id);
  if (!row) return String(id);
  return locale === 'en' && row.nameEn ? row.nameEn : row.name;
}

function LineTable({ label, heads, rows }: { label: string; heads: string[]; rows: (string | number)[][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {heads.map((head) => (
            <TableCell key={head}>{head}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {row.map((cell, cellIndex) => (
              <TableCell key={cellIndex}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function BudgetView({
  detail,
  plan,
  feeTypes,
}: {
  detail: BudgetDetail;
  plan: BudgetPlan;
  feeTypes: BudgetFeeType[];
}) {
  const t = useMessages(budgetMessages);
  const { locale } = useLocale();
  const name = (line: Line) => feeTypeName(feeTypes, line.feeTypeId, locale);
  const visitName = (code: string | null) => plan?.visits.find((visit) => visit.code === code)?.name ?? '';
  const priced = (line: Line) => [
    name(line),
    formatFen(line.unitFen),
    line.plannedUnits ?? '—',
    formatFen(line.plannedFen),
  ];
  const visits = detail.lines.filter((line) => line.basis === 'visit');
  const procedures = detail.lines.filter((line) => line.basis === 'procedure');
  const others = detail.lines.filter((line) => line.basis !== 'visit' && line.basis !== 'procedure');
  const money = [t.feeType, t.unit, t.plannedUnits, t.planned];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t.perVisit}
      </Typography>
      <LineTable
        label={t.perVisit}
        heads={[t.visitCode, t.visitName, ...money]}
        rows={visits.map((line) => [line.visitCode ?? '', visitName(line.visitCode), ...priced(line)])}
      />
      <Typography variant="h6" component="h3">
        {t.perProcedure}
      </Typography>
      <LineTable
        label={t.perProcedure}
        heads={[t.activityType, ...money]}
        rows={procedures.map((line) => [line.activityType ?? '', ...priced(line)])}
      />
      <Typography variant="h6" component="h3">
        {t.otherLines}
      </Typography>
      <LineTable
        label={t.otherLines}
        heads={[t.basis, ...money, t.note]}
        rows={others.map((line) => [BUDGET_BASIS_LABELS[line.basis][locale], ...priced(line), line.note ?? ''])}
      />
      <Typography variant="h6" component="h3">
        {t.totals}
      </Typography>
      <LineTable
        label={t.totals}
        heads={[t.feeType, t.planned]}
        rows={[
          ...detail.totals.map((row) => [feeTypeName(feeTypes, row.feeTypeId, locale), formatFen(row.plannedFen)]),
          [t.plannedTotal, formatFen(detail.budget.plannedFen)],
        ]}
      />
    </Stack>
  );
}
