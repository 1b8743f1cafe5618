/**
 * The status machines of research-fee expenses (fee bills) and subject subsidy batches, as data
 * (SUITE.md): the server enforces them and the client offers only the moves allowed now. The
 * approval workflow's end decides what the moves marked `approval` lead to.
 *
 * - Expense: a draft is edited or deleted, started into approval ('approving'); approved, it is
 *   paid; rejected, it may be edited and started again; withdrawn, it is a draft again.
 * - Subsidy batch: pending bills put together ('pending'), submitted into approval ('applying');
 *   approved, it is launched for payment ('issued'); rejected, its bills are pending again.
 */
import type { SubsidyStatus } from './codes';

interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  /** The button (finance-pages.ts) that allows the move. */
  button: string;
}

function machine<S extends string, A extends string>(transitions: Record<A, Transition<S>>) {
  const actions = Object.keys(transitions) as A[];
  return {
    transitions,
    actions,
    can: (status: S, action: A) => transitions[action].from.includes(status),
    /** The moves offered now to a caller holding these buttons. */
    allowed: (status: S, buttons: readonly string[]) =>
      actions.filter(
        (action) => transitions[action].from.includes(status) && buttons.includes(transitions[action].button),
      ),
  };
}

export const EXPENSE_STATUSES = ['draft', 'approving', 'approved', 'rejected', 'paid'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export const EXPENSE = machine<ExpenseStatus, 'edit' | 'delete' | 'submit' | 'pay'>({
  edit: { from: ['draft', 'rejected'], to: 'draft', button: 'expense:edit' },
  delete: { from: ['draft'], to: 'draft', button: 'expense:edit' },
  submit: { from: ['draft', 'rejected'], to: 'approving', button: 'expense:submit' },
  pay: { from: ['approved'], to: 'paid', button: 'expense:pay' },
});
export type ExpenseAction = (typeof EXPENSE.actions)[number];

/** Where an expense in approval goes when its approval ends. */
export const EXPENSE_APPROVAL_END = { approved: 'approved', rejected: 'rejected', withdrawn: 'draft' } as const;

export const SUBSIDY_BATCH = machine<SubsidyStatus, 'submit' | 'issue'>({
  submit: { from: ['pending'], to: 'applying', button: 'subsidy:submit' },
  issue: { from: ['approved'], to: 'issued', button: 'subsidy:issue' },
});
export type SubsidyBatchAction = (typeof SUBSIDY_BATCH.actions)[number];

/** Where a batch in approval (and its bills) go when its approval ends. */
export const SUBSIDY_APPROVAL_END = {
  approved: { batch: 'approved', bills: 'approved' },
  rejected: { batch: 'rejected', bills: 'pending' },
  withdrawn: { batch: 'pending', bills: 'pending' },
} as const satisfies Record<string, { batch: SubsidyStatus; bills: SubsidyStatus }>;

/** A bank account shown to those who may not see it: its first and last four digits. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\s+/g, '');
  if (digits.length <= 8) return `**** ${digits.slice(-4)}`;
  return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
}

/** A name shown masked: its first character, the rest starred. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
