// Numbers as the console's language writes them: 100,000 rather than 100000, in the count cards,
// in every message that names a number (a count, a page) and on the charts.

/** The console's language (its messages are English). */
const LOCALE = 'en';

const WHOLE = new Intl.NumberFormat(LOCALE);
const COMPACT = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

/** A number written out in full: 23,576. */
export const formatNumber = (value: number): string => WHOLE.format(value);

/** A number where room is short (a chart's axis, a slice of a pie): 23.6K; below 1,000 as is. */
export const formatCompact = (value: number): string => COMPACT.format(value);

/** A message's argument as the message shows it: a number by formatNumber, else as text. */
export const formatArgument = (value: unknown): string =>
  typeof value === 'number' ? formatNumber(value) : String(value);

/**
 * Polyglot's interpolation (its `replace` option: called on the phrase with the placeholder
 * pattern and polyglot's own replacer), with its arguments written by formatArgument. A plural
 * form is chosen from `smart_count` before this runs, from the number itself.
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
