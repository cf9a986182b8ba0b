// Text for XML documents (sitemap, RSS): escaped, and without the characters
// XML 1.0 forbids (a stray control character would make the whole feed invalid).

// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARS = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 date for RSS 2.0 (pubDate, lastBuildDate): "Mon, 08 Jun 2026 10:00:00 GMT". */
export function rfc822Date(date: Date): string {
  return date.toUTCString();
}
