'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useState } from 'react';
import { PdfTypeDialog } from '@/components/pdf';
import { ShareDialog } from '@/components/ui/share-dialog';
import { confirmDeletion } from '@/components/ui/confirm-deletion';
import { useDeleteStory } from '@/lib/api/stories';
import { useFreshNavigation } from '@/lib/hooks/use-fresh-navigation';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { DELETE_TOAST_LIFE_MS, showToast } from '@/lib/stores/toast-store';
import type { TStory } from '@/lib/shared/validation/story';
import { STORY_PICTURES_FOR_PDF } from '@/lib/shared/validation/story-rules';

/** The author's actions on a story: edit, share (who reads it, its public link), download as PDF (six pictures, spec §5), delete after confirmation. */
export function StoryActions({ story }: { story: TStory }) {
  const t = useTranslations();
  const navigation = useFreshNavigation();
  const deletion = useDeleteStory();
  const [sharing, setSharing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const downloadable = story.experiencePictures.length === STORY_PICTURES_FOR_PDF;
  const kind = t('journal.kind.story');

  const onDelete = () =>
    confirmDeletion({
      header: t('journal.delete.title', { kind }),
      message: t('journal.delete.confirm', { kind }),
      acceptLabel: t('experience.delete.accept'),
      rejectLabel: t('confirm.reject'),
      accept: async () =>
        deletion.mutate(story.id, {
          onSuccess: () => {
            showToast({ severity: 'success', summary: t('journal.delete.success', { kind }), life: DELETE_TOAST_LIFE_MS });
            navigation.push(ROUTES.dashboardIndex);
          },
        }),
    });

  // The experience page's weights: outlined actions, delete alone in the danger colour.
  return (
    <div className="row experience-actions">
      <Link href={ROUTES.storiesIdEdit(story.id)} className="p-button p-component p-button-outlined p-button-secondary">
        <span className="p-button-icon p-button-icon-left pi pi-pencil" aria-hidden="true" />
        <span className="p-button-label">{t('journal.menu.edit')}</span>
      </Link>
      <Button type="button" icon="pi pi-share-alt" label={t('journal.menu.share')} outlined severity="secondary" onClick={() => setSharing(true)} />
      <Button
        type="button"
        icon="pi pi-download"
        label={t('journal.menu.download')}
        outlined
        severity="secondary"
        disabled={!downloadable}
        aria-describedby={downloadable ? undefined : 'story-download-hint'}
        onClick={() => setDownloading(true)}
      />
      <Button type="button" icon="pi pi-trash" label={t('journal.menu.delete')} severity="danger" outlined onClick={onDelete} />
      {!downloadable && (
        <p id="story-download-hint" className="muted small">
          {t('journal.menu.downloadDescription', { count: String(STORY_PICTURES_FOR_PDF) })}
        </p>
      )}
      {downloading && <PdfTypeDialog storyId={story.id} onHide={() => setDownloading(false)} />}
      {sharing && (
        <ShareDialog visible onHide={() => setSharing(false)} kind="stories" id={story.id} sharing={story.sharingParameters} groupIds={story.groupIds} publicToken={story.publicToken} publicLink={story.publicLink} />
      )}
    </div>
  );
}
