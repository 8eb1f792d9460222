/** Query keys, one factory per resource; every query and invalidation goes through these. */
export const experienceKeys = {
  all: ['experiences'] as const,
  mine: (page: number) => [...experienceKeys.all, 'mine', page] as const,
  detail: (id: number) => [...experienceKeys.all, 'detail', id] as const,
  public: (token: string) => [...experienceKeys.all, 'public', token] as const,
};

export const communityKeys = {
  skills: () => ['community', 'skills'] as const,
};

export const journalKeys = {
  all: ['journals'] as const,
  list: (scope: unknown, filter: string) => [...journalKeys.all, scope, filter] as const,
};

export const memberKeys = {
  all: ['members'] as const,
  list: (groupId: number | null, page: number) => [...memberKeys.all, groupId ?? 'community', page] as const,
};
