'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { PlainButton } from '@/components/ui/plain-button';
import { askToSend, OUTBOX_CHANGED, outboxItems, type TOutboxItem } from '@/lib/offline/outbox';
import { OutboxList } from './outbox-list';

/** A sentence per kind and state, the refused ones in bold. */
const COUNTS = [
  { message: 'waiting', kind: 'experience', status: 'waiting' },
  { message: 'storiesWaiting', kind: 'story', status: 'waiting' },
  { message: 'refused', kind: 'experience', status: 'refused' },
  { message: 'storiesRefused', kind: 'story', status: 'refused' },
] as const;

/** The first ask again after 5 s, then 10, 20, 40 and every 80 s. */
const RETRY_MS = 5_000;
const RETRY_DOUBLINGS = 4;

/**
 * The device's outbox at the top of every signed-in page: what waits to be sent, what was
 * refused, and (offline) that recording still works. A signed-in page with something waiting
 * asks the worker to send, so a browser without Background Sync sends on the next visit; a
 * return of the network asks again. Renders nothing online with an empty outbox.
 */
export function OutboxStatus({ userId }: { userId: number }) {
  const t = useTranslations('offline.status');
  const [items, setItems] = useState<TOutboxItem[]>([]);
  const [online, setOnline] = useState(true);
  const [open, setOpen] = useState(false);
  const listId = useId();

  // send: ask the worker, only when something waits (asking costs it a look at the session).
  const load = useCallback(
    (send: boolean) =>
      void outboxItems(userId)
        .catch(() => [])
        .then((kept) => {
          setItems(kept);
          if (send && kept.some((item) => item.status === 'waiting')) void askToSend(userId);
        }),
    [userId],
  );

  useEffect(() => {
    const connectivity = () => setOnline(navigator.onLine);
    const returned = () => {
      connectivity();
      load(true);
    };
    const reload = () => load(false);
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === OUTBOX_CHANGED) reload();
    };
    connectivity();
    load(true);
    window.addEventListener('online', returned);
    window.addEventListener('offline', connectivity);
    window.addEventListener(OUTBOX_CHANGED, reload);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', returned);
      window.removeEventListener('offline', connectivity);
      window.removeEventListener(OUTBOX_CHANGED, reload);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [load]);

  // A network that came back slowly (the page online, the worker's first send not yet through):
  // asked again while something waits, less and less often, so nothing waits for the next visit.
  const retries = useRef(0);
  const [asked, setAsked] = useState(0);
  const waiting = items.some((item) => item.status === 'waiting');
  useEffect(() => {
    if (!online || !waiting) {
      retries.current = 0;
      return;
    }
    const timer = window.setTimeout(() => {
      retries.current += 1;
      setAsked((count) => count + 1);
      load(true);
    }, RETRY_MS * 2 ** Math.min(retries.current, RETRY_DOUBLINGS));
    return () => window.clearTimeout(timer);
  }, [online, waiting, asked, load]);

  const refused = items.filter((item) => item.status === 'refused').length;
  if (online && items.length === 0) return null;
  return (
    <section className={`outbox-status${refused > 0 ? ' outbox-status--refused' : ''}`} aria-label={t('label')}>
      <span className={`pi ${online ? 'pi-cloud-upload' : 'pi-wifi'}`} aria-hidden="true" />
      <p role="status">
        {!online && <span>{t('offline')} </span>}
        {COUNTS.map(({ message, kind, status }) => {
          const count = items.filter((item) => item.kind === kind && item.status === status).length;
          if (count === 0) return null;
          const text = `${t(message, { count })} `;
          return status === 'refused' ? <strong key={message}>{text}</strong> : <span key={message}>{text}</span>;
        })}
      </p>
      {items.length > 0 && <PlainButton label={open ? t('hide') : t('see')} outlined expanded={open} controls={listId} onClick={() => setOpen(!open)} />}
      {open && items.length > 0 && <OutboxList id={listId} items={items} />}
    </section>
  );
}

