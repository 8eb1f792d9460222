'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/prime/button';
import { dataExportDownloadUrl, getLatestDataExportQueryOptions, useStartDataExport } from '@/lib/api/data-exports';
import { useErrorToast } from '@/lib/hooks/use-error-toast';
import { DATA_EXPORT_MAX_BYTES } from '@/lib/shared/validation/data-export-rules';

/** The section's anchor: the account deletion dialog links here, so the archive comes first. */
export const DATA_EXPORT_SECTION_ID = 'data-export';

/**
 * "Download my data": asks for the archive, shows its progress while the backend builds it
 * (polled), then the download link and until when it is kept. A failure says why, and offers to ask again.
 * `forMember`: a community admin on a member's page, exporting on their behalf.
 */
export function DataExport({ userId, forMember = false }: { userId: number; forMember?: boolean }) {
  const t = useTranslations('account.dataExport');
  const format = useFormatter();
  const showError = useErrorToast();
  const query = useQuery(getLatestDataExportQueryOptions(userId));
  const start = useStartDataExport();
  const { error } = query;
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);

  const found = query.data;
  const underWay = found?.status === 'queued' || found?.status === 'running';
  // A small archive reads in kilobytes ("0 MB" would look empty).
  const fileSize = (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return (
    <section className="stack" id={DATA_EXPORT_SECTION_ID} aria-labelledby="data-export-title" aria-busy={query.isPending || underWay}>
      <h2 id="data-export-title">{forMember ? t('member.title') : t('title')}</h2>
      <p className="muted">{forMember ? t('member.intro') : t('intro')}</p>
      {underWay && (
        <div className="stack" role="status">
          <p>{t('preparing', { progress: found.progress })}</p>
          <progress max={100} value={found.progress} aria-label={t('progressLabel')} />
        </div>
      )}
      {found?.status === 'ready' && (
        <div role="status">
          <p>{t('ready', { size: fileSize(found.size ?? 0) })}</p>
          <p className="muted">{t('expires', { date: format.dateTime(new Date(found.expiresAt), { dateStyle: 'long' }) })}</p>
        </div>
      )}
      {found?.status === 'failed' && <p role="alert">{found.failure === 'too_large' ? t('tooLarge', { max: fileSize(DATA_EXPORT_MAX_BYTES) }) : t('failed')}</p>}
      {!underWay && !query.isPending && (
        <div className="row">
          {found?.status === 'ready' && (
            <a className="p-button p-component" href={dataExportDownloadUrl(found.id)} download>
              {t('download')}
            </a>
          )}
          <Button label={found ? t('again') : forMember ? t('member.start') : t('start')} outlined={found?.status === 'ready'} loading={start.isPending} onClick={() => start.mutate(userId)} />
        </div>
      )}
    </section>
  );
}
