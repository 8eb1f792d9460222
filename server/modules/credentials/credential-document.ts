import 'server-only';
import { createHash } from 'node:crypto';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { credentialBadgePath } from '@/lib/shared/validation/credential';
import { OB_V3_CONTEXT, OB_V3_EXTENSIONS_CONTEXT, VC_V2_CONTEXT } from './contexts';
import { credentialPagePath, type IssuerIdentity } from './issuer-identity';
import { statusListUrl } from './status-lists';

/** What an Open Badge says of one certified experience, its words in the learner's language. */
export type CertifiedExperience = {
  locale: TLocale;
  /** Who validated it, for whom: "Experience validated by Thomas Tuteur, teacher, for Demo." */
  criteria: string;
  /** The achievement's description when the experience's text is not shown: what kind of thing was recognised, and where. */
  achievementDescription: string;
  /** The names of the four levels (1 to 4 stars), the product's one scale. */
  levelNames: string[];
  /** The badge's name (the achievement's and the credential's). */
  title: string;
  community: { name: string };
  /** The experience's text and picture, each only when the learner agreed to show it (null otherwise). */
  experience: { description: string | null; pictureKey: string | null };
  /** The experience's public page when it is public and its text shown: the badge's evidence; null otherwise. */
  publicUrl: string | null;
  learnerEmail: string;
  certifiedAt: Date;
  /** Levels 0–3 as experiences store them: 1–4 stars. */
  skills: { name: string; level: number }[];
};

export type CredentialPlacement = { publicId: string; statusListId: number; statusIndex: number; identitySalt: string };

/** The contexts every OpenBadgeCredential of ours names, in order. */
export const OPEN_BADGE_CONTEXTS = [VC_V2_CONTEXT, OB_V3_CONTEXT, OB_V3_EXTENSIONS_CONTEXT];

/** The 1EdTech JSON Schema an AchievementCredential is validated against (OB 3.0 §B.1, credentialSchema). */
export const ACHIEVEMENT_CREDENTIAL_SCHEMA = 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

/** OB 3.0 IdentityObject: `sha256$` and the hex digest of the address followed by the salt. */
export const identityHash = (email: string, salt: string) => `sha256$${createHash('sha256').update(email.trim().toLowerCase() + salt).digest('hex')}`;

/**
 * The unsigned OpenBadgeCredential (OB 3.0 on the VC 2.0 data model). The learner appears only as
 * a salted hash of their address (many are minors). Each skill is a result description whose
 * rubric is the product's one scale, four levels named in the learner's language (1 to 4, as the
 * stars and the verify page count them); the subject's result names the level achieved. The
 * criteria name the teacher who validated it. The experience's text, picture and page appear only
 * when the learner agreed and the experience is public: a private one is nobody else's to read.
 */
export function openBadgeCredential(identity: IssuerIdentity, source: CertifiedExperience, placement: CredentialPlacement) {
  const id = `${identity.origin}${credentialPagePath(placement.publicId)}`;
  const achievementId = `${id}#achievement`;
  const name = source.title;
  // The achievement's image is its badge, drawn by the product with this credential baked in; the
  // experience's picture only where the learner agreed to show it, as the credential's own image.
  const badge = { id: `${identity.origin}${credentialBadgePath(placement.publicId, 'png')}`, type: 'Image' };
  const picture = source.experience.pictureKey ? { id: `${identity.origin}/api/v2/pictures/${source.experience.pictureKey}`, type: 'Image' } : undefined;
  const skillId = (position: number) => `${achievementId}-skill-${position + 1}`;
  const levelId = (position: number, stars: number) => `${skillId(position)}-level-${stars}`;
  return {
    '@context': OPEN_BADGE_CONTEXTS,
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: identity.did, type: ['Profile'], name: source.community.name, url: identity.origin },
    validFrom: source.certifiedAt.toISOString(),
    awardedDate: source.certifiedAt.toISOString(),
    name,
    ...(source.experience.description !== null && { description: source.experience.description }),
    ...(picture && { image: picture }),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: identityHash(source.learnerEmail, placement.identitySalt), salt: placement.identitySalt }],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: 'Achievement',
        name,
        description: source.experience.description ?? source.achievementDescription,
        criteria: { narrative: source.criteria },
        inLanguage: source.locale,
        image: badge,
        ...(source.skills.length > 0 && {
          resultDescription: source.skills.map((skill, position) => ({
            id: skillId(position),
            type: ['ResultDescription'],
            name: skill.name,
            resultType: 'RubricCriterionLevel',
            rubricCriterionLevel: source.levelNames.map((levelName, index) => ({
              id: levelId(position, index + 1),
              type: ['RubricCriterionLevel'],
              name: levelName,
              level: String(index + 1),
            })),
          })),
        }),
      },
      ...(source.skills.length > 0 && {
        result: source.skills.map((skill, position) => ({ type: ['Result'], resultDescription: skillId(position), achievedLevel: levelId(position, skill.level + 1) })),
      }),
    },
    ...(source.publicUrl && { evidence: [{ id: source.publicUrl, type: ['Evidence'], name }] }),
    credentialSchema: [{ id: ACHIEVEMENT_CREDENTIAL_SCHEMA, type: '1EdTechJsonSchemaValidator2019' }],
    credentialStatus: revocationEntry(identity.origin, placement.statusListId, placement.statusIndex),
  };
}

/** A credential's place in its community's revocation list (Bitstring Status List §2.1). */
export function revocationEntry(origin: string, statusListId: number, statusIndex: number) {
  const statusList = statusListUrl(origin, statusListId);
  return {
    id: `${statusList}#${statusIndex}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(statusIndex),
    statusListCredential: statusList,
  };
}
