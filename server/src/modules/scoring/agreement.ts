// How far two scorers agree on the same answers (issue 52): quadratic weighted kappa on the 0–5
// scale in halves (11 categories), the mean absolute difference, and the shares of pairs equal
// and within one point. Pure: the Scoring screen's figures and their tests.

/** One answer scored twice: by the AI (or a first reviewer) and by a person. */
export interface ScorePair {
  a: number;
  b: number;
}

/** Below this many pairs a figure is shown with a warning rather than as a finding. */
export const MIN_PAIRS = 20;

const CATEGORIES = 11;
const category = (score: number) => Math.min(CATEGORIES - 1, Math.max(0, Math.round(score * 2)));

export interface Agreement {
  n: number;
  /** null when not defined: no pairs, or every score in one category on both sides */
  weighted_kappa: number | null;
  mean_abs_diff: number | null;
  /** share of pairs with the same score, 0 to 1 */
  exact: number | null;
  /** share of pairs at most one point apart, 0 to 1 */
  within_one: number | null;
  /** fewer than MIN_PAIRS pairs: the figures say little */
  too_few: boolean;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Cohen's kappa with quadratic weights: 1 − Σ w·O / Σ w·E, where O counts the pairs by category,
 * E is what independent scorers with the same totals would give, and w = (i − j)² / (k − 1)².
 * 1 is perfect agreement, 0 what chance gives, below 0 worse than chance.
 */
export function weightedKappa(pairs: readonly ScorePair[]): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const observed = Array.from({ length: CATEGORIES }, () => new Array<number>(CATEGORIES).fill(0));
  const rowTotals = new Array<number>(CATEGORIES).fill(0);
  const columnTotals = new Array<number>(CATEGORIES).fill(0);
  for (const { a, b } of pairs) {
    const i = category(a);
    const j = category(b);
    observed[i]![j]! += 1;
    rowTotals[i]! += 1;
    columnTotals[j]! += 1;
  }
  let disagreement = 0;
  let chance = 0;
  for (let i = 0; i < CATEGORIES; i++) {
    for (let j = 0; j < CATEGORIES; j++) {
      const weight = (i - j) ** 2 / (CATEGORIES - 1) ** 2;
      disagreement += weight * observed[i]![j]!;
      chance += (weight * rowTotals[i]! * columnTotals[j]!) / n;
    }
  }
  // both sides gave one and the same score throughout: agreement beyond chance is not defined
  if (chance === 0) return null;
  return round3(1 - disagreement / chance);
}

export function agreement(pairs: readonly ScorePair[]): Agreement {
  const n = pairs.length;
  if (n === 0) {
    return {
      n,
      weighted_kappa: null,
      mean_abs_diff: null,
      exact: null,
      within_one: null,
      too_few: true,
    };
  }
  const diffs = pairs.map(({ a, b }) => Math.abs(a - b));
  return {
    n,
    weighted_kappa: weightedKappa(pairs),
    mean_abs_diff: round3(diffs.reduce((s, d) => s + d, 0) / n),
    exact: round3(diffs.filter((d) => d === 0).length / n),
    within_one: round3(diffs.filter((d) => d <= 1).length / n),
    too_few: n < MIN_PAIRS,
  };
}

/** The agreement of each group of pairs (by scorer, question, skill, reviewer), largest gap first. */
export function agreementBy<K extends string>(
  pairs: readonly (ScorePair & Record<K, string>)[],
  key: K,
): (Agreement & { key: string })[] {
  const groups = new Map<string, ScorePair[]>();
  for (const pair of pairs) {
    const group = groups.get(pair[key]) ?? [];
    group.push({ a: pair.a, b: pair.b });
    groups.set(pair[key], group);
  }
  return [...groups.entries()]
    .map(([k, list]) => ({ key: k, ...agreement(list) }))
    .sort((x, y) => (y.mean_abs_diff ?? 0) - (x.mean_abs_diff ?? 0) || y.n - x.n);
}
