/**
 * The recovery form as plain data: pharmacy, kind, who, when, how, witness and, per line of the
 * pharmacy's recoverable stock, the cause and the quantity typed (blank = not taken). The
 * causes a line offers are those the server accepts for its stock state (expired only past the
 * pack's expiry on the day of recovery); a quantity is never more than is there.
 */
import type { DrugRecoverySaveBody, RecoverableStock } from '../../../../shared/api/drugs/recovery';
import type { RecoveryCause, RecoveryKind } from '../../../../shared/domain/drugs/status';
import { format } from '../../../lib/i18n';
import type { recoveryMessages } from './messages';

type T = typeof recoveryMessages.en;

export interface RecoveryLineDraft {
  cause: RecoveryCause;
  quantity: string;
}

export interface RecoveryForm {
  warehouseId: string;
  kind: RecoveryKind;
  doneOn: string;
  doneBy: string;
  method: string;
  witness: string;
  note: string;
  /** By stockKey. */
  lines: Record<string, RecoveryLineDraft>;
}

export type RecoveryProblems = Record<string, string>;

export const stockKey = (row: Pick<RecoverableStock, 'packId' | 'state'>) => `${row.packId}/${row.state}`;

export const newRecoveryForm = (today: string, doneBy: string): RecoveryForm => ({
  warehouseId: '',
  kind: 'destroy',
  doneOn: today,
  doneBy,
  method: '',
  witness: '',
  note: '',
  lines: {},
});

/** The causes the server accepts for a line of this stock on the day of recovery. */
export function causesFor(row: Pick<RecoverableStock, 'state' | 'expiryDate'>, doneOn: string): RecoveryCause[] {
  const expired = row.expiryDate < doneOn;
  const byState: Record<RecoverableStock['state'], RecoveryCause[]> = {
    returned: ['returned'],
    quarantined: ['excursion', 'damaged'],
    available: ['damaged'],
  };
  return expired ? [...byState[row.state], 'expired'] : byState[row.state];
}

export function defaultCause(row: Pick<RecoverableStock, 'state' | 'expiryDate'>, doneOn: string): RecoveryCause {
  if (row.state === 'available' && row.expiryDate < doneOn) return 'expired';
  return causesFor(row, doneOn)[0] ?? 'damaged';
}

const POSITIVE = /^[1-9]\d{0,5}$/;

export function recoveryProblems(
  form: RecoveryForm,
  stock: readonly RecoverableStock[],
  today: string,
  t: T,
): RecoveryProblems {
  const found: RecoveryProblems = {};
  if (!form.warehouseId) found.warehouseId = t.required;
  if (!form.doneOn) found.doneOn = t.required;
  else if (form.doneOn > today) found.doneOn = t.futureDate;
  if (!form.doneBy.trim()) found.doneBy = t.required;
  if (!form.method.trim()) found.method = t.required;
  let taken = 0;
  for (const row of stock) {
    const key = stockKey(row);
    const line = form.lines[key];
    const quantity = line?.quantity.trim() ?? '';
    if (!line || !quantity) continue;
    taken += 1;
    if (!POSITIVE.test(quantity)) found[`lines.${key}.quantity`] = t.notPositive;
    else if (Number(quantity) > row.quantity) found[`lines.${key}.quantity`] = format(t.tooMany, { max: row.quantity });
    if (!causesFor(row, form.doneOn).includes(line.cause)) found[`lines.${key}.cause`] = t.required;
  }
  if (taken === 0) found.lines = t.pickLines;
  return found;
}

/** The lines sent, in the order of the stock shown; their keys, for the server's problems by index. */
export function recoveryBody(
  projectId: number,
  form: RecoveryForm,
  stock: readonly RecoverableStock[],
): { body: DrugRecoverySaveBody; keys: string[] } {
  const picked = stock.filter((row) => form.lines[stockKey(row)]?.quantity.trim());
  return {
    keys: picked.map(stockKey),
    body: {
      projectId,
      warehouseId: Number(form.warehouseId),
      kind: form.kind,
      doneOn: form.doneOn,
      doneBy: form.doneBy.trim(),
      method: form.method.trim(),
      witness: form.witness.trim() || null,
      note: form.note.trim() || null,
      lines: picked.map((row) => ({
        packId: row.packId,
        fromState: row.state,
        cause: form.lines[stockKey(row)]?.cause ?? defaultCause(row, form.doneOn),
        quantity: Number(form.lines[stockKey(row)]?.quantity.trim()),
      })),
    },
  };
}
