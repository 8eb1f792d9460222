import type messages from './messages/fr.json';
import type { TLocale } from './lib/shared/i18n/locales';

declare module 'next-intl' {
  interface AppConfig {
    Locale: TLocale;
    Messages: typeof messages;
  }
}
