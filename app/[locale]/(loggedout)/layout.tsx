import type { ReactNode } from 'react';
import { AuthHero } from '@/components/layout/auth-hero';
import { Brand } from '@/components/layout/brand';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { SiteFooter } from '@/components/layout/site-footer';

/** Logged-out layout: the hero beside the page on wide screens. */
export default function LoggedOutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-loggedout">
      <AuthHero />
      <div className="layout-loggedout__panel">
        <header className="layout-loggedout__header">
          <Brand href="/auth" />
          <LanguageSwitcher />
        </header>
        <main id="main" className="layout-loggedout__main">
          {children}
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
