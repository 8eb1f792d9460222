'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLogout } from '@/lib/auth/use-logout';

/**
 * In every signed-in header: PrimeReact's look without its Button, whose tooltip and ripple
 * code would load on every page for this one button (first-load JS).
 */
export function LogoutButton() {
  const t = useTranslations('nav');
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={`p-button p-component p-button-text${pending ? ' p-button-loading p-disabled' : ''}`}
      // Wide headers show the icon alone (globals.css): the tooltip says it in words.
      title={t('logout')}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await logout();
        setPending(false);
      }}
    >
      <span className={`p-button-icon p-c p-button-icon-left pi ${pending ? 'pi-spin pi-spinner' : 'pi-sign-out'}`} aria-hidden="true" />
      <span className="p-button-label p-c">{t('logout')}</span>
    </button>
  );
}
