/**
 * Longest side of a stored picture and of the two renditions the backend writes beside it at
 * upload (`<sha256>.jpg`, `<sha256>-page.jpg`, `<sha256>-thumbnail.jpg`): one list for the
 * backend, which makes them, and the pages, which pick among them.
 */
export const STORED_PICTURE_SIDE = 2000;
export const RENDITION_SIDES = { thumbnail: 400, page: 1000 } as const;
export type TRendition = keyof typeof RENDITION_SIDES;

/** A stored picture's name (64 hex digits: its SHA-256) and, for a rendition, which one. */
export const SERVED_PICTURE_NAME = /^([0-9a-f]{64})(?:-(page|thumbnail))?\.jpg$/;
