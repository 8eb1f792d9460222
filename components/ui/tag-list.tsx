import type { TTag } from '@/lib/shared/validation/experience-answer';

/** The experience's tags as quiet chips (cards, the view, the journal). */
export function TagList({ tags, label }: { tags: Pick<TTag, 'id' | 'name'>[]; label: string }) {
  if (!tags.length) return null;
  return (
    <ul className="chips chips--quiet" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id} className="chip">
          #{tag.name}
        </li>
      ))}
    </ul>
  );
}
