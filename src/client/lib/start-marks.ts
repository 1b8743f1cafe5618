/**
 * Performance marks of the app's start, read by bench/offline.ts (its breakdown of the time
 * to the first card) and visible in any browser's performance panel. A mark costs next to
 * nothing; they are taken once per page load.
 */
export const START_MARKS = {
  /** The entry module's body runs: the entry chunk and its static imports are evaluated. */
  entry: 'portal-entry',
  /** React's first render (or hydration) is handed the app. */
  render: 'portal-render',
} as const;

export function markStart(name: (typeof START_MARKS)[keyof typeof START_MARKS]): void {
  performance.mark(name);
}
