import extractChunks from 'png-chunks-extract';

/**
 * A PNG's iTXt chunk (PNG §11.3.4.5), read as any verifier would: keyword NUL, compression flag,
 * compression method, language tag NUL, translated keyword NUL, text.
 */
export function readItxt(data: Uint8Array) {
  const bytes = Buffer.from(data);
  const keywordEnd = bytes.indexOf(0);
  const languageEnd = bytes.indexOf(0, keywordEnd + 3);
  const translatedEnd = bytes.indexOf(0, languageEnd + 1);
  return {
    keyword: bytes.toString('latin1', 0, keywordEnd),
    compressed: bytes[keywordEnd + 1],
    method: bytes[keywordEnd + 2],
    language: bytes.toString('latin1', keywordEnd + 3, languageEnd),
    translated: bytes.toString('utf8', languageEnd + 1, translatedEnd),
    text: bytes.toString('utf8', translatedEnd + 1),
  };
}

/** The PNG's chunks, by a generic chunk reader, and its iTXt chunks keyed `openbadgecredential` (OB 3.0 baking). */
export function bakedInPng(png: Buffer) {
  const chunks = extractChunks(new Uint8Array(png));
  const baked = chunks.filter((chunk) => chunk.name === 'iTXt').map((chunk) => readItxt(chunk.data)).filter((itxt) => itxt.keyword === 'openbadgecredential');
  return { chunks, baked };
}
