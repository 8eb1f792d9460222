import { getTranslations } from 'next-intl/server';

/** The community admins' areas: the community journal, its members, the official area, the outbox, the training centers, the privacy rules and the public links waiting for approval. */
export async function applicationAreaTabs() {
  const t = await getTranslations();
  return [
    { key: 'community', href: '/application', label: t('overview.applicationTitle') },
    { key: 'members', href: '/application/members', label: t('overview.membersTab') },
    { key: 'official', href: '/application/official', label: t('overview.officialTitle') },
    { key: 'outbox', href: '/admin/outbox', label: t('outbox.title') },
    { key: 'trainingCenters', href: '/admin/training-centers', label: t('trainingCenters.title') },
    { key: 'privacy', href: '/admin/privacy', label: t('privacySettings.title') },
    { key: 'publicLinks', href: '/admin/public-links', label: t('publicLinks.title') },
  ];
}
