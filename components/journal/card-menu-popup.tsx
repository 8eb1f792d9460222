'use client';

import { useTranslations } from 'next-intl';
import { confirmDeletion } from '@/components/ui/confirm-deletion';
import { useState, type RefObject } from 'react';
import { useDeleteExperience } from '@/lib/api/experiences';
import { useDeleteStory } from '@/lib/api/stories';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import type { TStory } from '@/lib/shared/validation/story';
import { STORY_PICTURES_FOR_PDF } from '@/lib/shared/validation/story-rules';
import { canWrite } from '@/lib/shared/roles';
import { canAskRecognition, isCertified, recognitionCreatePath } from '@/lib/shared/format/recognition';
import { useRouter } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/lib/stores/session-store';
import { DELETE_TOAST_LIFE_MS, showToast } from '@/lib/stores/toast-store';
import { MenuPopup, type TMenuEntry } from './menu-popup';
import { ShareDialog } from '@/components/ui/share-dialog';
import { PdfTypeDialog } from '@/components/pdf';

type Props = { item: TExperience | TStory; anchor: RefObject<HTMLButtonElement | null>; open: boolean; onClose: (refocus: boolean) => void };

/**
 * The author's options menu on a card (spec §2): each entry but "show" carries a description.
 * A deactivated author keeps what only reads (show, download) and loses share, edit and delete.
 * Loaded and mounted on the first press of the card's toggle (card-menu.tsx), which opens and
 * closes it from then on.
 */
export function CardMenuPopup({ item, anchor, open, onClose }: Props) {
  const t = useTranslations();
  const router = useRouter();
  const experienceDeletion = useDeleteExperience();
  const storyDeletion = useDeleteStory();
  const [sharing, setSharing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const writable = useSessionStore((s) => Boolean(s.user && canWrite(s.user)));
  const isStory = item.type === 'Story';
  const kind = isStory ? 'stories' : 'experiences';
  const kindLabel = t(isStory ? 'journal.kind.story' : 'journal.kind.experience');
  const certified = !isStory && isCertified(item as TExperience);

  const onDelete = () =>
    confirmDeletion({
      header: t('journal.delete.title', { kind: kindLabel }),
      message: t('journal.delete.confirm', { kind: kindLabel }),
      acceptLabel: t('experience.delete.accept'),
      rejectLabel: t('confirm.reject'),
      accept: async () =>
        (isStory ? storyDeletion : experienceDeletion).mutate(item.id, {
          onSuccess: () => showToast({ severity: 'success', summary: t('journal.delete.success', { kind: kindLabel }), life: DELETE_TOAST_LIFE_MS }),
        }),
    });

  const entry = (label: string, icon: string, description: string | null, command: () => void, disabled = false): TMenuEntry => ({ label, icon, description, command, disabled });

  const storyPictures = isStory ? (item as TStory).experiencePictures.length : 0;
  const entries: TMenuEntry[] = [
    ...(!isStory ? [entry(t('journal.menu.show'), 'pi pi-eye', null, () => router.push(`/experiences/${item.id}`))] : []),
    ...(writable
      ? [
          entry(t('journal.menu.share'), 'pi pi-share-alt', t('journal.menu.shareDescription'), () => setSharing(true)),
          // A certified experience stays as certified: the entry stays in its place and says why.
          certified
            ? entry(t('journal.menu.edit'), 'pi pi-lock', t('journal.menu.editCertified'), () => undefined, true)
            : entry(t('journal.menu.edit'), 'pi pi-pencil', t('journal.menu.editDescription'), () => router.push(`/${kind}/${item.id}/edit`)),
        ]
      : []),
    // The menu is the author's alone (card-menu.tsx); an experience under recognition or certified has nothing to ask.
    ...(writable && !isStory && canAskRecognition(item as TExperience)
      ? [entry(t('recognition.ask'), 'pi pi-verified', t('recognition.askDescription'), () => router.push(recognitionCreatePath(item.id)))]
      : []),
    ...(isStory
      ? [entry(t('journal.menu.download'), 'pi pi-download', t('journal.menu.downloadDescription', { count: String(STORY_PICTURES_FOR_PDF) }), () => setDownloading(true), storyPictures !== STORY_PICTURES_FOR_PDF)]
      : []),
    ...(writable ? [entry(t('journal.menu.delete'), 'pi pi-trash', t('journal.menu.deleteDescription'), onDelete)] : []),
  ];

  return (
    <>
      {open && <MenuPopup label={t('journal.menu.open')} entries={entries} anchor={anchor} onClose={onClose} className="card-menu" />}
      {/* Mounted on demand: a journal page has up to twenty menus, and hidden dialogs still cost hydration. */}
      {downloading && <PdfTypeDialog storyId={item.id} onHide={() => setDownloading(false)} />}
      {sharing && (
        <ShareDialog
          visible
          onHide={() => setSharing(false)}
          kind={kind}
          id={item.id}
          sharing={item.sharingParameters}
          groupIds={item.groupIds}
          publicToken={item.publicToken}
          publicLink={item.publicLink}
        />
      )}
    </>
  );
}
