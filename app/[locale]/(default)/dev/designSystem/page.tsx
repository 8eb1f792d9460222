import { getTranslations } from 'next-intl/server';
import { DesignSystemShowcase } from '@/components/dev/design-system-showcase';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { BackLink } from '@/components/layout/back-link';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('dev');
  return { title: t('designSystem') };
}

export default async function DesignSystemPage() {
  const t = await getTranslations('dev');
  return (
    <ClientMessages areas={['dev']}>
      <section className="card stack">
        <BackLink href="/dev" />
        <div className="row row--between">
          <h1>{t('designSystem')}</h1>
          <LanguageSwitcher />
        </div>
        <p className="muted">{t('designSystemLead')}</p>
        <DesignSystemShowcase />
      </section>
    </ClientMessages>
  );
}
