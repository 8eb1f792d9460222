import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { SignedInShell } from '@/components/layout/signed-in-shell';
import { requireCurrentUser } from '@/lib/auth/require-user';

/** Default layout: the signed-in shell. The proxy already guarded the route; this is the second lock. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages areas={['signedIn']}>
      <SignedInShell user={await requireCurrentUser()}>{children}</SignedInShell>
    </ClientMessages>
  );
}
