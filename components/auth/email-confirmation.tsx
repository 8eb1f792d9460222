'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useState } from 'react';
import { useConfirmEmail } from '@/lib/api/account';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { showToast } from '@/lib/stores/toast-store';

/**
 * The new address's link. Confirmed by a press, not on load: mail scanners open links, and a
 * GET must not change an account.
 */
export function EmailConfirmation({ token }: { token: string }) {
  const t = useTranslations();
  const [linkSpent, setLinkSpent] = useState(false);
  const confirm = useConfirmEmail({ onInvalidLink: () => setLinkSpent(true) });

  if (linkSpent) {
    return (
      <p role="alert" className="notice notice--error">
        {t('errors.server.INVALID_CONFIRMATION')}
      </p>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div role="status" className="notice stack">
        <p>{t('emailConfirmation.done', { email: confirm.data.email })}</p>
        <Link href={ROUTES.dashboardIndex}>{t('emailConfirmation.continue')}</Link>
      </div>
    );
  }
  return (
    <Button
      label={confirm.isPending ? t('emailConfirmation.submitting') : t('emailConfirmation.submit')}
      loading={confirm.isPending}
      disabled={confirm.isPending}
      onClick={() => confirm.mutate(token, { onSuccess: () => showToast({ severity: 'success', summary: t('toasts.emailUpdated') }) })}
    />
  );
}
