// Tag entry rules of a training question (spec section 5): tags are added with Enter or a comma,
// trimmed, never empty, and a question never holds the same tag twice (compared in any case, as the
// server does).

const sameTag = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The tags with `raw` added: trimmed; an empty or repeated tag leaves the list unchanged. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  if (tag === '' || tags.some((existing) => sameTag(existing, tag))) return [...tags];
  return [...tags, tag];
}

/** The tags without `tag`. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

/**
 * What the tag field holds after typing or pasting `text`: every part before a comma becomes a tag,
 * the part after the last comma stays in the field.
 */
export function splitTagInput(
  tags: readonly string[],
  text: string,
): { tags: string[]; rest: string } {
  const parts = text.split(',');
  const rest = parts.pop() ?? '';
  return { tags: parts.reduce<string[]>(addTag, [...tags]), rest };
}
