import type { TRole } from '@/lib/shared/roles';

/**
 * Spec §2 guards. restricted: a login is needed; guest: the logged-out pages, which send a
 * signed-in user to the dashboard; public: no guard. disableUser keeps deactivated accounts out:
 * of the admin pages, and of every page that only exists to write (the backend refuses their writes).
 */
export type TRouteRule = {
  access: 'public' | 'restricted' | 'guest';
  roles?: readonly TRole[];
  disableUser?: boolean;
  /** Where a visitor without a session goes instead of the login form: the landing, for the front door. */
  signedOut?: 'landing';
};

const DIGITS = '\\d+';
const rule = (pattern: string, value: TRouteRule) => ({ pattern: new RegExp(`^${pattern}$`), value });

const RULES = [
  rule('/(experiences|stories)/public/[^/]+', { access: 'public' }),
  // Not in the spec: an Open Badge's verify page, for whoever the learner shows it to.
  rule('/credentials/[0-9a-f-]{36}', { access: 'public' }),
  rule('/auth(/login/form)?', { access: 'guest' }),
  rule('/auth/.*', { access: 'public' }),
  rule('/(nouveau-mot-de-passe|password-forgotten|contact|faq|legal|maintenance)', { access: 'public' }),
  // Not in the spec: what the service worker shows for a page never opened on this device, offline.
  rule('/offline', { access: 'public' }),
  rule('/dev(/designSystem)?', { access: 'restricted', roles: ['user', 'communityAdmin'] }),
  rule('/application(/.*)?', { access: 'restricted', roles: ['communityAdmin'], disableUser: true }),
  rule(`/group-overview/${DIGITS}(/.*)?`, { access: 'restricted', roles: ['communityAdmin'], disableUser: true }),
  rule('/admin/(manage-groups|manage-members)', { access: 'restricted', roles: ['groupAdmin'], disableUser: true }),
  // Not in the spec: the public links waiting for approval, for those who approve them.
  rule('/admin/public-links', { access: 'restricted', roles: ['groupAdmin'], disableUser: true }),
  // Not in the spec: the community's mails, its training centers and its privacy rules, for its admins.
  rule('/admin/(outbox|training-centers|privacy)', { access: 'restricted', roles: ['communityAdmin'], disableUser: true }),
  // The front door: someone typing the school's address first meets the landing, not a form.
  rule('/', { access: 'restricted', signedOut: 'landing' }),
  rule('/dashboard/(certified|experiences|stories|portrait|profile)', { access: 'restricted' }),
  rule(`/${DIGITS}/user-overview(/.*)?`, { access: 'restricted' }),
  rule('/create-experience(/(meta|skills))?', { access: 'restricted', disableUser: true }),
  rule('/create-story(/share)?', { access: 'restricted', disableUser: true }),
  rule(`/(experiences|stories)/${DIGITS}/edit(/.*)?`, { access: 'restricted', disableUser: true }),
  rule(`/(experiences|stories)(/${DIGITS})?`, { access: 'restricted' }),
  rule(`/recognition/${DIGITS}/create(/(certificator|remark))?`, { access: 'restricted', disableUser: true }),
  rule(`/recognition/${DIGITS}/success`, { access: 'restricted' }),
  // An external teacher reviews with the mail's token, signed out; the page sends anyone else without a session to sign in.
  rule('/recognition/review', { access: 'public' }),
  rule('/tutorial', { access: 'restricted' }),
  // Not in the spec: the learner's Open Badges.
  rule('/open-badges', { access: 'restricted' }),
];

/** Paths no rule knows are public: they render the 404 page. */
export function routeRuleFor(path: string): TRouteRule {
  return RULES.find((r) => r.pattern.test(path))?.value ?? { access: 'public' };
}
