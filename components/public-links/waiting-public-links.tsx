'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { LoadError } from '@/components/ui/load-error';
import { getWaitingPublicLinksQueryOptions, useDecidePublicLink } from '@/lib/api/public-links';
import { Link } from '@/lib/i18n/navigation';
import { formatRecognitionDate } from '@/lib/shared/format/recognition';
import type { TPublicLinkRequest } from '@/lib/shared/validation/public-links';
import { showToast } from '@/lib/stores/toast-store';

/** Approving is the main way; refusing is marked as the one that takes something back. */
const DECISIONS = [
  { decision: 'approve', icon: 'pi pi-check', danger: false },
  { decision: 'refuse', icon: 'pi pi-times', danger: true },
] as const;

/**
 * /admin/public-links: the public links waiting for this group admin's approval. Each
 * is read first through its page, then approved or refused; focus goes to the heading once the
 * item it was on leaves the list.
 */
export function WaitingPublicLinks({ headingId }: { headingId: string }) {
  const t = useTranslations('publicLinks');
  const locale = useLocale();
  const waiting = useQuery(getWaitingPublicLinksQueryOptions());
  const decide = useDecidePublicLink({
    onSuccess: (decided) => {
      showToast({ severity: 'success', summary: t(decided.publicLink === 'live' ? 'approved' : 'refused') });
      document.getElementById(headingId)?.focus();
    },
  });

  if (waiting.isError) return <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void waiting.refetch()} />;
  if (!waiting.data) return null;
  if (waiting.data.length === 0) return <p className="muted">{t('empty')}</p>;
  const isDeciding = (request: TPublicLinkRequest) => decide.isPending && decide.variables?.kind === request.kind && decide.variables.id === request.id;
  return (
    <ul className="public-link-list stack" aria-label={t('listLabel')}>
      {waiting.data.map((request) => (
        <li key={`${request.kind}-${request.id}`} className="card stack public-link-list__item">
          <p className="muted small">{t(`kind.${request.kind}`)}</p>
          <Link href={`/${request.kind}/${request.id}`} className="public-link-list__title">
            {request.title}
          </Link>
          <p className="muted small">
            {t('requested', { name: `${request.author.firstname} ${request.author.lastname}`, date: formatRecognitionDate(request.requestedAt, locale) })}
          </p>
          <div className="row">
            {DECISIONS.map(({ decision, icon, danger }) => (
              <Button
                key={decision}
                type="button"
                icon={icon}
                label={t(decision)}
                aria-label={t(`${decision}Of`, { title: request.title })}
                severity={danger ? 'danger' : undefined}
                outlined={danger}
                size="small"
                loading={isDeciding(request) && decide.variables?.decision === decision}
                disabled={decide.isPending}
                onClick={() => decide.mutate({ kind: request.kind, id: request.id, decision })}
              />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
