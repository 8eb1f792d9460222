/** The spec's named routes (§2), without locale prefix. */
export const ROUTES = {
  dashboardIndex: '/',
  tutorial: '/tutorial',
  auth: '/auth',
  authLoginForm: '/auth/login/form',
  maintenance: '/maintenance',
  storiesId: (id: number | string) => `/stories/${id}`,
  storiesIdEdit: (id: number | string) => `/stories/${id}/edit`,
  experiencesIdEdit: (id: number | string) => `/experiences/${id}/edit`,
} as const;

export const DASHBOARD_TABS = ['index', 'certified', 'experiences', 'stories', 'portrait', 'profile'] as const;
export type TDashboardTab = (typeof DASHBOARD_TABS)[number];

/** The dashboard's index is "/"; its other tabs live under /dashboard so they do not collide with /experiences. */
export const dashboardTabPath = (tab: TDashboardTab) => (tab === 'index' ? '/' : `/dashboard/${tab}`);

/** Spec §2 /auth/select_formation_center: where a sign-in through a training center starts (and starts again). */
export const SELECT_TRAINING_CENTER_PATH = '/auth/select_formation_center';
