import { getTranslations } from 'next-intl/server';
import { AuthHeroArt } from './auth-hero-art';

/**
 * The signed-out pages' half beside the form on wide screens (not an empty gradient):
 * what the product is for, in the reader's language, over a drawing of a journal card and the
 * recognition it earns. Phones do not show it beside their forms (globals.css); their landing
 * draws it above its words (app/[locale]/(loggedout)/auth/page.tsx).
 */
export async function AuthHero() {
  const t = await getTranslations('app');
  return (
    <aside className="layout-loggedout__hero">
      <AuthHeroArt className="auth-hero__art" />
      <p className="auth-hero__tagline">{t('tagline')}</p>
    </aside>
  );
}
