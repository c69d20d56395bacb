// Tag entry rules of a training question (spec section 5): tags are added with Enter or a comma,
// trimmed, never empty, and a question never holds the same tag twice (compared in any case, as the
// server does). The server's limits hold too: a tag's length and the number of tags.
import { LIMITS } from '../../common/limits';

const sameTag = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** Why `raw` cannot be added for a server limit: too long, or the question has all its tags. */
export function tagRefusal(tags: readonly string[], raw: string): 'long' | 'full' | null {
  const tag = raw.trim();
  if (tag === '' || tags.some((existing) => sameTag(existing, tag))) return null;
  if (tag.length > LIMITS.trainingTag) return 'long';
  if (tags.length >= LIMITS.trainingTags) return 'full';
  return null;
}

/**
 * The tags with `raw` added: trimmed; an empty or repeated tag, or one past a limit (tagRefusal),
 * leaves the list unchanged.
 */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (tag === '' || tags.some((existing) => sameTag(existing, tag))) return [...tags];
  if (tagRefusal(tags, tag)) return [...tags];
  return [...tags, tag];
}

/** The tags without `tag`. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

/**
 * What the tag field holds after typing or pasting `text`: every part before a comma becomes a tag,
 * the part after the last comma stays in the field, and so do the parts a limit refused (nothing
 * typed is lost).
 */
export function splitTagInput(
  tags: readonly string[],
  text: string,
): { tags: string[]; rest: string } {
  const parts = text.split(',');
  const last = parts.pop() ?? '';
  let next = [...tags];
  const refused: string[] = [];
  for (const part of parts) {
    if (tagRefusal(next, part)) refused.push(part.trim());
    else next = addTag(next, part);
  }
  return { tags: next, rest: [...refused, last].join(',') };
}
