/** The polyglot i18nProvider: Russian only, English keys underneath (see ru.ts). */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ru } from './ru';

export { consoleTitle } from './site';

export const i18nProvider = polyglotI18nProvider(
  () => ru,
  'ru',
  [{ locale: 'ru', name: 'Русский' }],
  {
    // A missing key shows the key itself in tests and dev, which the catalogue test catches.
    allowMissing: true,
  },
);
