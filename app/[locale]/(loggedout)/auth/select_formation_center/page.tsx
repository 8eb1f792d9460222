import { getLocale, getTranslations } from 'next-intl/server';
import { TrainingCenterChoice } from '@/components/auth/training-center-choice';
import { BackLink } from '@/components/layout/back-link';
import { fetchTrainingCenters } from '@/lib/api/training-center-server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('platformSignIn');
  return { title: t('title') };
}

/** Spec §2 /auth/select_formation_center: the learner picks the training center whose platform they sign in with. */
export default async function SelectTrainingCenterPage() {
  const [t, locale, centers] = await Promise.all([getTranslations('platformSignIn'), getLocale(), fetchTrainingCenters()]);
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <BackLink href={ROUTES.auth} />
        <h1>{t('title')}</h1>
        {centers.length ? (
          <>
            <p className="muted">{t('intro')}</p>
            <TrainingCenterChoice centers={centers} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />
          </>
        ) : (
          <p className="notice">{t('none')}</p>
        )}
        <Link href={ROUTES.authLoginForm}>{t('withPassword')}</Link>
      </section>
    </ClientMessages>
  );
}
