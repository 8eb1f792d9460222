import type { ReactNode } from 'react';
import { Brand } from '@/components/layout/brand';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { SiteFooter } from '@/components/layout/site-footer';

/** Logged-out layout: the hero image beside the page. */
export default function LoggedOutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-loggedout">
      <div className="layout-loggedout__hero" aria-hidden="true" />
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
