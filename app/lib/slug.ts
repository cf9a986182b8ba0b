/**
 * The spec's slug rule: lower-case, accents stripped, runs of anything not
 * a-z/0-9 become one hyphen, hyphens trimmed at both ends.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Lower-case, accent-free text for accent-insensitive search ("Colágeno" → "colageno"). */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
