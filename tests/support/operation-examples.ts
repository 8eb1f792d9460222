import { inOtherCommunity, SIGNUP_PASSWORD, withoutSession, type AuthorizationWorld, type Caller } from './authorization-world';
import { groupMemberships, groupTags } from '@/server/db/schema';
import { findOrCreateTags } from '@/server/modules/tags/tags';
import { createGroup } from '@/server/seed/fixtures';
import { PASSWORD } from './communities';
import { validExperience } from './experiences';
import { experienceForm, jpeg, pictureForm } from './pictures';
import { accessTokenFor, backendPath, ed25519Holder, openOffer, PRE_AUTHORIZED_GRANT, proofJwt } from './wallet';

/**
 * A valid request for every operation of the document, in the authorization world: what the
 * authorization table sends as each caller, and what the fuzzing suite starts from before it
 * breaks one part. Items that a write may change or delete are fresh for each call.
 */
export type ExampleRequest = {
  method: string;
  /** Path with its parameters filled in; the query string, if any, is `query`. */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  /** An `application/x-www-form-urlencoded` body (an OAuth token request). */
  form?: Record<string, string>;
  /** The experience fields of a multipart create, and whether a picture goes along. */
  multipart?: { experience?: Record<string, unknown>; picture: boolean };
  /** Overrides the caller's token: null sends none. */
  token?: string | null;
};
type Example = (w: AuthorizationWorld, caller: Caller) => ExampleRequest | Promise<ExampleRequest>;

const authorOnDemo = (w: AuthorizationWorld) => ({ token: w.tokens.author!, host: w.demo.host });

const get = (path: string, query?: Record<string, string>): Example => () => ({ method: 'GET', path, query });

let invitees = 0;

/** A group of demo's that the group admin (and the author) belong to, with a tag: each write starts from the same state. */
async function freshGroup(w: AuthorizationWorld) {
  const group = await createGroup(w.api.db, w.demo.community.id, { name: `Atelier ${++invitees}` });
  await w.api.db.insert(groupMemberships).values([w.people.groupAdmin.id, w.people.author.id].map((userId) => ({ userId, groupId: group.id, position: 1 })));
  const [tagId] = await findOrCreateTags(w.api.db, w.demo.community.id, ['théâtre']);
  await w.api.db.insert(groupTags).values({ groupId: group.id, tagId });
  return { id: group.id, tagId };
}

export const EXAMPLES: Record<string, Example> = {
  'GET /health': get('/health'),
  'GET /healthz': get('/healthz'),
  'GET /readyz': get('/readyz'),
  'GET /v2/openapi.json': get('/v2/openapi.json'),
  'GET /v2/communities/current': get('/v2/communities/current'),
  // Sets the rule as it already is: the other callers' cells start from the same state.
  'PATCH /v2/communities/current': () => ({ method: 'PATCH', path: '/v2/communities/current', json: { community: { public_full_names: false } } }),
  'GET /public_api/v1/communities': get('/public_api/v1/communities', { 'community[url]': 'demo' }),
  'GET /v2/features': get('/v2/features'),
  'GET /mapbox': get('/mapbox', { query: 'Paris', language: 'fr' }),
  'GET /v2/skills': get('/v2/skills'),
  'GET /v2/pictures/{file}': (w) => ({ method: 'GET', path: `/v2/pictures/${w.shared.file}` }),
  'GET /.well-known/did.json': get('/.well-known/did.json'),
  'GET /v2/credentials/{publicId}': (w) => ({ method: 'GET', path: `/v2/credentials/${w.credential.publicId}` }),
  'GET /v2/credentials/{publicId}/verification': (w) => ({ method: 'GET', path: `/v2/credentials/${w.credential.publicId}/verification` }),
  'GET /v2/credentials/{publicId}/badge.png': (w) => ({ method: 'GET', path: `/v2/credentials/${w.credential.publicId}/badge.png` }),
  'GET /v2/credentials/{publicId}/badge.svg': (w) => ({ method: 'GET', path: `/v2/credentials/${w.credential.publicId}/badge.svg` }),
  'POST /v2/credentials/verify': (w) => ({ method: 'POST', path: '/v2/credentials/verify', json: w.credential.document }),
  'GET /v2/credential_status_lists/{id}': (w) => ({ method: 'GET', path: `/v2/credential_status_lists/${w.credential.statusListId}` }),
  // Wallet pickup: the author's credential, a fresh offer (and token) for each cell, as each is good once.
  'POST /v2/credentials/{publicId}/wallet_offers': (w) => ({ method: 'POST', path: `/v2/credentials/${w.credential.publicId}/wallet_offers` }),
  'GET /v2/wallet_offers/{code}': async (w) => ({ method: 'GET', path: backendPath((await openOffer(w.api, authorOnDemo(w), w.credential.publicId)).credential_offer_uri) }),
  'POST /v2/oid4vci/token': async (w) => {
    const offer = await openOffer(w.api, authorOnDemo(w), w.credential.publicId);
    return { method: 'POST', path: '/v2/oid4vci/token', token: null, form: { grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.code, tx_code: offer.tx_code } };
  },
  'POST /v2/oid4vci/credential': async (w) => {
    const { accessToken, nonce } = await accessTokenFor(w.api, authorOnDemo(w), w.credential.publicId);
    const jwt = await proofJwt(await ed25519Holder(), { aud: new URL(w.credential.document.id as string).origin, nonce });
    return {
      method: 'POST',
      path: '/v2/oid4vci/credential',
      token: accessToken,
      json: { format: 'ldp_vc', credential_definition: { '@context': w.credential.document['@context'], type: ['VerifiableCredential', 'OpenBadgeCredential'] }, proof: { proof_type: 'jwt', jwt } },
    };
  },
  'GET /.well-known/openid-credential-issuer': get('/.well-known/openid-credential-issuer'),
  'GET /.well-known/oauth-authorization-server': get('/.well-known/oauth-authorization-server'),

  // The author's credentials, whoever sends them.
  'POST /v2/login': (w) => ({ method: 'POST', path: '/v2/login', json: { user: { email: w.people.author.email, password: 'journal-demo-2026' } } }),
  'POST /v2/refresh': async (w) => ({ method: 'POST', path: '/v2/refresh', json: { refresh_token: await w.freshRefreshToken() } }),
  // A session of its own each time: logging out must not end the token other requests use.
  'DELETE /v2/logout': async (w, caller) => ({ method: 'DELETE', path: '/v2/logout', token: withoutSession(caller) ? null : await w.freshToken(caller as Exclude<Caller, 'signedOut' | 'external'>) }),
  'GET /v2/session': get('/v2/session'),
  'POST /v2/password': (w) => ({ method: 'POST', path: '/v2/password', json: { user: { email: w.people.author.email } } }),
  'PUT /v2/password': async (w) => ({
    method: 'PUT',
    path: '/v2/password',
    json: { user: { reset_password_token: await w.freshResetToken(), password: 'a new password', password_confirmation: 'a new password' } },
  }),
  'GET /v2/mail_outbox': get('/v2/mail_outbox'),
  // A new address each time: an address that registered is refused with 409.
  'POST /v2/invitation': (w) => ({
    method: 'POST',
    path: '/v2/invitation',
    json: { user: { email: `invitee-${++invitees}@authz.test`, firstname: 'Inès', lastname: 'Invitée' }, group_id: w.groupA.id, community_id: w.demo.community.id },
  }),
  'POST /v2/invitation_links': (w) => ({ method: 'POST', path: '/v2/invitation_links', json: { invitation_link: { group_id: w.groupA.id } } }),
  'DELETE /v2/invitation_links/{id}': async (w) => ({ method: 'DELETE', path: `/v2/invitation_links/${(await w.freshInvitationLink()).id}` }),
  'GET /v2/invitation_links/{token}': async (w) => ({ method: 'GET', path: `/v2/invitation_links/${(await w.freshInvitationLink()).token}` }),
  'POST /v2/invitation_link_registrations': async (w) => ({
    method: 'POST',
    path: '/v2/invitation_link_registrations',
    json: {
      invitation_link: {
        invitation_token: (await w.freshInvitationLink()).token,
        user_attributes: { email: `joiner-${++invitees}@authz.test`, firstname: 'Jo', lastname: 'Inscrit', locale: 'fr' },
      },
    },
  }),
  'GET /v2/invitation/{token}': async (w) => ({ method: 'GET', path: `/v2/invitation/${await w.freshInvitationToken()}` }),
  'PUT /v2/invitation': async (w) => ({
    method: 'PUT',
    path: '/v2/invitation',
    json: { user: { invitation_token: await w.freshInvitationToken(), firstname: 'Inès', lastname: 'Invitée', locale: 'fr', password: 'mon mot de passe', password_confirmation: 'mon mot de passe' }, community_path: 'demo' },
  }),

  'PUT /v2/signup': () => ({
    method: 'PUT',
    path: '/v2/signup',
    json: { user: { email: `signup-${++invitees}@authz.test`, firstname: 'Sami', lastname: 'Signup', locale: 'fr', password: SIGNUP_PASSWORD, password_confirmation: SIGNUP_PASSWORD } },
  }),
  'GET /v2/moodle/training_centers': get('/v2/moodle/training_centers', { 'training_center[community_url]': 'demo' }),
  'POST /v2/moodle/training_centers': (w) => ({
    method: 'POST',
    path: '/v2/moodle/training_centers',
    json: { training_center: { name: 'Moodle', base_url: 'https://moodle.example.org', client_id: 'journal', client_secret: 'secret', group_ids: [w.groupA.id] } },
  }),
  'GET /v2/moodle/training_centers/{id}': (w) => ({ method: 'GET', path: `/v2/moodle/training_centers/${w.trainingCenter.id}` }),
  'PATCH /v2/moodle/training_centers/{id}': async (w) => ({
    method: 'PATCH',
    path: `/v2/moodle/training_centers/${(await w.freshTrainingCenter()).id}`,
    json: { training_center: { name: 'Moodle académique', base_url: 'https://moodle.example.org/moodle', client_id: 'journal-2', client_secret: 'new-secret', group_ids: [w.groupA.id] } },
  }),
  'DELETE /v2/moodle/training_centers/{id}': async (w) => ({ method: 'DELETE', path: `/v2/moodle/training_centers/${(await w.freshTrainingCenter()).id}` }),
  'POST /v2/moodle/login_urls': (w) => ({
    method: 'POST',
    path: '/v2/moodle/login_urls',
    json: { login_url: { training_center_id: w.trainingCenter.id, redirect_host: w.demo.host, locale: 'fr' } },
  }),
  'POST /v2/moodle/oauth_callbacks': async (w) => ({ method: 'POST', path: '/v2/moodle/oauth_callbacks', json: await w.freshPlatformCallback() }),
  'POST /v2/signup/confirmation_mail': (w) => ({ method: 'POST', path: '/v2/signup/confirmation_mail', json: { user: { email: w.people.author.email } } }),
  'POST /v2/signup/confirmation': async (w) => ({ method: 'POST', path: '/v2/signup/confirmation', json: { token: await w.freshConfirmationToken('signup'), password: SIGNUP_PASSWORD } }),
  'POST /v2/email_confirmations': async (w) => ({ method: 'POST', path: '/v2/email_confirmations', json: { token: await w.freshConfirmationToken('emailChange') } }),
  // The author asks for a new address: it waits for its link, so no caller's session or sign-in changes.
  'PUT /v2/users/{id}/credentials': (w) => ({
    method: 'PUT',
    path: `/v2/users/${w.people.author.id}/credentials`,
    json: { user: { email: `author-${++invitees}@authz.test`, current_password: PASSWORD } },
  }),
  // As the author, a fresh member deletes their own account; everyone else aims at that fresh member.
  'DELETE /v2/users/{id}/delete_user_account': async (w, caller) => {
    const member = await w.freshMember();
    return {
      method: 'DELETE',
      path: `/v2/users/${member.id}/delete_user_account`,
      query: { reason: 'noLongerNeeded' },
      json: { user: { password: PASSWORD } },
      ...(caller === 'author' && { token: member.token }),
    };
  },

  'GET /v2/users': get('/v2/users', { page: '0', for_dashboard: 'true' }),
  'GET /v2/users/{id}/card': (w) => ({ method: 'GET', path: `/v2/users/${w.people.author.id}/card` }),
  'GET /v2/users/{id}': (w) => ({ method: 'GET', path: `/v2/users/${w.people.author.id}` }),
  'GET /v2/users/{id}/activities': (w) => ({ method: 'GET', path: `/v2/users/${w.people.author.id}/activities`, query: { page: '0' } }),
  'PUT /v2/users/{id}': (w) => ({ method: 'PUT', path: `/v2/users/${w.people.author.id}`, json: { user: { firstname: 'Léa', locale: 'fr' } } }),
  'GET /v2/users/search_users': (w) => ({
    method: 'GET',
    path: '/v2/users/search_users',
    query: { page: '0', view_option: 'with_statistics', group_id: String(w.groupA.id), search: 'demo', order_by: 'experiences', order_dir: 'desc' },
  }),
  // Fresh people each time: a change of status or rights must not reach a caller of another cell.
  'PUT /v2/users/activate': async (w) => ({ method: 'PUT', path: '/v2/users/activate', json: { user_ids: [(await w.freshLearner({ active: false })).id] } }),
  'PUT /v2/users/deactivate': async (w) => ({ method: 'PUT', path: '/v2/users/deactivate', json: { user_ids: [(await w.freshLearner()).id] } }),
  'PUT /v2/user_permissions/{id}': async (w) => ({ method: 'PUT', path: `/v2/user_permissions/${(await w.freshLearner()).id}`, json: { user: { group_admin: true } } }),
  'POST /v2/move_users': async (w) => ({
    method: 'POST',
    path: '/v2/move_users',
    json: { user_ids: [(await w.freshLearner()).id], current_group_id: w.groupA.id, new_group_id: w.groupB.id },
  }),
  'POST /v2/invitations/preview': (w) => ({
    method: 'POST',
    path: '/v2/invitations/preview',
    json: { group_id: w.groupA.id, community_id: w.demo.community.id, rows: [{ email: `class-${++invitees}@authz.test`, firstname: 'Noé', lastname: 'Classe' }, { email: 'not an address', firstname: 'X', lastname: 'Y' }] },
  }),
  'POST /v2/invitations/bulk': (w) => ({
    method: 'POST',
    path: '/v2/invitations/bulk',
    json: { group_id: w.groupA.id, community_id: w.demo.community.id, locale: 'fr', rows: [{ email: `class-${++invitees}@authz.test`, firstname: 'Noé', lastname: 'Classe' }] },
  }),
  'GET /v2/audit_log': get('/v2/audit_log', { page: '0' }),
  'GET /v2/groups/search_groups': (w, caller) => ({
    method: 'GET',
    path: '/v2/groups/search_groups',
    query: { community_id: String(inOtherCommunity(caller) ? w.mistral.community.id : w.demo.community.id), view: 'dashboard_info' },
  }),
  'GET /v2/groups/{id}': (w) => ({ method: 'GET', path: `/v2/groups/${w.groupA.id}`, query: { view: 'group_info' } }),
  'POST /v2/groups': (w) => ({ method: 'POST', path: '/v2/groups', json: { group: { name: `Terminale ${++invitees}` }, community_id: w.demo.community.id } }),
  'PUT /v2/groups/{id}': async (w) => ({
    method: 'PUT',
    path: `/v2/groups/${(await freshGroup(w)).id}`,
    json: {
      group: {
        name: 'Atelier théâtre',
        description: 'Le mardi soir',
        tags_attributes: [{ name: 'scène', taggable_type: 'Group' }],
        skills_attributes: [{ name: "Parler en public", skillable_type: 'Group' }],
      },
    },
  }),
  'DELETE /v2/tags/{id}': async (w) => {
    const group = await freshGroup(w);
    return { method: 'DELETE', path: `/v2/tags/${group.tagId}`, query: { native_client: 'false', type: 'Group', community: String(w.demo.community.id), group: String(group.id) } };
  },

  'GET /v2/experiences': get('/v2/experiences', { page: '0' }),
  'POST /v2/experiences': () => ({ method: 'POST', path: '/v2/experiences', multipart: { experience: validExperience(), picture: true } }),
  'GET /v2/experiences/public_experience': (w) => ({ method: 'GET', path: '/v2/experiences/public_experience', query: { public_token: w.publicToken } }),
  'GET /v2/experiences/{id}': (w) => ({ method: 'GET', path: `/v2/experiences/${w.shared.id}` }),
  'PATCH /v2/experiences/{id}': async (w) => ({
    method: 'PATCH',
    path: `/v2/experiences/${await w.freshExperience()}`,
    json: { experience: { description: 'Changed', tags_attributes: [{ name: 'musée' }], address_attributes: { city: 'Lyon', latitude: 45.76 } } },
  }),
  'DELETE /v2/experiences/{id}': async (w) => ({ method: 'DELETE', path: `/v2/experiences/${await w.freshExperience()}` }),
  'GET /v2/experience_pictures/{id}': (w) => ({ method: 'GET', path: `/v2/experience_pictures/${w.shared.id}` }),
  'PATCH /v2/experience_pictures/{id}': async (w) => ({ method: 'PATCH', path: `/v2/experience_pictures/${await w.freshExperience()}`, multipart: { picture: true } }),
  'POST /v2/stories': async (w, caller) => ({
    method: 'POST',
    path: '/v2/stories',
    json: { story: { title: 'Une semaine au musée', description: 'Trois visites', date: '2026-03-02T09:00:00.000Z', experience_ids: [await w.freshOwnExperience(caller)] } },
  }),
  'GET /v2/stories/public_story': (w) => ({ method: 'GET', path: '/v2/stories/public_story', query: { public_token: w.story.publicToken } }),
  'GET /v2/stories/{id}': (w) => ({ method: 'GET', path: `/v2/stories/${w.story.id}`, query: { view: 'with_full_experiences' } }),
  'PUT /v2/stories/{id}': async (w) => ({
    method: 'PUT',
    path: `/v2/stories/${await w.freshStory()}`,
    json: { story: { title: 'Changed', sharing_parameters: 'group', group_ids: [w.groupA.id] } },
  }),
  'PUT /v2/stories/{id}/story_experiences': async (w) => ({
    method: 'PUT',
    path: `/v2/stories/${await w.freshStory()}/story_experiences`,
    json: { experience_ids: [w.shared.id] },
  }),
  'DELETE /v2/stories/{id}': async (w) => ({ method: 'DELETE', path: `/v2/stories/${await w.freshStory()}` }),
  'GET /v2/public_links': get('/v2/public_links'),
  'POST /v2/public_links/{kind}/{id}/decision': async (w) => ({
    method: 'POST',
    path: `/v2/public_links/experiences/${await w.freshWaitingLink()}/decision`,
    json: { decision: 'approve' },
  }),
  // Asked again unchanged, the same PDF answers: no render per cell.
  'POST /v2/story_pdfs': (w) => ({ method: 'POST', path: '/v2/story_pdfs', json: { type: 'default', id: w.pdfStory.id } }),
  'GET /v2/story_pdfs/{id}/status': (w) => ({ method: 'GET', path: `/v2/story_pdfs/${w.storyPdfId}/status` }),
  'GET /v2/story_pdfs/{id}': (w) => ({ method: 'GET', path: `/v2/story_pdfs/${w.storyPdfId}` }),
  'POST /v2/portrait_pdfs': (w) => ({ method: 'POST', path: '/v2/portrait_pdfs', json: { id: w.people.author.id } }),
  'GET /v2/portrait_pdfs/{id}/status': (w) => ({ method: 'GET', path: `/v2/portrait_pdfs/${w.portraitPdfId}/status` }),
  'GET /v2/portrait_pdfs/{id}': (w) => ({ method: 'GET', path: `/v2/portrait_pdfs/${w.portraitPdfId}` }),
  // The author's data, whoever asks for it.
  'POST /v2/users/{id}/data_exports': (w) => ({ method: 'POST', path: `/v2/users/${w.people.author.id}/data_exports` }),
  'GET /v2/users/{id}/open_badges': (w) => ({ method: 'GET', path: `/v2/users/${w.people.author.id}/open_badges` }),
  'GET /v2/users/{id}/data_exports/latest': (w) => ({ method: 'GET', path: `/v2/users/${w.people.author.id}/data_exports/latest` }),
  'GET /v2/data_exports/{id}/download': (w) => ({ method: 'GET', path: `/v2/data_exports/${w.dataExportId}/download` }),
  'GET /v2/portraits/{id}': (w) => ({ method: 'GET', path: `/v2/portraits/${w.people.author.id}` }),
  // The author's portrait, saved as it already is: a write that succeeds changes it the same way each time.
  'PUT /v2/portraits/{id}': (w) => ({
    method: 'PUT',
    path: `/v2/portraits/${w.people.author.id}`,
    json: { portrait: { about: 'Curieuse et patiente', highlighted_experience_ids: [w.shared.id], sharing_parameters: 'group', group_ids: [String(w.groupA.id)] } },
  }),

  'GET /v2/journal_items/': get('/v2/journal_items/', { page: '0' }),
  'GET /v2/journal_items': get('/v2/journal_items', { page: '0', only_experiences: 'true' }),
  'GET /v2/journal_items/user_recommendation_journal': get('/v2/journal_items/user_recommendation_journal', { page: '0' }),
  'GET /v2/journal_items/{userId}/user_journal': (w) => ({ method: 'GET', path: `/v2/journal_items/${w.people.author.id}/user_journal`, query: { certified: 'true' } }),
  'GET /v2/journal_items/{communityId}/official_journal': (w) => ({ method: 'GET', path: `/v2/journal_items/${w.demo.community.id}/official_journal` }),
  'GET /v2/group_journal_items': (w) => ({ method: 'GET', path: '/v2/group_journal_items', query: { group_id: String(w.groupA.id), page: '0' } }),
  'GET /v2/community_journal_items': (w) => ({ method: 'GET', path: '/v2/community_journal_items', query: { community_id: String(w.demo.community.id), only_stories: 'true' } }),

  'POST /v2/contacts': () => ({
    method: 'POST',
    path: '/v2/contacts',
    json: { contact: { name: 'Camille Martin', email: 'camille@example.org', subject: 'Mot de passe', message: 'Je ne reçois pas le lien.', locale: 'fr' } },
  }),

  'GET /v2/community_pages/{kind}': get('/v2/community_pages/faq', { locale: 'fr' }),
  'PUT /v2/community_pages/{kind}': () => ({ method: 'PUT', path: '/v2/community_pages/legal', json: { community_page: { locale: 'fr', body: 'Le lycée répond de vos données.' } } }),
  // Issue 11. Each caller asks for their own teachers; writes act on a fresh request each time.
  'GET /v2/teachers': (w, caller) => ({
    method: 'GET',
    path: '/v2/teachers',
    query: {
      'teacher[community_id]': String(inOtherCommunity(caller) ? w.mistral.community.id : w.demo.community.id),
      'teacher[student_id]': String((withoutSession(caller) ? w.people.author : w.people[caller as keyof typeof w.people]).id),
      external_teachers: 'true',
    },
  }),
  'POST /v2/micro_recognitions': async (w) => {
    const { experienceId, skillIds } = await w.freshRecognitionExperience();
    return {
      method: 'POST',
      path: '/v2/micro_recognitions',
      json: { micro_recognition: { experience_id: experienceId, teacher_id: w.people.teacher.id, student_message: 'Pouvez-vous valider ?', skills: [{ skill_id: skillIds[0], level: 3 }], proof_accepted: true } },
    };
  },
  'GET /v2/micro_recognitions/review': get('/v2/micro_recognitions/review?filter=waiting'),
  'GET /v2/micro_recognitions/review/count': get('/v2/micro_recognitions/review/count'),
  'POST /v2/micro_recognitions/review_links': async (w) => ({
    method: 'POST',
    path: '/v2/micro_recognitions/review_links',
    json: { token: (await w.freshExternalRecognition('spent')).token },
  }),
  // The teacher from outside reads with their link, everyone else with their session.
  'GET /v2/micro_recognitions/{id}': async (w, caller) => {
    if (caller !== 'external') return { method: 'GET', path: `/v2/micro_recognitions/${w.openRecognition.id}` };
    const { id, token } = await w.freshExternalRecognition();
    return { method: 'GET', path: `/v2/micro_recognitions/${id}`, query: { token } };
  },
  // The learner answers a question: allowed at once (a reminder would wait 7 days).
  'PATCH /v2/micro_recognitions/{id}': async (w) => ({
    method: 'PATCH',
    path: `/v2/micro_recognitions/${(await w.freshRecognition('student_action')).id}`,
    json: { micro_recognition: { status: 'teacher_action', student_message: 'Voici les photos de mon exposé.' } },
  }),
  'DELETE /v2/micro_recognitions/{id}': async (w) => ({ method: 'DELETE', path: `/v2/micro_recognitions/${(await w.freshRecognition()).id}` }),
  'POST /v2/micro_recognitions/{id}/review': async (w, caller) => {
    const { id, skillIds, token } = caller === 'external' ? await w.freshExternalRecognition() : { ...(await w.freshRecognition()), token: undefined };
    return { method: 'POST', path: `/v2/micro_recognitions/${id}/review`, json: { decision: 'certify', comment: 'Bel exposé.', skills: [{ skill_id: skillIds[0], level: 4 }], ...(token && { token }) } };
  },
  'DELETE /v2/certifications/{id}': async (w) => ({ method: 'DELETE', path: `/v2/certifications/${await w.freshCertification()}` }),

  'GET /unsplash': get('/unsplash', { query: 'museum', page: '1', per_page: '10' }),
  'GET /trackUnsplashDownload': get('/trackUnsplashDownload', { download_location: 'https://api.unsplash.com/photos/abc/download' }),
  'GET /unsplashPicture': get('/unsplashPicture', { url: 'https://images.unsplash.com/photo-1' }),
};

/** The URL of an example, with its query string. */
export const urlOf = (request: Pick<ExampleRequest, 'path' | 'query'>) =>
  request.query && Object.keys(request.query).length ? `${request.path}?${new URLSearchParams(request.query)}` : request.path;

/** The body and its content type, as the API harness sends them. */
export async function bodyOf(request: ExampleRequest): Promise<{ json?: unknown; body?: BodyInit }> {
  if (request.json !== undefined) return { json: request.json };
  // A URLSearchParams body brings its own content type.
  if (request.form) return { body: new URLSearchParams(request.form) };
  if (request.multipart) {
    const picture = request.multipart.picture ? await jpeg(40, 30, '#345678') : null;
    return { body: request.multipart.experience ? experienceForm(request.multipart.experience, picture) : pictureForm(picture) };
  }
  return {};
}
