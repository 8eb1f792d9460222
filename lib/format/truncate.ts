/** Spec §9: a collapsed card shows 130 characters. */
const CARD_TRUNCATION = 130;

/** Spec §4: cut at the last comma or space within the limit, never inside a word. */
export function truncateDescription(text: string, limit = CARD_TRUNCATION): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  const head = text.slice(0, limit);
  const boundary = Math.max(head.lastIndexOf(' '), head.lastIndexOf(','));
  const cut = (boundary > 0 ? head.slice(0, boundary) : head).replace(/[\s,]+$/, '');
  return { text: `${cut}…`, truncated: true };
}
