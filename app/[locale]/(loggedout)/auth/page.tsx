import { getTranslations } from 'next-intl/server';
import { fetchTrainingCenters } from '@/lib/api/training-center-server';
import { SignUpLink } from '@/components/auth/sign-up-link';
import { AuthHeroArt } from '@/components/layout/auth-hero-art';
import { ClientMessages } from '@/components/layout/client-messages';
import { OutboxWaitingNote } from '@/components/offline';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES, SELECT_TRAINING_CENTER_PATH } from '@/lib/routes';

export async function generateMetadata() {
  const t = await getTranslations('landing');
  return { title: t('title') };
}

/** Spec §2 /auth; the way in through a training center shows where the community has one. */
export default async function AuthLandingPage() {
  const [t, centers] = await Promise.all([getTranslations('landing'), fetchTrainingCenters()]);
  return (
    <section className="stack landing">
      {/* A phone has no hero beside the page: its front door opens with the drawing (hidden where the hero shows it). */}
      <div className="landing__art">
        <AuthHeroArt className="landing__drawing" />
      </div>
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <ClientMessages areas={['outboxNote']}>
        <OutboxWaitingNote />
      </ClientMessages>
      <div className="row">
        <Link href={ROUTES.authLoginForm} className="p-button">
          {t('signIn')}
        </Link>
        <SignUpLink className="p-button p-button-outlined" />
        {centers.length > 0 && (
          <Link href={SELECT_TRAINING_CENTER_PATH} className="p-button p-button-text">
            {t('trainingCenter')}
          </Link>
        )}
      </div>
    </section>
  );
}
