'use client';

import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from 'primereact/button';
import { confirmDeletion } from '@/components/ui/confirm-deletion';
import { Menu } from 'primereact/menu';
import type { MenuItem, MenuItemOptions } from 'primereact/menuitem';
import { useRef, useState } from 'react';
import { DELETE_TOAST_LIFE_MS } from '@/components/experience/experience-actions';
import { deleteExperience } from '@/lib/api/experiences';
import { deleteStory } from '@/lib/api/stories';
import { experienceKeys, journalKeys } from '@/lib/api/query-keys';
import type { TExperience } from '@/lib/validation/experience-answer';
import type { TJournalItem } from '@/lib/validation/journal';
import type { TPaginated } from '@/lib/validation/pagination';
import type { TStory } from '@/lib/validation/story';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/stores/toast-store';
import { ShareDialog } from './share-dialog';

/** Spec §5: a story is downloadable with exactly 6 pictures. */
export const STORY_PICTURES_FOR_PDF = 6;

type Props = { item: TExperience | TStory };

/** The author's options menu on a card (spec §2): each entry but "show" carries a description. */
export function CardMenu({ item }: Props) {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const menu = useRef<Menu>(null);
  const [sharing, setSharing] = useState(false);
  const isStory = item.type === 'Story';
  const kind = isStory ? 'stories' : 'experiences';
  const kindLabel = t(isStory ? 'journal.kind.story' : 'journal.kind.experience');

  const removeFromJournals = () =>
    queryClient.setQueriesData<InfiniteData<TPaginated<TJournalItem>>>({ queryKey: journalKeys.all }, (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, paginatedResults: page.paginatedResults.filter(({ journalItem }) => !(journalItem.type === item.type && journalItem.id === item.id)) })) }
        : data,
    );

  const onDelete = () =>
    confirmDeletion({
      header: t('journal.delete.title', { kind: kindLabel }),
      message: t('journal.delete.confirm', { kind: kindLabel }),
      acceptLabel: t('experience.delete.accept'),
      rejectLabel: t('confirm.reject'),
      accept: async () => {
        try {
          await (isStory ? deleteStory(item.id) : deleteExperience(item.id));
          removeFromJournals();
          if (!isStory) queryClient.removeQueries({ queryKey: experienceKeys.detail(item.id) });
          showToast({ severity: 'success', summary: t('journal.delete.success', { kind: kindLabel }), life: DELETE_TOAST_LIFE_MS });
        } catch {
          showToast({ severity: 'error', summary: t('toasts.error'), detail: t(isStory ? 'journal.delete.storyError' : 'experience.delete.error'), life: DELETE_TOAST_LIFE_MS });
        }
      },
    });

  const entry = (label: string, icon: string, description: string | null, command: () => void, disabled = false): MenuItem => ({
    label,
    icon,
    disabled,
    command,
    template: (menuItem: MenuItem, options: MenuItemOptions) => (
      <button type="button" className={`${options.className} card-menu__entry`} onClick={options.onClick} disabled={disabled}>
        <span className={`${options.iconClassName} ${icon}`} aria-hidden="true" />
        <span>
          <span className={options.labelClassName}>{menuItem.label}</span>
          {description && <small className="card-menu__description">{description}</small>}
        </span>
      </button>
    ),
  });

  const storyPictures = isStory ? (item as TStory).experiencePictures.length : 0;
  const items: MenuItem[] = [
    ...(!isStory ? [entry(t('journal.menu.show'), 'pi pi-eye', null, () => router.push(`/experiences/${item.id}`))] : []),
    entry(t('journal.menu.share'), 'pi pi-share-alt', t('journal.menu.shareDescription'), () => setSharing(true)),
    entry(t('journal.menu.edit'), 'pi pi-pencil', t('journal.menu.editDescription'), () => router.push(`/${kind}/${item.id}/edit`)),
    ...(isStory
      ? [entry(t('journal.menu.download'), 'pi pi-download', t('journal.menu.downloadDescription', { count: String(STORY_PICTURES_FOR_PDF) }), () => router.push(`/stories/${item.id}`), storyPictures !== STORY_PICTURES_FOR_PDF)]
      : []),
    entry(t('journal.menu.delete'), 'pi pi-trash', t('journal.menu.deleteDescription'), onDelete),
  ];

  return (
    <>
      <Button type="button" icon="pi pi-ellipsis-v" rounded text aria-label={t('journal.menu.open')} aria-haspopup="menu" onClick={(e) => menu.current?.toggle(e)} className="card-menu__toggle" />
      <Menu model={items} popup ref={menu} className="card-menu" />
      {/* Mounted on demand: a journal page has up to twenty menus, and hidden dialogs still cost hydration. */}
      {sharing && <ShareDialog visible onHide={() => setSharing(false)} kind={kind} sharing={item.sharingParameters} publicToken={item.publicToken} />}
    </>
  );
}
