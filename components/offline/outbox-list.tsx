'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { PlainButton } from '@/components/ui/plain-button';
import { ServerErrors } from '@/components/ui/server-errors';
import { formatExperienceDate } from '@/lib/format/date';
import { useObjectUrl } from '@/lib/hooks/use-object-url';
import { useRouter } from '@/lib/i18n/navigation';
import { removeFromOutbox, type TOutboxItem } from '@/lib/offline/outbox';

/**
 * What waits on this device, one line each; a refused one says why and reopens in the wizard to
 * be fixed. Plain markup under the status, not a dialog: it must open offline, on every signed-in
 * page, without bringing PrimeReact to pages that do not use it.
 */
export function OutboxList({ id, items }: { id: string; items: TOutboxItem[] }) {
  const t = useTranslations('offline.list');
  return (
    <div id={id} className="outbox-status__details">
      <p className="muted">{t('intro')}</p>
      <ul className="outbox-list">
        {items.map((item) => (
          <OutboxLine key={item.key} item={item} />
        ))}
      </ul>
    </div>
  );
}

function OutboxLine({ item }: { item: TOutboxItem }) {
  const t = useTranslations('offline.list');
  const router = useRouter();
  // Only what the line shows: the draft as a whole is the wizard's to read, when it reopens.
  const { description, date } = JSON.parse(item.draft) as { description: string; date: string };
  const picture = item.request.parts.flatMap((part) => ('blob' in part ? [part.blob] : []))[0] ?? null;
  const pictureUrl = useObjectUrl(picture);

  // A new draft with a new key: the refused send created nothing, and a fixed one is another request.
  // The draft's code comes with the press (a refusal only exists once the network is back), from
  // its own module rather than the experience feature's entry, which would bring the cards along.
  const reopen = async () => {
    const { reopenDraft } = await import('@/components/experience/draft/reopen-draft');
    await reopenDraft(item.draft, picture);
    await removeFromOutbox(item.key);
    router.push('/create-experience');
  };

  // Asked in the line itself: the product's confirmation dialog is code a phone offline may not have.
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);

  return (
    <li className="outbox-list__item">
      <span className="experience-row">
        {pictureUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- a blob on this device, never a served picture
          <img className="experience-row__picture" src={pictureUrl} alt="" width={64} height={48} />
        )}
        <span className="experience-row__text">
          <span className="experience-row__description">{description}</span>
          <span className="muted small">
            {formatExperienceDate(date)} · {item.status === 'waiting' ? t('waiting') : t('refused')}
          </span>
        </span>
      </span>
      {item.status === 'refused' && item.refusal && (
        <ServerErrors errors={item.refusal.errors ?? { base: [item.refusal.message ?? t('refused')] }} label={t('refusedBecause')} />
      )}
      {confirming ? (
        <span className="outbox-list__actions" role="group" aria-label={t('deleteTitle')}>
          <span className="outbox-list__question">{t('deleteMessage')}</span>
          <PlainButton label={t('keep')} outlined onClick={() => setConfirming(false)} ref={keepButton} />
          <PlainButton label={t('delete')} icon="pi pi-trash" severity="danger" onClick={() => void removeFromOutbox(item.key)} />
        </span>
      ) : (
        <span className="outbox-list__actions">
          {item.status === 'refused' && <PlainButton label={t('fix')} icon="pi pi-pencil" onClick={() => void reopen()} />}
          <PlainButton label={t('delete')} icon="pi pi-trash" severity="danger" outlined onClick={() => setConfirming(true)} />
        </span>
      )}
    </li>
  );
}
