'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useSessionStore } from '@/lib/stores/session-store';

/** Spec §4/§6: shown once to an inactive account, naming the community, with a close button only. */
export function DeactivationModal() {
  const t = useTranslations('deactivation');
  const user = useSessionStore((s) => s.user);
  const seen = useSessionStore((s) => s.deactivationModalSeen);
  const markSeen = useSessionStore((s) => s.markDeactivationModalSeen);
  const visible = Boolean(user && !user.active && !seen);
  const community = user?.communitiesAttributes[0]?.name ?? '';
  return (
    <Dialog
      visible={visible}
      onHide={markSeen}
      header={t('title')}
      modal
      closable={false}
      draggable={false}
      style={{ width: 'min(32rem, 92vw)' }}
      footer={<Button label={t('close')} onClick={markSeen} autoFocus />}
    >
      <p>{t('body', { community })}</p>
    </Dialog>
  );
}
