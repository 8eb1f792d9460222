import type { ReactNode } from 'react';
import { DeactivationModal } from '@/components/auth/deactivation-modal';
import { IdleWatcher } from '@/components/auth/idle-watcher';
import { AppHeader } from '@/components/layout/app-header';
import { PdfPollerHost } from '@/components/pdf/pdf-poller-host';
import { SiteFooter } from '@/components/layout/site-footer';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { ClientMessages } from '@/components/layout/client-messages';

/** Default layout: the signed-in shell. The proxy already guarded the route; this is the second lock. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const user = await requireCurrentUser();
  return (
    <ClientMessages areas={['signedIn']}>
      <div className="layout-default">
        <AppHeader user={user} />
        <main id="main" className="layout-default__main">
          {children}
        </main>
        <SiteFooter />
        <DeactivationModal />
        <IdleWatcher />
        <PdfPollerHost />
      </div>
    </ClientMessages>
  );
}
