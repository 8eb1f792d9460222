'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { finishPlatformSignIn } from '@/lib/api/session';
import { useEnterProduct } from '@/lib/auth/use-enter-product';
import { useDescribeError } from '@/lib/hooks/use-error-toast';
import { Link } from '@/lib/i18n/navigation';
import { SELECT_TRAINING_CENTER_PATH } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';
import { clearToasts } from '@/lib/stores/toast-store';
import type { TOauthCallback } from '@/lib/shared/validation/training-center';

/**
 * Spec §2 /auth/moodle_sso_callback: the platform sent the person back with a code. It is handed
 * over once, on arrival (the code is single-use and short-lived, unlike a mailed link), and the
 * person enters the product as after a sign-in; a refusal is explained in place.
 */
export function PlatformCallback({ callback }: { callback: TOauthCallback | null }) {
  const t = useTranslations();
  const enter = useEnterProduct();
  const describe = useDescribeError();
  const handedOver = useRef(false);
  const [failure, setFailure] = useState<string | null>(callback ? null : t('platformSignIn.cancelled'));

  useEffect(() => {
    if (!callback || handedOver.current) return;
    handedOver.current = true;
    finishPlatformSignIn(callback).then(
      (user) => {
        clearToasts();
        useSessionStore.getState().setUser(user);
        enter(user);
      },
      (error: unknown) => {
        useSessionStore.getState().reset();
        const { summary, detail } = describe(error);
        setFailure(detail ?? summary);
      },
    );
  }, [callback, enter, describe]);

  if (failure) {
    return (
      <div className="stack">
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
        <Link href={SELECT_TRAINING_CENTER_PATH}>{t('platformSignIn.again')}</Link>
      </div>
    );
  }
  return (
    <p role="status" className="notice" aria-busy="true">
      <span className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('platformSignIn.signingIn')}
    </p>
  );
}
