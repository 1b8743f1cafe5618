/**
 * What other areas hear of a subject's visits: a visit recorded done (with its day and the
 * activities done), and a done visit undone (reset to planned). Listeners run inside the
 * visit write's transaction, so what they write (e.g. the finance area's accruals and subject
 * subsidies) commits or rolls back with the visit; a listener that throws refuses the write.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../services/staff-write';

export interface VisitEvent {
  kind: 'done' | 'undone';
  visit: {
    id: number;
    projectId: number;
    subjectId: number;
    visitCode: string;
    cycle: number;
    /** The day it was done ('done'), or the day it had been done ('undone'). */
    executedDate: string;
    /** The visit plan's activity types done at the visit ('done'). */
    activitiesDone: string[];
  };
  actor: Actor;
}

export type VisitListener = (trx: Transaction<Database>, event: VisitEvent) => Promise<void>;

const listeners = new Map<string, VisitListener>();

/** Registers an area's listener under its name (registered again, it replaces the earlier one). */
export function onVisitEvent(name: string, listener: VisitListener): void {
  listeners.set(name, listener);
}

export async function emitVisitEvent(trx: Transaction<Database>, event: VisitEvent): Promise<void> {
  for (const listener of listeners.values()) await listener(trx, event);
}
