'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Checkbox } from 'primereact/checkbox';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TManagedMember } from '@/lib/shared/validation/manage-members';

type Props = { member: TManagedMember; selected: boolean; onToggle: (id: number) => void };

/** One member of /admin/manage-members as a card (phone-first: no table wider than 360 px). */
export function MemberCard({ member, selected, onToggle }: Props) {
  const t = useTranslations('manageMembers');
  const tUser = useTranslations('user');
  const format = useFormatter();
  const name = `${member.firstname} ${member.lastname}`;
  const checkboxId = `member-select-${member.id}`;
  const stats = member.statistics;
  return (
    <li className={`member-card${selected ? ' member-card--selected' : ''}`} data-member-id={member.id}>
      <div className="member-card__head">
        <Checkbox inputId={checkboxId} checked={selected} onChange={() => onToggle(member.id)} />
        <UserAvatar user={member} size="sm" alt={tUser('avatarAlt', { name })} />
        <label htmlFor={checkboxId} className="member-card__name">
          {name}
          <span className="member-card__email">{member.email}</span>
        </label>
      </div>
      <p className="member-card__badges">
        {member.label && <span className={`badge badge--${member.label}`}>{t(`label.${member.label}`)}</span>}
        {member.communityAdmin && <span className="badge">{t('role.communityAdmin')}</span>}
        {member.groupAdmin && !member.communityAdmin && <span className="badge">{t('role.groupAdmin')}</span>}
        {member.teacher && <span className="badge">{t('role.teacher')}</span>}
        {member.groups.map((group) => (
          <span key={group.id} className="badge badge--group">
            {group.name}
          </span>
        ))}
      </p>
      <dl className="member-card__stats">
        <div>
          <dt>{t('stats.experiences')}</dt>
          <dd>{stats.experiences}</dd>
        </div>
        <div>
          <dt>{t('stats.stories')}</dt>
          <dd>{stats.stories}</dd>
        </div>
        <div>
          <dt>{t('stats.certified')}</dt>
          <dd>{stats.certifiedExperiences}</dd>
        </div>
        <div>
          <dt>{t('stats.lastActivity')}</dt>
          <dd>{stats.lastActivityAt ? format.dateTime(new Date(stats.lastActivityAt), { dateStyle: 'short' }) : t('stats.never')}</dd>
        </div>
      </dl>
    </li>
  );
}
