/**
 * A page of a search whose keyword is a common two-character term (研究, 治疗: most
 * projects hold them), without visiting every match. Counting such a search exactly means
 * reading and sorting tens of thousands of matches; instead the search's other filters'
 * match set (cached, in list order) is walked from its start and each stretch of it is
 * probed in the gram index, until the page is filled and a sample is seen. The page is
 * exactly what the full match set would give; the total is estimated from the share of the
 * probed projects that hold the term, as search engines do, and marked so.
 *
 * Exact counting is kept where it is cheap or the walk would be long: a term held by few
 * projects (COMMON_TERM_LIMITS.exactHolders), a filter set the walk covers whole, a deep
 * page (maxWalkedRows: someone paging through is served slices of one counted match set),
 * a page not filled within maxProbes probes (a term the filters rarely meet).
 */

export interface CommonTermLimits {
  /** A term held by at most this many projects is counted exactly (the cost is one probe each). */
  exactHolders: number;
  /** Projects of the filter set probed at least, for the estimate. */
  sample: number;
  /** Matches seen at least before estimating (30 put the estimate within about ±20 %). */
  sampleMatches: number;
  /** Projects probed per query. */
  chunk: number;
  /** Probes at most: past them, a page not yet filled is counted exactly instead. */
  maxProbes: number;
  /** Pages ending deeper than this are cut from the exact match set, counted once for all of them. */
  maxWalkedRows: number;
}

export const COMMON_TERM_LIMITS: CommonTermLimits = {
  exactHolders: 1_000,
  sample: 1_000,
  sampleMatches: 30,
  chunk: 1_000,
  maxProbes: 10_000,
  maxWalkedRows: 100,
};

export interface CommonTermLoaders {
  /** How many projects hold the term, counted up to `cap`. */
  holders: (cap: number) => Promise<number>;
  /** Which of these projects hold the term. */
  holding: (ids: number[]) => Promise<Set<number>>;
  /** The search's match set without its keyword, in list order. */
  filtered: () => Promise<Int32Array>;
}

export type CommonTermWalk =
  /** The first matches in list order (at least the page's), and the estimated total. */
  | { kind: 'estimated'; first: number[]; estimate: number }
  /** The walk covered the whole filter set: every match, in list order. */
  | { kind: 'exact'; ids: Int32Array }
  /** Count exactly the usual way. */
  | { kind: 'count' };

/** Two significant digits: 63,456 -> 63,000; an estimate claims no more precision than it has. */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/** The first `wanted` matches of the search in list order, and its total or an estimate of it. */
export async function walkCommonTerm(
  wanted: number,
  load: CommonTermLoaders,
  limits: CommonTermLimits = COMMON_TERM_LIMITS,
): Promise<CommonTermWalk> {
  if (wanted > limits.maxWalkedRows) return { kind: 'count' };
  if ((await load.holders(limits.exactHolders + 1)) <= limits.exactHolders) return { kind: 'count' };
  const filtered = await load.filtered();
  const first: number[] = [];
  let probed = 0;
  const seenEnough = () =>
    first.length >= Math.max(wanted, limits.sampleMatches) && probed >= Math.min(limits.sample, filtered.length);
  while (probed < filtered.length && probed < limits.maxProbes && !seenEnough()) {
    const stretch = Array.from(filtered.subarray(probed, probed + limits.chunk));
    const holding = await load.holding(stretch);
    for (const id of stretch) if (holding.has(id)) first.push(id);
    probed += stretch.length;
  }
  if (probed >= filtered.length) return { kind: 'exact', ids: Int32Array.from(first) };
  if (first.length < wanted) return { kind: 'count' };
  const estimate = Math.max(first.length + 1, roundEstimate((filtered.length * first.length) / probed));
  return { kind: 'estimated', first, estimate };
}
