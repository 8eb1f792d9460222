import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { ApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import { redirect } from '@/lib/i18n/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { SELECT_TRAINING_CENTER_PATH } from '@/lib/routes';

type TQuery = { training_center?: string | string[] };

/**
 * Spec §2 /auth/redirect_from_nidaie, "redirect entry" (what it carries is not shown): the entry
 * from a school's external portal. Our choice: `?training_center=<id>` starts the sign-in at that
 * center's platform straight away; without it, or with a center this community does not have,
 * the person picks one on /auth/select_formation_center.
 */
export default async function PortalEntryPage({ searchParams }: { searchParams: Promise<TQuery> }) {
  const [{ training_center: given }, locale, incoming] = await Promise.all([searchParams, getLocale(), headers()]);
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const id = typeof given === 'string' && /^\d{1,9}$/.test(given) ? Number(given) : null;
  let url: string | null = null;
  if (id) {
    const loginUrl = { trainingCenterId: id, redirectHost: incoming.get('host') ?? '', locale: language };
    try {
      url = (await (await serverApi()).post<{ data: { url: string } }>('/moodle/login_urls', { loginUrl })).data.data.url;
    } catch (error) {
      if (!(error instanceof ApiError && error.status >= 400 && error.status < 500)) throw error;
    }
  }
  if (url) return redirectAway(url);
  return redirect({ href: SELECT_TRAINING_CENTER_PATH, locale: language });
}

/** The platform is another site: Next's own redirect, not the locale-aware one. */
async function redirectAway(url: string): Promise<never> {
  const { redirect: leave } = await import('next/navigation');
  return leave(url);
}
