import { eq } from 'drizzle-orm';
import { certifications, communities, emailConfirmations, invitationLinks, invitations, passwordResets, users } from '@/server/db/schema';
import { digestToken, newOpaqueToken } from '@/server/platform/tokens';
import { badgeSettings } from '@/server/http/context';
import { issueCredentialForCertification } from '@/server/modules/credentials/issuing';
import { createExperience, createGroup, createPortrait, createStory, createUser } from '@/server/seed/fixtures';
import type { TestApi } from './api-harness';
import { buildTwoCommunities, login } from './communities';
import { postExperience, validExperience } from './experiences';
import { jpeg } from './pictures';
import { addTrainingCenter, platformCallback, startTestPlatform } from './training-centers';
import { createPdfReadyStory } from './pdf-stories';
import { recognitionWorld } from './recognitions';

export const SIGNUP_PASSWORD = 'signed up 2026';

/** The callers of the authorization table (issue: "for every operation and every caller"). */
export const CALLERS = ['signedOut', 'author', 'classmate', 'otherGroup', 'groupAdmin', 'communityAdmin', 'deactivated', 'otherCommunity', 'teacher', 'otherTeacher', 'external'] as const;
export type Caller = (typeof CALLERS)[number];
/** Callers of another community, on its own host. */
export const inOtherCommunity = (caller: Caller) => caller === 'otherCommunity' || caller === 'otherTeacher';
/** Callers without a session: nobody, or a teacher from outside holding a mailed review link. */
export const withoutSession = (caller: Caller) => caller === 'signedOut' || caller === 'external';

/**
 * One community (demo) with two groups, A and B, and a member of another community:
 * - author, classmate: learners of group A; otherGroup: a learner of group B;
 * - groupAdmin: group admin of A; communityAdmin: community admin, in no group;
 * - deactivated: a learner of A whose account is switched off;
 * - otherCommunity: a learner of mistral, who calls on their own host with demo's ids;
 * - teacher: a teacher of demo in group A (otherwise a classmate); otherTeacher: a teacher of mistral;
 * - external: a teacher from outside, signed out, with the review link mailed to them (issue 11).
 * The author owns a picture-backed experience and a story of it, both shared with group A, and
 * a public experience in a public story; their portrait is shared with group A too. Demo asks
 * for approval of public links: the public experience and story were approved.
 */
export async function buildAuthorizationWorld(api: TestApi) {
  const { demo, mistral } = await buildTwoCommunities(api);
  // Demo takes public sign-ups, mistral does not (the default); demo's public links wait for approval.
  await api.db.update(communities).set({ publicRegistration: true, publicLinks: 'approval' }).where(eq(communities.id, demo.community.id));
  const groupA = demo.group;
  const groupB = await createGroup(api.db, demo.community.id, { name: 'Seconde B' });
  const member = (local: string, groupIds: number[], extra: Partial<typeof users.$inferInsert> = {}) =>
    createUser(api.db, { email: `${local}@authz.test`, firstname: local, lastname: 'Demo', communityIds: [demo.community.id], groupIds, ...extra });
  const people = {
    author: demo.learner,
    classmate: demo.peer,
    otherGroup: await member('othergroup', [groupB.id]),
    groupAdmin: await member('groupadmin', [groupA.id], { groupAdmin: true }),
    communityAdmin: await member('communityadmin', [], { communityAdmin: true }),
    deactivated: await member('deactivated', [groupA.id]),
    otherCommunity: mistral.learner,
    teacher: await member('teacher', [groupA.id], { isTeacher: true, locale: 'en' }),
    otherTeacher: await createUser(api.db, { email: 'teacher@mistral-authz.test', firstname: 'Tess', lastname: 'Mistral', communityIds: [mistral.community.id], groupIds: [mistral.group.id], isTeacher: true }),
  };
  const tokens: Partial<Record<Caller, string>> = {};
  for (const caller of CALLERS) {
    if (withoutSession(caller)) continue;
    tokens[caller] = (await login(api, people[caller as keyof typeof people].email, inOtherCommunity(caller) ? mistral.host : demo.host)).token;
  }
  // Switched off after signing in: a deactivated account keeps its session and may read.
  await api.db.update(users).set({ active: false }).where(eq(users.id, people.deactivated.id));

  const created = await postExperience(api, { token: tokens.author!, host: demo.host }, validExperience({ sharing_parameters: 'group', group_ids: [String(groupA.id)] }), await jpeg());
  if (created.status !== 201) throw new Error(`world: experience creation answered ${created.status}`);
  const shared = (await created.json()).data;
  // The world's public items were approved by the group admin: their links are live.
  const approved = { publicLinkRequestedAt: new Date(), publicLinkApprovedAt: new Date(), publicLinkApprovedBy: people.groupAdmin.id };
  const publicOne = await createExperience(api.db, { userId: people.author.id, communityId: demo.community.id, sharingParameters: 'public', ...approved });
  // The public experience is certified, and its Open Badge issued (issue 11).
  const [certification] = await api.db
    .insert(certifications)
    .values({ experienceId: publicOne.id, certificatorName: 'Thomas Tuteur', certificatorEmail: 'teacher@demo.test' })
    .returning();
  const issued = await issueCredentialForCertification(api.db, badgeSettings(api.deps), certification.id);
  const statusList = (issued.document.credentialStatus as { statusListCredential: string }).statusListCredential;

  /** A fresh item of the author's for a write that may succeed, so every cell starts from the same state. */
  const freshExperience = async () =>
    (await createExperience(api.db, { userId: people.author.id, communityId: demo.community.id, sharingParameters: 'group', groupIds: [groupA.id] })).id;
  const freshStory = async () =>
    (await createStory(api.db, { userId: people.author.id, communityId: demo.community.id, sharingParameters: 'group', groupIds: [groupA.id] })).id;
  const sharedStory = await createStory(api.db, { userId: people.author.id, communityId: demo.community.id, sharingParameters: 'group', groupIds: [groupA.id], experienceIds: [shared.id] });
  const publicStory = await createStory(api.db, { userId: people.author.id, communityId: demo.community.id, sharingParameters: 'public', experienceIds: [publicOne.id], ...approved });
  /** A public experience of the author's whose link waits for approval, one per cell (a decision is a write). */
  const freshWaitingLink = async () =>
    (await createExperience(api.db, { userId: people.author.id, communityId: demo.community.id, sharingParameters: 'public', publicLinkRequestedAt: new Date() })).id;
  await createPortrait(api.db, { userId: people.author.id, communityId: demo.community.id, sharingParameters: 'group', groupIds: [groupA.id], highlightedExperienceIds: [shared.id] });
  /** An experience of the caller's own, in the caller's community (the author's for nobody signed in), to put in a story. */
  const freshOwnExperience = async (caller: Caller) => {
    const owner = withoutSession(caller) ? people.author : people[caller as keyof typeof people];
    const communityId = inOtherCommunity(caller) ? mistral.community.id : demo.community.id;
    return (await createExperience(api.db, { userId: owner.id, communityId })).id;
  };

  /** A session of the caller's own for one cell (logout ends it), and a refresh token of the author's. */
  const freshToken = async (caller: Exclude<Caller, 'signedOut' | 'external'>) =>
    (await login(api, people[caller].email, inOtherCommunity(caller) ? mistral.host : demo.host)).token;
  const freshRefreshToken = async () => (await login(api, people.author.email, demo.host)).refreshToken;
  /** A reset link of a demo member of its own: setting a password ends that member's sessions, no caller's. */
  const freshResetToken = async () => {
    const owner = await createUser(api.db, { communityIds: [demo.community.id] });
    const token = newOpaqueToken();
    await api.db.insert(passwordResets).values({ userId: owner.id, communityId: demo.community.id, tokenHash: digestToken(token), expiresAt: new Date(Date.now() + 60_000) });
    return token;
  };
  /** A live invitation link of demo's group A, one per cell (turning it off is a write). */
  const freshInvitationLink = async () => {
    const [link] = await api.db
      .insert(invitationLinks)
      .values({ communityId: demo.community.id, groupId: groupA.id, token: newOpaqueToken(), expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    return link;
  };
  /** A live invitation of a pending person of demo's group A, one per cell (registering spends it). */
  const freshInvitationToken = async () => {
    const invitee = await createUser(api.db, { communityIds: [demo.community.id], groupIds: [groupA.id], status: 'pending', password: null });
    const token = newOpaqueToken();
    await api.db.insert(invitations).values({ userId: invitee.id, communityId: demo.community.id, groupId: groupA.id, tokenHash: digestToken(token), expiresAt: new Date(Date.now() + 60_000) });
    return token;
  };

  /** A confirmation link of demo's of a person of its own: a pending sign-up (password SIGNUP_PASSWORD) or an address change. */
  const freshConfirmationToken = async (purpose: 'signup' | 'emailChange') => {
    const owner = await createUser(api.db, {
      communityIds: [demo.community.id],
      ...(purpose === 'signup' ? { status: 'pending' as const, password: SIGNUP_PASSWORD } : {}),
    });
    const token = newOpaqueToken();
    await api.db.insert(emailConfirmations).values({
      userId: owner.id,
      communityId: demo.community.id,
      purpose,
      newEmail: purpose === 'emailChange' ? `moved-${owner.id}@authz.test` : null,
      tokenHash: digestToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    return token;
  };
  /** A demo learner of group A of their own, signed in: deleting an account must not take a caller's. */
  const freshMember = async () => {
    const person = await createUser(api.db, { communityIds: [demo.community.id], groupIds: [groupA.id] });
    return { id: person.id, token: (await login(api, person.email, demo.host)).token };
  };

  /** A demo learner of group A of their own, not signed in: a change of status or rights must not touch a caller. */
  const freshLearner = (extra: Partial<typeof users.$inferInsert> = {}) => createUser(api.db, { communityIds: [demo.community.id], groupIds: [groupA.id], ...extra });

  // A real learning platform on loopback: a sign-in through a training center needs a code it issued.
  const platform = await startTestPlatform(api, [{ username: 'platform-learner', id: '9001', email: 'platform-learner@authz.test', firstname: 'Pia', lastname: 'Moodle' }]);
  const trainingCenter = await addTrainingCenter(api, { communityId: demo.community.id, baseUrl: platform.baseUrl, groupIds: [groupA.id] });
  /** A training center of demo's for each edit or removal, so the shared one stays as it is. */
  let centers = 0;
  const freshTrainingCenter = () =>
    addTrainingCenter(api, { communityId: demo.community.id, baseUrl: 'https://moodle.example.org', groupIds: [groupA.id], name: `Moodle ${++centers}` });
  /** A code and state of demo's training center, one per cell (a callback spends its state). */
  const freshPlatformCallback = async () => {
    const { code, state } = await platformCallback(api, { host: demo.host, trainingCenterId: trainingCenter.id, username: 'platform-learner' });
    return { code, state };
  };

  // A story with the six pictures a PDF needs, shared with group A; a PDF of it and of the portrait, asked for by the author.
  const pdfStory = await createPdfReadyStory(api, { userId: people.author.id, communityId: demo.community.id, sharingParameters: 'group', groupIds: [groupA.id] });
  const askPdf = async (kind: 'story_pdfs' | 'portrait_pdfs', json: unknown): Promise<number> => {
    const asked = await api.request(`/v2/${kind}`, { method: 'POST', host: demo.host, token: tokens.author, json });
    if (asked.status !== 201) throw new Error(`world: ${kind} answered ${asked.status}`);
    return (await asked.json()).data.id;
  };
  const storyPdfId = await askPdf('story_pdfs', { type: 'default', id: pdfStory.id });
  const portraitPdfId = await askPdf('portrait_pdfs', { id: people.author.id });
  await api.deps.pdfs.idle();
  // The author's data, exported and ready to download.
  const exported = await api.request(`/v2/users/${people.author.id}/data_exports`, { method: 'POST', host: demo.host, token: tokens.author });
  if (exported.status !== 202) throw new Error(`world: data_exports answered ${exported.status}`);
  const dataExportId: number = (await exported.json()).data.id;
  await api.deps.dataExports.idle();

  return {
    api,
    trainingCenter,
    pdfStory: { id: pdfStory.id },
    storyPdfId,
    portraitPdfId,
    dataExportId,
    freshPlatformCallback,
    freshTrainingCenter,
    freshToken,
    freshConfirmationToken,
    freshMember,
    freshLearner,
    groupB,
    freshRefreshToken,
    freshResetToken,
    freshInvitationToken,
    freshInvitationLink,
    demo,
    mistral,
    groupA,
    people,
    tokens,
    shared: { id: shared.id as number, file: (shared.picture_url as string).split('/').pop()! },
    publicToken: publicOne.publicToken,
    credential: { publicId: issued.publicId, document: issued.document, statusListId: Number(statusList.split('/').pop()) },
    freshExperience,
    freshStory,
    freshWaitingLink,
    freshOwnExperience,
    story: { id: sharedStory.id, publicToken: publicStory.publicToken },
    hostOf: (caller: Caller) => (inOtherCommunity(caller) ? mistral.host : demo.host),
    ...(await recognitionWorld(api, { demo, groupA, author: people.author, teacher: people.teacher })),
  };
}

export type AuthorizationWorld = Awaited<ReturnType<typeof buildAuthorizationWorld>>;
