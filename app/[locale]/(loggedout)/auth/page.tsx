import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';

export async function generateMetadata() {
  const t = await getTranslations('landing');
  return { title: t('title') };
}

export default async function AuthLandingPage() {
  const t = await getTranslations('landing');
  return (
    <section className="stack landing">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="row">
        <Link href={ROUTES.authLoginForm} className="p-button">
          {t('signIn')}
        </Link>
        <Link href="/auth/register" className="p-button p-button-outlined">
          {t('register')}
        </Link>
      </div>
    </section>
  );
}
