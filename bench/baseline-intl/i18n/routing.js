import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({ locales: ['fr', 'en', 'it', 'el', 'nl', 'pt'], defaultLocale: 'fr', localePrefix: 'as-needed' });
