import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = routing.locales.includes(requested) ? requested : routing.defaultLocale;
  // The product's own catalogue, as its pages read it.
  return { locale, messages: (await import(`../../../messages/${locale}.json`)).default };
});
