// The agreement figures as the Scoring screen writes them, and what a kappa says in plain words.
const twoDecimals = new Intl.NumberFormat('en', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
const halves = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** What a figure the server could not work out shows. */
export const NOT_DEFINED = '—';

/** A kappa or a mean difference: 0.71, 1.25; a dash when not defined. */
export function formatTwoDecimals(value: number | null): string {
  return value === null ? NOT_DEFINED : twoDecimals.format(value);
}

/** A share of 0 to 1 as a percentage: 0.625 → 63%; a dash when not defined. */
export function formatShare(value: number | null): string {
  return value === null ? NOT_DEFINED : percent.format(value);
}

/** A score of the heat map's scale, 0 to 5 in halves: 0, 0.5, … 5. */
export const formatScore = (score: number): string => halves.format(score);

/** The scale's steps, 0 to 5 in halves: the heat map's rows and columns. */
export const SCORE_STEPS: readonly number[] = Array.from({ length: 11 }, (_, i) => i / 2);

export type KappaReading = 'strong' | 'good' | 'moderate' | 'fair' | 'poor' | 'undefined';

/**
 * What a weighted kappa says, in the bands commonly used for it (after Landis and Koch): 0.8 and
 * above strong, from 0.6 good, from 0.4 moderate, from 0.2 fair, below that poor.
 */
export function kappaReading(kappa: number | null): KappaReading {
  if (kappa === null) return 'undefined';
  if (kappa >= 0.8) return 'strong';
  if (kappa >= 0.6) return 'good';
  if (kappa >= 0.4) return 'moderate';
  if (kappa >= 0.2) return 'fair';
  return 'poor';
}

/** The alert's colour of a reading. */
export const READING_SEVERITY: Record<KappaReading, 'success' | 'info' | 'warning'> = {
  strong: 'success',
  good: 'success',
  moderate: 'info',
  fair: 'warning',
  poor: 'warning',
  undefined: 'info',
};
