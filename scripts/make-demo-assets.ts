/**
 * Generates the committed demo assets used by the seed (scripts/seed.ts):
 *
 *   scripts/seed/assets/products/<handle>.webp   800x800 packshot illustration
 *   scripts/seed/assets/recipes/<slug>.webp      1200x800 recipe illustration
 *   scripts/seed/assets/blog/<slug>.webp         1600x900 blog cover
 *   scripts/seed/assets/ebooks/<slug>-cover.webp 600x900 e-book cover
 *   scripts/seed/assets/ebooks/<slug>.pdf        A5 e-book (pdf-lib, Helvetica)
 *
 * Everything is drawn as SVG and rendered with sharp, so the output is
 * deterministic: same content + same sharp/libvips version = same bytes
 * (decorations use a PRNG seeded from the slug, PDFs carry a fixed date).
 *
 * Usage:
 *   npx tsx scripts/make-demo-assets.ts                 # all kinds
 *   npx tsx scripts/make-demo-assets.ts --only=ebooks   # products|recipes|blog|ebooks (comma list ok)
 *   npx tsx scripts/make-demo-assets.ts --sample        # built-in sample data -> /tmp (no content modules needed)
 *   options: --out=<dir>  --prune (delete stale files in the output folders)  --verbose
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import {
  LineCapStyle,
  PageSizes,
  PDFDocument,
  PDFHexString,
  PDFName,
  rgb,
  StandardFonts,
  type Color,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";
import { escapeXml } from "../app/domain/content/xml";
import type { SeedBlogPost, SeedEbook, SeedProduct, SeedRecipe } from "./seed/content/types";
import { fnv1a, mulberry32 } from "./seeded-random";

// ---------------------------------------------------------------------------
// Constants

const FONT = "DejaVu Sans, Liberation Sans, sans-serif";
const FIXED_DATE = new Date("2026-01-01T00:00:00.000Z");
const WEBP_QUALITY = 78;
const INK = "#1c2330";

export const KINDS = ["products", "recipes", "blog", "ebooks"] as const;
export type Kind = (typeof KINDS)[number];
type Motif = SeedBlogPost["motif"];

/** Size budgets (bytes). Quality is lowered step by step if an image exceeds it. */
const BUDGET = { products: 60_000, recipes: 60_000, blog: 120_000, ebookCover: 60_000 };

// ---------------------------------------------------------------------------
// Small utilities

/** Compact, deterministic number formatting for SVG. */
function f(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`non-finite number in SVG: ${x}`);
  const r = Math.round(x * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

/** mulberry32, seeded from a string. */
const rng = (seed: string) => mulberry32(fnv1a(seed));

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

// ---------------------------------------------------------------------------
// Colour helpers

type RGB = [number, number, number];

function parseHex(hex: string): RGB {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`invalid colour "${hex}" (expected #rrggbb)`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: RGB): string {
  return (
    "#" +
    [r, g, b]
      .map((v) =>
        Math.round(clamp(v, 0, 255))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#000000", t);

function rgbToHsl([r, g, b]: RGB): [number, number, number] {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToRgb(h: number, s: number, l: number): RGB {
  h = (((h % 360) + 360) % 360) / 360;
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
}

/** Rotate the hue and optionally force saturation/lightness ranges. */
function shiftHue(c: string, deg: number, sat?: [number, number], light?: [number, number]): string {
  const [h, s, l] = rgbToHsl(parseHex(c));
  const s2 = sat ? clamp(s, sat[0], sat[1]) : s;
  const l2 = light ? clamp(l, light[0], light[1]) : l;
  return toHex(hslToRgb(h + deg, s2, l2));
}

function luminance(c: string): number {
  const lin = (v: number) => {
    v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
  };
  const [r, g, b] = parseHex(c);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Darken `c` until it reaches `ratio` contrast against `bg`. */
function inkOn(c: string, bg: string, ratio: number): string {
  let out = c;
  for (let i = 1; i <= 20 && contrast(out, bg) < ratio; i++) out = darken(c, i * 0.05);
  return out;
}

/** White or dark ink, whichever reads better on `bg`. */
const textOn = (bg: string) => (contrast("#ffffff", bg) >= 3 ? "#ffffff" : INK);

/** A harmonious accent: analogous hue, away from yellow-green. */
function accentOf(c: string, light: [number, number] = [0.5, 0.66]): string {
  const [h] = rgbToHsl(parseHex(c));
  return shiftHue(c, h >= 22 && h < 170 ? -26 : 38, [0.45, 0.85], light);
}

function normColor(c: string): string {
  return toHex(parseHex(c));
}

// ---------------------------------------------------------------------------
// Text measuring / wrapping (advance widths of DejaVu Sans, per mille of em,
// for U+0020..U+007E; accented letters are measured as their base letter).

// prettier-ignore
const W_REG = [318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838];
// prettier-ignore
const W_BOLD = [348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838];
const W_SPECIAL: Record<string, number> = {
  "\u2014": 1000,
  "\u2013": 500,
  "\u2026": 1000,
  "\u201c": 460,
  "\u201d": 460,
  "\u2018": 318,
  "\u2019": 318,
  "\u2022": 590,
  "\u00b7": 318,
  "\u00ba": 470,
  "\u00aa": 470,
  "\u00b0": 500,
  "\u00ae": 1000,
  "\u2122": 1000,
  "\u00a0": 318,
};

export function measureText(text: string, size: number, bold = false, spacing = 0): number {
  const table = bold ? W_BOLD : W_REG;
  let w = 0;
  let n = 0;
  for (const ch of text) {
    n++;
    const special = W_SPECIAL[ch];
    if (special !== undefined) {
      w += special;
      continue;
    }
    let code = ch.codePointAt(0)!;
    if (code < 32 || code > 126) code = ch.normalize("NFD").codePointAt(0)!;
    w += code >= 32 && code <= 126 ? table[code - 32]! : 760;
  }
  return (w / 1000) * size + spacing * Math.max(0, n - 1);
}

type Measure = (s: string) => number;

/** Greedy word wrap. Words longer than the line are hard-broken only if `hardBreak`. */
function wrapWith(text: string, maxW: number, measure: Measure, hardBreak: boolean): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = "";
  const pushWord = (word: string) => {
    if (!hardBreak || measure(word) <= maxW) return [word];
    const parts: string[] = [];
    let part = "";
    for (const ch of word) {
      if (part && measure(part + ch + "-") > maxW) {
        parts.push(part + "-");
        part = ch;
      } else part += ch;
    }
    if (part) parts.push(part);
    return parts;
  };
  for (const word of words) {
    for (const piece of pushWord(word)) {
      const cand = cur ? `${cur} ${piece}` : piece;
      if (!cur || measure(cand) <= maxW) cur = cand;
      else {
        lines.push(cur);
        cur = piece;
      }
    }
  }
  if (cur) lines.push(cur);
  return lines;
}

export interface FitResult {
  size: number;
  lines: string[];
  truncated: boolean;
}

/**
 * Finds the largest font size (maxSize..minSize) where `text` wraps into at
 * most `maxLines` lines of `maxW`. With `balance`, lines are evened out.
 * At minSize, long words are hard-broken and overflow is truncated with "…".
 */
export function fitText(
  text: string,
  o: { maxW: number; maxLines: number; maxSize: number; minSize: number; bold?: boolean; spacing?: number; balance?: boolean },
): FitResult {
  const bold = o.bold ?? false;
  const spacingFor = (size: number) => (o.spacing ?? 0) * size;
  for (let size = o.maxSize; size >= o.minSize; size -= 1) {
    const measure: Measure = (s) => measureText(s, size, bold, spacingFor(size));
    const lines = wrapWith(text, o.maxW, measure, false);
    if (lines.length <= o.maxLines && lines.every((l) => measure(l) <= o.maxW)) {
      if (o.balance && lines.length > 1) {
        // smallest width that keeps the same number of lines
        let lo = o.maxW * 0.5;
        let hi = o.maxW;
        for (let i = 0; i < 14; i++) {
          const mid = (lo + hi) / 2;
          const l2 = wrapWith(text, mid, measure, false);
          if (l2.length <= lines.length && l2.every((l) => measure(l) <= mid)) hi = mid;
          else lo = mid;
        }
        return { size, lines: wrapWith(text, hi, measure, false), truncated: false };
      }
      return { size, lines, truncated: false };
    }
  }
  const size = o.minSize;
  const measure: Measure = (s) => measureText(s, size, bold, spacingFor(size));
  let lines = wrapWith(text, o.maxW, measure, true);
  let truncated = false;
  if (lines.length > o.maxLines) {
    truncated = true;
    lines = lines.slice(0, o.maxLines);
    let last = lines[o.maxLines - 1]!;
    while (last.length > 1 && measure(last + "\u2026") > o.maxW) last = last.slice(0, -1).trimEnd();
    lines[o.maxLines - 1] = last + "\u2026";
  }
  return { size, lines, truncated };
}

interface TextOpts {
  x: number;
  y: number; // baseline of the first line
  size: number;
  lineHeight?: number; // multiple of size
  bold?: boolean;
  fill: string;
  anchor?: "start" | "middle" | "end";
  spacing?: number; // letter-spacing in px
  opacity?: number;
}

function svgText(lines: string[], o: TextOpts): string {
  const lh = (o.lineHeight ?? 1.15) * o.size;
  const anchor = o.anchor ?? "start";
  // letter-spacing adds trailing space after the last glyph; compensate when centring/right-aligning
  const dx = o.spacing ? (anchor === "middle" ? o.spacing / 2 : anchor === "end" ? o.spacing : 0) : 0;
  const attrs =
    `font-family="${FONT}" font-size="${f(o.size)}" font-weight="${o.bold ? 700 : 400}" fill="${o.fill}"` +
    (anchor !== "start" ? ` text-anchor="${anchor}"` : "") +
    (o.spacing ? ` letter-spacing="${f(o.spacing)}"` : "") +
    (o.opacity !== undefined ? ` fill-opacity="${f(o.opacity)}"` : "");
  return lines.map((line, i) => `<text x="${f(o.x + dx)}" y="${f(o.y + i * lh)}" ${attrs}>${escapeXml(line)}</text>`).join("");
}

// ---------------------------------------------------------------------------
// Shared drawing pieces

interface GlyphColors {
  main: string;
  accent: string;
  light: string;
  dark: string;
}

function leafPath(): string {
  return "M100 14C152 38 176 92 162 140C151 176 122 190 100 192C78 190 49 176 38 140C24 92 48 38 100 14Z";
}

/** Motif glyphs, drawn in a 200x200 box. */
const GLYPHS: Record<Motif, (c: GlyphColors) => string> = {
  leaf: (c) =>
    `<g transform="rotate(28 100 100) translate(26 20) scale(.62)"><path d="${leafPath()}" fill="${c.accent}"/>` +
    `<path d="M100 40V186" stroke="${c.light}" stroke-width="6" stroke-linecap="round" fill="none"/></g>` +
    `<g transform="rotate(-22 100 100) translate(6 6) scale(.9)"><path d="${leafPath()}" fill="${c.main}"/>` +
    `<path d="M100 34V188M100 76L128 56M100 76L72 56M100 110L138 86M100 110L62 86M100 144L134 122M100 144L66 122" stroke="${c.light}" stroke-width="5" stroke-linecap="round" fill="none"/></g>`,
  scale: (c) =>
    `<rect x="22" y="22" width="156" height="156" rx="38" fill="${c.main}"/>` +
    `<rect x="22" y="22" width="156" height="156" rx="38" fill="none" stroke="${c.dark}" stroke-opacity=".18" stroke-width="4"/>` +
    `<path d="M56 84A44 44 0 0 1 144 84Z" fill="${c.light}"/>` +
    `<path d="M66 80L62 76M78 62L75 57M100 52V46M122 62L125 57M134 80L138 76" stroke="${c.dark}" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M100 84L116 58" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="100" cy="84" r="6" fill="${c.accent}"/>` +
    `<ellipse cx="76" cy="136" rx="15" ry="24" fill="${c.light}" fill-opacity=".55"/>` +
    `<ellipse cx="124" cy="136" rx="15" ry="24" fill="${c.light}" fill-opacity=".55"/>`,
  moon: (c) =>
    `<path d="M166.5 127.5A72 72 0 1 1 92.3 28.4A62 62 0 0 0 166.5 127.5Z" fill="${c.main}"/>` +
    sparkleAt(152, 46, 20, c.accent) +
    sparkleAt(176, 88, 11, c.accent) +
    `<circle cx="34" cy="42" r="5" fill="${c.accent}"/>` +
    `<circle cx="60" cy="110" r="10" fill="${c.light}" fill-opacity=".45"/><circle cx="86" cy="150" r="6" fill="${c.light}" fill-opacity=".45"/>`,
  heart: (c) =>
    `<path d="M100 172C42 132 18 98 28 66C38 34 80 28 100 60C120 28 162 34 172 66C182 98 158 132 100 172Z" fill="${c.main}"/>` +
    `<path d="M10 104H66L80 78L98 132L114 90L124 104H190" stroke="${c.light}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="M10 104H22M178 104H190" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>`,
  capsule: (c) =>
    `<g transform="rotate(-35 100 100)"><path d="M62 70H100V130H62A30 30 0 0 1 62 70Z" fill="${c.main}"/>` +
    `<path d="M100 70H138A30 30 0 0 1 138 130H100Z" fill="${c.accent}"/>` +
    `<path d="M58 84H90" stroke="#ffffff" stroke-opacity=".55" stroke-width="7" stroke-linecap="round"/></g>` +
    `<circle cx="150" cy="158" r="20" fill="${c.light}"/><path d="M137 158H163" stroke="${c.dark}" stroke-opacity=".25" stroke-width="3" stroke-linecap="round"/>` +
    `<circle cx="46" cy="44" r="14" fill="${c.light}"/><circle cx="40" cy="150" r="8" fill="${c.accent}" fill-opacity=".7"/>`,
  sparkle: (c) =>
    sparkleAt(96, 104, 82, c.main) +
    sparkleAt(158, 42, 28, c.accent) +
    sparkleAt(42, 164, 18, c.accent) +
    `<circle cx="160" cy="150" r="7" fill="${c.light}"/><circle cx="44" cy="52" r="5" fill="${c.light}"/>`,
  water: (c) =>
    `<path d="M96 16C96 16 36 88 36 130C36 164 63 190 96 190C129 190 156 164 156 130C156 88 96 16 96 16Z" fill="${c.main}"/>` +
    `<path d="M64 126C62 148 74 164 92 168" stroke="${c.light}" stroke-width="9" stroke-linecap="round" fill="none"/>` +
    `<path d="M160 52C160 52 140 76 140 90C140 101 149 110 160 110C171 110 180 101 180 90C180 76 160 52 160 52Z" fill="${c.accent}"/>` +
    `<path d="M18 178C34 170 46 170 62 178" stroke="${c.accent}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
  sun: (c) => {
    let rays = "";
    for (let i = 0; i < 12; i++) {
      const a = (i * Math.PI) / 6;
      const r1 = 64;
      const r2 = i % 2 ? 84 : 94;
      rays += `M${f(100 + r1 * Math.cos(a))} ${f(100 + r1 * Math.sin(a))}L${f(100 + r2 * Math.cos(a))} ${f(100 + r2 * Math.sin(a))}`;
    }
    return (
      `<path d="${rays}" stroke="${c.accent}" stroke-width="11" stroke-linecap="round"/>` +
      `<circle cx="100" cy="100" r="50" fill="${c.main}"/>` +
      `<path d="M74 92A28 28 0 0 1 100 72" stroke="${c.light}" stroke-width="7" stroke-linecap="round" fill="none"/>`
    );
  },
  bowl: (c) =>
    `<path d="M76 54C66 40 86 32 76 16M102 50C92 36 112 28 102 12M128 54C118 40 138 32 128 16" stroke="${c.main}" stroke-opacity=".35" stroke-width="5" stroke-linecap="round" fill="none"/>` +
    `<circle cx="70" cy="90" r="17" fill="${c.accent}"/><circle cx="102" cy="82" r="19" fill="${c.dark}" fill-opacity=".75"/><circle cx="132" cy="92" r="15" fill="${c.accent}"/>` +
    `<path d="M112 86C122 66 146 62 156 70C148 86 128 92 112 86Z" fill="#6aa75d"/>` +
    `<path d="M22 96H178C178 146 146 178 100 178C54 178 22 146 22 96Z" fill="${c.main}"/>` +
    `<rect x="16" y="90" width="168" height="14" rx="7" fill="${c.main}"/><rect x="16" y="90" width="168" height="14" rx="7" fill="#000000" fill-opacity=".14"/>` +
    `<path d="M44 120C50 144 66 158 86 164" stroke="#ffffff" stroke-opacity=".35" stroke-width="7" stroke-linecap="round" fill="none"/>` +
    `<rect x="76" y="176" width="48" height="10" rx="5" fill="${c.main}"/>`,
  brain: (c) =>
    `<path d="M97 38C80 20 48 26 44 50C22 56 16 86 30 100C16 118 26 148 52 150C58 172 86 178 97 160Z" fill="${c.main}"/>` +
    `<path d="M103 38C120 20 152 26 156 50C178 56 184 86 170 100C184 118 174 148 148 150C142 172 114 178 103 160Z" fill="${c.main}"/>` +
    `<path d="M70 56C82 66 78 82 62 86M44 110C60 102 78 110 78 126M84 146C86 134 78 126 68 128M130 56C118 66 122 82 138 86M156 110C140 102 122 110 122 126M116 146C114 134 122 126 132 128M86 88C94 96 92 108 84 112M114 88C106 96 108 108 116 112" stroke="${c.light}" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    sparkleAt(176, 30, 14, c.accent) +
    sparkleAt(24, 168, 10, c.accent),
};

function sparkleAt(cx: number, cy: number, r: number, fill: string, opacity?: number): string {
  const k = r * 0.16;
  return (
    `<path d="M${f(cx)} ${f(cy - r)}C${f(cx + k)} ${f(cy - k)} ${f(cx + k)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}` +
    `C${f(cx + k)} ${f(cy + k)} ${f(cx + k)} ${f(cy + k)} ${f(cx)} ${f(cy + r)}` +
    `C${f(cx - k)} ${f(cy + k)} ${f(cx - k)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}` +
    `C${f(cx - k)} ${f(cy - k)} ${f(cx - k)} ${f(cy - k)} ${f(cx)} ${f(cy - r)}Z" fill="${fill}"` +
    (opacity !== undefined ? ` fill-opacity="${f(opacity)}"` : "") +
    "/>"
  );
}

/** Places a 200x200 glyph centred at (cx, cy) with the given size. */
function glyph(motif: Motif, cx: number, cy: number, size: number, colors: GlyphColors, rotate = 0): string {
  const draw = GLYPHS[motif];
  if (!draw) throw new Error(`unknown motif "${motif}"`);
  const s = size / 200;
  const rot = rotate ? ` rotate(${f(rotate)} 100 100)` : "";
  return `<g transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${f(s)})${rot}">${draw(colors)}</g>`;
}

/** Smooth organic closed blob around (cx, cy). */
function blobPath(rand: () => number, cx: number, cy: number, r: number, points = 7, wobble = 0.22): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const rr = r * (1 - wobble + rand() * wobble * 2);
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  let d = `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points]!;
    const p1 = pts[i]!;
    const p2 = pts[(i + 1) % points]!;
    const p3 = pts[(i + 2) % points]!;
    const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d + "Z";
}

/** The LIFT wordmark: an upward chevron followed by spaced capitals. */
function brandMark(cx: number, baseline: number, size: number, fill: string, anchor: "middle" | "start" = "middle"): string {
  const spacing = size * 0.2;
  const textW = measureText("LIFT", size, true, spacing);
  const chev = size * 0.72;
  const gap = size * 0.32;
  const total = chev + gap + textW;
  const x0 = anchor === "middle" ? cx - total / 2 : cx;
  const top = baseline - size * 0.72;
  const sw = size * 0.16;
  const ch = chev * 0.5;
  return (
    `<path d="M${f(x0 + sw / 2)} ${f(top + ch + sw / 2)}L${f(x0 + chev / 2)} ${f(top + sw / 2)}L${f(x0 + chev - sw / 2)} ${f(top + ch + sw / 2)}` +
    `M${f(x0 + chev * 0.3)} ${f(baseline - sw / 2)}L${f(x0 + chev / 2)} ${f(baseline - chev * 0.3 - sw / 2)}L${f(x0 + chev * 0.7)} ${f(baseline - sw / 2)}" ` +
    `stroke="${fill}" stroke-width="${f(sw)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    svgText(["LIFT"], { x: x0 + chev + gap, y: baseline, size, bold: true, fill, spacing })
  );
}

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

const blurFilter = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

function glyphColorsFor(c: string, onBg: string): GlyphColors {
  const main = contrast(c, onBg) < 1.6 ? darken(c, 0.35) : c;
  const accent = accentOf(main);
  return { main, accent, light: lighten(c, 0.72), dark: darken(c, 0.55) };
}

// ---------------------------------------------------------------------------
// Products

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface ShapeArt {
  /** Drawn before the label. */
  body: string;
  /** Drawn after the label (caps, gloss...). */
  front: string;
  label: Rect;
  labelRadius: number;
  curved: boolean;
  footY: number;
  footW: number;
  dx: number;
}

function ridges(x0: number, x1: number, y0: number, y1: number, step: number, opacity = 0.07): string {
  let d = "";
  for (let x = x0 + step; x < x1 - step / 2; x += step) d += `M${f(x)} ${f(y0)}V${f(y1)}`;
  return `<path d="${d}" stroke="#000000" stroke-opacity="${opacity}" stroke-width="2"/>`;
}

const SHAPES: Record<SeedProduct["shape"], (c: string) => ShapeArt> = {
  bottle: (c) => ({
    body:
      `<rect x="318" y="292" width="164" height="44" rx="6" fill="${darken(c, 0.22)}"/>` +
      `<path d="M250 408C250 352 282 330 334 326H466C518 330 550 352 550 408V626Q550 660 516 660H284Q250 660 250 626Z" fill="url(#bodyGrad)"/>` +
      `<path d="M334 326H466C518 330 550 352 550 408" stroke="#ffffff" stroke-opacity=".25" stroke-width="3" fill="none"/>`,
    front:
      `<rect x="302" y="196" width="196" height="106" rx="14" fill="url(#capGrad)"/>` +
      ridges(302, 498, 210, 290, 9) +
      `<rect x="302" y="286" width="196" height="16" rx="6" fill="#000000" fill-opacity=".08"/>` +
      `<rect x="302" y="196" width="196" height="12" rx="6" fill="#ffffff" fill-opacity=".6"/>` +
      `<rect x="276" y="346" width="16" height="290" rx="8" fill="#ffffff" fill-opacity=".16"/>`,
    label: { x: 250, y: 414, w: 300, h: 200 },
    labelRadius: 0,
    curved: true,
    footY: 660,
    footW: 300,
    dx: 0,
  }),
  jar: (c) => ({
    body:
      `<path d="M206 378H594V622Q594 664 552 664H248Q206 664 206 622Z" fill="url(#bodyGrad)"/>` +
      `<rect x="214" y="354" width="372" height="32" rx="8" fill="${darken(c, 0.2)}"/>`,
    front:
      `<rect x="194" y="258" width="412" height="106" rx="18" fill="url(#capGrad)"/>` +
      ridges(194, 606, 280, 352, 10) +
      `<rect x="194" y="258" width="412" height="16" rx="8" fill="#ffffff" fill-opacity=".7"/>` +
      `<rect x="194" y="348" width="412" height="16" rx="6" fill="#000000" fill-opacity=".08"/>` +
      `<rect x="228" y="396" width="16" height="250" rx="8" fill="#ffffff" fill-opacity=".14"/>`,
    label: { x: 206, y: 408, w: 388, h: 214 },
    labelRadius: 0,
    curved: true,
    footY: 664,
    footW: 388,
    dx: 0,
  }),
  pouch: (_c) => {
    const outline =
      "M226 186H574Q584 186 585 196C594 330 598 500 590 640Q588 668 562 668H238Q212 668 210 640C202 500 206 330 215 196Q216 186 226 186Z";
    let seal = "";
    for (let y = 194; y <= 226; y += 6) seal += `M214 ${y}H586`;
    return {
      body:
        `<clipPath id="pouchClip"><path d="${outline}"/></clipPath>` +
        `<path d="${outline}" fill="url(#bodyGrad)"/>` +
        `<g clip-path="url(#pouchClip)">` +
        `<rect x="200" y="186" width="400" height="46" fill="#000000" fill-opacity=".08"/>` +
        `<path d="${seal}" stroke="#000000" stroke-opacity=".06" stroke-width="2"/>` +
        `<path d="M200 246H600M200 252H600" stroke="#000000" stroke-opacity=".1" stroke-width="2"/>` +
        `<path d="M200 620Q400 646 600 620" stroke="#000000" stroke-opacity=".1" stroke-width="3" fill="none"/>` +
        `<path d="M270 270C262 380 262 520 272 612" stroke="#ffffff" stroke-opacity=".22" stroke-width="22" stroke-linecap="round" fill="none" filter="url(#soft)"/>` +
        `<path d="M548 270C556 380 556 520 546 612" stroke="#000000" stroke-opacity=".1" stroke-width="22" stroke-linecap="round" fill="none" filter="url(#soft)"/>` +
        `</g>` +
        `<circle cx="400" cy="209" r="11" fill="url(#bg)"/><circle cx="400" cy="209" r="11" fill="none" stroke="#000000" stroke-opacity=".12" stroke-width="2"/>`,
      front: "",
      label: { x: 262, y: 300, w: 276, h: 262 },
      labelRadius: 20,
      curved: false,
      footY: 668,
      footW: 380,
      dx: 0,
    };
  },
  box: (c) => ({
    body:
      `<rect x="230" y="258" width="290" height="402" fill="url(#frontGrad)"/>` +
      `<path d="M520 258L584 226V628L520 660Z" fill="${darken(c, 0.28)}"/>` +
      `<path d="M230 258L294 226H584L520 258Z" fill="${lighten(c, 0.25)}"/>` +
      `<path d="M230 258H520L584 226" stroke="#ffffff" stroke-opacity=".45" stroke-width="2" fill="none"/>` +
      `<path d="M520 258V660" stroke="#000000" stroke-opacity=".12" stroke-width="2"/>`,
    front: "",
    label: { x: 254, y: 320, w: 242, h: 262 },
    labelRadius: 12,
    curved: false,
    footY: 660,
    footW: 360,
    dx: -7,
  }),
  dropper: (c) => ({
    body:
      `<rect x="352" y="396" width="96" height="40" fill="${darken(c, 0.28)}"/>` +
      `<path d="M296 486C296 446 318 430 352 428H448C482 430 504 446 504 486V632Q504 662 474 662H326Q296 662 296 632Z" fill="url(#bodyGrad)"/>`,
    front:
      `<path d="M364 330V262C364 198 436 198 436 262V330Z" fill="url(#darkGrad)"/>` +
      `<path d="M376 232C378 218 386 212 394 210" stroke="#ffffff" stroke-opacity=".3" stroke-width="5" stroke-linecap="round" fill="none"/>` +
      `<rect x="334" y="322" width="132" height="84" rx="10" fill="url(#darkGrad)"/>` +
      ridges(334, 466, 334, 396, 8, 0.22) +
      `<rect x="334" y="322" width="132" height="10" rx="5" fill="#ffffff" fill-opacity=".15"/>` +
      `<rect x="316" y="446" width="14" height="196" rx="7" fill="#ffffff" fill-opacity=".3"/>`,
    label: { x: 296, y: 474, w: 208, h: 160 },
    labelRadius: 0,
    curved: true,
    footY: 662,
    footW: 208,
    dx: 0,
  }),
};

function labelContent(p: SeedProduct, c: string, L: Rect, warn: (m: string) => void): string {
  const brandInk = inkOn(c, "#ffffff", 4.5);
  const bandH = L.h * 0.17;
  const brandSize = clamp(L.w * 0.115, 20, 36);
  const brandY = L.y + L.h * 0.07 + brandSize * 0.85;
  const ruleY = brandY + brandSize * 0.5;
  const zoneTop = ruleY + 8;
  const zoneBottom = L.y + L.h - bandH - 6;
  const maxLines = L.h / L.w > 0.8 ? 3 : 2;
  const fit = fitText(p.label, {
    maxW: L.w - 36,
    maxLines,
    maxSize: clamp(Math.min(L.w * 0.13, ((zoneBottom - zoneTop) / maxLines) * 0.8), 16, 40),
    minSize: 13,
    bold: true,
    balance: true,
  });
  if (fit.truncated) warn(`product "${p.handle}": label "${p.label}" truncated on the packshot`);
  const lh = fit.size * 1.08;
  const blockH = (fit.lines.length - 1) * lh + fit.size * 0.74;
  const firstBaseline = zoneTop + (zoneBottom - zoneTop - blockH) / 2 + fit.size * 0.74;
  const cat = fitText(p.category.toUpperCase(), {
    maxW: L.w - 28,
    maxLines: 1,
    maxSize: clamp(L.w * 0.048, 10, 14),
    minSize: 8,
    bold: true,
    spacing: 0.14,
  });
  const band = luminance(c) > 0.75 ? darken(c, 0.08) : luminance(c) < 0.03 ? lighten(c, 0.14) : darken(c, 0.16);
  const bandInk = textOn(band);
  return (
    brandMark(L.x + L.w / 2, brandY, brandSize, brandInk) +
    `<rect x="${f(L.x + L.w / 2 - 18)}" y="${f(ruleY)}" width="36" height="3" rx="1.5" fill="${c}"/>` +
    svgText(fit.lines, {
      x: L.x + L.w / 2,
      y: firstBaseline,
      size: fit.size,
      lineHeight: 1.08,
      bold: true,
      fill: INK,
      anchor: "middle",
    }) +
    `<rect x="${f(L.x)}" y="${f(L.y + L.h - bandH)}" width="${f(L.w)}" height="${f(bandH)}" fill="${band}"/>` +
    svgText(cat.lines, {
      x: L.x + L.w / 2,
      y: L.y + L.h - bandH / 2 + cat.size * 0.36,
      size: cat.size,
      bold: true,
      fill: bandInk,
      anchor: "middle",
      spacing: cat.size * 0.14,
    })
  );
}

export function productSvg(p: SeedProduct, warn: (m: string) => void = () => {}): string {
  const c = normColor(p.color);
  const make = SHAPES[p.shape];
  if (!make) throw new Error(`product "${p.handle}": unknown shape "${p.shape}"`);
  const art = make(c);
  const L = art.label;
  const cx = 400 + art.dx;
  const defs =
    `<radialGradient id="bg" cx="400" cy="330" r="620" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="${mix(c, "#ffffff", 0.95)}"/><stop offset="1" stop-color="${mix(c, "#ffffff", 0.78)}"/></radialGradient>` +
    `<linearGradient id="bodyGrad" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="${darken(c, 0.3)}"/><stop offset=".16" stop-color="${c}"/><stop offset=".3" stop-color="${lighten(c, 0.16)}"/>` +
    `<stop offset=".5" stop-color="${c}"/><stop offset=".84" stop-color="${darken(c, 0.1)}"/><stop offset="1" stop-color="${darken(c, 0.34)}"/></linearGradient>` +
    `<linearGradient id="frontGrad" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.08)}"/><stop offset="1" stop-color="${darken(c, 0.08)}"/></linearGradient>` +
    `<linearGradient id="capGrad" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#c3c8cf"/><stop offset=".18" stop-color="#eef0f3"/><stop offset=".32" stop-color="#ffffff"/>` +
    `<stop offset=".6" stop-color="#eceef1"/><stop offset="1" stop-color="#b4bac3"/></linearGradient>` +
    `<linearGradient id="darkGrad" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#1b1f25"/><stop offset=".3" stop-color="#4a515c"/><stop offset=".55" stop-color="#2d323a"/><stop offset="1" stop-color="#15181d"/></linearGradient>` +
    `<linearGradient id="cyl" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#000000" stop-opacity=".24"/><stop offset=".15" stop-color="#000000" stop-opacity="0"/>` +
    `<stop offset=".27" stop-color="#ffffff" stop-opacity=".3"/><stop offset=".4" stop-color="#ffffff" stop-opacity="0"/>` +
    `<stop offset=".78" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".26"/></linearGradient>` +
    `<linearGradient id="flat" x1="0" x2="1" y1="0" y2="1">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity=".18"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".06"/></linearGradient>` +
    blurFilter("shadow", 16) +
    blurFilter("contact", 5) +
    blurFilter("soft", 6) +
    `<clipPath id="labelClip"><rect x="${L.x}" y="${L.y}" width="${L.w}" height="${L.h}" rx="${art.labelRadius}"/></clipPath>`;

  const labelGroup =
    `<g clip-path="url(#labelClip)">` +
    `<rect x="${L.x}" y="${L.y}" width="${L.w}" height="${L.h}" fill="#fbfbf9"/>` +
    labelContent(p, c, L, warn) +
    `<rect x="${L.x}" y="${L.y}" width="${L.w}" height="${L.h}" fill="url(#${art.curved ? "cyl" : "flat"})"/>` +
    `</g>`;

  const body =
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="400" cy="410" r="300" fill="${mix(c, "#ffffff", 0.88)}" fill-opacity=".7"/>` +
    `<ellipse cx="${f(cx + 10)}" cy="${f(art.footY + 4)}" rx="${f(art.footW * 0.62)}" ry="26" fill="${darken(c, 0.6)}" fill-opacity=".2" filter="url(#shadow)"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(art.footY)}" rx="${f(art.footW * 0.5)}" ry="8" fill="${darken(c, 0.7)}" fill-opacity=".28" filter="url(#contact)"/>` +
    `<g transform="translate(${art.dx} 0)">${art.body}${labelGroup}${art.front}</g>`;
  return svgDoc(800, 800, defs, body);
}

// ---------------------------------------------------------------------------
// Recipes (1200x800, top-down table scene)

function leafSmall(x: number, y: number, len: number, rot: number, fill: string, vein: string): string {
  const w = len * 0.42;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M${f(-len / 2)} 0C${f(-len / 4)} ${f(-w)} ${f(len / 4)} ${f(-w)} ${f(len / 2)} 0C${f(len / 4)} ${f(w)} ${f(-len / 4)} ${f(w)} ${f(-len / 2)} 0Z" fill="${fill}"/>` +
    `<path d="M${f(-len / 2 + 4)} 0H${f(len / 2 - 6)}" stroke="${vein}" stroke-width="${f(Math.max(1.5, len * 0.04))}" stroke-linecap="round" stroke-opacity=".7"/>` +
    `</g>`
  );
}

function slice(x: number, y: number, r: number, outer: string, inner: string, seed: string): string {
  let seeds = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seeds += `<ellipse cx="${f(x + Math.cos(a) * r * 0.38)}" cy="${f(y + Math.sin(a) * r * 0.38)}" rx="${f(r * 0.05)}" ry="${f(r * 0.1)}" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(x + Math.cos(a) * r * 0.38)} ${f(y + Math.sin(a) * r * 0.38)})" fill="${seed}"/>`;
  }
  return (
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${outer}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" fill="${inner}"/>` +
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.16)}" fill="#ffffff" fill-opacity=".6"/>` +
    seeds
  );
}

interface Circle {
  x: number;
  y: number;
  r: number;
}

/** Rejection-sampled positions inside a disc / rectangle without overlaps (seeded, bounded attempts). */
function scatter(
  rand: () => number,
  count: number,
  radius: [number, number],
  inside: (x: number, y: number, r: number) => boolean,
  box: Rect,
  taken: Circle[],
  pad = 4,
): Circle[] {
  const out: Circle[] = [];
  for (let attempt = 0; attempt < count * 60 && out.length < count; attempt++) {
    const r = radius[0] + rand() * (radius[1] - radius[0]);
    const x = box.x + rand() * box.w;
    const y = box.y + rand() * box.h;
    if (!inside(x, y, r)) continue;
    if ([...taken, ...out].some((c) => Math.hypot(c.x - x, c.y - y) < c.r + r + pad)) continue;
    out.push({ x, y, r });
  }
  taken.push(...out);
  return out;
}

export function recipeSvg(r: SeedRecipe): string {
  const W = 1200;
  const H = 800;
  const c = normColor(r.color);
  const rand = rng(`recipe:${r.slug}`);
  const acc = shiftHue(c, 150, [0.35, 0.75], [0.55, 0.68]);
  const berry = shiftHue(darken(c, 0.25), -20, [0.45, 0.8], [0.25, 0.42]);
  const green = mix("#5f9e55", c, 0.12);
  const seedCol = mix("#e2c48f", c, 0.1);
  const bowl = { x: 560, y: 410, r: 250 };
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c, "#ffffff", 0.9)}"/><stop offset="1" stop-color="${mix(c, "#ffffff", 0.74)}"/></linearGradient>` +
    `<radialGradient id="food" cx=".42" cy=".38" r=".7"><stop offset="0" stop-color="${mix(c, "#ffffff", 0.45)}"/><stop offset="1" stop-color="${mix(c, "#ffffff", 0.12)}"/></radialGradient>` +
    `<radialGradient id="rim" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eceef0"/></radialGradient>` +
    blurFilter("shadow", 18) +
    blurFilter("small", 6);

  let s = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  // soft table blobs
  s += `<path d="${blobPath(rand, 120, 120, 230)}" fill="${mix(c, "#ffffff", 0.66)}" fill-opacity=".45"/>`;
  s += `<path d="${blobPath(rand, 1120, 720, 260)}" fill="${mix(c, "#ffffff", 0.62)}" fill-opacity=".4"/>`;
  // napkin
  const napkin = mix(acc, "#ffffff", 0.5);
  s +=
    `<g transform="translate(300 600) rotate(-14)">` +
    `<rect x="-200" y="-120" width="400" height="250" rx="16" fill="${darken(c, 0.5)}" fill-opacity=".12" filter="url(#small)" transform="translate(8 10)"/>` +
    `<rect x="-200" y="-120" width="400" height="250" rx="16" fill="${napkin}"/>` +
    `<path d="M-200 -86H200M-200 -74H200M-200 96H200M-200 84H200" stroke="${mix(acc, "#ffffff", 0.2)}" stroke-width="4" stroke-opacity=".6"/>` +
    `</g>`;
  // spoon
  s +=
    `<g transform="translate(930 560) rotate(-32)">` +
    `<g transform="translate(10 12)" filter="url(#small)" fill="${darken(c, 0.5)}" fill-opacity=".16"><ellipse cx="0" cy="0" rx="40" ry="54"/><rect x="-8" y="44" width="16" height="240" rx="8"/></g>` +
    `<rect x="-8" y="44" width="16" height="240" rx="8" fill="#d3d8de"/>` +
    `<ellipse cx="0" cy="0" rx="40" ry="54" fill="#e3e7eb"/><ellipse cx="-2" cy="-4" rx="30" ry="42" fill="#f3f5f7"/>` +
    `</g>`;
  // bowl
  s += `<circle cx="${bowl.x + 16}" cy="${bowl.y + 22}" r="${bowl.r}" fill="${darken(c, 0.55)}" fill-opacity=".22" filter="url(#shadow)"/>`;
  s += `<circle cx="${bowl.x}" cy="${bowl.y}" r="${bowl.r}" fill="url(#rim)"/>`;
  s += `<circle cx="${bowl.x}" cy="${bowl.y}" r="${bowl.r - 36}" fill="url(#food)"/>`;
  s += `<circle cx="${bowl.x}" cy="${bowl.y}" r="${bowl.r - 36}" fill="none" stroke="#000000" stroke-opacity=".07" stroke-width="10"/>`;

  const inBowl = (x: number, y: number, rr: number) => Math.hypot(x - bowl.x, y - bowl.y) + rr < bowl.r - 52;
  const bowlBox = { x: bowl.x - bowl.r, y: bowl.y - bowl.r, w: bowl.r * 2, h: bowl.r * 2 };
  const taken: Circle[] = [];
  for (const sl of scatter(rand, 4, [34, 46], inBowl, bowlBox, taken, 2)) {
    s += slice(sl.x, sl.y, sl.r, mix(acc, "#ffffff", 0.25), mix(acc, "#ffffff", 0.62), darken(acc, 0.5));
  }
  for (const b of scatter(rand, 14, [10, 16], inBowl, bowlBox, taken, 1)) {
    s += `<circle cx="${f(b.x)}" cy="${f(b.y)}" r="${f(b.r)}" fill="${berry}"/><circle cx="${f(b.x - b.r * 0.35)}" cy="${f(b.y - b.r * 0.35)}" r="${f(b.r * 0.28)}" fill="#ffffff" fill-opacity=".45"/>`;
  }
  for (const l of scatter(rand, 3, [18, 24], inBowl, bowlBox, taken, 0)) {
    s += leafSmall(l.x, l.y, l.r * 2.4, rand() * 180, green, lighten(green, 0.5));
  }
  for (const d of scatter(rand, 26, [3, 5], inBowl, bowlBox, taken, 0)) {
    s += `<ellipse cx="${f(d.x)}" cy="${f(d.y)}" rx="${f(d.r * 1.5)}" ry="${f(d.r)}" transform="rotate(${f(rand() * 180)} ${f(d.x)} ${f(d.y)})" fill="${seedCol}"/>`;
  }

  // motif plate
  const plate = { x: 1000, y: 210, r: 120 };
  s += `<circle cx="${plate.x + 10}" cy="${plate.y + 14}" r="${plate.r}" fill="${darken(c, 0.55)}" fill-opacity=".18" filter="url(#small)"/>`;
  s += `<circle cx="${plate.x}" cy="${plate.y}" r="${plate.r}" fill="url(#rim)"/>`;
  s += `<circle cx="${plate.x}" cy="${plate.y}" r="${plate.r - 22}" fill="${mix(c, "#ffffff", 0.86)}"/>`;
  s += glyph(r.motif, plate.x, plate.y, plate.r * 1.45, glyphColorsFor(c, "#ffffff"));

  // scattered garnish on the table, away from bowl / plate / spoon
  const onTable = (x: number, y: number, rr: number) =>
    x - rr > 30 &&
    x + rr < W - 30 &&
    y - rr > 30 &&
    y + rr < H - 30 &&
    Math.hypot(x - bowl.x, y - bowl.y) > bowl.r + rr + 24 &&
    Math.hypot(x - plate.x, y - plate.y) > plate.r + rr + 24 &&
    !(x > 820 && y > 430);
  const tableTaken: Circle[] = [];
  const tableBox = { x: 0, y: 0, w: W, h: H };
  for (const l of scatter(rand, 5, [22, 30], onTable, tableBox, tableTaken, 10)) {
    s += leafSmall(l.x, l.y, l.r * 2.3, rand() * 360, green, lighten(green, 0.5));
  }
  for (const b of scatter(rand, 7, [9, 14], onTable, tableBox, tableTaken, 8)) {
    s += `<circle cx="${f(b.x)}" cy="${f(b.y)}" r="${f(b.r)}" fill="${berry}"/><circle cx="${f(b.x - b.r * 0.35)}" cy="${f(b.y - b.r * 0.35)}" r="${f(b.r * 0.28)}" fill="#ffffff" fill-opacity=".45"/>`;
  }
  for (const d of scatter(rand, 10, [3, 5], onTable, tableBox, tableTaken, 6)) {
    s += `<ellipse cx="${f(d.x)}" cy="${f(d.y)}" rx="${f(d.r * 1.5)}" ry="${f(d.r)}" transform="rotate(${f(rand() * 180)} ${f(d.x)} ${f(d.y)})" fill="${seedCol}"/>`;
  }
  return svgDoc(W, H, defs, s);
}

// ---------------------------------------------------------------------------
// Blog covers (1600x900, flat abstract)

function floaters(rand: () => number, count: number, W: number, H: number, avoid: Circle, colors: string[]): string {
  let s = "";
  const taken: Circle[] = [avoid];
  const inside = (x: number, y: number, r: number) => x - r > 20 && x + r < W - 20 && y - r > 20 && y + r < H - 20;
  const items = scatter(rand, count, [10, 26], inside, { x: 0, y: 0, w: W, h: H }, taken, 40);
  items.forEach((it, i) => {
    const col = colors[i % colors.length]!;
    const kind = Math.floor(rand() * 4);
    if (kind === 0) s += `<circle cx="${f(it.x)}" cy="${f(it.y)}" r="${f(it.r * 0.6)}" fill="${col}"/>`;
    else if (kind === 1)
      s += `<circle cx="${f(it.x)}" cy="${f(it.y)}" r="${f(it.r * 0.75)}" fill="none" stroke="${col}" stroke-width="${f(Math.max(3, it.r * 0.22))}"/>`;
    else if (kind === 2) {
      const k = it.r * 0.7;
      s += `<path d="M${f(it.x - k)} ${f(it.y)}H${f(it.x + k)}M${f(it.x)} ${f(it.y - k)}V${f(it.y + k)}" stroke="${col}" stroke-width="${f(Math.max(3, it.r * 0.24))}" stroke-linecap="round"/>`;
    } else s += sparkleAt(it.x, it.y, it.r, col);
  });
  return s;
}

export function blogCoverSvg(b: SeedBlogPost): string {
  const W = 1600;
  const H = 900;
  const c = normColor(b.color);
  const rand = rng(`blog:${b.slug}`);
  const hue = rgbToHsl(parseHex(c))[0];
  const c2 = shiftHue(darken(c, 0.12), hue >= 22 && hue < 170 ? -16 : 26);
  const center = { x: 800, y: 450, r: 235 };
  const light = textOn(c) === "#ffffff";
  const deco = light ? "#ffffff" : darken(c, 0.55);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(c, 0.1)}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<pattern id="dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="3" fill="${deco}" fill-opacity=".22"/></pattern>` +
    blurFilter("shadow", 22);
  let s = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  // big organic shapes
  const corners: [number, number][] = [
    [140, 160],
    [1460, 140],
    [180, 800],
    [1450, 780],
  ];
  corners.forEach(([x, y], i) => {
    const tone = i % 2 ? lighten(c, 0.35) : darken(c, 0.18);
    s += `<path d="${blobPath(rand, x + (rand() - 0.5) * 120, y + (rand() - 0.5) * 80, 230 + rand() * 120, 8, 0.18)}" fill="${tone}" fill-opacity="${f(0.28 + rand() * 0.15)}"/>`;
  });
  const dotCorner = corners[Math.floor(rand() * corners.length)]!;
  s += `<rect x="${f(dotCorner[0] < 800 ? 60 : W - 60 - 312)}" y="${f(dotCorner[1] < 450 ? 60 : H - 60 - 208)}" width="312" height="208" fill="url(#dots)"/>`;
  // arcs / rings
  s += `<circle cx="${center.x}" cy="${center.y}" r="${center.r + 70}" fill="none" stroke="${deco}" stroke-opacity=".18" stroke-width="2"/>`;
  s += `<circle cx="${center.x}" cy="${center.y}" r="${center.r + 140}" fill="none" stroke="${deco}" stroke-opacity=".1" stroke-width="2" stroke-dasharray="4 14" stroke-linecap="round"/>`;
  const orbitA = rand() * Math.PI * 2;
  for (let i = 0; i < 3; i++) {
    const a = orbitA + (i * Math.PI * 2) / 3;
    const rr = center.r + (i === 1 ? 140 : 70);
    s += `<circle cx="${f(center.x + rr * Math.cos(a))}" cy="${f(center.y + rr * Math.sin(a))}" r="${i === 0 ? 16 : 10}" fill="${i === 2 ? lighten(c, 0.75) : accentOf(c, [0.55, 0.7])}"/>`;
  }
  // central disc
  s += `<circle cx="${center.x + 14}" cy="${center.y + 24}" r="${center.r}" fill="${darken(c, 0.6)}" fill-opacity=".28" filter="url(#shadow)"/>`;
  s += `<circle cx="${center.x}" cy="${center.y}" r="${center.r}" fill="${mix(c, "#ffffff", 0.94)}"/>`;
  s += `<circle cx="${center.x}" cy="${center.y}" r="${center.r - 26}" fill="none" stroke="${c}" stroke-opacity=".14" stroke-width="3"/>`;
  s += glyph(b.motif, center.x, center.y, center.r * 1.45, glyphColorsFor(c, "#ffffff"));
  s += floaters(rand, 14, W, H, { x: center.x, y: center.y, r: center.r + 90 }, [
    deco,
    lighten(c, 0.7),
    accentOf(c, [0.6, 0.75]),
  ]);
  return svgDoc(W, H, defs, s);
}

// ---------------------------------------------------------------------------
// E-book covers (600x900)

export function ebookCoverSvg(e: SeedEbook, warn: (m: string) => void = () => {}): string {
  const W = 600;
  const H = 900;
  const c = normColor(e.color);
  const rand = rng(`ebook:${e.slug}`);
  const top = lighten(c, 0.12);
  const bottom = darken(c, 0.3);
  const ink = textOn(mix(top, bottom, 0.7));
  const soft = ink === "#ffffff" ? "#ffffff" : INK;
  const accent = ink === "#ffffff" ? accentOf(c, [0.62, 0.74]) : darken(c, 0.5);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="spine" x1="0" x2="1"><stop offset="0" stop-color="#000000" stop-opacity=".28"/><stop offset=".6" stop-color="#000000" stop-opacity=".05"/><stop offset="1" stop-color="#ffffff" stop-opacity=".12"/></linearGradient>` +
    `<pattern id="dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="${soft}" fill-opacity=".25"/></pattern>` +
    blurFilter("shadow", 14);
  const m = { x: 300, y: 318, r: 128 };
  let s = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  s += `<path d="${blobPath(rand, 520 + rand() * 40, 150, 190, 7, 0.2)}" fill="${lighten(c, 0.3)}" fill-opacity=".22"/>`;
  s += `<path d="${blobPath(rand, 60, 520 + rand() * 60, 170, 7, 0.2)}" fill="${darken(c, 0.25)}" fill-opacity=".22"/>`;
  s += `<rect x="420" y="420" width="144" height="90" fill="url(#dots)"/>`;
  s += `<circle cx="${m.x}" cy="${m.y}" r="${m.r + 46}" fill="${soft}" fill-opacity=".1"/>`;
  s += `<circle cx="${m.x}" cy="${m.y}" r="${m.r + 84}" fill="none" stroke="${soft}" stroke-opacity=".2" stroke-width="2" stroke-dasharray="3 10" stroke-linecap="round"/>`;
  s += `<circle cx="${m.x + 8}" cy="${m.y + 16}" r="${m.r}" fill="${darken(c, 0.6)}" fill-opacity=".3" filter="url(#shadow)"/>`;
  s += `<circle cx="${m.x}" cy="${m.y}" r="${m.r}" fill="${mix(c, "#ffffff", 0.94)}"/>`;
  s += glyph(e.motif, m.x, m.y, m.r * 1.5, glyphColorsFor(c, "#ffffff"));
  s +=
    sparkleAt(118, 196, 14, accent) + sparkleAt(490, 456, 10, soft, 0.7) + `<circle cx="470" cy="176" r="7" fill="${accent}"/>`;

  // header: brand + tag
  s += brandMark(48, 76, 22, soft, "start");
  s += svgText(["E-BOOK"], { x: W - 48, y: 75, size: 13, bold: true, fill: soft, anchor: "end", spacing: 3, opacity: 0.85 });

  // title
  const fit = fitText(e.title, { maxW: W - 96, maxLines: 4, maxSize: 56, minSize: 26, bold: true, balance: true });
  if (fit.truncated) warn(`e-book "${e.slug}": title truncated on the cover`);
  const titleTop = 560;
  s += `<rect x="48" y="${titleTop - 34}" width="56" height="6" rx="3" fill="${accent}"/>`;
  s += svgText(fit.lines, { x: 48, y: titleTop + fit.size * 0.9, size: fit.size, lineHeight: 1.1, bold: true, fill: ink });
  // author
  const author = fitText(e.author, { maxW: W - 96, maxLines: 1, maxSize: 19, minSize: 12 });
  s += `<path d="M48 812H552" stroke="${soft}" stroke-opacity=".25" stroke-width="1.5"/>`;
  s += svgText(author.lines, { x: 48, y: 850, size: author.size, fill: ink, opacity: 0.92 });
  // spine
  s += `<rect width="22" height="${H}" fill="url(#spine)"/>`;
  return svgDoc(W, H, defs, s);
}

// ---------------------------------------------------------------------------
// E-book PDF (A5, Helvetica / WinAnsi)

const PDF_REPLACEMENTS: Record<string, string> = {
  "\u2192": "->",
  "\u2190": "<-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2212": "-",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2248": "~",
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": " ",
  "\u2007": " ",
  "\u200b": "",
  "\u2060": "",
  "\ufeff": "",
  "\u2713": "",
  "\u2714": "",
  "\u00bd": "1/2",
  "\u00bc": "1/4",
  "\u00be": "3/4",
  "\u2153": "1/3",
};

function pdfRgb(hex: string): Color {
  const [r, g, b] = parseHex(hex);
  return rgb(r / 255, g / 255, b / 255);
}

interface PdfCtx {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  clean: (s: string) => string;
}

/** Word wrap with real font metrics (hard-breaks words wider than the line). */
function pdfWrap(text: string, font: PDFFont, size: number, maxW: number): string[] {
  const out: string[] = [];
  for (const hard of text.split("\n")) {
    const lines = wrapWith(hard, maxW, (s) => font.widthOfTextAtSize(s, size), true);
    out.push(...(lines.length ? lines : [""]));
  }
  return out;
}

function truncateTo(text: string, font: PDFFont, size: number, maxW: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxW) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(t + "\u2026", size) > maxW) t = t.slice(0, -1).trimEnd();
  return t + "\u2026";
}

function drawSpaced(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  size: number,
  font: PDFFont,
  color: Color,
  spacing: number,
): number {
  let cx = x;
  for (const ch of text) {
    page.drawText(ch, { x: cx, y, size, font, color });
    cx += font.widthOfTextAtSize(ch, size) + spacing;
  }
  return cx - spacing - x;
}

function spacedWidth(text: string, size: number, font: PDFFont, spacing: number): number {
  return font.widthOfTextAtSize(text, size) + spacing * Math.max(0, [...text].length - 1);
}

/** Small upward double chevron (the Lift mark), drawn with its bottom-left at (x, y). */
function pdfChevron(page: PDFPage, x: number, y: number, size: number, color: Color) {
  const t = size * 0.16;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: t, color, lineCap: LineCapStyle.Round });
  const w = size * 0.72;
  line(x + t / 2, y + size * 0.36, x + w / 2, y + size * 0.72 - t / 2);
  line(x + w / 2, y + size * 0.72 - t / 2, x + w - t / 2, y + size * 0.36);
  line(x + w * 0.3, y + t / 2, x + w / 2, y + w * 0.3 + t / 2);
  line(x + w / 2, y + w * 0.3 + t / 2, x + w * 0.7, y + t / 2);
  return w;
}

export async function ebookPdf(e: SeedEbook, warn: (m: string) => void = () => {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const reported = new Set<string>();
  const clean = (s: string) => {
    let out = "";
    for (const ch of s.normalize("NFC")) {
      const code = ch.codePointAt(0)!;
      if (ch === "\n" || charset.has(code)) out += ch;
      else if (ch === "\t" || ch === "\r") out += " ";
      else if (PDF_REPLACEMENTS[ch] !== undefined) out += PDF_REPLACEMENTS[ch];
      else {
        out += "?";
        if (!reported.has(ch)) {
          reported.add(ch);
          warn(
            `e-book "${e.slug}": character U+${code.toString(16).toUpperCase().padStart(4, "0")} "${ch}" is not in WinAnsi; replaced by "?" in the PDF`,
          );
        }
      }
    }
    return out;
  };
  const ctx: PdfCtx = { doc, regular, bold, clean };

  const [PW, PH] = PageSizes.A5;
  const M = { left: 54, right: 54, top: 64, bottom: 68 };
  const CW = PW - M.left - M.right;
  const base = normColor(e.color);
  const band = contrast("#ffffff", base) >= 3 ? base : inkOn(base, "#ffffff", 3.2);
  const accentHex = inkOn(base, "#ffffff", 3.6);
  const accent = pdfRgb(accentHex);
  const inkC = pdfRgb("#222831");
  const grayC = pdfRgb("#6b7280");
  const ruleC = pdfRgb("#d9dde3");
  const white = rgb(1, 1, 1);
  const title = clean(e.title);
  const author = clean(e.author);

  // ---- title page
  const cover = doc.addPage([PW, PH]);
  const bandBottom = PH * 0.42;
  cover.drawRectangle({ x: 0, y: bandBottom, width: PW, height: PH - bandBottom, color: pdfRgb(band) });
  cover.drawCircle({ x: PW - 40, y: PH - 110, size: 120, color: white, opacity: 0.1 });
  cover.drawCircle({ x: PW - 150, y: bandBottom + 30, size: 46, color: white, opacity: 0.08 });
  cover.drawCircle({ x: 30, y: PH - 20, size: 70, color: white, opacity: 0.07 });
  const chevW = pdfChevron(cover, M.left, PH - 52, 13, white);
  drawSpaced(cover, "LIFT", M.left + chevW + 5, PH - 51, 12, bold, white, 2.4);
  const tagW = spacedWidth("E-BOOK", 8, bold, 1.6);
  drawSpaced(cover, "E-BOOK", PW - M.right - tagW, PH - 49, 8, bold, white, 1.6);

  let tSize = 28;
  let tLines = pdfWrap(title, bold, tSize, CW);
  while (tSize > 16 && tLines.length > 5) {
    tSize -= 1;
    tLines = pdfWrap(title, bold, tSize, CW);
  }
  if (tLines.length > 6) {
    warn(`e-book "${e.slug}": title too long for the PDF title page; truncated`);
    tLines = tLines.slice(0, 6);
    tLines[5] = truncateTo(tLines[5]! + "\u2026", bold, tSize, CW);
  }
  const tLead = tSize * 1.15;
  let ty = bandBottom + 36 + (tLines.length - 1) * tLead;
  cover.drawRectangle({ x: M.left, y: ty + tSize + 12, width: 34, height: 3.5, color: white, opacity: 0.85 });
  for (const line of tLines) {
    cover.drawText(line, { x: M.left, y: ty, size: tSize, font: bold, color: white });
    ty -= tLead;
  }
  // description
  let dy = bandBottom - 40;
  const descLines = pdfWrap(clean(e.description), regular, 10.5, CW);
  for (const line of descLines.slice(0, 9)) {
    cover.drawText(line, { x: M.left, y: dy, size: 10.5, font: regular, color: grayC });
    dy -= 15;
  }
  if (descLines.length > 9) warn(`e-book "${e.slug}": description shortened on the PDF title page`);
  // author + brand
  drawSpaced(cover, "AUTORIA", M.left, 118, 7.5, bold, accent, 1.5);
  for (const [i, line] of pdfWrap(author, bold, 13, CW).slice(0, 2).entries()) {
    cover.drawText(line, { x: M.left, y: 100 - i * 16, size: 13, font: bold, color: inkC });
  }
  cover.drawLine({ start: { x: M.left, y: 66 }, end: { x: PW - M.right, y: 66 }, thickness: 0.6, color: ruleC });
  const cw2 = pdfChevron(cover, M.left, 44, 11, accent);
  cover.drawText("Lift", { x: M.left + cw2 + 5, y: 45, size: 11, font: bold, color: accent });
  const slogan = "Suplementos e bem-estar";
  cover.drawText(slogan, {
    x: PW - M.right - regular.widthOfTextAtSize(slogan, 8.5),
    y: 46,
    size: 8.5,
    font: regular,
    color: grayC,
  });

  // ---- table of contents layout (measured first, drawn after the chapters)
  const chapters = e.chapters.map((ch, i) => ({ index: i + 1, title: clean(ch.title), paragraphs: ch.paragraphs.map(clean) }));
  if (chapters.length === 0) warn(`e-book "${e.slug}": has no chapters`);
  const tocNumW = 28;
  const tocPageW = 30;
  const tocSize = 11;
  const tocLead = 15;
  const tocTitleY = PH - M.top - 22;
  const tocFirstY = tocTitleY - 52;
  type TocItem = { page: number; y: number; lines: string[]; chapter: number };
  const tocItems: TocItem[] = [];
  {
    let page = 0;
    let y = tocFirstY;
    for (const ch of chapters) {
      const lines = pdfWrap(ch.title, regular, tocSize, CW - tocNumW - tocPageW);
      const h = lines.length * tocLead;
      if (y - h < M.bottom) {
        page++;
        y = PH - M.top;
      }
      tocItems.push({ page, y, lines, chapter: ch.index });
      y -= h + 9;
    }
  }
  const tocPageCount = (tocItems.at(-1)?.page ?? 0) + 1;
  const tocPages: PDFPage[] = [];
  for (let i = 0; i < tocPageCount; i++) tocPages.push(doc.addPage([PW, PH]));

  // ---- chapters
  const bodySize = 10.5;
  const bodyLead = 15.6;
  const paraGap = 7;
  const chapterStart: PDFPage[] = [];
  for (const ch of chapters) {
    let page = doc.addPage([PW, PH]);
    chapterStart.push(page);
    let y = PH - M.top - 40;
    const label = `CAP\u00cdTULO ${ch.index}`;
    drawSpaced(page, label, M.left, y, 8.5, bold, accent, 1.8);
    y -= 30;
    const headLines = pdfWrap(ch.title, bold, 19, CW);
    for (const line of headLines) {
      page.drawText(line, { x: M.left, y, size: 19, font: bold, color: inkC });
      y -= 23.5;
    }
    y -= 2;
    page.drawRectangle({ x: M.left, y, width: 36, height: 3, color: accent });
    y -= 30;
    const newPage = () => {
      page = doc.addPage([PW, PH]);
      y = PH - M.top;
    };
    for (const [pi, raw] of ch.paragraphs.entries()) {
      const bulletMatch = /^\s*(?:[-*\u2022]|\d+[.)])\s+/.exec(raw);
      const isBullet = bulletMatch !== null;
      const marker = isBullet ? (/\d/.test(bulletMatch[0]) ? bulletMatch[0].trim() : "\u2022") : "";
      const text = isBullet ? raw.slice(bulletMatch[0].length) : raw;
      const indent = isBullet ? 14 : 0;
      const size = pi === 0 && !isBullet ? 11.5 : bodySize;
      const lead = pi === 0 && !isBullet ? 17 : bodyLead;
      const lines = pdfWrap(text.trim(), regular, size, CW - indent);
      // lay out with orphan/widow control: never leave a single line of a paragraph alone on a page
      let li = 0;
      while (li < lines.length) {
        const avail = y < M.bottom ? 0 : Math.floor((y - M.bottom) / lead) + 1;
        const remaining = lines.length - li;
        let take = Math.min(avail, remaining);
        if (take < remaining) {
          if (take === 1 && li === 0) take = 0;
          else if (remaining - take === 1 && take >= 2) take -= 1;
        }
        if (take === 0) {
          newPage();
          continue;
        }
        for (let k = 0; k < take; k++, li++) {
          if (li === 0 && isBullet) page.drawText(marker, { x: M.left + 2, y, size, font: bold, color: accent });
          page.drawText(lines[li]!, { x: M.left + indent, y, size, font: regular, color: inkC });
          y -= lead;
        }
        if (li < lines.length) newPage();
      }
      const nextIsBullet = /^\s*(?:[-*\u2022]|\d+[.)])\s+/.test(ch.paragraphs[pi + 1] ?? "");
      y -= isBullet && nextIsBullet ? 3 : paraGap;
    }
  }

  // ---- draw the table of contents
  {
    const p0 = tocPages[0]!;
    p0.drawText("Sum\u00e1rio", { x: M.left, y: tocTitleY, size: 22, font: bold, color: inkC });
    p0.drawRectangle({ x: M.left, y: tocTitleY - 16, width: 36, height: 3, color: accent });
    const allPages = doc.getPages();
    for (const item of tocItems) {
      const page = tocPages[item.page]!;
      const target = chapterStart[item.chapter - 1]!;
      const pageNo = String(allPages.indexOf(target) + 1);
      page.drawText(String(item.chapter).padStart(2, "0"), { x: M.left, y: item.y, size: tocSize, font: bold, color: accent });
      let ly = item.y;
      for (const line of item.lines) {
        page.drawText(line, { x: M.left + tocNumW, y: ly, size: tocSize, font: regular, color: inkC });
        ly -= tocLead;
      }
      const lastY = ly + tocLead;
      const lastW = regular.widthOfTextAtSize(item.lines.at(-1) ?? "", tocSize);
      const numW = bold.widthOfTextAtSize(pageNo, tocSize);
      const dotsFrom = M.left + tocNumW + lastW + 6;
      const dotsTo = PW - M.right - numW - 6;
      if (dotsTo > dotsFrom)
        page.drawLine({
          start: { x: dotsFrom, y: lastY + 1.5 },
          end: { x: dotsTo, y: lastY + 1.5 },
          thickness: 1,
          color: ruleC,
          dashArray: [0.01, 3.5],
          lineCap: LineCapStyle.Round,
        });
      page.drawText(pageNo, { x: PW - M.right - numW, y: lastY, size: tocSize, font: bold, color: inkC });
      addLink(ctx, page, [M.left - 2, lastY - 4, PW - M.right + 2, item.y + tocSize], target.ref);
    }
  }

  // ---- footers (every page but the title page)
  const pages = doc.getPages();
  const footTitle = truncateTo(title, regular, 7.5, CW - 40);
  pages.forEach((page, i) => {
    if (i === 0) return;
    page.drawLine({ start: { x: M.left, y: 48 }, end: { x: PW - M.right, y: 48 }, thickness: 0.5, color: ruleC });
    page.drawText(footTitle, { x: M.left, y: 34, size: 7.5, font: regular, color: grayC });
    const n = String(i + 1);
    page.drawText(n, { x: PW - M.right - bold.widthOfTextAtSize(n, 8.5), y: 34, size: 8.5, font: bold, color: inkC });
  });

  // ---- outline (bookmarks) + metadata
  addOutline(ctx, [
    { title: "Sum\u00e1rio", page: tocPages[0]!.ref },
    ...chapters.map((ch, i) => ({ title: `${ch.index}. ${ch.title}`, page: chapterStart[i]!.ref })),
  ]);
  doc.setTitle(e.title, { showInWindowTitleBar: true });
  doc.setAuthor(e.author);
  doc.setSubject(e.description);
  doc.setKeywords(["Lift", "e-book", e.motif]);
  doc.setLanguage("pt-BR");
  doc.setProducer("Lift");
  doc.setCreator("Lift");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return doc.save({ useObjectStreams: true });
}

function addLink(ctx: PdfCtx, page: PDFPage, rect: [number, number, number, number], target: PDFRef) {
  const c = ctx.doc.context;
  const annot = c.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: rect,
    Border: [0, 0, 0],
    Dest: [target, "XYZ", null, null, null],
  });
  page.node.addAnnot(c.register(annot));
}

function addOutline(ctx: PdfCtx, items: { title: string; page: PDFRef }[]) {
  if (items.length === 0) return;
  const c = ctx.doc.context;
  const root = c.nextRef();
  const refs = items.map(() => c.nextRef());
  items.forEach((it, i) => {
    const dict = c.obj({ Parent: root, Dest: [it.page, "XYZ", null, null, null] });
    dict.set(PDFName.of("Title"), PDFHexString.fromText(it.title));
    if (i > 0) dict.set(PDFName.of("Prev"), refs[i - 1]!);
    if (i < items.length - 1) dict.set(PDFName.of("Next"), refs[i + 1]!);
    c.assign(refs[i]!, dict);
  });
  c.assign(root, c.obj({ Type: "Outlines", First: refs[0]!, Last: refs.at(-1)!, Count: items.length }));
  ctx.doc.catalog.set(PDFName.of("Outlines"), root);
}

// ---------------------------------------------------------------------------
// Rendering

export async function svgToWebp(svg: string, budget: number): Promise<{ data: Buffer; quality: number }> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let last: Buffer | null = null;
  for (let q = WEBP_QUALITY; q >= 50; q -= 6) {
    last = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .webp({ quality: q, effort: 6, smartSubsample: true })
      .toBuffer();
    if (last.length <= budget) return { data: last, quality: q };
  }
  return { data: last!, quality: 50 };
}

// ---------------------------------------------------------------------------
// Sample content (for --sample; lets the script be developed without the real modules)

function sampleContent(): Content {
  const para = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      [
        "Uma rotina equilibrada começa com escolhas simples: água ao longo do dia, refeições com proteína e fibras e um sono de qualidade.",
        "A suplementação funciona melhor quando complementa esses hábitos — não quando tenta substituí-los.",
        "Converse sempre com um profissional de saúde antes de iniciar qualquer suplemento, especialmente se você usa medicamentos contínuos.",
        "Pequenas mudanças, repetidas com constância, costumam gerar resultados mais duradouros do que dietas restritivas e de curto prazo.",
      ][i % 4]!.repeat(1 + (i % 2)),
    );
  return {
    products: [
      {
        handle: "lift-slim-caps",
        name: "Lift Slim",
        description: "",
        priceCents: 14990,
        category: "Emagrecimento",
        color: "#2f9e6e",
        shape: "bottle",
        label: "Slim Caps",
      },
      {
        handle: "whey-baunilha",
        name: "Whey",
        description: "",
        priceCents: 18990,
        category: "Proteínas",
        color: "#c8a26b",
        shape: "jar",
        label: "Whey Protein Baunilha",
      },
      {
        handle: "colageno-verisol",
        name: "Colágeno",
        description: "",
        priceCents: 12990,
        category: "Beleza & Pele",
        color: "#e38aa8",
        shape: "pouch",
        label: "Colágeno Verisol",
      },
      {
        handle: "sono-profundo",
        name: "Sono",
        description: "",
        priceCents: 9990,
        category: "Bem-estar",
        color: "#3b4a8c",
        shape: "box",
        label: "Sono Profundo",
      },
      {
        handle: "vitamina-d3-k2",
        name: "D3",
        description: "",
        priceCents: 7990,
        category: "Vitaminas",
        color: "#f2b632",
        shape: "dropper",
        label: "D3 + K2",
      },
      {
        handle: "omega-branco",
        name: "Ômega",
        description: "",
        priceCents: 7990,
        category: "Vitaminas",
        color: "#f4f1ea",
        shape: "bottle",
        label: "Ômega 3 Ultra Concentrado",
      },
    ],
    blog: [
      {
        slug: "como-dormir-melhor",
        title: "Como dormir melhor",
        excerpt: "",
        category: "bem-estar",
        tags: [],
        publishedAt: "2026-01-10T10:00:00Z",
        author: { name: "Ana", role: "Nutricionista" },
        color: "#3b4a8c",
        motif: "moon",
        content: "",
      },
      {
        slug: "hidratacao",
        title: "Hidratação",
        excerpt: "",
        category: "saude",
        tags: [],
        publishedAt: "2026-01-12T10:00:00Z",
        author: { name: "Ana", role: "Nutricionista" },
        color: "#2a9fd6",
        motif: "water",
        content: "",
      },
      {
        slug: "foco",
        title: "Foco",
        excerpt: "",
        category: "saude",
        tags: [],
        publishedAt: "2026-01-12T10:00:00Z",
        author: { name: "Ana", role: "Nutricionista" },
        color: "#f4d35e",
        motif: "brain",
        content: "",
      },
    ],
    recipes: [
      {
        slug: "bowl-de-acai",
        title: "Bowl de açaí",
        description: "",
        premium: false,
        ingredients: [],
        steps: [],
        prepMinutes: 10,
        servings: 1,
        color: "#6b2f6b",
        motif: "bowl",
      },
      {
        slug: "salada-verde",
        title: "Salada verde",
        description: "",
        premium: true,
        ingredients: [],
        steps: [],
        prepMinutes: 15,
        servings: 2,
        color: "#5c9e4a",
        motif: "leaf",
      },
    ],
    ebooks: [
      {
        slug: "guia-do-sono",
        title: "Guia completo do sono reparador: rotinas, alimentação e suplementos",
        description:
          "Um guia prático para entender o sono, ajustar a rotina e escolher bem os suplementos que ajudam a relaxar — com checklists e exemplos reais.",
        author: "Dra. Ana Beatriz Lima",
        premium: false,
        priceCents: null,
        downloads: 1200,
        publishedAt: "2026-01-05T10:00:00Z",
        color: "#3b4a8c",
        motif: "moon",
        chapters: Array.from({ length: 9 }, (_, i) => ({
          title:
            i === 2
              ? "Alimentação, cafeína e o relógio biológico: o que muda quando você janta tarde → e como ajustar"
              : `Capítulo de exemplo número ${i + 1}`,
          paragraphs: [
            ...para(6),
            "- Primeiro item da lista com um texto longo o suficiente para quebrar em duas linhas no PDF.",
            "- Segundo item",
            ...para(i % 3 === 0 ? 14 : 4),
          ],
        })),
      },
      {
        slug: "energia",
        title: "Energia",
        description: "Curto.",
        author: "Equipe Lift",
        premium: true,
        priceCents: 2990,
        downloads: 10,
        publishedAt: "2026-01-05T10:00:00Z",
        color: "#f2b632",
        motif: "sun",
        chapters: [{ title: "Introdução", paragraphs: para(3) }],
      },
    ],
  };
}

// ---------------------------------------------------------------------------
// CLI

interface Content {
  products: SeedProduct[];
  recipes: SeedRecipe[];
  blog: SeedBlogPost[];
  ebooks: SeedEbook[];
}

async function loadContent(): Promise<Content> {
  const [p, b, r, e] = await Promise.all([
    import("./seed/content/products"),
    import("./seed/content/blog-posts"),
    import("./seed/content/recipes"),
    import("./seed/content/ebooks"),
  ]);
  return { products: p.seedProducts, blog: b.seedBlogPosts, recipes: r.seedRecipes, ebooks: e.seedEbooks };
}

interface Job {
  kind: Kind;
  file: string; // relative to the output root
  make: (warn: (m: string) => void) => Promise<Uint8Array | Buffer>;
}

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function checkKeys(kind: string, keys: string[], errors: string[]) {
  const seen = new Set<string>();
  for (const k of keys) {
    if (!SLUG_RE.test(k)) errors.push(`${kind}: "${k}" is not a kebab-case ascii slug`);
    if (seen.has(k)) errors.push(`${kind}: duplicate slug/handle "${k}"`);
    seen.add(k);
  }
}

function buildJobs(content: Content, kinds: Set<Kind>, errors: string[]): Job[] {
  const jobs: Job[] = [];
  const webp = (svg: () => string, budget: number, file: string) => async (warn: (m: string) => void) => {
    const out = await svgToWebp(svg(), budget);
    if (out.quality < WEBP_QUALITY)
      warn(`${file}: quality lowered to ${out.quality} to stay under ${Math.round(budget / 1000)} KB`);
    if (out.data.length > budget)
      warn(`${file}: ${(out.data.length / 1024).toFixed(1)} KiB is over the ${Math.round(budget / 1000)} KB budget`);
    return out.data;
  };
  if (kinds.has("products")) {
    checkKeys(
      "products",
      content.products.map((p) => p.handle),
      errors,
    );
    for (const p of content.products) {
      const file = `products/${p.handle}.webp`;
      jobs.push({ kind: "products", file, make: (warn) => webp(() => productSvg(p, warn), BUDGET.products, file)(warn) });
    }
  }
  if (kinds.has("recipes")) {
    checkKeys(
      "recipes",
      content.recipes.map((r) => r.slug),
      errors,
    );
    for (const r of content.recipes) {
      const file = `recipes/${r.slug}.webp`;
      jobs.push({ kind: "recipes", file, make: webp(() => recipeSvg(r), BUDGET.recipes, file) });
    }
  }
  if (kinds.has("blog")) {
    checkKeys(
      "blog",
      content.blog.map((b) => b.slug),
      errors,
    );
    for (const b of content.blog) {
      const file = `blog/${b.slug}.webp`;
      jobs.push({ kind: "blog", file, make: webp(() => blogCoverSvg(b), BUDGET.blog, file) });
    }
  }
  if (kinds.has("ebooks")) {
    checkKeys(
      "ebooks",
      content.ebooks.map((e) => e.slug),
      errors,
    );
    for (const e of content.ebooks) {
      const cover = `ebooks/${e.slug}-cover.webp`;
      jobs.push({
        kind: "ebooks",
        file: cover,
        make: (warn) => webp(() => ebookCoverSvg(e, warn), BUDGET.ebookCover, cover)(warn),
      });
      jobs.push({ kind: "ebooks", file: `ebooks/${e.slug}.pdf`, make: (warn) => ebookPdf(e, warn) });
    }
  }
  return jobs;
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((d) => d.isFile()).map((d) => d.name);
  } catch {
    return [];
  }
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

function usage(): string {
  return "usage: npx tsx scripts/make-demo-assets.ts [--only=products,recipes,blog,ebooks] [--sample] [--out=<dir>] [--prune] [--verbose]";
}

async function main(argv: string[]): Promise<number> {
  let kinds = new Set<Kind>(KINDS);
  let sample = false;
  let prune = false;
  let verbose = false;
  let outArg: string | undefined;
  for (const arg of argv) {
    if (arg.startsWith("--only=")) {
      const list = arg
        .slice(7)
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = list.filter((k) => !(KINDS as readonly string[]).includes(k));
      if (bad.length || !list.length) {
        console.error(`unknown kind(s) in ${arg}; expected: ${KINDS.join(", ")}\n${usage()}`);
        return 2;
      }
      kinds = new Set(list as Kind[]);
    } else if (arg === "--sample") sample = true;
    else if (arg === "--prune") prune = true;
    else if (arg === "--verbose" || arg === "-v") verbose = true;
    else if (arg.startsWith("--out=")) outArg = arg.slice(6);
    else if (arg === "--help" || arg === "-h") {
      console.log(usage());
      return 0;
    } else {
      console.error(`unknown argument: ${arg}\n${usage()}`);
      return 2;
    }
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const outRoot = path.resolve(outArg ?? (sample ? "/tmp/lift-demo-assets-sample" : path.join(here, "seed", "assets")));
  const content = sample ? sampleContent() : await loadContent();

  const errors: string[] = [];
  const warnings: string[] = [];
  const jobs = buildJobs(content, kinds, errors);
  if (errors.length) {
    for (const e of errors) console.error(`error: ${e}`);
    return 1;
  }
  for (const k of kinds) await mkdir(path.join(outRoot, k), { recursive: true });

  const results: { job: Job; bytes: number }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        const data = await job.make((m) => warnings.push(m));
        await writeFile(path.join(outRoot, job.file), data);
        results.push({ job, bytes: data.length });
        if (verbose) console.log(`  ${job.file}  ${kib(data.length)}`);
      } catch (err) {
        errors.push(`${job.file}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));

  // stale files (e.g. a renamed product) are reported, and removed with --prune
  const produced = new Set(jobs.map((j) => j.file));
  for (const k of kinds) {
    for (const name of await listFiles(path.join(outRoot, k))) {
      const rel = `${k}/${name}`;
      if (produced.has(rel)) continue;
      if (prune) {
        await rm(path.join(outRoot, rel));
        warnings.push(`${rel}: stale file removed (--prune)`);
      } else warnings.push(`${rel}: stale file not produced by this run (use --prune to delete)`);
    }
  }

  console.log(`demo assets -> ${path.relative(process.cwd(), outRoot) || "."}${sample ? " (sample content)" : ""}`);
  let total = 0;
  for (const k of kinds) {
    const rs = results.filter((r) => r.job.kind === k);
    const bytes = rs.reduce((a, r) => a + r.bytes, 0);
    total += bytes;
    const biggest = rs.reduce<{ job: Job; bytes: number } | null>((a, r) => (!a || r.bytes > a.bytes ? r : a), null);
    console.log(
      `  ${k.padEnd(9)} ${String(rs.length).padStart(3)} files  ${kib(bytes).padStart(10)}` +
        (biggest ? `  (largest ${path.basename(biggest.job.file)} ${kib(biggest.bytes)})` : ""),
    );
  }
  console.log(`  total     ${String(results.length).padStart(3)} files  ${kib(total).padStart(10)}`);
  for (const w of warnings.sort()) console.warn(`warning: ${w}`);
  for (const e of errors.sort()) console.error(`error: ${e}`);
  return errors.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
