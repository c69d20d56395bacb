import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { interpolateNumbers } from './format';

// allowMissing: an unknown key shows as itself instead of warning in the console; replace: a
// number in a message is written with the language's grouping (100,000 candidates)
export const i18nProvider = polyglotI18nProvider(
  () => en,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
    replace: interpolateNumbers,
  },
);
