const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern for "contains `text`": its wildcards (% and _) and backslashes escaped, so user text only ever matches itself. */
export function likeContains(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern for "begins with `text`", escaped the same way (a btree with text_pattern_ops answers it). */
export function likeStartsWith(text: string): string {
  return `${escapeLike(text)}%`;
}
