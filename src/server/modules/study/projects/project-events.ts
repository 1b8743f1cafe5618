/**
 * What other areas hear of projects: a project created (new, copied or imported). Listeners
 * run inside the creating transaction, so what they write (the documents area's binder
 * folders) commits or rolls back with the project.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Actor } from '../../../services/staff-write';

export interface ProjectCreatedEvent {
  projectId: number;
  actor: Actor;
}

export type ProjectListener = (trx: Transaction<Database>, event: ProjectCreatedEvent) => Promise<void>;

const listeners = new Map<string, ProjectListener>();

/** Registers an area's listener under its name (registered again, it replaces the earlier one). */
export function onProjectCreated(name: string, listener: ProjectListener): void {
  listeners.set(name, listener);
}

export async function emitProjectCreated(trx: Transaction<Database>, event: ProjectCreatedEvent): Promise<void> {
  for (const listener of listeners.values()) await listener(trx, event);
}
