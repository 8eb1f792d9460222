'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { useState } from 'react';
import { SharingChoice, isSharingComplete, type TSharingValue } from '@/components/ui/sharing-choice';
import { useUpdateExperience } from '@/lib/api/experiences';
import { useUpdateStory } from '@/lib/api/stories';
import { useRouter } from '@/lib/i18n/navigation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { publicItemPath } from '@/lib/shared/i18n/public-item-path';
import type { TSharing } from '@/lib/shared/validation/experience-rules';
import type { TPublicLinkState } from '@/lib/shared/validation/public-links';
import { showToast } from '@/lib/stores/toast-store';

type Props = {
  visible: boolean;
  onHide: () => void;
  kind: 'experiences' | 'stories';
  /** The item's id: its sharing is changed here, through the item's own update call. */
  id: number;
  sharing: TSharing;
  groupIds: number[];
  publicToken: string | null;
  /** Where its public link stands under the community's rule (live, waiting, off), null when not public. */
  publicLink: TPublicLinkState | null;
};

/**
 * The share dialog in menu-only mode: who can read the item, changed here with the wizard's
 * rules and call, and its public link only while it opens (otherwise a "community" item would
 * offer a public link, since the author always holds the token); a link waiting for a group
 * admin's approval, or turned off by the community, says so instead.
 */
export function ShareDialog({ visible, onHide, kind, id, sharing: given, groupIds: givenGroups, publicToken: givenToken, publicLink: givenLink }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [choice, setChoice] = useState<TSharingValue>({ sharingParameters: given, groupIds: givenGroups });
  const [showErrors, setShowErrors] = useState(false);
  const onFieldErrors = () => setShowErrors(true);
  const experienceUpdate = useUpdateExperience({ onFieldErrors });
  const storyUpdate = useUpdateStory({ onFieldErrors });
  const update = kind === 'stories' ? storyUpdate : experienceUpdate;
  // Once saved, the answer is the truth: the card behind may be server-rendered and refresh later.
  const sharing = update.data?.sharingParameters ?? given;
  const groupIds = update.data?.groupIds ?? givenGroups;
  const publicToken = update.data ? update.data.publicToken : givenToken;
  const publicLink = update.data ? update.data.publicLink : givenLink;
  const changed = choice.sharingParameters !== sharing || choice.groupIds.join() !== groupIds.join();
  const isPublic = sharing === 'public' && publicToken !== null && publicLink === 'live';
  // In the sharer's language: without its prefix, the link would open in French for most readers.
  const url =
    isPublic && typeof window !== 'undefined' ? new URL(publicItemPath(isLocale(locale) ? locale : DEFAULT_LOCALE, kind, publicToken), window.location.origin).toString() : null;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).catch(() => undefined);
    showToast({ severity: 'success', summary: t('experience.share.copied'), detail: url });
  };

  const save = () => {
    if (!isSharingComplete(choice)) return setShowErrors(true);
    const groups = choice.sharingParameters === 'group' ? choice.groupIds : [];
    const changes = { sharingParameters: choice.sharingParameters, groupIds: groups.map(String) };
    const onSuccess = (saved: { publicLink: TPublicLinkState | null }) => {
      showToast({ severity: 'success', summary: t(saved.publicLink === 'waiting' ? 'experience.share.waitingToast' : 'journal.shareDialog.saved') });
      router.refresh();
    };
    if (kind === 'stories') storyUpdate.mutate({ id, changes }, { onSuccess });
    else experienceUpdate.mutate({ id, changes }, { onSuccess });
  };

  return (
    <Dialog visible={visible} onHide={onHide} header={t('journal.menu.share')} modal draggable={false} style={{ width: 'min(30rem, 92vw)' }}>
      <div className="stack">
        <SharingChoice idPrefix={`share-${id}`} value={choice} onChange={setChoice} showErrors={showErrors} />
        <div className="row row--end">
          <Button type="button" icon="pi pi-check" label={t('journal.shareDialog.save')} loading={update.isPending} disabled={!changed || update.isPending} onClick={save} />
        </div>
        {url ? (
          <div className="field">
            <label htmlFor="share-url">{t('experience.share.linkLabel')}</label>
            <div className="row row--nowrap">
              <input id="share-url" className="p-inputtext grow" readOnly value={url} onFocus={(e) => e.target.select()} />
              <Button type="button" icon="pi pi-copy" label={t('journal.shareDialog.copy')} onClick={() => void copy()} />
            </div>
          </div>
        ) : (
          <p className="muted">{t(sharing === 'public' && publicLink && publicLink !== 'live' ? `journal.shareDialog.${publicLink}` : 'journal.shareDialog.notPublic')}</p>
        )}
      </div>
    </Dialog>
  );
}
