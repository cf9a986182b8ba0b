// Control characters, checked by code point rather than by regular expressions
// of control characters (which read as mistakes and lint as such).

/** True when the text holds a C0 control character (U+0000–U+001F). */
export function hasC0Control(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

/** The text without what browsers ignore in a URL: C0 controls, spaces, DEL and C1 controls. */
export function withoutUrlIgnored(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f)) continue;
    out += text[i];
  }
  return out;
}

/** The text without NUL bytes. */
export function withoutNul(text: string): string {
  return text.split("\0").join("");
}
