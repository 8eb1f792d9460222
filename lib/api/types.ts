/** API shapes after the client camelises them (spec §3). */
export type TCommunity = {
  id: number;
  name: string;
  slug: string;
  url: string;
  supportLink: string | null;
  logoUrl: string | null;
  faviconUrl: string | null;
};

export type TGroupSummary = { id: number; name: string; description: string | null; logoUrl: string | null; communityId: number };

export type TUser = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  locale: string;
  status: 'pending' | 'accepted';
  active: boolean;
  communityAdmin: boolean;
  groupAdmin: boolean;
  avatarUrl: string | null;
  tutorialSeen: boolean;
  groupsAttributes: TGroupSummary[];
  communitiesAttributes: TCommunity[];
  activities: unknown[];
};
