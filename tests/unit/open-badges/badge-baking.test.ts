// @vitest-environment node
import { crc32 } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import extractChunks from 'png-chunks-extract';
import { describe, expect, it } from 'vitest';
import { bakePng, bakeSvg } from '@/server/modules/credentials/badge-baking';
import { readItxt } from '../../support/baked-badges';

/** A 1×1 grey PNG: signature, IHDR, IDAT, IEND. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==', 'base64');
const CREDENTIAL = { id: 'https://demo.example/credentials/1', name: 'Ωραία ]]> <b>&amp;</b> \uFFFE', proof: [{ proofValue: 'z58' }] };

/** Each chunk's CRC, recomputed over its type and data, as a PNG decoder checks it. */
function crcsHold(png: Buffer) {
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.readUInt32BE(at + 8 + length) !== crc32(png.subarray(at + 4, at + 8 + length))) return false;
    at += 12 + length;
  }
  return true;
}

describe('bakePng', () => {
  it('adds one uncompressed iTXt chunk keyed openbadgecredential before IEND, with correct CRCs', () => {
    const baked = bakePng(PNG, CREDENTIAL);
    const chunks = extractChunks(new Uint8Array(baked));
    expect(chunks.map((chunk) => chunk.name)).toEqual(['IHDR', 'IDAT', 'iTXt', 'IEND']);
    const itxt = readItxt(chunks[2].data);
    expect(itxt).toMatchObject({ keyword: 'openbadgecredential', compressed: 0, method: 0, language: '', translated: '' });
    expect(JSON.parse(itxt.text)).toEqual(CREDENTIAL);
    expect(crcsHold(baked)).toBe(true);
  });

  it('replaces a credential baked before: the keyword appears once', () => {
    const twice = bakePng(bakePng(PNG, { id: 'old' }), CREDENTIAL);
    const baked = extractChunks(new Uint8Array(twice)).filter((chunk) => chunk.name === 'iTXt');
    expect(baked).toHaveLength(1);
    expect(JSON.parse(readItxt(baked[0].data).text)).toEqual(CREDENTIAL);
  });

  it('refuses what is no PNG', () => {
    expect(() => bakePng(Buffer.from('<svg/>'), CREDENTIAL)).toThrow();
  });
});

describe('bakeSvg', () => {
  const parser = new XMLParser({ ignoreAttributes: false, cdataPropName: '#cdata', preserveOrder: true });
  const credentialOf = (svg: string) => {
    const root = parser.parse(svg).find((node: Record<string, unknown>) => 'svg' in node);
    expect(root[':@']['@_xmlns:openbadges']).toBe('https://purl.imsglobal.org/ob/v3p0');
    const baked = root.svg.filter((child: Record<string, unknown>) => 'openbadges:credential' in child);
    expect(baked).toHaveLength(1);
    expect(root.svg[0]).toBe(baked[0]);
    return JSON.parse(baked[0]['openbadges:credential'][0]['#cdata'][0]['#text']);
  };

  it('puts the credential in CDATA directly after the root tag, safe from ]]> and non-XML characters', () => {
    const svg = bakeSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>', CREDENTIAL);
    expect(svg.match(/]]>/g)).toHaveLength(1);
    expect(svg).not.toContain('\uFFFE');
    expect(credentialOf(svg)).toEqual(CREDENTIAL);
    expect(svg).toContain('<rect width="1" height="1"/>');
  });

  it('replaces a credential baked before', () => {
    const svg = bakeSvg(bakeSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>', { id: 'old' }), CREDENTIAL);
    expect(credentialOf(svg)).toEqual(CREDENTIAL);
  });
});
