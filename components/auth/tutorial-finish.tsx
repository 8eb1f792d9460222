'use client';

import { Button } from 'primereact/button';
import { useState } from 'react';
import { updateUser } from '@/lib/api/users';
import { useRouter } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';

/** Records that the tutorial was seen, so the next login lands on the dashboard. */
export function TutorialFinish({ label }: { label: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    const user = useSessionStore.getState().user;
    try {
      if (user && !user.tutorialSeen) useSessionStore.getState().setUser(await updateUser(user, { tutorialSeen: true }));
    } catch {
      // Not seeing the flag saved only means the tutorial shows once more.
    }
    router.replace(ROUTES.dashboardIndex);
  };
  return <Button label={label} icon="pi pi-arrow-right" iconPos="right" onClick={onClick} loading={pending} />;
}
