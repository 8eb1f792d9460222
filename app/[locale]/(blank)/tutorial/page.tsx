import { getTranslations } from 'next-intl/server';
import { TutorialFinish } from '@/components/auth/tutorial-finish';

export async function generateMetadata() {
  const t = await getTranslations('tutorial');
  return { title: t('title') };
}

export default async function TutorialPage() {
  const t = await getTranslations('tutorial');
  return (
    <section className="card centered-card">
      <h1>{t('title')}</h1>
      <ol className="tutorial-steps">
        <li>{t('steps.record')}</li>
        <li>{t('steps.story')}</li>
        <li>{t('steps.recognition')}</li>
      </ol>
      <TutorialFinish label={t('start')} />
    </section>
  );
}
