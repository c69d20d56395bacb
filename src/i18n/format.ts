// Numbers and names as the console's language writes and orders them (its messages are English):
// 100,000 rather than 100000 in counts, pages and charts; 23.6K where room is short.
const LOCALE = 'en';

const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });
const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
const collator = new Intl.Collator(LOCALE, { sensitivity: 'base' });

/** A number written out in full: 23,576; at most three fraction digits (4.125, 0.333). */
export const formatNumber = (value: number): string => whole.format(value);

/** A number where room is short (a chart's axis, a slice of a pie): 23.6K; below 1,000 as is. */
export const formatCompact = (value: number): string => compact.format(value);

/** Orders names alphabetically, case and accents aside. */
export const compareText = (a: string, b: string): number => collator.compare(a, b);

/** A message's argument as the message shows it: a number by formatNumber, else as text. */
export const formatArgument = (value: unknown): string =>
  typeof value === 'number' ? formatNumber(value) : String(value);

/**
 * Polyglot's interpolation (its `replace` option: called on the phrase with the placeholder
 * pattern and polyglot's own replacer), with its arguments written by formatArgument.
 */
export function interpolateNumbers(
  this: string,
  pattern: RegExp,
  replacer: (expression: string, argument: string) => unknown,
): string {
  return this.replace(pattern, (expression: string, argument: string) =>
    formatArgument(replacer(expression, argument)),
  );
}
