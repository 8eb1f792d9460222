/**
 * The /v2 wire shapes as the front end reads them (camelised): written once, imported by the
 * API client and by the backend serializers alike, so the two cannot drift apart.
 */
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

/** Spec §3 journal pages: paginatedResults and totalPages.pages. */
export type TPaginated<T> = { paginatedResults: T[]; totalPages: { pages: number } };

/** A community skill learners pick from. */
export type TSkill = { id: number; name: string };

/** A location search result (offline gazetteer or Mapbox, same shape). */
export type TPlace = {
  name: string | null;
  city: string | null;
  postcode: string | null;
  administrative: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type TTag = { id: number; name: string; taggableType: 'Experience' };

export type TAddressAttributes = {
  name: string | null;
  city: string | null;
  postcode: string | null;
  administrative: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
};

export type TExperienceSkill = {
  id: number;
  name: string;
  level: number;
  skillableType: 'Experience';
  skillableId: number;
  skillId: number | null;
  custom: boolean;
  skillsAttributes: TExperienceSkill[];
};

export type TAuthorSummary = { id: number; firstname: string; lastname: string; avatarUrl: string | null };

/** E-mail addresses are null for an anonymous reader of a public experience (public-token page). */
export type TMicroRecognition = { id: number; status: string; createdAt: string; updatedAt: string; teacherable: { email: string | null } };

/** Spec §3 Experience, as GET /v2/experiences/{id} returns it (camelised). */
export type TExperience = {
  id: number;
  type: 'Experience';
  description: string;
  date: string;
  createdAt: string;
  updatedAt: string;
  pictureUrl: string | null;
  pictureWidth: number | null;
  pictureHeight: number | null;
  userAttributes: TAuthorSummary;
  addressAttributes: TAddressAttributes | null;
  link: { linkUrl: string } | null;
  tagsAttributes: TTag[];
  skillsAttributes: TExperienceSkill[];
  certificationAttributes: { id: number; certificatorAttributes: { name: string; email: string | null }; updatedAt: string }[];
  sharingParameters: 'private' | 'group' | 'community' | 'public';
  groupIds: number[];
  groups: { id: number; name: string }[];
  official: boolean;
  highlight: boolean;
  microRecognition: TMicroRecognition | null;
  publicToken: string | null;
};

/** Spec §3 Story, as journals and GET /v2/stories/{id} return it (camelised). */
export type TStory = {
  id: number;
  type: 'Story';
  title: string;
  description: string;
  date: string;
  createdAt: string;
  updatedAt: string;
  experiencePictures: { pictureUrl: string }[];
  userAttributes: TAuthorSummary;
  sharingParameters: 'private' | 'group' | 'community' | 'public';
  official: boolean;
  publicToken: string | null;
};

/** Spec §3 journal item: a wrapper holding an experience or a story. */
export type TJournalItem = { journalItem: TExperience | TStory };

export type TMember = Pick<TUser, 'id' | 'firstname' | 'lastname' | 'avatarUrl' | 'status' | 'active' | 'email'>;
