/**
 * Money is an integer number of fen (1 yuan = 100 fen), never a float: amounts are parsed
 * from the yuan a person types and printed back here, the one place that spells them.
 */

/** '1234.5' or '1,234.50' (yuan, at most two decimals, not negative) as fen; null when it is not one. */
export function parseYuan(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** Fen as yuan with two decimals and thousands separators: 123456 → '1,234.56'. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points: 1500 bp = 15 %. */
export const BASIS_POINTS = 10_000;

/**
 * `fen` times a rate in basis points, rounded half up to a whole fen: the one rounding rule
 * of every percentage (management fee, holdback). Amounts are not negative.
 */
export function applyRate(fen: number, basisPoints: number): number {
  return Math.floor((fen * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}

/** A gross amount split into the part a rate takes and the rest; the two always add up to it. */
export function splitByRate(grossFen: number, basisPoints: number): { taken: number; rest: number } {
  const taken = applyRate(grossFen, basisPoints);
  return { taken, rest: grossFen - taken };
}
