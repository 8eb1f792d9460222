'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/prime/button';
import { useUpdateCommunitySettings } from '@/lib/api/community-settings';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/stores/toast-store';

/** How public pages name learners: first name and initial (the default), or in full. */
export function PublicNamesForm({ publicFullNames }: { publicFullNames: boolean }) {
  const t = useTranslations('privacySettings');
  const router = useRouter();
  const [fullNames, setFullNames] = useState(publicFullNames);
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
        update.mutate({ publicFullNames: fullNames });
      }}
    >
      <fieldset className="stack">
        <legend>{t('names.legend')}</legend>
        <p className="muted small">{t('names.hint')}</p>
        {(['initial', 'full'] as const).map((choice) => (
          <div key={choice} className="field field--checkbox">
            <input type="radio" id={`public-names-${choice}`} name="public-names" checked={fullNames === (choice === 'full')} onChange={() => setFullNames(choice === 'full')} />
            <label htmlFor={`public-names-${choice}`}>{t(`names.${choice}`)}</label>
          </div>
        ))}
      </fieldset>
      <Button type="submit" label={t('save')} loading={update.isPending} disabled={update.isPending} />
    </form>
  );
}
