/**
 * What counts as invoiced: only an invoice that was issued (issued, partly paid, paid; overdue is
 * derived from these). A draft is not invoiced yet, so its accruals still count as uninvoiced in
 * the figures, though they cannot be put on a second invoice; a void invoice counts for nothing.
 */
export const ISSUED_INVOICE_STATUSES = ['issued', 'partlyPaid', 'paid'] as const;
