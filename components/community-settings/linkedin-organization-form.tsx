'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/prime/button';
import { FieldError } from '@/components/ui/field-error';
import { useUpdateCommunitySettings } from '@/lib/api/community-settings';
import { useRouter } from '@/lib/i18n/navigation';
import { LINKEDIN_ORGANIZATION_ID_PATTERN } from '@/lib/shared/validation/community';
import { showToast } from '@/lib/stores/toast-store';

const FIELD = 'linkedin-organization-id';

/**
 * The community's LinkedIn page, by its organization id: a learner adding a badge to their profile
 * then names that page (its logo, its link) rather than a free-text issuer. Empty clears it.
 */
export function LinkedInOrganizationForm({ linkedinOrganizationId }: { linkedinOrganizationId: string | null }) {
  const t = useTranslations('privacySettings.linkedIn');
  const router = useRouter();
  const [value, setValue] = useState(linkedinOrganizationId ?? '');
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateCommunitySettings({
    onSuccess: () => {
      showToast({ severity: 'success', summary: t('saved') });
      router.refresh();
    },
    onFieldErrors: (errors) => {
      if (!errors.linkedinOrganizationId) return false;
      setError(t('invalid'));
    },
  });
  return (
    <form
      className="card stack"
      aria-labelledby="linkedin-organization-title"
      onSubmit={(event) => {
        event.preventDefault();
        const id = value.trim();
        if (id && !LINKEDIN_ORGANIZATION_ID_PATTERN.test(id)) return setError(t('invalid'));
        setError(undefined);
        update.mutate({ linkedinOrganizationId: id });
      }}
    >
      <h2 id="linkedin-organization-title" className="h3">
        {t('title')}
      </h2>
      <p className="muted small">{t('hint')}</p>
      <div className="field">
        <label htmlFor={FIELD}>{t('label')}</label>
        <input
          id={FIELD}
          name="linkedinOrganizationId"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={`p-inputtext p-component${error ? ' p-invalid' : ''}${value ? ' p-filled' : ''}`}
          aria-invalid={Boolean(error)}
          aria-describedby={`${FIELD}-help${error ? ` ${FIELD}-error` : ''}`}
        />
        <small id={`${FIELD}-help`} className="muted small">
          {t('help')}
        </small>
        <FieldError id={`${FIELD}-error`} message={error} />
      </div>
      <Button type="submit" label={t('save')} loading={update.isPending} disabled={update.isPending} />
    </form>
  );
}
