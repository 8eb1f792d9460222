import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema';
import type { DataExportRow } from './data-exports';

/** One file of the archive: a JSON document, or a stored file (picture, PDF) read when its turn comes. */
export type ArchiveEntry = { name: string; json: unknown } | { name: string; storageKey: string };

export type ArchiveContents = {
  person: { id: number; email: string; firstname: string; locale: string };
  community: { id: number; name: string; slug: string };
  entries: ArchiveEntry[];
};

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
const byKey = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * Everything of the person in the export's community, read in one round of queries per kind
 * (by id list, never a query per item). Secrets stay out: no password hash, no session, reset or
 * review token, no public-link token; a revoked credential (its document erased) is left out.
 */
export async function readArchiveContents(db: Database, job: DataExportRow): Promise<ArchiveContents> {
  const [user] = await db.select().from(s.users).where(eq(s.users.id, job.userId));
  const [community] = await db.select().from(s.communities).where(eq(s.communities.id, job.communityId));
  const groups = await db
    .select({ id: s.groups.id, name: s.groups.name })
    .from(s.groupMemberships)
    .innerJoin(s.groups, eq(s.groups.id, s.groupMemberships.groupId))
    .where(and(eq(s.groupMemberships.userId, user.id), eq(s.groups.communityId, community.id)))
    .orderBy(asc(s.groupMemberships.position));
  const mine = (table: typeof s.experiences | typeof s.stories) => and(eq(table.userId, user.id), eq(table.communityId, community.id));
  const experiences = await db.select().from(s.experiences).where(mine(s.experiences)).orderBy(asc(s.experiences.id));
  const stories = await db.select().from(s.stories).where(mine(s.stories)).orderBy(asc(s.stories.id));
  const eIds = experiences.map((e) => e.id);
  const sIds = stories.map((st) => st.id);
  const [addresses, tags, skills, eGroups, certifications, recognitions, storyItems, sGroups] = await Promise.all([
    eIds.length ? db.select().from(s.addresses).where(inArray(s.addresses.experienceId, eIds)) : [],
    eIds.length
      ? db.select({ experienceId: s.experienceTags.experienceId, name: s.tags.name }).from(s.experienceTags).innerJoin(s.tags, eq(s.tags.id, s.experienceTags.tagId)).where(inArray(s.experienceTags.experienceId, eIds)).orderBy(asc(s.experienceTags.position))
      : [],
    eIds.length ? db.select().from(s.experienceSkills).where(inArray(s.experienceSkills.experienceId, eIds)).orderBy(asc(s.experienceSkills.position)) : [],
    eIds.length
      ? db.select({ experienceId: s.experienceGroups.experienceId, name: s.groups.name }).from(s.experienceGroups).innerJoin(s.groups, eq(s.groups.id, s.experienceGroups.groupId)).where(inArray(s.experienceGroups.experienceId, eIds))
      : [],
    eIds.length ? db.select().from(s.certifications).where(inArray(s.certifications.experienceId, eIds)) : [],
    eIds.length ? db.select().from(s.microRecognitions).where(inArray(s.microRecognitions.experienceId, eIds)).orderBy(asc(s.microRecognitions.id)) : [],
    sIds.length ? db.select().from(s.storyExperiences).where(inArray(s.storyExperiences.storyId, sIds)).orderBy(asc(s.storyExperiences.position)) : [],
    sIds.length ? db.select({ storyId: s.storyGroups.storyId, name: s.groups.name }).from(s.storyGroups).innerJoin(s.groups, eq(s.groups.id, s.storyGroups.groupId)).where(inArray(s.storyGroups.storyId, sIds)) : [],
  ]);
  const rIds = recognitions.map((r) => r.id);
  const cIds = certifications.map((c) => c.id);
  const [messages, recognitionSkills, credentials, portraits, highlights, pdfs, activities] = await Promise.all([
    rIds.length ? db.select().from(s.microRecognitionMessages).where(inArray(s.microRecognitionMessages.microRecognitionId, rIds)).orderBy(asc(s.microRecognitionMessages.id)) : [],
    rIds.length ? db.select().from(s.microRecognitionSkills).where(inArray(s.microRecognitionSkills.microRecognitionId, rIds)).orderBy(asc(s.microRecognitionSkills.position)) : [],
    cIds.length
      ? db.select({ publicId: s.openBadgeCredentials.publicId, document: s.openBadgeCredentials.document }).from(s.openBadgeCredentials).where(and(inArray(s.openBadgeCredentials.certificationId, cIds), isNull(s.openBadgeCredentials.revokedAt), isNull(s.openBadgeCredentials.originalId), isNotNull(s.openBadgeCredentials.document)))
      : [],
    db.select().from(s.portraits).where(and(eq(s.portraits.userId, user.id), eq(s.portraits.communityId, community.id))),
    db.select().from(s.portraitHighlights).where(eq(s.portraitHighlights.portraitId, user.id)).orderBy(asc(s.portraitHighlights.position)),
    db
      .select()
      .from(s.pdfJobs)
      .where(and(eq(s.pdfJobs.userId, user.id), eq(s.pdfJobs.communityId, community.id), eq(s.pdfJobs.status, 'ready'), isNotNull(s.pdfJobs.fileKey), gt(s.pdfJobs.expiresAt, new Date())))
      // Newest first: of several PDFs of one story and type, the archive keeps the latest.
      .orderBy(desc(s.pdfJobs.id)),
    db.select().from(s.activities).where(and(eq(s.activities.userId, user.id), eq(s.activities.communityId, community.id))).orderBy(asc(s.activities.id)),
  ]);

  const entries: ArchiveEntry[] = [];
  const avatar = user.avatarKey ? `profile/avatar.${extensionOf(user.avatarKey)}` : null;
  entries.push({
    name: 'profile.json',
    json: {
      id: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      locale: user.locale,
      status: user.status,
      active: user.active,
      roles: { communityAdmin: user.communityAdmin, groupAdmin: user.groupAdmin, teacher: user.isTeacher },
      avatar: avatar ?? user.avatarUrl,
      community: { name: community.name, slug: community.slug },
      groups: groups.map((g) => g.name),
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
  });
  if (avatar && user.avatarKey) entries.push({ name: avatar, storageKey: user.avatarKey });

  const tagsOf = byKey(tags, (t) => t.experienceId);
  const skillsOf = byKey(skills, (k) => k.experienceId);
  const groupsOf = byKey(eGroups, (g) => g.experienceId);
  const certificationsOf = byKey(certifications, (c) => c.experienceId);
  for (const e of experiences) {
    const picture = e.pictureKey ? `experiences/${e.id}/picture.${extensionOf(e.pictureKey)}` : null;
    const address = addresses.find((a) => a.experienceId === e.id);
    entries.push({
      name: `experiences/${e.id}/experience.json`,
      json: {
        id: e.id,
        date: e.date,
        description: e.description,
        link: e.linkUrl,
        picture: picture?.slice(`experiences/${e.id}/`.length) ?? null,
        sharing: e.sharingParameters,
        groups: (groupsOf.get(e.id) ?? []).map((g) => g.name),
        official: e.official,
        highlight: e.highlight,
        place: address ? { name: address.name, city: address.city, postcode: address.postcode, region: address.administrative, country: address.country, latitude: address.latitude, longitude: address.longitude } : null,
        tags: (tagsOf.get(e.id) ?? []).map((t) => t.name),
        skills: (skillsOf.get(e.id) ?? []).map((k) => ({ id: k.id, parentId: k.parentId, name: k.name, level: k.level, custom: k.custom })),
        certifications: (certificationsOf.get(e.id) ?? []).map((c) => ({ by: c.certificatorName, email: c.certificatorEmail, at: c.createdAt })),
        createdAt: e.createdAt,
        updatedAt: e.updatedAt,
      },
    });
    if (picture && e.pictureKey) entries.push({ name: picture, storageKey: e.pictureKey });
  }

  const itemsOf = byKey(storyItems, (i) => i.storyId);
  const storyGroupsOf = byKey(sGroups, (g) => g.storyId);
  for (const st of stories) {
    entries.push({
      name: `stories/${st.id}.json`,
      json: {
        id: st.id,
        title: st.title,
        description: st.description,
        date: st.date,
        sharing: st.sharingParameters,
        groups: (storyGroupsOf.get(st.id) ?? []).map((g) => g.name),
        official: st.official,
        experiences: (itemsOf.get(st.id) ?? []).map((i) => i.experienceId),
        createdAt: st.createdAt,
        updatedAt: st.updatedAt,
      },
    });
  }

  for (const p of portraits) {
    entries.push({ name: 'portraits/portrait.json', json: { about: p.about, sharing: p.sharingParameters, highlights: highlights.map((h) => h.experienceId), createdAt: p.createdAt, updatedAt: p.updatedAt } });
  }

  const messagesOf = byKey(messages, (m) => m.microRecognitionId);
  const levelsOf = byKey(recognitionSkills, (k) => k.microRecognitionId);
  for (const r of recognitions) {
    entries.push({
      name: `recognitions/${r.id}.json`,
      json: {
        id: r.id,
        experience: r.experienceId,
        title: r.title,
        status: r.status,
        teacher: { firstname: r.teacherFirstName, lastname: r.teacherLastName, email: r.teacherEmail },
        proof: { showsText: r.proofShowsText, showsPicture: r.proofShowsPicture, acceptedAt: r.proofAcceptedAt },
        skills: (levelsOf.get(r.id) ?? []).map((k) => ({ experienceSkill: k.experienceSkillId, learnerLevel: k.studentLevel, teacherLevel: k.teacherLevel })),
        messages: (messagesOf.get(r.id) ?? []).map((m) => ({ author: m.author, kind: m.kind, body: m.body, at: m.createdAt })),
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      },
    });
  }

  // The signed document exactly as issued: a verifier checks its proof against these bytes' content.
  for (const c of credentials) entries.push({ name: `credentials/${c.publicId}.json`, json: c.document });
  for (const pdf of pdfs) {
    const name = pdf.kind === 'portrait' ? 'pdfs/portrait.pdf' : `pdfs/story-${pdf.storyId}-${pdf.type}.pdf`;
    if (!entries.some((entry) => entry.name === name)) entries.push({ name, storageKey: pdf.fileKey! });
  }
  if (activities.length) entries.push({ name: 'activities.json', json: activities.map((a) => ({ kind: a.kind, subject: a.subjectName, experience: a.experienceId, story: a.storyId, at: a.createdAt })) });

  return { person: { id: user.id, email: user.email, firstname: user.firstname, locale: user.locale }, community: { id: community.id, name: community.name, slug: community.slug }, entries };
}
