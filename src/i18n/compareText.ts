// Text in the console's alphabetical order: English's, ignoring case and accents, as
// Intl.Collator('en', { sensitivity: 'base' }) orders it.
//
// Compared here for the text that needs no collation data, with the same result: a page's first
// Intl.Collator loads the browser's collation data (22-34 ms of main thread here, measured in a
// bare page; four times that on Lighthouse's phone), and the dashboard sorted its chart's domain
// names with one while drawing its numbers. For text of ASCII letters, digits, spaces and - . /
// English's order at that strength is their lower-case code units' (space, then - . /, then the
// digits, then the letters, which English does not reorder); a unit test compares the two over
// many strings. Any other text is compared by Intl, made on that first use only.

/** Text English orders as its lower-case code units. */
const PLAIN = /^[A-Za-z0-9 ./-]*$/;

let collator: Intl.Collator | undefined;

/**
 * Negative when `a` comes first, positive when `b` does, 0 when they differ only in case or
 * accents.
 */
export function compareText(a: string, b: string): number {
  if (PLAIN.test(a) && PLAIN.test(b)) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return (collator ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a, b);
}
