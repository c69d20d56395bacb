// The console's store answers the i18nProvider's locale until one is stored, so react-admin draws
// the console in its first render instead of after an effect.
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { withDefaultLocale } from '../../src/layout/consoleStore';

describe('withDefaultLocale', () => {
  it('answers the locale when none is stored, and what is stored otherwise', () => {
    const base = memoryStore();
    const store = withDefaultLocale(base, 'en');
    store.setup();
    expect(store.getItem('locale')).toBe('en');
    store.setItem('locale', 'fr');
    expect(store.getItem('locale')).toBe('fr');
    expect(base.getItem('locale')).toBe('fr');
    store.removeItem('locale');
    expect(store.getItem('locale')).toBe('en');
  });

  it('leaves other keys and explicit defaults alone', () => {
    const store = withDefaultLocale(memoryStore({ sidebar: true }), 'en');
    store.setup();
    expect(store.getItem('sidebar')).toBe(true);
    expect(store.getItem('missing')).toBeUndefined();
    expect(store.getItem('missing', 3)).toBe(3);
    expect(store.getItem('locale', 'de')).toBe('de');
  });
});
