import 'server-only';
import { crc32 } from 'node:zlib';

/**
 * Baking as Open Badges 3.0 specifies it (§5.3 Baked Badge): a credential with an embedded proof
 * goes into the image as its JSON, once. Both functions replace a credential already baked in.
 */

export const PNG_KEYWORD = 'openbadgecredential';
export const OPEN_BADGES_NAMESPACE = 'https://purl.imsglobal.org/ob/v3p0';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type Chunk = { type: string; data: Buffer };

function pngChunks(png: Buffer): Chunk[] {
  if (png.length < 8 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('Not a PNG');
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
    if (type === 'IEND') break;
  }
  return chunks;
}

function encodeChunk({ type, data }: Chunk): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * iTXt: keyword, NUL, compression flag 0 and method 0 (the spec forbids compression), an empty
 * language tag and translated keyword each ended by NUL, then the UTF-8 text.
 */
const itxt = (text: string): Chunk => ({
  type: 'iTXt',
  data: Buffer.concat([Buffer.from(PNG_KEYWORD, 'latin1'), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text, 'utf8')]),
});

const isBakedCredential = (chunk: Chunk) => chunk.type === 'iTXt' && chunk.data.subarray(0, PNG_KEYWORD.length + 1).equals(Buffer.from(`${PNG_KEYWORD}\0`, 'latin1'));

/** The PNG with the credential in one `iTXt` chunk keyed `openbadgecredential`, just before IEND. */
export function bakePng(png: Buffer, credential: unknown): Buffer {
  const chunks = pngChunks(png).filter((chunk) => !isBakedCredential(chunk));
  const end = chunks.findIndex((chunk) => chunk.type === 'IEND');
  if (end < 0) throw new Error('A PNG without IEND');
  chunks.splice(end, 0, itxt(JSON.stringify(credential)));
  return Buffer.concat([PNG_SIGNATURE, ...chunks.map(encodeChunk)]);
}

/**
 * The credential's JSON as CDATA content. `]]>` would end the section: it can only occur inside a
 * JSON string, where `\u003e` is the same character. U+FFFE and U+FFFF, which JSON leaves as they
 * are, are no XML characters: escaped the same way.
 */
export const cdataJson = (credential: unknown) =>
  JSON.stringify(credential)
    .replaceAll(']]>', ']]\\u003e')
    .replace(/[\uFFFE\uFFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

const SVG_START = /<svg\b[^>]*>/;
const BAKED_ELEMENT = /<openbadges:credential\b[\s\S]*?<\/openbadges:credential>|<openbadges:credential\b[^>]*\/>/;

/**
 * The SVG with the `openbadges` namespace on its root and one `<openbadges:credential>` directly
 * after the root's start tag, the credential's JSON inside in CDATA (no `verify` attribute: the
 * proof is embedded).
 */
export function bakeSvg(svg: string, credential: unknown): string {
  const unbaked = svg.replace(BAKED_ELEMENT, '');
  const start = SVG_START.exec(unbaked);
  if (!start) throw new Error('Not an SVG');
  const root = start[0].includes('xmlns:openbadges=') ? start[0] : start[0].replace(/^<svg\b/, `<svg xmlns:openbadges="${OPEN_BADGES_NAMESPACE}"`);
  const element = `<openbadges:credential><![CDATA[${cdataJson(credential)}]]></openbadges:credential>`;
  return `${unbaked.slice(0, start.index)}${root}${element}${unbaked.slice(start.index + start[0].length)}`;
}
