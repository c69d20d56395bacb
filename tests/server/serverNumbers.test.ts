// The server's messages write their numbers as the console does (src/i18n/format.ts).
import { describe, expect, it } from 'vitest';
import { counted, grouped } from '../../server/src/lib/numbers.ts';
import { formatNumber } from '../../src/i18n/format.ts';

describe('server numbers', () => {
  it('groups digits and keeps fractions', () => {
    expect(grouped(5000)).toBe('5,000');
    expect(grouped(20000)).toBe('20,000');
    expect(grouped(999)).toBe('999');
    expect(grouped(1234567)).toBe('1,234,567');
    expect(grouped(0.125)).toBe('0.125');
    expect(grouped(-2500)).toBe('-2,500');
    expect(grouped(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('chooses the noun by the number', () => {
    expect(counted(1, 'item', 'items')).toBe('1 item');
    expect(counted(0, 'item', 'items')).toBe('0 items');
    expect(counted(20000, 'character', 'characters')).toBe('20,000 characters');
  });

  it('writes a whole number as the console does', () => {
    for (const n of [0, 7, 999, 1000, 5000, 20000, 104220, 1000000]) {
      expect(grouped(n)).toBe(formatNumber(n));
    }
  });
});
