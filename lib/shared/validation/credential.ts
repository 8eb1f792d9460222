import { z } from 'zod';

/** VC 2.0 §6.3's media type for a credential (a status list credential is one too). */
export const CREDENTIAL_MEDIA_TYPE = 'application/vc';
/** DID Core's media type for a DID document with its JSON-LD context. */
export const DID_MEDIA_TYPE = 'application/did+ld+json';

/** A credential's public id: the UUID its verify page and download carry. */
export const CREDENTIAL_PUBLIC_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** POST /v2/credentials/verify: any JSON object; what it proves is the answer's business. */
/** A credential's badge image, the credential baked in (OB 3.0 §5.3): its path on the community's origin, through the web server. */
export const BADGE_FORMATS = ['png', 'svg'] as const;
export type TBadgeFormat = (typeof BADGE_FORMATS)[number];
export const credentialBadgePath = (publicId: string, format: TBadgeFormat) => `/api/v2/credentials/${publicId}/badge.${format}`;

export const ZCredentialToVerify = z.record(z.string(), z.unknown());

/**
 * What a credential's check found: its proof (`signature`), its revocation entry (`revoked`, null
 * when the status list could not be read), and the two together as the page shows them.
 */
export const ZCredentialVerification = z.object({
  signature: z.enum(['ok', 'bad']),
  revoked: z.boolean().nullable(),
  status: z.enum(['valid', 'revoked', 'invalid']),
  issuer: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  reason: z.string().nullable(),
});
export type TCredentialVerification = z.infer<typeof ZCredentialVerification>;

const ZSignedSkill = z.object({ name: z.string(), level: z.number().int(), levelName: z.string().nullable() });

/** GET /v2/credentials/{public_id}/verification: what the public verify page shows, and the live check. */
export const ZIssuedCredentialPage = z.object({
  state: z.literal('issued'),
  publicId: z.string(),
  /** The credential's own URL (its verify page), for LinkedIn's certUrl. */
  url: z.string(),
  /** The learner's first name and initial only: the page is public, many learners are minors. */
  learner: z.string(),
  community: z.string(),
  /** The badge's name (the credential's `name`). */
  name: z.string(),
  /** The experience's text, only when the learner chose to show it in the proof. */
  description: z.string().nullable(),
  /** Levels 0–3 (1–4 stars), and the level's name where the credential's rubric names it. */
  skills: z.array(ZSignedSkill),
  teacher: z.string(),
  certifiedAt: z.string(),
  verification: ZCredentialVerification,
  /** The issuing community's LinkedIn organization id, when it set one: LinkedIn then names its page. */
  linkedinOrganizationId: z.string().nullable(),
});

/**
 * A revoked credential (its certification withdrawn, its experience or account deleted): that it
 * was revoked, by whom, when; nothing of the learner or of what was certified, which left with them.
 */
export const ZRevokedCredentialPage = z.object({
  state: z.literal('revoked'),
  publicId: z.string(),
  url: z.string(),
  community: z.string(),
  revokedAt: z.string(),
});

export const ZCredentialPage = z.discriminatedUnion('state', [ZIssuedCredentialPage, ZRevokedCredentialPage]);
export type TCredentialPage = z.infer<typeof ZCredentialPage>;
export type TIssuedCredentialPage = z.infer<typeof ZIssuedCredentialPage>;
export type TRevokedCredentialPage = z.infer<typeof ZRevokedCredentialPage>;

/** The JSON-LD documents served as they are (DID document, credentials): their names are not the API's snake_case. */
export const ZLinkedDataDocument = z.looseObject({ '@context': z.array(z.string()), id: z.string() });

/**
 * GET /v2/users/{id}/open_badges: one credential the learner holds in the session's community.
 * A revoked one says only that and when: its content left with the revocation (name, skills,
 * experience and certification date are null or empty).
 */
export const ZHeldCredential = z.object({
  publicId: z.string(),
  status: z.enum(['valid', 'revoked']),
  /** Its verify page, for LinkedIn's certUrl. */
  url: z.string(),
  community: z.string(),
  linkedinOrganizationId: z.string().nullable(),
  /** The badge's name. */
  name: z.string().nullable(),
  experienceId: z.number().int().nullable(),
  certifiedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  skills: z.array(ZSignedSkill),
});
export type THeldCredential = z.infer<typeof ZHeldCredential>;
