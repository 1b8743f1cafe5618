/**
 * Editing a budget draft: one row per line (fee type, priced per, the plan's visit or
 * procedure, unit price in yuan, planned units, note). "Fill in from the visit plan" adds a
 * research-fee and a subsidy line for each visit of the published plan and a line for each of
 * its procedures that the draft lacks. The server checks the lines again and prices them.
 */
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type {
  BudgetDetail,
  BudgetFeeType,
  BudgetLineInput,
  BudgetPlan,
} from '../../../../../shared/api/finance/budgets';
import { BUDGET_BASES, BUDGET_BASIS_LABELS, type BudgetBasis } from '../../../../../shared/domain/finance/codes';
import { formatFen, parseYuan } from '../../../../../shared/domain/money';
import { failureText } from '../../../../lib/field-problem';
import { useLocale, useMessages } from '../../../../lib/i18n';
import { MoneyField } from '../../money-field';
import { budgetMessages } from '../messages';
import { useBudgetActions } from '../queries';
import { feeTypeName } from './budget-view';

export interface DraftLine {
  feeTypeId: number;
  basis: BudgetBasis;
  key: string;
  unit: string;
  units: string;
  note: string;
}

const draftOf = (line: BudgetDetail['lines'][number]): DraftLine => ({
  feeTypeId: line.feeTypeId,
  basis: line.basis,
  key: line.visitCode ?? line.activityType ?? '',
  unit: formatFen(line.unitFen).replace(/,/g, ''),
  units: line.plannedUnits === null ? '' : String(line.plannedUnits),
  note: line.note ?? '',
});

/** The lines the plan asks for that `lines` lacks. */
export function missingPlanLines(lines: DraftLine[], plan: BudgetPlan, feeTypes: BudgetFeeType[]): DraftLine[] {
  if (!plan) return [];
  const first = (category: string) => feeTypes.find((row) => row.active && row.category === category)?.id;
  const has = (basis: string, key: string, feeTypeId: number) =>
    lines.some((line) => line.basis === basis && line.key === key && line.feeTypeId === feeTypeId);
  const blank = (feeTypeId: number, basis: BudgetBasis, key: string): DraftLine => ({
    feeTypeId,
    basis,
    key,
    unit: '0',
    units: '',
    note: '',
  });
  const added: DraftLine[] = [];
  for (const visit of plan.visits)
    for (const id of [first('research'), first('subsidy')])
      if (id !== undefined && !has('visit', visit.code, id)) added.push(blank(id, 'visit', visit.code));
  const examination = first('examination');
  if (examination !== undefined)
    for (const type of plan.activityTypes)
      if (!has('procedure', type, examination)) added.push(blank(examination, 'procedure', type));
  return added;
}

/** The lines as the server takes them, or null when an amount or a count does not parse. */
export function linesBody(lines: DraftLine[]): BudgetLineInput[] | null {
  const body: BudgetLineInput[] = [];
  for (const line of lines) {
    const unitFen = parseYuan(line.unit);
    const units = line.units.trim();
    if (unitFen === null || (units !== '' && !/^\d{1,7}$/.test(units))) return null;
    body.push({
      feeTypeId: line.feeTypeId,
      basis: line.basis,
      visitCode: line.basis === 'visit' ? line.key : null,
      activityType: line.basis === 'procedure' ? line.key : null,
      unitFen,
      plannedUnits: units === '' ? null : Number(units),
      note: line.note.trim() || null,
    });
  }
  return body;
}

interface EditorProps {
  projectId: number;
  detail: BudgetDetail;
  plan: BudgetPlan;
  feeTypes: BudgetFeeType[];
  currency: string;
  onDone: () => void;
}

export function BudgetEditor({ projectId, detail, plan, feeTypes, currency, onDone }: EditorProps) {
  const t = useMessages(budgetMessages);
  const { locale } = useLocale();
  const { save } = useBudgetActions(projectId);
  const [lines, setLines] = useState(() => detail.lines.map(draftOf));
  const [error, setError] = useState<string>();
  const change = (index: number, patch: Partial<DraftLine>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const keys = (basis: BudgetBasis) =>
    basis === 'visit'
      ? (plan?.visits.map((visit) => visit.code) ?? [])
      : basis === 'procedure'
        ? (plan?.activityTypes ?? [])
        : [];
  const body = linesBody(lines);
  const submit = () => {
    if (!body) return;
    const { id, version, note } = detail.budget;
    save.mutate(
      { projectId, id, version, note, lines: body },
      { onSuccess: onDone, onError: (failure) => setError(failureText(failure, t.saveFailed)) },
    );
  };
  const addLine = () => {
    const feeTypeId = feeTypes.find((row) => row.active)?.id;
    if (feeTypeId !== undefined)
      setLines([...lines, { feeTypeId, basis: 'fixed', key: '', unit: '0', units: '1', note: '' }]);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => setLines([...lines, ...missingPlanLines(lines, plan, feeTypes)])} disabled={!plan}>
          {t.fillFromPlan}
        </Button>
        <Button onClick={addLine}>{t.addLine}</Button>
      </Stack>
      <Table size="small" aria-label={t.lines}>
        <TableHead>
          <TableRow>
            {[t.basis, t.visitCode, t.feeType, t.unit, t.plannedUnits, t.note, t.actions].map((head) => (
              <TableCell key={head}>{head}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>
                <TextField
                  select
                  size="small"
                  label={t.basis}
                  value={line.basis}
                  onChange={(event) => change(index, { basis: event.target.value as BudgetBasis, key: '' })}
                >
                  {BUDGET_BASES.map((basis) => (
                    <MenuItem key={basis} value={basis}>
                      {BUDGET_BASIS_LABELS[basis][locale]}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                {keys(line.basis).length > 0 && (
                  <TextField
                    select
                    size="small"
                    label={line.basis === 'visit' ? t.visitCode : t.activityType}
                    value={line.key}
                    error={line.key === ''}
                    onChange={(event) => change(index, { key: event.target.value })}
                    sx={{ minWidth: 110 }}
                  >
                    {keys(line.basis).map((key) => (
                      <MenuItem key={key} value={key}>
                        {key}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  label={t.feeType}
                  value={line.feeTypeId}
                  onChange={(event) => change(index, { feeTypeId: Number(event.target.value) })}
                  sx={{ minWidth: 140 }}
                >
                  {feeTypes.map((row) => (
                    <MenuItem key={row.id} value={row.id}>
                      {feeTypeName(feeTypes, row.id, locale)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell>
                <MoneyField
                  size="small"
                  label={t.unit}
                  currency={currency}
                  value={line.unit}
                  invalidText={t.badAmount}
                  onChange={(unit) => change(index, { unit })}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  label={t.plannedUnits}
                  value={line.units}
                  error={line.units.trim() !== '' && !/^\d{1,7}$/.test(line.units.trim())}
                  onChange={(event) => change(index, { units: event.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  label={t.note}
                  value={line.note}
                  onChange={(event) => change(index, { note: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              </TableCell>
              <TableCell>
                <Button size="small" color="error" onClick={() => setLines(lines.filter((_, at) => at !== index))}>
                  {t.removeLine}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {error && <Stack role="alert">{error}</Stack>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={submit} disabled={!body || save.isPending}>
          {t.saveDraft}
        </Button>
        <Button onClick={onDone}>{t.cancel}</Button>
      </Stack>
    </Stack>
  );
}
