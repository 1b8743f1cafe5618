/**
 * Where the time to the first card goes, read from the page's performance timeline once the
 * card is painted (bench/offline.ts): each step in ms from navigation start.
 */
import type { Page } from 'playwright-core';
import { RESTORE_MEASURE } from '../src/client/lib/query-persistence';
import { START_MARKS } from '../src/client/lib/start-marks';

export const BREAKDOWN_STEPS = [
  ['workerStart', 'service worker started (0: already running)'],
  ['htmlFirstByte', 'page: first byte (from the worker)'],
  ['htmlLoaded', 'page: last byte'],
  ['entryLoaded', 'entry scripts loaded (entry + modulepreloads)'],
  ['entryEvaluated', 'entry scripts evaluated (main.tsx body runs)'],
  ['restoreDone', 'saved data restored (IndexedDB read + hydrate)'],
  ['renderStarted', 'React render started'],
  ['chunksRequested', 'first later chunk requested (route, persister)'],
  ['chunksLoaded', 'last later chunk loaded before the card'],
  ['cardInPage', 'first card in the page'],
  ['cardPainted', 'first card painted (a frame later)'],
] as const;

export type BreakdownStep = (typeof BREAKDOWN_STEPS)[number][0];
export type Breakdown = Record<BreakdownStep, number> & { laterChunks: string[] };

/**
 * In the page, as plain JavaScript (the bundler's helpers do not exist there). Later chunks
 * are the scripts requested once the entry ran: the matched route's code and the persister.
 */
const READ_BREAKDOWN = `(({ marks, restore, painted, inPage }) => {
  const nav = performance.getEntriesByType('navigation')[0];
  const at = (name) => performance.getEntriesByName(name)[0];
  const scripts = performance.getEntriesByType('resource').filter((r) => /\\.js$/.test(new URL(r.name).pathname));
  const entry = at(marks.entry) ? at(marks.entry).startTime : NaN;
  const early = scripts.filter((r) => r.startTime < entry);
  const later = scripts.filter((r) => r.startTime >= entry && r.startTime < painted);
  const max = (xs) => (xs.length ? Math.max(...xs) : NaN);
  const min = (xs) => (xs.length ? Math.min(...xs) : NaN);
  const restored = at(restore);
  return {
    workerStart: nav.workerStart,
    htmlFirstByte: nav.responseStart,
    htmlLoaded: nav.responseEnd,
    entryLoaded: max(early.map((r) => r.responseEnd)),
    entryEvaluated: entry,
    restoreDone: restored ? restored.startTime + restored.duration : NaN,
    renderStarted: at(marks.render) ? at(marks.render).startTime : NaN,
    chunksRequested: min(later.map((r) => r.startTime)),
    chunksLoaded: max(later.map((r) => r.responseEnd).filter((end) => end < inPage)),
    cardInPage: inPage,
    cardPainted: painted,
    laterChunks: later.map((r) => new URL(r.name).pathname.replace('/assets/', '') + ' ' + r.startTime.toFixed(0) + '-' + r.responseEnd.toFixed(0)),
  };
})`;

export async function readBreakdown(page: Page, painted: number): Promise<Breakdown> {
  const inPage = await page.evaluate(() => (window as unknown as { __firstCardInPage: number }).__firstCardInPage);
  const args = { marks: START_MARKS, restore: RESTORE_MEASURE, painted, inPage };
  return page.evaluate<Breakdown>(`${READ_BREAKDOWN}(${JSON.stringify(args)})`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** The median of each step over the runs, one line each, with the gap since the step before. */
export function formatBreakdown(title: string, runs: Breakdown[]): string[] {
  let previous = 0;
  const lines = BREAKDOWN_STEPS.map(([step, label]) => {
    const at = median(runs.map((run) => run[step]));
    const gap = Number.isFinite(at) && at > 0 ? `+${(at - previous).toFixed(0)}`.padStart(5) : '';
    if (Number.isFinite(at) && at > 0) previous = at;
    return `    ${label.padEnd(48)} ${at.toFixed(0).padStart(5)} ms ${gap}`;
  });
  const chunks = runs.at(-1)?.laterChunks.join(', ') ?? '';
  return [
    `  ${title} (median of ${runs.length}, ms from navigation start, + since the step before):`,
    ...lines,
    `    later chunks of the last run (requested-loaded): ${chunks}`,
  ];
}
