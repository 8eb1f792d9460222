/**
 * Query keys, one factory per resource; every query goes through these. A list's prefix
 * (every page, every filter) is what a write invalidates, since all of them go stale at once.
 */
export const experienceKeys = {
  all: ['experiences'] as const,
  mine: () => [...experienceKeys.all, 'mine'] as const,
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

export const activityKeys = {
  all: ['activities'] as const,
  of: (userId: number) => [...activityKeys.all, userId] as const,
};

export const portraitKeys = {
  all: ['portraits'] as const,
  of: (userId: number) => [...portraitKeys.all, userId] as const,
};

export const recognitionKeys = {
  all: ['recognitions'] as const,
  teachers: (communityId: number, studentId: number) => [...recognitionKeys.all, 'teachers', communityId, studentId] as const,
  one: (id: number, token: string | null = null) => [...recognitionKeys.all, 'one', id, token] as const,
  review: () => [...recognitionKeys.all, 'review'] as const,
};

/** /admin/manage-members: the table (every search, sort and page) and the audit log go stale together after a change. */
export const manageMemberKeys = {
  all: ['manage-members'] as const,
  search: (params: unknown) => [...manageMemberKeys.all, 'search', params] as const,
  audit: (page: number) => [...manageMemberKeys.all, 'audit', page] as const,
};

export const groupKeys = {
  all: ['groups'] as const,
  list: (communityId: number) => [...groupKeys.all, 'list', communityId] as const,
  info: (groupId: number) => [...groupKeys.all, 'info', groupId] as const,
};

/** /admin/training-centers: the list and each center's details go stale together after an edit or a removal. */
export const trainingCenterKeys = {
  all: ['training-centers'] as const,
  list: () => [...trainingCenterKeys.all, 'list'] as const,
  details: (id: number) => [...trainingCenterKeys.all, 'details', id] as const,
};

export const dataExportKeys = {
  all: ['dataExports'] as const,
  latest: (userId: number) => [...dataExportKeys.all, 'latest', userId] as const,
};

export const publicLinkKeys = {
  all: ['public-links'] as const,
  waiting: () => [...publicLinkKeys.all, 'waiting'] as const,
};

/** The deployment's optional integrations (GET /v2/features): fixed while it runs. */
export const featureKeys = {
  all: ['features'] as const,
};

export const unsplashKeys = {
  search: (query: string) => ['unsplash', query] as const,
};
