import type { Store } from 'react-admin';

/**
 * `store`, whose locale is `locale` unless one is stored. react-admin's I18nContextProvider
 * renders nothing at first unless the stored locale equals the i18nProvider's, then draws the
 * whole console from an effect in one blocking render (a 250 ms task on the loaded 2-core
 * machine) instead of in the first, interruptible one. The console has one language and stores
 * no locale, and signing out empties the store, so the provider's is the one to answer.
 */
export function withDefaultLocale(store: Store, locale: string): Store {
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const fallback = key === 'locale' && defaultValue === undefined ? locale : defaultValue;
      return store.getItem(key, fallback as T);
    },
  };
}
