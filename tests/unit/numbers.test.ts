// Numbers in the console's messages and charts (src/i18n/numbers.ts): grouped as the count cards
// write them, in both translators, with plural forms still chosen by the number.
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { formatCompact, formatNumber } from '../../src/i18n/numbers';
import { translator } from '../../src/i18n/translator';

describe('numbers', () => {
  it('are written in full with grouping, or short where room is short', () => {
    expect(formatNumber(100_000)).toBe('100,000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(4.5)).toBe('4.5');
    expect([0, 500, 1_000, 1_500, 30_271, 1_234_567].map(formatCompact)).toEqual([
      '0',
      '500',
      '1K',
      '1.5K',
      '30.3K',
      '1.2M',
    ]);
  });

  it('are written as Intl.NumberFormat writes them in English, over many values', () => {
    // the console writes numbers itself (src/i18n/numbers.ts: a page's first Intl.NumberFormat
    // costs 40-100 ms of main thread); this pins its forms to Intl's
    const whole = new Intl.NumberFormat('en');
    const short = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
    let seed = 12345; // mulberry32: the same values on every run
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const values = [
      0,
      -0,
      0.5,
      0.0005,
      0.0004999,
      1.0005,
      2.5,
      4.125,
      0.333333,
      9.9995,
      999.95,
      999.949,
      999.96,
      1_000,
      1_049.99,
      1_050,
      9_950,
      99_950,
      999_949,
      999_950,
      999_999,
      1_000_000,
      1_234_567,
      999_950_000,
      999_999_999_999,
      999_950_000_000,
      1e15 - 1,
      1e15,
      2e15,
      1e20,
      1e21,
      1.5e21,
      1e-6,
      1e-7,
      123.456789,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_VALUE,
      Number.MAX_VALUE,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (let i = 0; i <= 2_100; i++) values.push(i, i / 10, i / 100, i * 999, i * 1_000_003);
    for (let i = 0; i < 3_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 17);
      values.push(Math.round(random() * magnitude)); // integers of every size
      values.push(Math.round(random() * magnitude * 1e4) / 1e4); // up to four fraction digits
      values.push(random() * magnitude); // a double's full digits
    }
    for (const value of [...values, ...values.map((v) => -v)]) {
      expect([value, formatNumber(value)]).toEqual([value, whole.format(value)]);
      expect([value, formatCompact(value)]).toEqual([value, short.format(value)]);
    }
  });

  it('in the console’s messages: grouped, the plural form chosen by the number', () => {
    const t = (key: string, args: Record<string, unknown>) => i18nProvider.translate(key, args);
    expect(t('app.dashboard.charts.by_state_hint', { count: 101_000 })).toBe('101,000 interviews');
    expect(t('app.resume.count', { smart_count: 1 })).toBe('1 candidate');
    expect(t('app.resume.count', { smart_count: 12_345 })).toBe('12,345 candidates');
    // text is left as it is, a placeholder without its argument too
    expect(t('app.candidates.footer', { pages: '1000' })).toBe(
      'Showing 1 to 100 users in 1000 page',
    );
    expect(t('app.candidates.footer', { pages: 1000 })).toBe(
      'Showing 1 to 100 users in 1,000 page',
    );
  });

  it('in the public pages’ translator the same way', () => {
    const t = translator({ a: { b: 'Question %{number} of %{total} (%{who})' } });
    expect(t('a.b', { number: 2, total: 1200, who: 'Ada' })).toBe('Question 2 of 1,200 (Ada)');
    expect(t('a.b', { number: 2 })).toBe('Question 2 of %{total} (%{who})');
  });
});
