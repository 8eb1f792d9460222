import type { ReactNode } from 'react';
import { SignedInShell } from '@/components/layout/signed-in-shell';
import { requireCurrentUser } from '@/lib/auth/require-user';

/** Default layout: the signed-in shell. The proxy already guarded the route; this is the second lock. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  return <SignedInShell user={await requireCurrentUser()}>{children}</SignedInShell>;
}
