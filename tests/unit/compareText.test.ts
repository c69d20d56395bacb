// compareText (src/i18n/compareText.ts) orders text as Intl.Collator('en', base strength) does,
// and makes no collator for text of plain letters, digits, spaces and - . /
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countIntlObjects } from './support/intlCounter.ts';

const intl = new Intl.Collator('en', { sensitivity: 'base' });
const sign = (n: number) => Math.sign(n);

/** A fresh copy of the module (its collator not made yet), with Intl.Collator's uses counted. */
async function freshModule() {
  vi.resetModules();
  const counter = countIntlObjects(['Collator']);
  restore = counter.restore;
  const { compareText } = await import('../../src/i18n/compareText');
  return { compareText, made: counter.made };
}
let restore = () => {};
afterEach(() => restore());

/** A pseudo-random generator with a seed, so that a failure repeats. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PLAIN = 'abcxyzABCXYZ0189 ./-';
const strings = (alphabet: string, count: number, seed: number) => {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Array.from(
      { length: Math.floor(next() * 7) },
      () => alphabet[Math.floor(next() * alphabet.length)],
    ).join(''),
  );
};

describe('compareText', () => {
  it("orders plain text as English's collation does, without making a collator", async () => {
    const { compareText, made } = await freshModule();
    const words = [
      ...strings(PLAIN, 400, 7),
      'Backend',
      'backend',
      'Data Science',
      'DevOps',
      'Frontend',
      'data',
      'Data-Science',
      'data.science',
      'data/science',
      'data science 2',
      'data science 10',
      'Z',
      'a',
      '',
      ' ',
      '9',
    ];
    let pairs = 0;
    for (const a of words) {
      for (const b of words) {
        expect(sign(compareText(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
          sign(intl.compare(a, b)),
        );
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(150_000);
    expect(made.Collator).toBe(0);
  });

  it("leaves other text to Intl's collator, made once", async () => {
    const { compareText, made } = await freshModule();
    const words = [
      ...strings('aeEzZ _:@#+éÉèœßøñ0', 150, 11),
      'Émile',
      'Eva',
      'Zoë',
      'zoe',
      'Ørsted',
      'Oslo',
      'Straße',
      'strasse',
      'C++',
      'C#',
      'node_js',
    ];
    for (const a of words) {
      for (const b of words) {
        expect(sign(compareText(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(
          sign(intl.compare(a, b)),
        );
      }
    }
    expect(made.Collator).toBe(1);
  });
});
