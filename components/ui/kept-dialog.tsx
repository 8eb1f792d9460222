'use client';

import { useTranslations } from 'next-intl';
import { NoticeDialog } from './notice-dialog';

/**
 * After a publish without a network, in place of "published": what was recorded waits on this
 * device and goes as soon as the network returns (both wizards). Closing it leads to the journal.
 */
export function KeptDialog({ visible, kind, onClose }: { visible: boolean; kind: 'experience' | 'story'; onClose: () => void }) {
  const t = useTranslations('offline.kept');
  const story = kind === 'story';
  return <NoticeDialog visible={visible} title={t(story ? 'storyTitle' : 'title')} body={t(story ? 'storyBody' : 'body')} action={t('toJournal')} onClose={onClose} />;
}
