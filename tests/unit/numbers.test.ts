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
