// Control characters, checked by code point rather than by regular expressions
// of control characters (which read as mistakes and lint as such).

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

/**
 * Bidirectional formatting marks (ALM, LRM, RLM, embeddings, overrides,
 * isolates): they reorder how the text around them is shown, so "gpj.exe"
 * can read as "exe.jpg" in an admin view, an email or a CSV cell.
 */
function isBidiControl(c: number): boolean {
  return c === 0x061c || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

/** Characters that break a line: C0 line breaks, NEL, and the Unicode line and paragraph separators. */
function isLineBreak(c: number): boolean {
  return c === 0x0a || c === 0x0b || c === 0x0c || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029;
}

/** C0 and C1 controls, DEL, and the byte-order mark: never meaningful inside a field's text. */
function isControl(c: number): boolean {
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfeff;
}

/**
 * Unicode's format characters (category Cf): zero-width spaces and joiners,
 * the word joiner, the soft hyphen, the BOM, invisible operators, tag
 * characters… Invisible, so "Ana\u200BSouza" would look like a name already
 * on file, or a blocked one, without matching it. Bidi marks are among them.
 */
const FORMAT_CHARACTER = /^\p{Cf}$/u;

/** A zero-width joiner inside an emoji sequence (👨‍👩‍👧): the one format character a name may keep. */
function joinsEmoji(chars: string[], i: number): boolean {
  return (
    chars[i] === "\u200d" &&
    /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f)$/u.test(chars[i - 1] ?? "") &&
    /^\p{Extended_Pictographic}$/u.test(chars[i + 1] ?? "")
  );
}

function cleaned(text: string, keepLineBreaks: boolean, dropFormat: boolean): string {
  let out = "";
  // By code point: Cf has characters outside the BMP (tags, U+E0001…).
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const c = ch.codePointAt(0)!;
    if (isLineBreak(c)) {
      // "\r\n" is one break.
      if (c === 0x0d && chars[i + 1] === "\n") continue;
      out += keepLineBreaks ? "\n" : " ";
    } else if (c === 0x09) out += " ";
    else if (!isControl(c) && !isBidiControl(c) && !(dropFormat && FORMAT_CHARACTER.test(ch) && !joinsEmoji(chars, i))) out += ch;
  }
  return out;
}

/**
 * The text of a single-line field (a name, a street, a reference, a title):
 * controls and format characters (Cf: bidi marks, zero-width characters, soft
 * hyphens) removed, line breaks and tabs turned into spaces, runs of spaces
 * collapsed, trimmed. What the shop stores, emails, sends by WhatsApp and
 * writes to CSV rows is then always one plain line.
 */
export function toSingleLine(text: string): string {
  return cleaned(text, false, true).replace(/\s+/g, " ").trim();
}

/**
 * The text of a multi-line field (a description, a recipe's steps): the same,
 * keeping line breaks as "\n" and the zero-width joiners and soft hyphens a
 * written text may use (emoji sequences, hyphenation); bidi marks still go.
 */
export function toMultiLine(text: string): string {
  return cleaned(text, true, false)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trimEnd())
    .join("\n")
    .trim();
}
