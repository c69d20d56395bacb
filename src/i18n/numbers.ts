// Numbers as the console's language writes them: 100,000 rather than 100000, in the count cards,
// in every message that names a number (a count, a page) and on the charts.
//
// Written here rather than by Intl.NumberFormat, with the same result: a page's first
// Intl.NumberFormat loads the browser's ICU data, 40-100 ms of main thread on a 2-core machine
// (four times that on Lighthouse's phone), and did so while the console's first chunk was
// evaluated, the longest task before anything was drawn. The forms below are English's, the
// console's only language; a unit test compares them with Intl's over many values. Intl still
// writes what they do not cover (not finite, or 1e21 and up, which String writes with an exponent),
// created on that first use only.

/** The console's language (its messages are English). */
const LOCALE = 'en';

let whole: Intl.NumberFormat | undefined;
let compact: Intl.NumberFormat | undefined;
const intlWhole = () => (whole ??= new Intl.NumberFormat(LOCALE));
const intlCompact = () =>
  (compact ??= new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 }));

/** A non-negative number in decimal digits: its integer part (no leading zeros) and its fraction. */
interface Decimal {
  int: string;
  frac: string;
}

/** `abs` as String writes it (the shortest form that reads back the same), if without exponent. */
function decimalOf(abs: number): Decimal | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  const point = text.indexOf('.');
  return point < 0
    ? { int: text, frac: '' }
    : { int: text.slice(0, point), frac: text.slice(point + 1) };
}

/** `d` divided by 10^`places`, exactly. */
function shift({ int, frac }: Decimal, places: number): Decimal {
  if (places === 0) return { int, frac };
  const padded = int.padStart(places + 1, '0');
  return {
    int: padded.slice(0, -places).replace(/^0+(?=\d)/, ''),
    frac: padded.slice(-places) + frac,
  };
}

/** `d` rounded to `digits` fraction digits, half away from zero (Intl's default), trailing zeros off. */
function round({ int, frac }: Decimal, digits: number): Decimal {
  if (frac.length <= digits) return { int, frac: frac.replace(/0+$/, '') };
  const kept = int + frac.slice(0, digits);
  let rounded = kept;
  if (frac.charAt(digits) >= '5') {
    // add one to the last kept digit, carrying
    const out = kept.split('');
    let i = out.length - 1;
    while (i >= 0 && out[i] === '9') out[i--] = '0';
    if (i >= 0) out[i] = String(Number(out[i]) + 1);
    else out.unshift('1');
    rounded = out.join('');
  }
  const intLength = rounded.length - digits;
  return {
    int: rounded.slice(0, intLength).replace(/^0+(?=\d)/, '') || '0',
    frac: rounded.slice(intLength).replace(/0+$/, ''),
  };
}

const grouped = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');
const written = ({ int, frac }: Decimal) => (frac ? `${int}.${frac}` : int);

/** A number written out in full: 23,576; at most three fraction digits (4.125, 0.333). */
export function formatNumber(value: number): string {
  const decimal = Number.isFinite(value) ? decimalOf(Math.abs(value)) : null;
  if (!decimal) return intlWhole().format(value);
  const { int, frac } = round(decimal, 3);
  return signOf(value) + written({ int: grouped(int), frac });
}

/** The short forms' units, each a thousand times the one before; 1,000T and up is left to Intl. */
const UNITS = ['', 'K', 'M', 'B', 'T'];

/** A number where room is short (a chart's axis, a slice of a pie): 23.6K; below 1,000 as is. */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  const decimal = Number.isFinite(value) && abs < 1e15 ? decimalOf(abs) : null;
  if (!decimal) return intlCompact().format(value);
  // the unit by the integer's digits; one up when rounding reaches a thousand (999.96K is 1M)
  let unit = decimal.int === '0' ? 0 : Math.floor((decimal.int.length - 1) / 3);
  let short = round(shift(decimal, unit * 3), 1);
  if (short.int.length > 3 && unit < UNITS.length - 1) {
    unit += 1;
    short = round(shift(decimal, unit * 3), 1);
  }
  return signOf(value) + written(short) + UNITS[unit];
}

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
