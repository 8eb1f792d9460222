/**
 * Longest side of a stored picture and of the two renditions the backend writes beside it at
 * upload (`<sha256>.jpg`, `<sha256>-page.jpg`, `<sha256>-thumbnail.jpg`): one list for the
 * backend, which makes them, and the pages, which pick among them.
 */
export const STORED_PICTURE_SIDE = 2000;
export const RENDITION_SIDES = { thumbnail: 400, page: 1000 } as const;
export type TRendition = keyof typeof RENDITION_SIDES;
export const RENDITIONS = Object.keys(RENDITION_SIDES) as TRendition[];

/** A stored picture's name (64 hex digits: its SHA-256) and, for a rendition, which one. */
export const SERVED_PICTURE_NAME = /^([0-9a-f]{64})(?:-(page|thumbnail))?\.jpg$/;

const STORED_PICTURE_URL = /^(.*\/v2\/pictures\/[0-9a-f]{64})\.jpg$/;

export type TPictureSources = { src: string; srcSet?: string };

/** A stored picture's rendition and its size (proportions kept, never enlarged); any other address as it is. */
export function renditionOf(url: string, rendition: TRendition, size: { width: number | null; height: number | null }): { url: string; width: number | null; height: number | null } {
  const stored = STORED_PICTURE_URL.exec(url);
  if (!stored) return { url, ...size };
  if (!size.width || !size.height) return { url: `${stored[1]}-${rendition}.jpg`, width: null, height: null };
  const scale = Math.min(1, RENDITION_SIDES[rendition] / Math.max(size.width, size.height));
  return { url: `${stored[1]}-${rendition}.jpg`, width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/**
 * The `src` and `srcSet` of an <img> showing a picture: a stored picture offers its renditions,
 * so a phone loads 400 or 1000 px instead of 2000; any other address (an Unsplash photo, a
 * picture not yet uploaded) is shown as it is. With the picture's size, each candidate is given
 * its real width (renditions keep the proportions and never enlarge); without it, the nominal
 * sides, which are exact for a landscape picture of full size.
 */
export function pictureSources(url: string, size?: { width: number | null; height: number | null }): TPictureSources {
  const stored = STORED_PICTURE_URL.exec(url);
  if (!stored) return { src: url };
  const base = stored[1];
  const widthAt = (side: number) => {
    if (!size?.width || !size.height) return side;
    return Math.round(size.width * Math.min(1, side / Math.max(size.width, size.height)));
  };
  const candidates: [string, number][] = [
    [`${base}-thumbnail.jpg`, widthAt(RENDITION_SIDES.thumbnail)],
    [`${base}-page.jpg`, widthAt(RENDITION_SIDES.page)],
    [url, widthAt(STORED_PICTURE_SIDE)],
  ];
  // A small picture's renditions are as wide as the next: offer the smallest file of each width.
  const distinct = candidates.filter(([, width], index) => index === 0 || width !== candidates[index - 1]![1]);
  return { src: url, srcSet: distinct.map(([candidate, width]) => `${candidate} ${width}w`).join(', ') };
}
