/**
 * How a text counts against its maximum, the way every contract checks it
 * (`z.string().trim().max(n)`): the trimmed text's Unicode code points, as our zod measures
 * strings (an emoji is one, not its two UTF-16 units; an accent typed as a combining mark is one
 * more). A counter that shows this count turns red exactly when the validation refuses the text,
 * never before (spaces at the end, emoji) nor after.
 */
export function countedLength(text: string): number {
  return [...text.trim()].length;
}
