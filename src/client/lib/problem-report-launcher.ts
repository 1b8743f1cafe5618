/**
 * Where 'report a problem' lives: the staff shell registers the function that opens its
 * problem report dialog; the user menu and the error notifications (SPEC §8 'more error
 * info') call it. Outside the staff suite nothing is registered and they show no entry.
 * Kept in memory only.
 */
import { useSyncExternalStore } from 'react';
import type { ErrorReportData } from '../../shared/api/work/problem-reports';

export type ProblemReportLauncher = (errorReport?: ErrorReportData) => void;

let launcher: ProblemReportLauncher | null = null;
const listeners = new Set<() => void>();

/** Registers the launcher; answers the function that removes it again. */
export function registerProblemReportLauncher(next: ProblemReportLauncher): () => void {
  launcher = next;
  for (const listener of listeners) listener();
  return () => {
    if (launcher !== next) return;
    launcher = null;
    for (const listener of listeners) listener();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The registered launcher, or null outside the staff suite. */
export function useProblemReportLauncher(): ProblemReportLauncher | null {
  return useSyncExternalStore(
    subscribe,
    () => launcher,
    () => null,
  );
}
