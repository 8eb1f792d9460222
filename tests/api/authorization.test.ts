import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationKey } from '@/server/http/operation';
import { operations } from '@/server/operations';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildAuthorizationWorld, CALLERS, type AuthorizationWorld, type Caller } from '../support/authorization-world';
import { fingerprint } from '../support/fingerprint';
import { bodyOf, EXAMPLES, urlOf } from '../support/operation-examples';

/**
 * The authorization table: for every operation of the OpenAPI document and every caller, the
 * status the server must answer to a valid request (tests/support/operation-examples.ts); a
 * refused write must leave every table and file as it was. An operation without a row fails
 * the suite, so each new endpoint declares its rules here.
 */
const statuses = (all: number, except: Partial<Record<Caller, number>> = {}) =>
  Object.fromEntries(CALLERS.map((c) => [c, except[c] ?? (LIKE[c] && except[LIKE[c]]) ?? all])) as Record<Caller, number>;
/**
 * Unless a row says otherwise, the demo teacher (a member of group A) is answered like the
 * classmate, mistral's teacher like mistral's learner, and the teacher from outside (no
 * session) like a signed-out caller: only the recognition rows tell them apart.
 */
const LIKE: Partial<Record<Caller, Caller>> = { teacher: 'classmate', otherTeacher: 'otherCommunity', external: 'signedOut' };
/** Needs a session: 401 signed out. */
const members = (all: number, except: Partial<Record<Caller, number>> = {}) => statuses(all, { signedOut: 401, ...except });
/** The author's items shared with group A, as each caller reads them. */
const groupItemRead = members(200, { otherGroup: 404, otherCommunity: 404 });
/** Changing the author's group item: only the author; those who see it but did not write it get 403. */
const authorOnly = (ok: number) => members(403, { author: ok, otherGroup: 404, otherCommunity: 404 });
const communityAdminsOnly = members(403, { communityAdmin: 200, otherCommunity: 404 });

const EXPECTED: Record<string, Record<Caller, number>> = {
  'GET /health': statuses(200),
  'GET /healthz': statuses(200),
  'GET /readyz': statuses(200),
  'GET /v2/openapi.json': statuses(200),
  'GET /v2/communities/current': statuses(200),
  'PATCH /v2/communities/current': members(403, { communityAdmin: 200 }),
  'GET /public_api/v1/communities': statuses(200),
  'GET /v2/features': statuses(200),
  'GET /mapbox': statuses(200),
  'GET /v2/skills': members(200),
  'GET /v2/pictures/{file}': statuses(200),
  // Open Badges are public, on their community's host: mistral's host has its own DID, not demo's credentials.
  'GET /.well-known/did.json': statuses(200),
  'GET /v2/credentials/{publicId}': statuses(200, { otherCommunity: 404 }),
  'GET /v2/credentials/{publicId}/verification': statuses(200, { otherCommunity: 404 }),
  'GET /v2/credentials/{publicId}/badge.png': statuses(200, { otherCommunity: 404 }),
  'GET /v2/credentials/{publicId}/badge.svg': statuses(200, { otherCommunity: 404 }),
  // Anyone may check any credential, on any host; it only reads, so a deactivated account may too.
  'POST /v2/credentials/verify': statuses(200),
  'GET /v2/credential_status_lists/{id}': statuses(200, { otherCommunity: 404 }),
  // Only the learner the credential is theirs offers it to a wallet; picking up one's own only reads it, so a deactivated account may too.
  'POST /v2/credentials/{publicId}/wallet_offers': members(404, { author: 201 }),
  // The wallet's steps need no session: the offer's secret, its code and its access token are worth something on their community's host only.
  'GET /v2/wallet_offers/{code}': statuses(200, { otherCommunity: 404 }),
  'POST /v2/oid4vci/token': statuses(200, { otherCommunity: 400 }),
  'POST /v2/oid4vci/credential': statuses(200, { otherCommunity: 401 }),
  'GET /.well-known/openid-credential-issuer': statuses(200),
  'GET /.well-known/oauth-authorization-server': statuses(200),

  // The author's credentials: on mistral's host they belong to another community.
  'POST /v2/login': statuses(200, { otherCommunity: 403 }),
  'POST /v2/refresh': statuses(200),
  'DELETE /v2/logout': members(204),
  'GET /v2/session': members(200),
  // Asking never tells who has an account: the same 202 for everyone.
  'POST /v2/password': statuses(202),
  // Anyone may write to the support desk of the host's community, signed in or not.
  'POST /v2/contacts': statuses(201),
  // Anyone reads a community's own FAQ and legal text; only its community admins write them.
  'GET /v2/community_pages/{kind}': statuses(200),
  'PUT /v2/community_pages/{kind}': members(403, { communityAdmin: 200 }),
  // The link is of demo's: on mistral's host it is worth nothing.
  'PUT /v2/password': statuses(200, { otherCommunity: 422 }),
  // A community's host lists its own centers: demo's named on mistral's host lists none, with a 200.
  'GET /v2/moodle/training_centers': statuses(200),
  'POST /v2/moodle/training_centers': members(403, { communityAdmin: 201 }),
  // Demo's center, read, edited and removed by demo's community admins; on mistral's host it is not found.
  'GET /v2/moodle/training_centers/{id}': communityAdminsOnly,
  'PATCH /v2/moodle/training_centers/{id}': communityAdminsOnly,
  'DELETE /v2/moodle/training_centers/{id}': members(403, { communityAdmin: 204, otherCommunity: 404 }),
  // Demo's center: on mistral's host it is not found.
  'POST /v2/moodle/login_urls': statuses(201, { otherCommunity: 404 }),
  // The platform's code signs in its own learner whoever sends it; a sign-in started on demo's host does not end on mistral's.
  'POST /v2/moodle/oauth_callbacks': statuses(200, { otherCommunity: 404 }),
  'GET /v2/mail_outbox': members(403, { communityAdmin: 200 }),
  // Community admins into any group, group admins into theirs; another community's id is nothing to them.
  'POST /v2/invitation': members(403, { communityAdmin: 201, groupAdmin: 201, otherCommunity: 404 }),
  // An invitation of demo's opens only on demo's host.
  'GET /v2/invitation/{token}': statuses(200, { otherCommunity: 404 }),
  'PUT /v2/invitation': statuses(200, { otherCommunity: 404 }),
  'POST /v2/invitation_links': members(403, { communityAdmin: 201, groupAdmin: 201, otherCommunity: 404 }),
  'DELETE /v2/invitation_links/{id}': members(403, { communityAdmin: 204, groupAdmin: 204, otherCommunity: 404 }),
  'GET /v2/invitation_links/{token}': statuses(200, { otherCommunity: 404 }),
  // Anyone holding a live link may ask; the deactivated account's session is beside the point.
  'POST /v2/invitation_link_registrations': statuses(202, { otherCommunity: 404 }),

  // Demo takes public sign-ups; mistral, the other community's host, does not.
  'PUT /v2/signup': statuses(202, { otherCommunity: 403 }),
  // A link of demo's opens only on demo's host.
  'POST /v2/signup/confirmation': statuses(200, { otherCommunity: 404 }),
  // Asking for the mail again never tells who has a sign-up waiting: the same 202 for everyone.
  'POST /v2/signup/confirmation_mail': statuses(202),
  'POST /v2/email_confirmations': statuses(200, { otherCommunity: 404 }),
  // Credentials and the account are the person's alone: not even a community admin's.
  'PUT /v2/users/{id}/credentials': members(403, { author: 200, otherCommunity: 404 }),
  'DELETE /v2/users/{id}/delete_user_account': members(403, { author: 204, otherCommunity: 404 }),

  'GET /v2/users': members(403, { communityAdmin: 200 }),
  'GET /v2/users/{id}/card': members(200, { otherCommunity: 404 }),
  'GET /v2/users/{id}': members(403, { author: 200, communityAdmin: 200, otherCommunity: 404 }),
  'GET /v2/users/{id}/activities': members(403, { author: 200, communityAdmin: 200, otherCommunity: 404 }),
  'PUT /v2/users/{id}': members(403, { author: 200, communityAdmin: 200, otherCommunity: 404 }),
  // Community admins manage everyone of theirs, group admins their groups' members (here group A's).
  'GET /v2/users/search_users': members(403, { communityAdmin: 200, groupAdmin: 200, otherCommunity: 404 }),
  'PUT /v2/users/activate': members(403, { communityAdmin: 200, groupAdmin: 200, otherCommunity: 404 }),
  'PUT /v2/users/deactivate': members(403, { communityAdmin: 200, groupAdmin: 200, otherCommunity: 404 }),
  'PUT /v2/user_permissions/{id}': members(403, { communityAdmin: 200, groupAdmin: 200, otherCommunity: 404 }),
  // From A to B: the group admin of A does not belong to B.
  'POST /v2/move_users': members(403, { communityAdmin: 200, otherCommunity: 404 }),
  'POST /v2/invitations/preview': members(403, { communityAdmin: 200, groupAdmin: 200, otherCommunity: 404 }),
  'POST /v2/invitations/bulk': members(403, { communityAdmin: 200, groupAdmin: 200, otherCommunity: 404 }),
  // Each caller reads their own community's log: only its admins may.
  'GET /v2/audit_log': members(403, { communityAdmin: 200 }),
  // Each caller names their own community: everyone may list the groups they act on.
  'GET /v2/groups/search_groups': members(200),
  'GET /v2/groups/{id}': members(200, { otherCommunity: 404 }),
  // Community admins create groups; mistral's learner names demo's community: not found.
  'POST /v2/groups': members(403, { communityAdmin: 201, otherCommunity: 404 }),
  // Community admins edit any group, group admins theirs (a fresh group of theirs each time).
  'PUT /v2/groups/{id}': members(403, { communityAdmin: 200, groupAdmin: 200, otherCommunity: 404 }),
  'DELETE /v2/tags/{id}': members(403, { communityAdmin: 204, groupAdmin: 204, otherCommunity: 404 }),

  'GET /v2/experiences': members(200),
  // A deactivated account reads but does not write.
  'POST /v2/experiences': members(201, { deactivated: 403 }),
  'GET /v2/experiences/public_experience': statuses(200, { otherCommunity: 404 }),
  'GET /v2/experiences/{id}': groupItemRead,
  'PATCH /v2/experiences/{id}': authorOnly(200),
  'DELETE /v2/experiences/{id}': authorOnly(204),
  'GET /v2/experience_pictures/{id}': groupItemRead,
  'PATCH /v2/experience_pictures/{id}': authorOnly(200),
  'POST /v2/stories': members(201, { deactivated: 403 }),
  'GET /v2/stories/public_story': statuses(200, { otherCommunity: 404 }),
  'GET /v2/stories/{id}': groupItemRead,
  'PUT /v2/stories/{id}': authorOnly(200),
  'PUT /v2/stories/{id}/story_experiences': authorOnly(200),
  'DELETE /v2/stories/{id}': authorOnly(204),
  // Demo asks for approval: group admins decide for their groups' learners (the author is in A), community admins for all; nobody for their own link.
  'GET /v2/public_links': members(403, { groupAdmin: 200, communityAdmin: 200 }),
  'POST /v2/public_links/{kind}/{id}/decision': members(403, { groupAdmin: 200, communityAdmin: 200, otherCommunity: 404 }),
  // A PDF is its author's: readers of the story may not ask; a job is seen only by who asked (a deactivated author still may: it reads).
  'POST /v2/story_pdfs': authorOnly(201),
  'GET /v2/story_pdfs/{id}/status': members(404, { author: 200 }),
  'GET /v2/story_pdfs/{id}': members(404, { author: 200 }),
  'POST /v2/portrait_pdfs': authorOnly(201),
  'GET /v2/portrait_pdfs/{id}/status': members(404, { author: 200 }),
  'GET /v2/portrait_pdfs/{id}': members(404, { author: 200 }),
  // A person's data is theirs and, on their behalf, their community admins'; a deactivated person still may (it only reads).
  'POST /v2/users/{id}/data_exports': members(403, { author: 202, communityAdmin: 202, otherCommunity: 404 }),
  'GET /v2/users/{id}/data_exports/latest': members(403, { author: 200, communityAdmin: 200, otherCommunity: 404 }),
  // A learner's Open Badges are theirs alone: not even a community admin's to list.
  'GET /v2/users/{id}/open_badges': members(403, { author: 200, otherCommunity: 404 }),
  'GET /v2/data_exports/{id}/download': members(403, { author: 200, communityAdmin: 200, otherCommunity: 404 }),
  // The author's portrait is shared with group A, like their items.
  'GET /v2/portraits/{id}': groupItemRead,
  'PUT /v2/portraits/{id}': authorOnly(200),

  'GET /v2/journal_items/': members(200),
  'GET /v2/journal_items': members(200),
  'GET /v2/journal_items/user_recommendation_journal': members(200),
  'GET /v2/journal_items/{userId}/user_journal': members(200, { otherCommunity: 404 }),
  'GET /v2/journal_items/{communityId}/official_journal': members(200, { otherCommunity: 404 }),
  'GET /v2/group_journal_items': communityAdminsOnly,
  'GET /v2/community_journal_items': communityAdminsOnly,

  // The learner's request is theirs and its reviewer's; the teacher from outside acts with the mailed link.
  'GET /v2/teachers': members(200),
  'POST /v2/micro_recognitions': authorOnly(201),
  'GET /v2/micro_recognitions/review': members(200),
  'GET /v2/micro_recognitions/review/count': members(200),
  // Asking for a fresh link never tells anything: the same 202 for everyone.
  'POST /v2/micro_recognitions/review_links': statuses(202),
  'GET /v2/micro_recognitions/{id}': members(404, { author: 200, teacher: 200, external: 200 }),
  'PATCH /v2/micro_recognitions/{id}': members(404, { author: 200, teacher: 403, deactivated: 403 }),
  'DELETE /v2/micro_recognitions/{id}': members(404, { author: 204, teacher: 403, deactivated: 403 }),
  'POST /v2/micro_recognitions/{id}/review': members(404, { teacher: 200, external: 200, author: 403, deactivated: 403 }),
  // The teacher who certified or a community admin; those who see the experience get 403.
  'DELETE /v2/certifications/{id}': members(403, { teacher: 204, communityAdmin: 204, otherGroup: 404, otherCommunity: 404 }),

  // No Unsplash key in the test deployment: members learn the feature is off, strangers nothing.
  'GET /unsplash': members(404),
  'GET /trackUnsplashDownload': members(404),
  'GET /unsplashPicture': members(404),
};

let api: TestApi;
let world: AuthorizationWorld;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildAuthorizationWorld(api);
});
afterAll(() => api.close());

describe('authorization table', () => {
  it('has a row and an example for every operation of the OpenAPI document, and none for an operation it lacks', () => {
    const documented = operations.map(operationKey).sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(documented);
    expect(Object.keys(EXAMPLES).sort()).toEqual(documented);
  });

  describe.each(Object.entries(EXPECTED))('%s', (key, expected) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const request = await EXAMPLES[key](world, caller);
      const token = request.token === undefined ? world.tokens[caller] : request.token;
      const isWrite = request.method !== 'GET';
      const before = isWrite ? await fingerprint(api) : null;
      // Each caller from an address of its own, as in a school: per-address limits are the rate-limit suite's business.
      const headers = { 'x-forwarded-for': `10.0.0.${CALLERS.indexOf(caller) + 1}` };
      const res = await api.request(urlOf(request), { method: request.method, host: world.hostOf(caller), token: token ?? undefined, headers, ...(await bodyOf(request)) });
      expect(res.status, `${key} as ${caller}: ${await res.clone().text()}`).toBe(expected[caller]);
      if (before && res.status >= 400) expect(await fingerprint(api), `${key} as ${caller} changed data`).toEqual(before);
      // A write that was let through may leave work running (a PDF, an export): it lands now, not in the next case's fingerprint.
      if (isWrite && res.status < 400) await Promise.all([api.deps.pdfs.idle(), api.deps.dataExports.idle()]);
    });
  });
});
