// The one sanitiser for article HTML (blog posts). Used when a page renders an
// article and, by the admin, when an article is saved: whatever reaches
// dangerouslySetInnerHTML has been through here on the server.
import { createRequire } from "node:module";
import type sanitizeHtml from "sanitize-html";
import { withoutUrlIgnored } from "~/lib/control-chars";

// Loaded on the first article, not with the server: it and its parsers take
// ~100 ms to load, a twentieth of a start-up (issue 35's budget).
let sanitizer: typeof sanitizeHtml | undefined;
function loadSanitizer(): typeof sanitizeHtml {
  return (sanitizer ??= createRequire(import.meta.url)("sanitize-html") as typeof sanitizeHtml);
}

const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "blockquote",
  "a",
  "img",
  "figure",
  "figcaption",
  "br",
  "hr",
];

/** Dropped together with everything inside them (not just the tags). */
const DROP_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "template",
  "title",
  "head",
];

type LinkKind = "relative" | "external" | "mailto";

/** Only relative URLs ("/receitas", "#secao", "receitas") and http(s)/mailto are links. */
export function classifyHref(raw: string): LinkKind | null {
  // Browsers ignore control characters and leading spaces in URLs ("java\tscript:").
  const href = withoutUrlIgnored(raw);
  if (!href) return null;
  if (href.startsWith("//") || href.startsWith("\\") || href.startsWith("/\\")) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (!scheme) return "relative";
  if (scheme === "http" || scheme === "https") return "external";
  if (scheme === "mailto") return "mailto";
  return null;
}

/** Images: relative paths (our /files/…) or https only; never data:, http: or protocol-relative. */
export function isAllowedImageSrc(raw: string): boolean {
  const src = withoutUrlIgnored(raw);
  if (!src || src.startsWith("//") || src.startsWith("\\") || src.startsWith("/\\")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(src)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === "https";
}

const DIMENSION = /^\d{1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
  },
  // Second line of defence behind the transforms below.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const kind = attribs.href === undefined ? null : classifyHref(attribs.href);
      if (!kind) return { tagName, attribs: {} };
      const href = attribs.href!.trim();
      return kind === "external"
        ? { tagName, attribs: { href, rel: "noopener noreferrer", target: "_blank" } }
        : { tagName, attribs: { href } };
    },
    img: (tagName, attribs): sanitizeHtml.Tag => {
      const next: Record<string, string> = {};
      if (attribs.src !== undefined && isAllowedImageSrc(attribs.src)) next.src = attribs.src.trim();
      next.alt = attribs.alt ?? "";
      if (attribs.width && DIMENSION.test(attribs.width)) next.width = attribs.width;
      if (attribs.height && DIMENSION.test(attribs.height)) next.height = attribs.height;
      // Article images sit below the title and cover: lazy unless told otherwise.
      next.loading = attribs.loading === "eager" ? "eager" : "lazy";
      return { tagName, attribs: next };
    },
  },
  // An image whose source was refused is dropped altogether.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

/**
 * Article HTML made safe to render: only the tags and attributes of the
 * article editor; no script, style, iframe, event handlers, javascript: or
 * data: URLs. External links open in a new tab with rel="noopener noreferrer".
 */
export function sanitizeArticleHtml(html: string): string {
  return loadSanitizer()(html, OPTIONS).trim();
}
