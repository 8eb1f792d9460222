'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSessionStore } from '@/lib/stores/session-store';

// Nearly every account is active: PrimeReact's Dialog loads only for one that is not, not with every page.
const DeactivationDialog = dynamic(() => import('./deactivation-dialog').then((module) => module.DeactivationDialog), { ssr: false });

/** Spec §4/§6: shown once to an inactive account, naming the community, with a close button only. */
export function DeactivationModal() {
  const user = useSessionStore((s) => s.user);
  const seen = useSessionStore((s) => s.deactivationModalSeen);
  const markSeen = useSessionStore((s) => s.markDeactivationModalSeen);
  const visible = Boolean(user && !user.active && !seen);
  // Stays mounted once shown, so that closing plays the dialog's own hiding.
  const [shown, setShown] = useState(false);
  if (visible && !shown) setShown(true);
  if (!shown) return null;
  return <DeactivationDialog visible={visible} community={user?.communitiesAttributes[0]?.name ?? ''} onClose={markSeen} />;
}
