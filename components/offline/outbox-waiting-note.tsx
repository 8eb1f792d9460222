'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { outboxCount } from '@/lib/offline/outbox';

/**
 * On the way in, without a session: experiences and stories recorded on this device still wait, and signing
 * in sends them (the next signed-in page asks the worker). Only how many: the page does not know
 * whose, and a shared phone's next person learns nothing more.
 */
export function OutboxWaitingNote() {
  const t = useTranslations('offline');
  const [count, setCount] = useState({ experience: 0, story: 0 });
  useEffect(() => {
    void outboxCount().then(setCount, () => undefined);
  }, []);
  if (count.experience + count.story === 0) return null;
  return (
    <p className="outbox-note" role="status">
      <span className="pi pi-cloud-upload" aria-hidden="true" />
      <span>
        {count.experience > 0 && t('signedOut', { count: count.experience })} {count.story > 0 && t('signedOutStories', { count: count.story })}
      </span>
    </p>
  );
}
