'use client';

import { useTranslations } from 'next-intl';
import { draftFromJson, reopenDraft } from '@/components/experience';
import { confirmDeletion } from '@/components/ui/confirm-deletion';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { ServerErrors } from '@/components/ui/server-errors';
import { formatExperienceDate } from '@/lib/format/date';
import { useObjectUrl } from '@/lib/hooks/use-object-url';
import { useRouter } from '@/lib/i18n/navigation';
import { removeFromOutbox, type TOutboxItem } from '@/lib/offline/outbox';

/** What waits on this device, one line each; a refused one says why and reopens in the wizard to be fixed. */
export function OutboxDialog({ visible, items, onHide }: { visible: boolean; items: TOutboxItem[]; onHide: () => void }) {
  const t = useTranslations('offline.dialog');
  return (
    <Dialog visible={visible} onHide={onHide} header={t('title')} modal draggable={false} style={{ width: 'min(34rem, 94vw)' }}>
      <p className="muted">{t('intro')}</p>
      <ul className="outbox-list">
        {items.map((item) => (
          <OutboxLine key={item.key} item={item} onLeave={onHide} />
        ))}
      </ul>
    </Dialog>
  );
}

function OutboxLine({ item, onLeave }: { item: TOutboxItem; onLeave: () => void }) {
  const t = useTranslations('offline.dialog');
  const router = useRouter();
  const draft = draftFromJson(item.draft);
  const picture = item.request.parts.flatMap((part) => ('blob' in part ? [part.blob] : []))[0] ?? null;
  const pictureUrl = useObjectUrl(picture);

  // A new draft with a new key: the refused send created nothing, and a fixed one is another request.
  const reopen = async () => {
    await reopenDraft(item.draft, picture);
    await removeFromOutbox(item.key);
    onLeave();
    router.push('/create-experience');
  };

  const remove = () =>
    confirmDeletion({
      header: t('deleteTitle'),
      message: t('deleteMessage'),
      acceptLabel: t('delete'),
      rejectLabel: t('keep'),
      accept: () => removeFromOutbox(item.key),
    });

  return (
    <li className="outbox-list__item">
      <span className="experience-row">
        {pictureUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- a blob on this device, never a served picture
          <img className="experience-row__picture" src={pictureUrl} alt="" width={64} height={48} />
        )}
        <span className="experience-row__text">
          <span className="experience-row__description">{draft.description}</span>
          <span className="muted small">
            {formatExperienceDate(draft.date)} · {item.status === 'waiting' ? t('waiting') : t('refused')}
          </span>
        </span>
      </span>
      {item.status === 'refused' && item.refusal && (
        <ServerErrors errors={item.refusal.errors ?? { base: [item.refusal.message ?? t('refused')] }} label={t('refusedBecause')} />
      )}
      <span className="outbox-list__actions">
        {item.status === 'refused' && <Button type="button" label={t('fix')} icon="pi pi-pencil" size="small" onClick={() => void reopen()} />}
        <Button type="button" label={t('delete')} icon="pi pi-trash" size="small" severity="danger" text onClick={remove} />
      </span>
    </li>
  );
}
