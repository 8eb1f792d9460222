/**
 * The token of a mailed link as the page's query gives it: one value of the shape our tokens
 * have, or null (the page then says the link is incomplete, and nothing is sent to the backend).
 */
export function mailedToken(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && /^[\w-]{20,200}$/.test(value) ? value : null;
}
