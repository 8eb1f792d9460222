import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata() {
  const t = await getTranslations('dev');
  return { title: t('title') };
}

export default async function DevPage() {
  const t = await getTranslations('dev');
  return (
    <section className="card stack">
      <h1>{t('title')}</h1>
      <Link href="/dev/designSystem">{t('designSystem')}</Link>
    </section>
  );
}
