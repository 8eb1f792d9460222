'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';
import { useRef, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { PasswordInput } from '@/components/ui/password-input';
import { useDeleteAccount } from '@/lib/api/account';
import { useFreshNavigation } from '@/lib/hooks/use-fresh-navigation';
import { ROUTES } from '@/lib/routes';
import { showToast } from '@/lib/stores/toast-store';
import { useSessionStore } from '@/lib/stores/session-store';
import { DELETION_REASONS, type TDeletionReason } from '@/lib/shared/validation/account';
import { DATA_EXPORT_SECTION_ID } from './data-export';

/**
 * Deleting one's account (spec §7 delete_user_account): a dialog says what goes, asks an
 * optional reason from a closed list and the password (or, for an account without one, its
 * address), and offers the data export first; then toast accountDeleted and back to /auth.
 */
export function DeleteAccount({ userId, hasPassword }: { userId: number; hasPassword: boolean }) {
  const t = useTranslations('account.delete');
  const tRoot = useTranslations();
  const navigation = useFreshNavigation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const confirmationInput = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<TDeletionReason | ''>('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount({ onFieldErrors: (errors) => (errors.password || errors.email ? setError(t('wrongConfirmation')) : false) });
  const field = hasPassword ? 'password' : 'email';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) return setError(tRoot('validation.required', { field: t(field) }));
    remove.mutate(
      { userId, ...(reason && { reason }), [field]: secret },
      {
        onSuccess: () => {
          useSessionStore.getState().reset();
          queryClient.clear();
          showToast({ severity: 'success', summary: tRoot('toasts.accountDeleted') });
          navigation.replace(ROUTES.auth);
        },
      },
    );
  };

  return (
    <section className="stack" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <div>
        <Button label={t('open')} severity="danger" outlined onClick={() => setOpen(true)} />
      </div>
      <Dialog
        visible={open}
        onHide={() => setOpen(false)}
        // Focus goes where the person acts, not to the close button PrimeReact would pick.
        onShow={() => confirmationInput.current?.focus()}
        header={t('dialogTitle')}
        modal
        draggable={false}
        style={{ width: 'min(32rem, 92vw)' }}
      >
        <form onSubmit={submit} noValidate className="stack" aria-label={t('dialogTitle')}>
          <p>{t('warning')}</p>
          <p>
            {t('exportFirst')}{' '}
            <a href={`#${DATA_EXPORT_SECTION_ID}`} onClick={() => setOpen(false)}>
              {t('exportFirstLink')}
            </a>
          </p>
          <div className="field">
            <label htmlFor="delete-reason">{t('reason')}</label>
            <select id="delete-reason" className="p-inputtext p-component" value={reason} onChange={(e) => setReason(e.target.value as TDeletionReason | '')}>
              <option value="">{t('reasons.none')}</option>
              {DELETION_REASONS.map((code) => (
                <option key={code} value={code}>
                  {t(`reasons.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="delete-confirmation">{t(field)}</label>
            {hasPassword ? (
              <PasswordInput
                id="delete-confirmation"
                autoComplete="current-password"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                invalid={Boolean(error)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'delete-confirmation-error' : undefined}
                ref={confirmationInput}
              />
            ) : (
              <input
                id="delete-confirmation"
                type="email"
                className={`p-inputtext p-component${error ? ' p-invalid' : ''}`}
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? 'delete-confirmation-error' : undefined}
                ref={confirmationInput}
              />
            )}
            <FieldError id="delete-confirmation-error" message={error} />
          </div>
          <div className="row row--end">
            <Button type="button" label={t('cancel')} text onClick={() => setOpen(false)} />
            <Button type="submit" label={remove.isPending ? t('deleting') : t('confirm')} severity="danger" loading={remove.isPending} disabled={remove.isPending || remove.isSuccess} />
          </div>
        </form>
      </Dialog>
    </section>
  );
}
