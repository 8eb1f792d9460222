import type { TUser } from '@/lib/shared/validation/user';

/** A front-end user object (as the API client returns it), for unit tests. */
export function aUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: 7,
    email: 'lea@demo.example',
    firstname: 'Léa',
    lastname: 'Lambert',
    locale: 'fr',
    status: 'accepted',
    active: true,
    communityAdmin: false,
    groupAdmin: false,
    avatarUrl: null,
    tutorialSeen: true,
    hasPassword: true,
    groupsAttributes: [{ id: 1, name: 'Seconde A', description: null, logoUrl: null, communityId: 1 }],
    communitiesAttributes: [{ id: 1, name: 'Demo', slug: 'demo', url: 'demo', supportLink: null, logoUrl: null, faviconUrl: null, publicRegistration: false, publicFullNames: false, publicLinks: 'allowed', linkedinOrganizationId: null }],
    activities: [],
    ...overrides,
  };
}
