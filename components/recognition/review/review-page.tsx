import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Brand } from '@/components/layout/brand';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { Prefetched } from '@/lib/api/hydrate';
import { getRecognitionQueryOptions, getRecognitionsToReviewQueryOptions } from '@/lib/api/recognitions';
import { getCurrentUser } from '@/lib/auth/current-user';
import { withReturnPath } from '@/lib/auth/return-path';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { ROUTES } from '@/lib/routes';
import type { TReviewFilter } from '@/lib/shared/validation/recognition-rules';
import { ReviewFilters } from './review-filters';
import { ReviewList } from './review-list';
import { ReviewView } from './review-view';

type Props = { id: number | null; token: string | null; filter: TReviewFilter };

/**
 * Spec §2 /recognition/review. An external teacher arrives with the mail's token and sees only
 * that recognition, signed out; a signed-in teacher sees their workspace (a list per filter) and opens one.
 */
export async function RecognitionReviewPage({ id, token, filter }: Props) {
  const t = await getTranslations('recognition.review');
  const user = token ? null : await getCurrentUser();
  if (!token && !user) {
    const locale = await getLocale();
    // The mailed link survives the sign-in: the login form sends the teacher back to this request.
    redirect(withReturnPath(localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, ROUTES.authLoginForm), id === null ? '/recognition/review' : `/recognition/review?id=${id}`));
  }
  return (
    <div className="review-page stack">
      {/* A member has the app's header (app/[locale]/(open)/layout.tsx); a teacher from outside, this one. */}
      {!user && (
        <header className="review-page__header row row--nowrap">
          <Brand href="/auth" />
          <LanguageSwitcher />
        </header>
      )}
      {id !== null ? (
        <Prefetched query={(api) => ({ ...getRecognitionQueryOptions(id, token, api), retry: false })}>
          <ReviewView id={id} token={token} />
        </Prefetched>
      ) : (
        <section className="stack" aria-labelledby="review-list-title">
          <h1 id="review-list-title">{t('listTitle')}</h1>
          <ReviewFilters current={filter} />
          <Prefetched query={(api) => getRecognitionsToReviewQueryOptions(filter, api)}>
            <ReviewList filter={filter} />
          </Prefetched>
        </section>
      )}
    </div>
  );
}
