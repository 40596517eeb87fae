/**
 * Small statistics for win rates and timings (the `stats` command and scripts/win-rates.mjs).
 */

/**
 * The Wilson score interval of a proportion: `successes` of `trials`, at the normal quantile `z` (1.96 for 95%).
 * Returns [low, high] as fractions 0..1; [0, 1] when there are no trials.
 */
export function wilsonInterval(successes: number, trials: number, z = 1.96): [number, number] {
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The q-quantile (0..1) of numbers by the nearest-rank method; NaN for an empty list. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.slice().sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

/** A count of verdicts. */
export interface Tally {
  won: number;
  lost: number;
  unknown: number;
}

/**
 * The win rate of a tally: won among the decided deals (won + lost), with its 95% Wilson interval. Unknown deals
 * are left out (the bounds `won / all` and `(won + unknown) / all` bracket the true rate when there are some).
 */
export function winRate(tally: Tally): { rate: number; interval: [number, number]; decided: number } {
  const decided = tally.won + tally.lost;
  return { rate: decided === 0 ? Number.NaN : tally.won / decided, interval: wilsonInterval(tally.won, decided), decided };
}

/**
 * The honest range of a win rate with undecided deals: from `low` (every unknown deal lost: won / all) to `high`
 * (every unknown deal won: (won + unknown) / all). With no unknown deal both are the plain rate won / all. Fractions
 * 0..1; NaN for an empty tally.
 */
export function winRange(tally: Tally): { low: number; high: number } {
  const all = tally.won + tally.lost + tally.unknown;
  if (all === 0) return { low: Number.NaN, high: Number.NaN };
  return { low: tally.won / all, high: (tally.won + tally.unknown) / all };
}

/**
 * The two ends of a win range as percentages without the sign, with `digits` decimals, the low end rounded down and
 * the high end up: the range shown always holds the true one, and its ends never read the same unless they are (9,997
 * of 10,000 won and 3 undecided reads "99"–"100" with 0 digits, never "100"–"100").
 */
export function rangeBounds(low: number, high: number, digits = 1): { low: string; high: string } {
  const scale = 10 ** digits;
  // The small nudges keep exact values (0.5 → 50) from moving a step by floating-point error.
  return { low: (Math.floor(low * 100 * scale + 1e-7) / scale).toFixed(digits), high: (Math.ceil(high * 100 * scale - 1e-7) / scale).toFixed(digits) };
}

/** A win range as text: "63.1% – 81.3%" (rangeBounds), or one percentage when both ends are equal; "–" for NaN. */
export function percentRange(low: number, high: number, digits = 1): string {
  if (Number.isNaN(low) || Number.isNaN(high)) return '–';
  if (low === high) return percent(low, digits);
  const bounds = rangeBounds(low, high, digits);
  return `${bounds.low}% – ${bounds.high}%`;
}

/** A fraction as a percentage with one decimal ("81.9%"), or "–" for NaN. */
export function percent(fraction: number, digits = 1): string {
  return Number.isNaN(fraction) ? '–' : `${(fraction * 100).toFixed(digits)}%`;
}
