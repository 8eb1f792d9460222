'use client';

import { useTranslations } from 'next-intl';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TAuthorSummary } from '@/lib/shared/validation/user';
import { displayName } from '@/lib/shared/roles';
import { Link } from '@/lib/i18n/navigation';
import { RelativeTime } from './relative-time';

/** Spec §2: the viewer's own name goes to /, another author to their overview. */
export function CardAuthor({ author, viewerId, createdAt, certified }: { author: TAuthorSummary; viewerId: number | null; createdAt: string; certified: boolean }) {
  const t = useTranslations('user');
  const name = displayName(author);
  const href = author.id === viewerId ? '/' : `/${author.id}/user-overview`;
  return (
    <div className="experience-card__author">
      {/* Named by the avatar's own words ("Avatar: …"), so that what is seen is what is said. */}
      <Link prefetch={false} href={href} className="card-author__avatar">
        <UserAvatar user={author} size="sm" alt={t('avatarAlt', { name })} certified={certified} certifiedLabel={t('certified')} />
      </Link>
      <div>
        <Link prefetch={false} href={href} className="card-author__name">
          {name}
        </Link>
        <div className="muted small">
          <RelativeTime date={createdAt} />
        </div>
      </div>
    </div>
  );
}
