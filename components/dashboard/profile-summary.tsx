import { getTranslations } from 'next-intl/server';
import type { TUser } from '@/lib/shared/validation/user';
import { primaryRole, userLabel } from '@/lib/shared/roles';

export async function ProfileSummary({ user }: { user: TUser }) {
  const t = await getTranslations();
  const role = primaryRole(user);
  const label = userLabel(user);
  return (
    <dl className="profile-summary">
      <dt>{t('dashboard.profile.email')}</dt>
      <dd>{user.email}</dd>
      <dt>{t('dashboard.profile.community')}</dt>
      <dd>{user.communitiesAttributes[0]?.name ?? '—'}</dd>
      <dt>{t('dashboard.profile.group')}</dt>
      <dd>{user.groupsAttributes[0]?.name ?? '—'}</dd>
      <dt>{t('dashboard.profile.role')}</dt>
      <dd>{t(role ? `roles.${role}` : 'roles.none')}</dd>
      <dt>{t('dashboard.profile.status')}</dt>
      <dd>{label ? t(`userLabel.${label}`) : '—'}</dd>
    </dl>
  );
}
