import type { ReactNode } from 'react';
import { DeactivationModal, IdleWatcher } from '@/components/auth';
import { OutboxStatus } from '@/components/offline';
import { PdfPollerHost } from '@/components/pdf';
import type { TUser } from '@/lib/shared/validation/user';
import { AppHeader } from './app-header';
import { SiteFooter } from './site-footer';

/**
 * The signed-in shell: header and menu, the page, footer, and the session's watchers. Its layout
 * sends their messages (`<ClientMessages areas={['signedIn']}>`, where tests/unit/i18n reads it).
 */
export function SignedInShell({ user, children }: { user: TUser; children: ReactNode }) {
  return (
    <div className="layout-default">
      <AppHeader user={user} />
      <main id="main" className="layout-default__main">
        <OutboxStatus userId={user.id} />
        {children}
      </main>
      <SiteFooter />
      <DeactivationModal />
      <IdleWatcher />
      <PdfPollerHost />
    </div>
  );
}
