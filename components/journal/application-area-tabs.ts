import { getTranslations } from 'next-intl/server';

/** The community admins' areas: the community journal, its members, the official area, the outbox and the training centers. */
export async function applicationAreaTabs() {
  const t = await getTranslations();
  return [
    { key: 'community', href: '/application', label: t('overview.applicationTitle') },
    { key: 'members', href: '/application/members', label: t('overview.membersTab') },
    { key: 'official', href: '/application/official', label: t('overview.officialTitle') },
    { key: 'outbox', href: '/admin/outbox', label: t('outbox.title') },
    { key: 'trainingCenters', href: '/admin/training-centers', label: t('trainingCenters.title') },
  ];
}
