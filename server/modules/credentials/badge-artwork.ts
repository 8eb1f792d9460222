import 'server-only';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { SKILL_LEVEL_MAX } from '@/lib/shared/validation/experience-rules';
import { NOTO_SANS } from '../../platform/fonts';
import { translator } from '../../platform/translations';

/** What a badge image shows: what its credential says, in the credential's language. */
export type BadgeArtwork = {
  locale: TLocale;
  name: string;
  issuer: string;
  /** The community's logo, embedded: a badge image travels alone and fetches nothing. */
  logo: { mediaType: string; bytes: Uint8Array } | null;
  certifiedAt: Date;
  /** Levels 0–3 as the credential's rubric states them: 1–4 stars. */
  skills: { name: string; level: number }[];
};

export const BADGE_SIZE = 512;

/** The product's colours (app/globals.css, the PDFs' theme): communities have no colour of their own, their logo brings it. */
const COLOURS = { brand: '#0f766e', brandWash: '#f0fdfa', ink: '#1f2933', muted: '#52606d', star: '#f59e0b', starOff: '#d9e2ec', white: '#ffffff' };
const MARGIN = 48;
const WIDTH = BADGE_SIZE - 2 * MARGIN;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE and U+FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data or attribute value: a name is the learner's or teacher's words, never markup. */
export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * A line's width in ems, estimated per character (Noto Sans, bold at most): SVG text cannot be
 * measured without a renderer, and a badge needs no better. Lines estimated too wide are
 * squeezed to fit with textLength, so nothing ever runs off the badge.
 */
function ems(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[\s.,:;'’!|iIjlt()[\]]/u.test(char)) width += 0.3;
    else if (/[MWmwΩΨΦΜ@%]/u.test(char)) width += 0.9;
    else if (/\p{Lu}|\p{N}/u.test(char)) width += 0.68;
    else width += 0.58;
  }
  return width;
}

const ellipsis = (text: string, size: number, width: number) => {
  if (ems(text) * size <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && ems(`${chars.join('')}…`) * size > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
};

/** Lines that fit `width` at `size`, cut at spaces (a word longer than a line is cut too); null when more than `maxLines` are needed. */
function wrap(text: string, size: number, width: number, maxLines: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (ems(candidate) * size <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
      while (ems(line) * size > width) {
        const chars = [...line];
        let cut = chars.length - 1;
        while (cut > 1 && ems(chars.slice(0, cut).join('')) * size > width) cut--;
        lines.push(chars.slice(0, cut).join(''));
        line = chars.slice(cut).join('');
      }
    }
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** The achievement's name as large as it fits in three lines: at 128 px the largest size still reads as 11 px text. */
function nameLines(name: string): { size: number; lines: string[] } {
  for (const size of [46, 40, 34, 30]) {
    const lines = wrap(name, size, WIDTH, 3);
    if (lines) return { size, lines };
  }
  const lines = wrap(name, 30, WIDTH, Number.MAX_SAFE_INTEGER) ?? [name];
  return { size: 30, lines: [...lines.slice(0, 2), ellipsis(lines.slice(2).join(' '), 30, WIDTH)] };
}

function text(content: string, attributes: { x: number; y: number; size: number; weight: number; fill: string; anchor?: 'middle' | 'end' }, width: number) {
  const fits = ems(content) * attributes.size <= width;
  return (
    `<text x="${attributes.x}" y="${attributes.y}" font-size="${attributes.size}" font-weight="${attributes.weight}" fill="${attributes.fill}"` +
    (attributes.anchor ? ` text-anchor="${attributes.anchor}"` : '') +
    (fits ? '' : ` textLength="${width}" lengthAdjust="spacingAndGlyphs"`) +
    `>${xmlText(content)}</text>`
  );
}

/** A five-pointed star of diameter `size` centred on (cx, cy). */
function star(cx: number, cy: number, size: number, fill: string) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? size / 2 : size / 4.6;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** The product's one scale: 1 to 4 stars, the achieved ones filled. */
function stars(level: number, right: number, cy: number) {
  const size = 22;
  const gap = 4;
  const count = SKILL_LEVEL_MAX + 1;
  const left = right - count * size - (count - 1) * gap;
  return Array.from({ length: count }, (_, i) => star(left + size / 2 + i * (size + gap), cy, size, i <= level ? COLOURS.star : COLOURS.starOff)).join('');
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function header(artwork: BadgeArtwork) {
  const size = 84;
  const x = (BADGE_SIZE - size) / 2;
  const y = 40;
  if (artwork.logo) {
    return `<image x="${x}" y="${y}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet" href="data:${artwork.logo.mediaType};base64,${base64(artwork.logo.bytes)}"/>`;
  }
  // No logo: a seal with a tick, in the product's colour.
  const c = BADGE_SIZE / 2;
  const cy = y + size / 2;
  return `<circle cx="${c}" cy="${cy}" r="${size / 2}" fill="${COLOURS.brand}"/><path d="M${c - 18} ${cy + 1}l12 12l24 -26" fill="none" stroke="${COLOURS.white}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * The badge's artwork, square (512 units, legible at 128 px): the community's logo and name, the
 * achievement's name, each skill with its certified level in stars, and the date, in the
 * credential's language. Never the learner's name or photo: the image travels on its own.
 * Every text is escaped; a title and description make it readable to a screen reader.
 */
export function badgeArtwork(artwork: BadgeArtwork): string {
  const words = translator(artwork.locale, 'openBadge.artwork');
  const levels = translator(artwork.locale, 'credential');
  const date = new Intl.DateTimeFormat(artwork.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(artwork.certifiedAt);
  const centre = BADGE_SIZE / 2;
  const name = nameLines(artwork.name);
  const lineHeight = Math.round(name.size * 1.15);
  const nameTop = 176;
  const parts = [header(artwork), text(ellipsis(artwork.issuer, 22, WIDTH), { x: centre, y: 156, size: 22, weight: 600, fill: COLOURS.brand, anchor: 'middle' }, WIDTH)];
  name.lines.forEach((line, i) => parts.push(text(line, { x: centre, y: nameTop + Math.round(name.size * 0.95) + i * lineHeight, size: name.size, weight: 700, fill: COLOURS.ink, anchor: 'middle' }, WIDTH)));

  const rowHeight = 36;
  const skillsTop = nameTop + name.lines.length * lineHeight + 18;
  const rows = Math.max(0, Math.floor((440 - skillsTop) / rowHeight));
  const shown = artwork.skills.length > rows ? artwork.skills.slice(0, Math.max(0, rows - 1)) : artwork.skills;
  const starsWidth = 4 * 22 + 3 * 4;
  const skillWidth = WIDTH - starsWidth - 12;
  shown.forEach((skill, i) => {
    const baseline = skillsTop + i * rowHeight + 24;
    parts.push(text(ellipsis(skill.name, 22, skillWidth), { x: MARGIN, y: baseline, size: 22, weight: 400, fill: COLOURS.ink }, skillWidth));
    parts.push(stars(skill.level, BADGE_SIZE - MARGIN, baseline - 8));
  });
  const left = artwork.skills.length - shown.length;
  if (left > 0 && rows > 0) {
    parts.push(text(words('moreSkills', { count: left }), { x: MARGIN, y: skillsTop + shown.length * rowHeight + 24, size: 20, weight: 400, fill: COLOURS.muted }, WIDTH));
  }
  parts.push(text(words('certifiedOn', { date }), { x: centre, y: 470, size: 20, weight: 600, fill: COLOURS.muted, anchor: 'middle' }, WIDTH));

  const description = [
    words('description', { community: artwork.issuer, date }),
    ...artwork.skills.map((skill) => levels('skillLevel', { skill: skill.name, level: skill.level + 1, max: SKILL_LEVEL_MAX + 1 })),
  ].join(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BADGE_SIZE} ${BADGE_SIZE}" width="${BADGE_SIZE}" height="${BADGE_SIZE}" role="img" aria-labelledby="badge-title badge-description">` +
    `<title id="badge-title">${xmlText(artwork.name)}</title><desc id="badge-description">${xmlText(description)}</desc>` +
    `<rect width="${BADGE_SIZE}" height="${BADGE_SIZE}" rx="56" fill="${COLOURS.brand}"/>` +
    `<rect x="16" y="16" width="${BADGE_SIZE - 32}" height="${BADGE_SIZE - 32}" rx="42" fill="${COLOURS.white}"/>` +
    `<path d="M16 440H496V454A42 42 0 0 1 454 496H58A42 42 0 0 1 16 454Z" fill="${COLOURS.brandWash}"/>` +
    `<g font-family="'${NOTO_SANS}', sans-serif">${parts.join('')}</g>` +
    `</svg>`
  );
}
