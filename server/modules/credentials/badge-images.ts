import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync } from '@resvg/resvg-js';
import { localeOrDefault } from '@/lib/shared/i18n/locales';
import type { TBadgeFormat } from '@/lib/shared/validation/credential';
import type { Database } from '../../db/client';
import { NOTO_SANS, notoSansFile } from '../../platform/fonts';
import { BADGE_SIZE, badgeArtwork, type BadgeArtwork } from './badge-artwork';
import { bakePng, bakeSvg } from './badge-baking';
import { findPublicCredential, issuedDocument, signedSkills, type StoredCredential } from './public-credentials';

/** The web app's public folder: a community's logo is one of its files (`/communities/demo.svg`). */
const PUBLIC_FOLDER = fileURLToPath(new URL('../../../public/', import.meta.url));
const LOGO_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };
const LOGO_MAX_BYTES = 512 * 1024;

/**
 * The community's logo when it is a file of this deployment; any other address is left out: a
 * badge is drawn from what is here, never from the network.
 */
async function communityLogo(logoUrl: string | null): Promise<BadgeArtwork['logo']> {
  const match = logoUrl ? /^\/[\w/-]+(\.svg|\.png|\.jpe?g)$/i.exec(logoUrl) : null;
  if (!logoUrl || !match) return null;
  const bytes = await readFile(path.join(PUBLIC_FOLDER, logoUrl)).catch(() => null);
  if (!bytes || bytes.length > LOGO_MAX_BYTES) return null;
  return { mediaType: LOGO_TYPES[match[1].toLowerCase()], bytes };
}

const FONT_FILES = [notoSansFile('400Regular'), notoSansFile('600SemiBold'), notoSansFile('700Bold')];

/**
 * Rasterising is the one costly step (fonts parsed, text shaped: tens of milliseconds of CPU);
 * reading the credential, drawing and baking cost well under one. The rasters of the latest
 * badges are kept in memory, keyed by the artwork's own hash, so that a new logo or an edited
 * community name draws anew and nothing served is ever stale. Revocation is read from the
 * database on every request before this cache is asked, so it shows at once; what is kept is
 * the artwork alone (no credential), dropped with the oldest entries.
 */
const RASTERS_KEPT = 64;
const rasters = new Map<string, Promise<Buffer>>();

function raster(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('hex');
  const kept = rasters.get(key);
  if (kept) {
    rasters.delete(key);
    rasters.set(key, kept);
    return kept;
  }
  // Only the package's font files: the same pixels on every machine, whatever fonts it has.
  const drawn = renderAsync(svg, {
    fitTo: { mode: 'width', value: BADGE_SIZE },
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: NOTO_SANS, sansSerifFamily: NOTO_SANS },
    logLevel: 'off',
  }).then((image) => image.asPng());
  drawn.catch(() => rasters.delete(key));
  rasters.set(key, drawn);
  if (rasters.size > RASTERS_KEPT) rasters.delete(rasters.keys().next().value!);
  return drawn;
}

/**
 * A credential's badge image, with the signed credential baked in, on its community's host only
 * (404 otherwise), 410 CREDENTIAL_REVOKED once revoked, like its JSON. The artwork shows what
 * the signed credential says, in its language.
 */
export async function bakedBadge(db: Database, appOrigin: string, publicId: string, communityId: number, format: TBadgeFormat): Promise<Buffer | string> {
  const found = await findPublicCredential(db, publicId, communityId);
  const document = issuedDocument(found, appOrigin) as StoredCredential;
  const svg = badgeArtwork({
    locale: localeOrDefault(document.credentialSubject.achievement.inLanguage ?? ''),
    name: document.name,
    issuer: document.issuer?.name ?? found.community.name,
    logo: await communityLogo(found.community.logoUrl),
    certifiedAt: new Date(document.validFrom),
    skills: signedSkills(document),
  });
  return format === 'svg' ? bakeSvg(svg, document) : bakePng(await raster(svg), document);
}
