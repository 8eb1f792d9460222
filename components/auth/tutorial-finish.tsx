'use client';

import { Button } from '@/components/ui/prime/button';
import { useUpdateUser } from '@/lib/api/users';
import { useRouter } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';

/**
 * Records that the tutorial was seen, so the next login lands on the dashboard. The dashboard
 * opens either way: a flag that failed to save (its toast says so) only shows the tutorial again.
 */
export function TutorialFinish({ label }: { label: string }) {
  const router = useRouter();
  const updateUser = useUpdateUser();
  const toDashboard = () => router.replace(ROUTES.dashboardIndex);
  const onClick = () => {
    const user = useSessionStore.getState().user;
    if (user && !user.tutorialSeen) updateUser.mutate({ tutorialSeen: true }, { onSettled: toDashboard });
    else toDashboard();
  };
  return <Button label={label} icon="pi pi-arrow-right" iconPos="right" onClick={onClick} loading={updateUser.isPending} />;
}
