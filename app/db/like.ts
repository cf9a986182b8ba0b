/** A LIKE/ILIKE pattern for "contains `text`": its wildcards (% and _) and backslashes escaped, so user text only ever matches itself. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
