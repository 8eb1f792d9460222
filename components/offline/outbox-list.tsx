'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { PlainButton } from '@/components/ui/plain-button';
import { ServerErrors } from '@/components/ui/server-errors';
import { formatExperienceDate } from '@/lib/format/date';
import { useObjectUrl } from '@/lib/hooks/use-object-url';
import { useRouter } from '@/lib/i18n/navigation';
import { outboxPicture, removeFromOutbox, type TOutboxItem } from '@/lib/offline/outbox';

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

/**
 * Where a refused item reopens, its draft restored there as a new draft with a new key (the
 * refused send created nothing). The draft's code comes with the press (a refusal only exists
 * once the network is back), each from its own module rather than its feature's entry, which
 * would bring the cards along.
 */
const REOPEN: Record<TOutboxItem['kind'], (item: TOutboxItem) => Promise<string>> = {
  experience: async (item) => {
    const { reopenDraft } = await import('@/components/experience/draft/reopen-draft');
    await reopenDraft(item.draft, outboxPicture(item));
    return '/create-experience';
  },
  story: async (item) => {
    const { reopenStoryDraft } = await import('@/components/story/story-draft');
    reopenStoryDraft(item.draft);
    return '/create-story';
  },
};

function OutboxLine({ item }: { item: TOutboxItem }) {
  const t = useTranslations('offline.list');
  const router = useRouter();
  // Only what the line shows: the draft as a whole is the wizard's to read, when it reopens.
  const { description, title, date } = JSON.parse(item.draft) as { description: string; title?: string; date: string };
  const pictureUrl = useObjectUrl(outboxPicture(item));
  // Each kind in its own words: "récit" is masculine where "expérience" is not.
  const story = item.kind === 'story';

  const reopen = async () => {
    const path = await REOPEN[item.kind](item);
    await removeFromOutbox(item.key);
    router.push(path);
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
          <span className="experience-row__description">{story ? title : description}</span>
          <span className="muted small">
            {story && `${t('story')} · `}
            {formatExperienceDate(date)} · {item.status === 'waiting' ? t('waiting') : t(story ? 'storyRefused' : 'refused')}
          </span>
        </span>
      </span>
      {item.status === 'refused' && item.refusal && (
        <ServerErrors errors={item.refusal.errors ?? { base: [item.refusal.message ?? t(story ? 'storyRefused' : 'refused')] }} label={t(story ? 'storyRefusedBecause' : 'refusedBecause')} />
      )}
      {confirming ? (
        <span className="outbox-list__actions" role="group" aria-label={t(story ? 'deleteStoryTitle' : 'deleteTitle')}>
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
