'use client';

import { useTranslations } from 'next-intl';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { Button } from '@/components/ui/prime/button';
import { useUpdateCommunitySettings } from '@/lib/api/community-settings';
import { useRouter } from '@/lib/i18n/navigation';
import { PUBLIC_LINK_RULES, type TPublicLinkRule } from '@/lib/shared/validation/public-links';
import { showToast } from '@/lib/stores/toast-store';

type Props = { publicFullNames: boolean; publicLinks: TPublicLinkRule };

/**
 * The school's privacy rules for its public pages: how they name learners (first name and initial
 * by default, or in full) and whether learners publish links freely, after a group admin's
 * approval, or not at all.
 */
export function PrivacyRulesForm({ publicFullNames, publicLinks }: Props) {
  const t = useTranslations('privacySettings');
  const router = useRouter();
  const [fullNames, setFullNames] = useState(publicFullNames);
  const [links, setLinks] = useState(publicLinks);
  const update = useUpdateCommunitySettings({
    onSuccess: () => {
      showToast({ severity: 'success', summary: t('saved') });
      router.refresh();
    },
  });
  return (
    <form
      className="card stack"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ publicFullNames: fullNames, publicLinks: links });
      }}
    >
      <fieldset className="stack">
        <legend>{t('names.legend')}</legend>
        <p className="muted small">{t('names.hint')}</p>
        {(['initial', 'full'] as const).map((choice) => (
          <div key={choice} className="field field--checkbox">
            <RadioButton inputId={`public-names-${choice}`} name="public-names" value={choice} checked={fullNames === (choice === 'full')} onChange={() => setFullNames(choice === 'full')} />
            <label htmlFor={`public-names-${choice}`}>{t(`names.${choice}`)}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="stack">
        <legend>{t('links.legend')}</legend>
        <p className="muted small">{t('links.hint')}</p>
        {PUBLIC_LINK_RULES.map((rule) => (
          <div key={rule} className="field field--checkbox">
            <RadioButton inputId={`public-links-${rule}`} name="public-links" value={rule} checked={links === rule} onChange={() => setLinks(rule)} />
            <label htmlFor={`public-links-${rule}`}>{t(`links.${rule}`)}</label>
          </div>
        ))}
      </fieldset>
      <Button type="submit" label={t('save')} loading={update.isPending} disabled={update.isPending} />
    </form>
  );
}
