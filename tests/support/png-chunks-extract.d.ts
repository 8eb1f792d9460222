/** The PNG chunk reader the baked-badge tests read images with ships no types. */
declare module 'png-chunks-extract' {
  export default function extractChunks(png: Uint8Array): { name: string; data: Uint8Array }[];
}
