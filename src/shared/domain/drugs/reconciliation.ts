/**
 * Drug accountability (reconciliation) per batch: every pack received is somewhere.
 *
 *   received = in stock + dispensed − returned + recovered
 *
 * received: packs put in stock from sponsor deliveries; dispensed: given to subjects, less
 * what was revoked; returned: brought back by subjects (then in 'returned' stock or recovered);
 * recovered: destroyed or sent back to the sponsor; in stock: every state of every warehouse
 * (available, quarantined, in transit, returned). Moves between warehouses and states count
 * nowhere. A difference other than 0 means packs the ledger cannot account for.
 */
import type { Movement } from './stock';

export interface BatchMovements {
  /** Sum of the ledger's quantities per movement (signed as written). */
  byMovement: Partial<Record<Movement, number>>;
  /** The batch's balances now, all states and warehouses. */
  inStock: number;
}

export interface Reconciliation {
  received: number;
  inStock: number;
  dispensed: number;
  returned: number;
  recovered: number;
  /** received − (in stock + dispensed − returned + recovered); 0 when all is accounted for. */
  difference: number;
  /** Everything received has left the site (nothing in stock) and the difference is 0. */
  closed: boolean;
}

export function reconcile({ byMovement, inStock }: BatchMovements): Reconciliation {
  const sum = (movement: Movement) => byMovement[movement] ?? 0;
  const received = sum('stockIn');
  const dispensed = -(sum('dispense') + sum('revoke'));
  const returned = sum('return');
  const recovered = -(sum('destroy') + sum('sendBack'));
  const difference = received - (inStock + dispensed - returned + recovered);
  return { received, inStock, dispensed, returned, recovered, difference, closed: difference === 0 && inStock === 0 };
}
