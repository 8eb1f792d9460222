import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { SignedInShell } from '@/components/layout/signed-in-shell';
import { getCurrentUser } from '@/lib/auth/current-user';

/**
 * Pages open both to a visitor holding a mailed link and to a member: a member keeps the app's
 * menu and sign-out (the signed-in shell); a visitor gets the bare page, which brings its own brand.
 */
export default async function OpenLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (user)
    return (
      <ClientMessages areas={['signedIn']}>
        <SignedInShell user={user}>{children}</SignedInShell>
      </ClientMessages>
    );
  return (
    <main id="main" className="layout-blank">
      {children}
    </main>
  );
}
