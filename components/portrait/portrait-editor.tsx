'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/prime/button';
import { useState } from 'react';
import { PortraitPdfButton } from '@/components/pdf';
import { getPortraitQueryOptions } from '@/lib/api/portraits';
import { PortraitForm } from './portrait-form';
import { PortraitView } from './portrait-view';

/** The dashboard's portrait tab: the learner's own portrait, prefetched by the page, and its form on demand. */
export function PortraitEditor({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  const t = useTranslations('portrait');
  const [isEditing, setEditing] = useState(false);
  const query = useQuery(getPortraitQueryOptions(userId));

  if (query.isPending) return <p className="card muted">{t('loading')}</p>;
  if (query.isError) return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} isCard />;
  if (isEditing) return <PortraitForm portrait={query.data} onDone={() => setEditing(false)} />;
  return (
    <PortraitView
      portrait={query.data}
      isOwn
      actions={
        <>
          {canEdit && <Button type="button" label={t('edit')} icon="pi pi-pencil" outlined onClick={() => setEditing(true)} />}
          <PortraitPdfButton userId={userId} />
        </>
      }
    />
  );
}
