'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useLogout } from '@/lib/auth/use-logout';

export function LogoutButton() {
  const t = useTranslations('nav');
  const logout = useLogout();
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      icon="pi pi-sign-out"
      label={t('logout')}
      text
      loading={pending}
      onClick={async () => {
        setPending(true);
        await logout();
        setPending(false);
      }}
    />
  );
}
