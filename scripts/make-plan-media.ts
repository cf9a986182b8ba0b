/**
 * Generates the committed media of the plan and landing pages (app/components/plan):
 *
 *   public/media/plan/especialista-<nome>.webp   320x320  specialist portraits (flat illustrations)
 *   public/media/plan/antes-depois-<nome>.webp   640x400  before/after illustrations
 *   public/media/detox/galeria-<n>.webp          800x800  /new-detox gallery (+ -thumb 160x160)
 *   public/media/detox/detox-loop.{webm,mp4}     720x720  8 s brand-motion loop (needs ffmpeg, once)
 *   public/media/detox/detox-loop-poster.webp    720x720  first frame of the loop
 *   public/media/dht/kit-<code>.webp             480x360  hair kits (1, 3 and 6 bottles)
 *
 * Everything is drawn as SVG here and rendered with sharp; the video frames are
 * encoded by ffmpeg with bit-exact flags. Same sharp/libvips/ffmpeg versions →
 * same bytes. Nothing here runs at request time: the output is committed.
 *
 * Usage:
 *   npx tsx scripts/make-plan-media.ts                # images + video
 *   npx tsx scripts/make-plan-media.ts --skip-video   # images only (no ffmpeg needed)
 *   options: --out=<dir> (default public/media)
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { escapeXml } from "../app/domain/content/xml";
import { fnv1a, mulberry32 } from "./seeded-random";

const FONT = "DejaVu Sans, Liberation Sans, sans-serif";
const IMAGE_BUDGET = 60_000;
const VIDEO_BUDGET = 600_000;

const TEAL = "#0f766e";
const TEAL_DARK = "#134e4a";
const AMBER = "#fbbf24";
const INK = "#1c2330";
const DETOX = "#1f1f24";
const HAIR = "#7a4a2b";

// ---------------------------------------------------------------------------
// Small helpers

/** Compact, deterministic numbers for SVG. */
function f(x: number): string {
  if (!Number.isFinite(x)) throw new Error(`non-finite number in SVG: ${x}`);
  const r = Math.round(x * 100) / 100;
  return Object.is(r, -0) ? "0" : String(r);
}

function hex(c: string): [number, number, number] {
  const n = Number.parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const A = hex(a);
  const B = hex(b);
  return `#${A.map((v, i) =>
    Math.round(v + (B[i]! - v) * t)
      .toString(16)
      .padStart(2, "0"),
  ).join("")}`;
}
const lighten = (c: string, t: number) => mix(c, "#ffffff", t);
const darken = (c: string, t: number) => mix(c, "#000000", t);

/** Deterministic PRNG (mulberry32) seeded from a string. */
const rng = (seed: string) => mulberry32(fnv1a(seed));

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

function text(
  s: string,
  x: number,
  y: number,
  size: number,
  o: { fill?: string; bold?: boolean; anchor?: "start" | "middle" | "end"; spacing?: number; opacity?: number } = {},
): string {
  return (
    `<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${f(size)}"` +
    `${o.bold ? ' font-weight="700"' : ""} fill="${o.fill ?? INK}" text-anchor="${o.anchor ?? "middle"}"` +
    `${o.spacing ? ` letter-spacing="${f(o.spacing)}"` : ""}${o.opacity !== undefined ? ` opacity="${f(o.opacity)}"` : ""}>${escapeXml(s)}</text>`
  );
}

const blur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;

/** The Lift mark: a double chevron and the word LIFT. */
function brandMark(cx: number, baseline: number, size: number, fill: string): string {
  const w = size * 0.62;
  const x = cx - size * 1.6;
  const y = baseline - size * 0.72;
  const chevron = (dy: number) =>
    `<path d="M${f(x)} ${f(y + dy + w * 0.55)}L${f(x + w / 2)} ${f(y + dy)}L${f(x + w)} ${f(y + dy + w * 0.55)}" stroke="${fill}" stroke-width="${f(size * 0.14)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return (
    chevron(0) +
    chevron(size * 0.3) +
    text("LIFT", x + w + size * 0.25, baseline, size, { fill, bold: true, anchor: "start", spacing: size * 0.18 })
  );
}

// ---------------------------------------------------------------------------
// Packaging

interface BottleOpts {
  color: string;
  name: string;
  category: string;
  id: string;
}

/** Gradients used by `bottle()` for one colour (ids prefixed with opts.id). */
function bottleDefs({ color: c, id }: BottleOpts): string {
  return (
    `<linearGradient id="${id}-body" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="${darken(c, 0.3)}"/><stop offset=".16" stop-color="${c}"/><stop offset=".3" stop-color="${lighten(c, 0.18)}"/>` +
    `<stop offset=".5" stop-color="${c}"/><stop offset=".84" stop-color="${darken(c, 0.1)}"/><stop offset="1" stop-color="${darken(c, 0.34)}"/></linearGradient>` +
    `<linearGradient id="${id}-cap" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#c3c8cf"/><stop offset=".2" stop-color="#eef0f3"/><stop offset=".34" stop-color="#ffffff"/>` +
    `<stop offset=".62" stop-color="#eceef1"/><stop offset="1" stop-color="#b4bac3"/></linearGradient>` +
    `<linearGradient id="${id}-cyl" x1="0" x2="1" y1="0" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity=".24"/><stop offset=".15" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset=".27" stop-color="#fff" stop-opacity=".3"/><stop offset=".4" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".78" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".26"/></linearGradient>` +
    `<clipPath id="${id}-label"><rect x="-150" y="-246" width="300" height="200"/></clipPath>`
  );
}

/**
 * A capsule bottle 300 wide and 464 tall, drawn around (0,0) = centre of its
 * foot; place it with `translate(x y) scale(s)`.
 */
function bottle(o: BottleOpts): string {
  const { color: c, id } = o;
  let ridges = "";
  for (let x = -89; x < 95; x += 9) ridges += `M${x} -450V-370`;
  const band = c === DETOX ? lighten(c, 0.14) : darken(c, 0.16);
  const nameSize = o.name.length > 12 ? 30 : 38;
  return (
    `<ellipse cx="8" cy="4" rx="190" ry="24" fill="#000" fill-opacity=".16" filter="url(#shadow)"/>` +
    `<rect x="-82" y="-368" width="164" height="44" rx="6" fill="${darken(c, 0.22)}"/>` +
    `<path d="M-150 -252C-150 -308 -118 -330 -66 -334H66C118 -330 150 -308 150 -252V-34Q150 0 116 0H-116Q-150 0 -150 -34Z" fill="url(#${id}-body)"/>` +
    `<g clip-path="url(#${id}-label)">` +
    `<rect x="-150" y="-246" width="300" height="200" fill="#fbfbf9"/>` +
    brandMark(0, -196, 30, c === DETOX ? INK : darken(c, 0.2)) +
    `<rect x="-18" y="-180" width="36" height="3" rx="1.5" fill="${c}"/>` +
    text(o.name, 0, -112, nameSize, { bold: true, fill: INK }) +
    `<rect x="-150" y="-80" width="300" height="34" fill="${band}"/>` +
    text(o.category.toUpperCase(), 0, -58, 13, { bold: true, fill: "#ffffff", spacing: 2 }) +
    `<rect x="-150" y="-246" width="300" height="200" fill="url(#${id}-cyl)"/>` +
    `</g>` +
    `<rect x="-98" y="-464" width="196" height="106" rx="14" fill="url(#${id}-cap)"/>` +
    `<path d="${ridges}" stroke="#000" stroke-opacity=".07" stroke-width="2"/>` +
    `<rect x="-98" y="-374" width="196" height="16" rx="6" fill="#000" fill-opacity=".08"/>` +
    `<rect x="-98" y="-464" width="196" height="12" rx="6" fill="#fff" fill-opacity=".6"/>` +
    `<rect x="-124" y="-314" width="16" height="290" rx="8" fill="#fff" fill-opacity=".16"/>`
  );
}

const detoxBottle: BottleOpts = { color: DETOX, name: "Detox Black", category: "Emagrecimento", id: "dx" };
const hairBottle: BottleOpts = { color: HAIR, name: "Hair DHT Block", category: "Cabelos", id: "hr" };

/** A two-tone capsule centred at (x, y), length 2.6·r, rotated by `rot` degrees. */
function capsule(x: number, y: number, r: number, rot: number, a = "#2b2d33", b = "#5d8f3a"): string {
  const l = r * 1.3;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<ellipse cx="${f(r * 0.3)}" cy="${f(r * 0.9)}" rx="${f(l * 1.1)}" ry="${f(r * 0.35)}" fill="#000" fill-opacity=".12"/>` +
    `<path d="M0 ${f(-r)}H${f(-l + r)}A${f(r)} ${f(r)} 0 0 0 ${f(-l + r)} ${f(r)}H0Z" fill="${a}"/>` +
    `<path d="M0 ${f(-r)}H${f(l - r)}A${f(r)} ${f(r)} 0 0 1 ${f(l - r)} ${f(r)}H0Z" fill="${b}"/>` +
    `<rect x="${f(-l + r * 0.6)}" y="${f(-r * 0.62)}" width="${f(l * 1.5)}" height="${f(r * 0.26)}" rx="${f(r * 0.13)}" fill="#fff" fill-opacity=".35"/>` +
    `</g>`
  );
}

function leaf(x: number, y: number, len: number, rot: number, fill: string): string {
  const w = len * 0.42;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})">` +
    `<path d="M0 0C${f(w)} ${f(-len * 0.2)} ${f(w)} ${f(-len * 0.8)} 0 ${f(-len)}C${f(-w)} ${f(-len * 0.8)} ${f(-w)} ${f(-len * 0.2)} 0 0Z" fill="${fill}"/>` +
    `<path d="M0 -2V${f(-len * 0.92)}" stroke="#fff" stroke-opacity=".45" stroke-width="${f(len * 0.04)}"/>` +
    `</g>`
  );
}

function badge(
  cx: number,
  cy: number,
  lines: string[],
  o: { fill?: string; ink?: string; size?: number; w?: number } = {},
): string {
  const size = o.size ?? 28;
  const w = o.w ?? Math.max(...lines.map((l) => l.length)) * size * 0.62 + 48;
  const h = lines.length * size * 1.2 + 28;
  let out = `<rect x="${f(cx - w / 2)}" y="${f(cy - h / 2)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2 > 40 ? 24 : h / 2)}" fill="${o.fill ?? AMBER}"/>`;
  lines.forEach((l, i) => {
    out += text(l, cx, cy - h / 2 + 14 + size * 0.95 + i * size * 1.2, size, { bold: true, fill: o.ink ?? INK });
  });
  return out;
}

// ---------------------------------------------------------------------------
// Specialist portraits (320x320)

interface Person {
  slug: string;
  skin: string;
  hair: string;
  hairStyle: "bun" | "long" | "short" | "curly";
  bg: string;
  shirt: string;
  beard?: boolean;
  glasses?: boolean;
  stethoscope?: boolean;
}

const SPECIALISTS: Person[] = [
  { slug: "marina", skin: "#e7b48f", hair: "#3a2418", hairStyle: "bun", bg: "#ccfbf1", shirt: "#0f766e", stethoscope: false },
  {
    slug: "felipe",
    skin: "#a86b45",
    hair: "#1b1410",
    hairStyle: "short",
    bg: "#fef3c7",
    shirt: "#1e3a8a",
    beard: true,
    stethoscope: true,
  },
  { slug: "helena", skin: "#f1c9a5", hair: "#7b4a24", hairStyle: "long", bg: "#fce7f3", shirt: "#be185d", stethoscope: true },
  { slug: "lucas", skin: "#7a4b2e", hair: "#120d0a", hairStyle: "curly", bg: "#e0f2fe", shirt: "#0f766e", glasses: true },
];

function portraitSvg(p: Person): string {
  const cx = 160;
  const skinShade = darken(p.skin, 0.12);
  const defs = `<linearGradient id="bg" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${lighten(p.bg, 0.3)}"/><stop offset="1" stop-color="${p.bg}"/></linearGradient>`;
  let hairBack = "";
  let hairFront = "";
  if (p.hairStyle === "bun") {
    hairBack = `<circle cx="${cx}" cy="58" r="30" fill="${p.hair}"/>`;
    hairFront = `<path d="M104 132C100 84 128 66 160 66C194 66 222 84 216 132C206 104 188 92 160 92C134 92 114 104 104 132Z" fill="${p.hair}"/>`;
  } else if (p.hairStyle === "long") {
    hairBack = `<path d="M98 130C90 78 124 56 160 56C198 56 232 78 222 130L232 236Q160 258 88 236Z" fill="${p.hair}"/>`;
    hairFront = `<path d="M102 136C98 86 128 64 162 64C196 64 224 88 218 136C200 96 170 90 146 92C128 96 112 110 102 136Z" fill="${p.hair}"/>`;
  } else if (p.hairStyle === "short") {
    hairFront = `<path d="M104 124C100 80 130 62 162 62C196 62 222 82 216 124C210 100 196 90 180 88C160 86 132 88 116 100C110 106 106 114 104 124Z" fill="${p.hair}"/>`;
  } else {
    let curls = "";
    const r = rng(p.slug);
    for (let i = 0; i < 14; i++) {
      const a = Math.PI * (1.05 + (i / 13) * 0.9);
      curls += `<circle cx="${f(cx + Math.cos(a) * 58)}" cy="${f(126 + Math.sin(a) * 62)}" r="${f(16 + r() * 6)}" fill="${p.hair}"/>`;
    }
    hairFront = curls;
  }
  const coat =
    `<path d="M52 320C56 250 92 222 160 218C228 222 264 250 268 320Z" fill="#ffffff"/>` +
    `<path d="M132 222L160 276L188 222Q174 216 160 216Q146 216 132 222Z" fill="${p.shirt}"/>` +
    `<path d="M130 222L160 284L138 300L112 236Z" fill="#eef2f5"/><path d="M190 222L160 284L182 300L208 236Z" fill="#eef2f5"/>` +
    `<path d="M160 284V320" stroke="#d5dbe1" stroke-width="2"/>` +
    `<rect x="196" y="262" width="40" height="12" rx="3" fill="${TEAL}"/>`;
  const steth = p.stethoscope
    ? `<path d="M124 232C118 262 126 286 140 292M196 232C202 262 194 286 180 292" stroke="#334155" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<path d="M140 292Q160 304 180 292" stroke="#334155" stroke-width="5" fill="none"/><circle cx="160" cy="306" r="9" fill="#94a3b8" stroke="#334155" stroke-width="4"/>`
    : "";
  const face =
    `<rect x="140" y="168" width="40" height="56" rx="16" fill="${skinShade}"/>` +
    `<ellipse cx="104" cy="140" rx="10" ry="14" fill="${p.skin}"/><ellipse cx="216" cy="140" rx="10" ry="14" fill="${p.skin}"/>` +
    `<ellipse cx="${cx}" cy="134" rx="56" ry="64" fill="${p.skin}"/>` +
    hairFront +
    `<path d="M130 122Q140 116 150 122M170 122Q180 116 190 122" stroke="${darken(p.hair, 0.1)}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="140" cy="138" rx="5" ry="6" fill="${INK}"/><ellipse cx="180" cy="138" rx="5" ry="6" fill="${INK}"/>` +
    `<circle cx="142" cy="136" r="1.6" fill="#fff"/><circle cx="182" cy="136" r="1.6" fill="#fff"/>` +
    `<path d="M160 146Q156 160 162 162" stroke="${darken(p.skin, 0.25)}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<circle cx="128" cy="160" r="9" fill="#f87171" fill-opacity=".18"/><circle cx="192" cy="160" r="9" fill="#f87171" fill-opacity=".18"/>` +
    (p.beard
      ? `<path d="M108 146C110 190 134 200 160 200C186 200 210 190 212 146C204 170 190 176 160 176C130 176 116 170 108 146Z" fill="${p.hair}"/>` +
        `<path d="M144 180Q160 190 176 180" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>`
      : `<path d="M142 174Q160 190 178 174" stroke="${darken(p.skin, 0.45)}" stroke-width="4" fill="none" stroke-linecap="round"/>`) +
    (p.glasses
      ? `<circle cx="140" cy="138" r="15" fill="#fff" fill-opacity=".12" stroke="${INK}" stroke-width="4"/><circle cx="180" cy="138" r="15" fill="#fff" fill-opacity=".12" stroke="${INK}" stroke-width="4"/><path d="M155 136H165" stroke="${INK}" stroke-width="4"/>`
      : "");
  const body =
    `<rect width="320" height="320" fill="url(#bg)"/>` +
    `<circle cx="262" cy="60" r="46" fill="#ffffff" fill-opacity=".35"/><circle cx="48" cy="250" r="34" fill="#ffffff" fill-opacity=".3"/>` +
    hairBack +
    coat +
    steth +
    face;
  return svgDoc(320, 320, defs, body);
}

// ---------------------------------------------------------------------------
// Before/after illustrations (640x400): the same person, two panels

interface Figure {
  slug: string;
  skin: string;
  hair: string;
  long: boolean;
  top: string;
  pants: string;
}

const FIGURES: Figure[] = [
  { slug: "ana", skin: "#d9a07a", hair: "#2d1a10", long: true, top: "#0f766e", pants: "#334155" },
  { slug: "carlos", skin: "#b07850", hair: "#1a1410", long: false, top: "#1d4ed8", pants: "#3f3f46" },
];

/** A standing figure, feet at y=372, centred on cx; `waist` widens the torso (1 = after). */
function figure(p: Figure, cx: number, waist: number, happy: boolean): string {
  const sh = 44; // half shoulder width
  const wa = 30 * waist; // half waist width
  const hip = 36 * Math.min(waist, 1.15) + 2;
  const tilt = happy ? 0 : 4;
  const headY = 96 + tilt;
  const hairBack = p.long
    ? `<path d="M${cx - 34} ${headY}C${cx - 40} ${headY - 50} ${cx + 40} ${headY - 50} ${cx + 34} ${headY}L${cx + 38} ${headY + 58}H${cx - 38}Z" fill="${p.hair}"/>`
    : "";
  const arms = happy
    ? `<path d="M${cx - sh + 4} ${150}L${cx - sh - 26} ${112}" stroke="${p.skin}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M${cx + sh - 4} ${150}L${cx + sh + 26} ${112}" stroke="${p.skin}" stroke-width="16" stroke-linecap="round"/>`
    : `<path d="M${f(cx - sh + 2)} ${150}L${f(cx - sh - 10 - (waist - 1) * 30)} ${238}" stroke="${p.skin}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M${f(cx + sh - 2)} ${150}L${f(cx + sh + 10 + (waist - 1) * 30)} ${238}" stroke="${p.skin}" stroke-width="16" stroke-linecap="round"/>`;
  const torso =
    `<path d="M${f(cx - sh)} 150Q${f(cx - sh)} 140 ${f(cx - sh + 12)} 138H${f(cx + sh - 12)}Q${f(cx + sh)} 140 ${f(cx + sh)} 150` +
    `C${f(cx + wa + 8)} 190 ${f(cx + wa + 6)} 214 ${f(cx + hip)} 246H${f(cx - hip)}C${f(cx - wa - 6)} 214 ${f(cx - wa - 8)} 190 ${f(cx - sh)} 150Z" fill="${p.top}"/>`;
  const legs =
    `<path d="M${f(cx - hip)} 244H${f(cx + hip)}L${f(cx + hip - 4)} 362H${f(cx + 4)}L${cx} 270L${f(cx - 4)} 362H${f(cx - hip + 4)}Z" fill="${p.pants}"/>` +
    `<rect x="${f(cx - hip - 2)}" y="360" width="${f(hip - 2)}" height="14" rx="7" fill="#f8fafc"/>` +
    `<rect x="${f(cx + 4)}" y="360" width="${f(hip - 2)}" height="14" rx="7" fill="#f8fafc"/>`;
  const tape =
    `<path d="M${f(cx - wa - 9)} 206Q${cx} 216 ${f(cx + wa + 9)} 206" stroke="${AMBER}" stroke-width="7" fill="none"/>` +
    `<path d="M${f(cx - wa)} 209Q${cx} 218 ${f(cx + wa)} 209" stroke="${INK}" stroke-width="2" stroke-dasharray="2 6" fill="none" opacity=".6"/>`;
  const mouth = happy
    ? `<path d="M${cx - 10} ${headY + 12}Q${cx} ${headY + 22} ${cx + 10} ${headY + 12}" stroke="${darken(p.skin, 0.5)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
    : `<path d="M${cx - 8} ${headY + 16}H${cx + 8}" stroke="${darken(p.skin, 0.5)}" stroke-width="3.5" stroke-linecap="round"/>`;
  const hairFront = p.long
    ? `<path d="M${cx - 34} ${headY - 4}C${cx - 34} ${headY - 44} ${cx + 34} ${headY - 44} ${cx + 34} ${headY - 4}C${cx + 20} ${headY - 22} ${cx - 10} ${headY - 26} ${cx - 34} ${headY - 4}Z" fill="${p.hair}"/>`
    : `<path d="M${cx - 33} ${headY - 6}C${cx - 32} ${headY - 42} ${cx + 32} ${headY - 42} ${cx + 33} ${headY - 6}C${cx + 20} ${headY - 20} ${cx - 20} ${headY - 20} ${cx - 33} ${headY - 6}Z" fill="${p.hair}"/>`;
  return (
    `<ellipse cx="${cx}" cy="376" rx="70" ry="10" fill="#000" fill-opacity=".1"/>` +
    hairBack +
    legs +
    arms +
    torso +
    tape +
    `<rect x="${cx - 10}" y="${headY + 22}" width="20" height="24" rx="6" fill="${darken(p.skin, 0.1)}"/>` +
    `<circle cx="${cx}" cy="${headY}" r="33" fill="${p.skin}"/>` +
    hairFront +
    `<circle cx="${cx - 12}" cy="${headY + 2}" r="3.6" fill="${INK}"/><circle cx="${cx + 12}" cy="${headY + 2}" r="3.6" fill="${INK}"/>` +
    (happy
      ? ""
      : `<path d="M${cx - 18} ${headY - 7}L${cx - 7} ${headY - 10}M${cx + 18} ${headY - 7}L${cx + 7} ${headY - 10}" stroke="${p.hair}" stroke-width="3" stroke-linecap="round"/>`) +
    mouth
  );
}

function beforeAfterSvg(p: Figure): string {
  const defs =
    `<linearGradient id="b" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient>` +
    `<linearGradient id="a" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#f0fdfa"/><stop offset="1" stop-color="#ccfbf1"/></linearGradient>`;
  const sparkles = [
    [372, 110],
    [600, 150],
    [590, 300],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y! - 12}L${x! + 3} ${y! - 3}L${x! + 12} ${y}L${x! + 3} ${y! + 3}L${x} ${y! + 12}L${x! - 3} ${y! + 3}L${x! - 12} ${y}L${x! - 3} ${y! - 3}Z" fill="${AMBER}"/>`,
    )
    .join("");
  const body =
    `<rect width="640" height="400" fill="#ffffff"/>` +
    `<rect x="8" y="8" width="308" height="384" rx="22" fill="url(#b)"/>` +
    `<rect x="324" y="8" width="308" height="384" rx="22" fill="url(#a)"/>` +
    `<g transform="translate(162 376) scale(1.12) translate(-162 -376)">${figure(p, 162, 1.32, false)}</g>` +
    `<g transform="translate(478 376) scale(1.12) translate(-478 -376)">${figure(p, 478, 1, true)}</g>` +
    sparkles +
    `<rect x="24" y="24" width="104" height="36" rx="18" fill="#475569"/>` +
    text("ANTES", 76, 48, 17, { bold: true, fill: "#ffffff", spacing: 1.5 }) +
    `<rect x="340" y="24" width="118" height="36" rx="18" fill="${TEAL}"/>` +
    text("DEPOIS", 399, 48, 17, { bold: true, fill: "#ffffff", spacing: 1.5 }) +
    `<path d="M304 200h32m-10 -10l10 10l-10 10" stroke="${TEAL_DARK}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svgDoc(640, 400, defs, body);
}

// ---------------------------------------------------------------------------
// /new-detox gallery (800x800)

const shadowDefs = blur("shadow", 14) + blur("soft", 30);

function softBg(a: string, b: string): string {
  return `<radialGradient id="bg" cx="400" cy="330" r="640" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>`;
}

function galleryPackshot(): string {
  const r = rng("packshot");
  let caps = "";
  const spots: [number, number][] = [
    [178, 650],
    [236, 694],
    [600, 660],
    [646, 710],
    [548, 716],
  ];
  for (const [x, y] of spots) caps += capsule(x, y, 17, r() * 160 - 80);
  const leaves = leaf(150, 420, 110, -30, "#5d8f3a") + leaf(170, 430, 90, -70, "#77a94e") + leaf(660, 470, 100, 35, "#5d8f3a");
  const body =
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="400" cy="400" r="300" fill="#ffffff" fill-opacity=".55"/>` +
    leaves +
    `<g transform="translate(400 690)">${bottle(detoxBottle)}</g>` +
    caps;
  return svgDoc(800, 800, softBg("#f7f7f5", "#e3e5e8") + bottleDefs(detoxBottle) + shadowDefs, body);
}

function galleryTwoBottles(): string {
  const body =
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="400" cy="430" r="320" fill="#ffffff" fill-opacity=".12"/>` +
    `<g transform="translate(276 700) scale(.86)">${bottle(detoxBottle)}</g>` +
    `<g transform="translate(530 716) scale(.86)">${bottle(detoxBottle)}</g>` +
    badge(400, 120, ["PAGUE 1, LEVE 2"], { size: 44 }) +
    text("2 frascos · 60 cápsulas cada · 120 dias", 400, 210, 28, { fill: "#ffffff", bold: true });
  return svgDoc(800, 800, softBg("#1a7d74", TEAL_DARK) + bottleDefs(detoxBottle) + shadowDefs, body);
}

function galleryCapsules(): string {
  const r = rng("capsules");
  let caps = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + r() * 0.3;
    const d = 210 + r() * 90;
    caps += capsule(400 + Math.cos(a) * d, 430 + Math.sin(a) * d * 0.8, 22 + r() * 6, r() * 180);
  }
  const body =
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    caps +
    `<circle cx="400" cy="430" r="150" fill="#ffffff"/>` +
    capsule(350, 400, 40, -25) +
    capsule(450, 470, 40, -25) +
    badge(400, 110, ["2 cápsulas por dia"], { size: 38, fill: TEAL, ink: "#ffffff" });
  return svgDoc(800, 800, softBg("#fdfbf4", "#ece7d6") + shadowDefs, body);
}

function galleryRoutine(): string {
  const glass =
    `<path d="M560 470L576 690Q578 704 592 704H660Q674 704 676 690L692 470Z" fill="#dbeafe" fill-opacity=".8" stroke="#93c5fd" stroke-width="4"/>` +
    `<path d="M568 540L578 690Q580 700 592 700H660Q672 700 674 690L684 540Z" fill="#93c5fd" fill-opacity=".55"/>` +
    `<rect x="582" y="490" width="10" height="150" rx="5" fill="#fff" fill-opacity=".7"/>`;
  const plate =
    `<ellipse cx="190" cy="690" rx="150" ry="34" fill="#ffffff" stroke="#e5e7eb" stroke-width="4"/>` +
    `<ellipse cx="190" cy="676" rx="110" ry="22" fill="#f8fafc"/>` +
    `<circle cx="150" cy="664" r="26" fill="#65a30d"/><circle cx="196" cy="656" r="30" fill="#4d7c0f"/><circle cx="236" cy="668" r="22" fill="#84cc16"/>` +
    `<circle cx="170" cy="676" r="12" fill="#ef4444"/><circle cx="214" cy="680" r="10" fill="#f97316"/>`;
  const plant =
    `<rect x="86" y="250" width="90" height="100" rx="12" fill="#d6a77a"/>` +
    leaf(130, 250, 120, -40, "#4d7c0f") +
    leaf(132, 250, 140, 0, "#65a30d") +
    leaf(134, 250, 110, 45, "#4d7c0f");
  const window =
    `<rect x="470" y="70" width="260" height="250" rx="10" fill="#e0f2fe" stroke="#ffffff" stroke-width="14"/>` +
    `<path d="M600 70V320M470 195H730" stroke="#ffffff" stroke-width="10"/>` +
    `<circle cx="680" cy="130" r="28" fill="${AMBER}" fill-opacity=".8"/>`;
  const sneaker =
    `<path d="M560 760Q560 736 590 734L640 730Q660 712 690 722L760 740Q780 748 776 770H562Z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>` +
    `<path d="M562 762H776" stroke="${TEAL}" stroke-width="8"/>`;
  const body =
    `<rect width="800" height="800" fill="#fbeedd"/>` +
    `<rect y="380" width="800" height="420" fill="#e9d3b4"/>` +
    `<rect y="372" width="800" height="14" fill="#d8bd98"/>` +
    window +
    `<rect x="60" y="350" width="140" height="12" rx="4" fill="#b98a5e"/>` +
    plant +
    plate +
    glass +
    `<g transform="translate(400 720) scale(.72)">${bottle(detoxBottle)}</g>` +
    sneaker;
  return svgDoc(800, 800, bottleDefs(detoxBottle) + shadowDefs, body);
}

function deliveryBox(cx: number, baseY: number, s: number): string {
  return (
    `<g transform="translate(${f(cx)} ${f(baseY)}) scale(${f(s)})">` +
    `<ellipse cx="0" cy="6" rx="250" ry="26" fill="#000" fill-opacity=".14" filter="url(#shadow)"/>` +
    `<path d="M-230 -260L0 -200L0 0L-230 -60Z" fill="#c8935c"/>` +
    `<path d="M230 -260L0 -200L0 0L230 -60Z" fill="#b17d4a"/>` +
    `<path d="M-230 -260L0 -200L80 -290L-150 -350Z" fill="#dcae7a"/>` +
    `<path d="M230 -260L0 -200L-60 -300L170 -350Z" fill="#e5bd8b"/>` +
    `<path d="M-120 -231L-120 -32" stroke="${TEAL}" stroke-width="26" opacity=".9"/>` +
    `<g transform="translate(120 -130) skewY(-15)">${text("LIFT", 0, 12, 40, { bold: true, fill: "#fff", spacing: 6 })}</g>` +
    `</g>`
  );
}

function galleryDelivery(): string {
  const body =
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    deliveryBox(310, 650, 0.92) +
    `<g transform="translate(655 716) scale(.5)">${bottle(detoxBottle)}</g>` +
    `<g transform="translate(535 744) scale(.56)">${bottle(detoxBottle)}</g>` +
    badge(400, 110, ["Receba em casa", "e pague depois"], { size: 40, fill: "#ffffff", ink: TEAL_DARK, w: 460 });
  return svgDoc(800, 800, softBg("#5eead4", TEAL) + bottleDefs(detoxBottle) + shadowDefs, body);
}

// ---------------------------------------------------------------------------
// Hair kits (480x360)

function hairKitSvg(count: number): string {
  const rows: { x: number; y: number; s: number }[] = [];
  if (count === 1) rows.push({ x: 240, y: 330, s: 0.6 });
  else if (count === 3) rows.push({ x: 150, y: 320, s: 0.52 }, { x: 330, y: 320, s: 0.52 }, { x: 240, y: 336, s: 0.56 });
  else {
    for (let i = 0; i < 3; i++) rows.push({ x: 130 + i * 110, y: 250, s: 0.42 });
    for (let i = 0; i < 3; i++) rows.push({ x: 130 + i * 110, y: 340, s: 0.44 });
  }
  const body =
    `<rect width="480" height="360" fill="url(#bg)"/>` +
    `<circle cx="240" cy="190" r="150" fill="#ffffff" fill-opacity=".6"/>` +
    rows.map((r) => `<g transform="translate(${r.x} ${r.y}) scale(${r.s})">${bottle(hairBottle)}</g>`).join("");
  const bg = `<radialGradient id="bg" cx="240" cy="160" r="360" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fdf6ee"/><stop offset="1" stop-color="#efdcc8"/></radialGradient>`;
  return svgDoc(480, 360, bg + bottleDefs(hairBottle) + shadowDefs, body);
}

// ---------------------------------------------------------------------------
// Video frames (720x720): brand motion loop, 8 s at 24 fps, frame N = frame 0

const VIDEO = { w: 720, h: 720, fps: 24, seconds: 8 };

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const ease = (x: number) => {
  const t = clamp01(x);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
};
/** 0 before a, 1 between b and c, 0 after d, eased in between. */
const window4 = (t: number, a: number, b: number, c: number, d: number) =>
  ease((t - a) / (b - a)) * (1 - ease((t - c) / (d - c)));

function truckIcon(x: number, y: number, s: number, fill: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})" fill="none" stroke="${fill}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2"/><path d="M15 18H9"/>` +
    `<path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14"/>` +
    `<circle cx="17" cy="18" r="2"/><circle cx="7" cy="18" r="2"/></g>`
  );
}

function videoFrame(i: number): string {
  const { w, h, fps, seconds } = VIDEO;
  const t = i / fps; // seconds
  const loop = t / seconds; // 0..1
  const TAU = Math.PI * 2;
  // Rays: 12 spokes rotating 30° per loop, so the last frame meets the first.
  let rays = "";
  for (let k = 0; k < 12; k++) {
    const a0 = ((k * 30 + loop * 30) * Math.PI) / 180;
    const a1 = a0 + (12 * Math.PI) / 180;
    const R = 620;
    rays += `M360 380L${f(360 + Math.cos(a0) * R)} ${f(380 + Math.sin(a0) * R)}L${f(360 + Math.cos(a1) * R)} ${f(380 + Math.sin(a1) * R)}Z`;
  }
  // Floating leaves and capsules on closed paths.
  const r = rng("video");
  let floaters = "";
  for (let k = 0; k < 9; k++) {
    const bx = r() * w;
    const by = r() * h;
    const amp = 14 + r() * 20;
    const ph = r() * TAU;
    const x = bx + Math.sin(loop * TAU + ph) * amp;
    const y = by + Math.cos(loop * TAU * 2 + ph) * amp * 0.6;
    floaters +=
      k % 3 === 0
        ? capsule(x, y, 11, (loop * 360 + k * 40) % 360)
        : leaf(x, y, 34, Math.sin(loop * TAU + ph) * 30 + k * 40, k % 2 ? "#99f6e4" : "#5eead4");
  }
  // Timeline.
  const second = ease((t - 2.0) / 0.7) * (1 - ease((t - 7.2) / 0.7)); // 0 → 1 → 0
  const bob = Math.sin(loop * TAU * 2) * 8;
  const x1 = 360 - 120 * second;
  const x2 = 360 + 120 + 420 * (1 - second);
  const scale = 0.74 - 0.08 * second;
  const title = window4(t, 0.2, 0.7, 1.7, 2.1);
  const offer = window4(t, 2.3, 2.8, 3.8, 4.2);
  const dose = window4(t, 4.2, 4.7, 5.7, 6.1);
  const home = window4(t, 6.1, 6.6, 7.4, 7.8);
  const pop = (a: number) => 0.85 + 0.15 * a;
  const caption = (a: number, content: string) =>
    a > 0.001
      ? `<g opacity="${f(a)}" transform="translate(360 118) scale(${f(pop(a))}) translate(-360 -118)">${content}</g>`
      : "";
  const capsulesRow =
    dose > 0.001
      ? `<g opacity="${f(dose)}">${capsule(300, 640 - 12 * dose, 20, -20)}${capsule(420, 640 - 12 * dose, 20, -20)}</g>`
      : "";
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<path d="${rays}" fill="#ffffff" fill-opacity=".06"/>` +
    `<circle cx="360" cy="420" r="230" fill="#ffffff" fill-opacity=".08"/>` +
    floaters +
    (second > 0.001 ? `<g transform="translate(${f(x2)} ${f(600 - bob)}) scale(${f(scale)})">${bottle(detoxBottle)}</g>` : "") +
    `<g transform="translate(${f(x1)} ${f(600 + bob)}) scale(${f(scale)})">${bottle(detoxBottle)}</g>` +
    capsulesRow +
    caption(title, brandMark(360, 112, 40, "#ffffff") + text("Detox Black", 360, 168, 40, { bold: true, fill: "#ffffff" })) +
    caption(offer, badge(360, 118, ["PAGUE 1, LEVE 2"], { size: 42 })) +
    caption(dose, badge(360, 118, ["2 cápsulas por dia"], { size: 38, fill: "#ffffff", ink: TEAL_DARK })) +
    caption(
      home,
      badge(360, 118, ["Receba em casa", "e pague depois"], { size: 34, fill: AMBER, w: 420 }) + truckIcon(150, 96, 2, INK),
    );
  const bg = `<radialGradient id="bg" cx="360" cy="360" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#14a093"/><stop offset="1" stop-color="${TEAL_DARK}"/></radialGradient>`;
  return svgDoc(w, h, bg + bottleDefs(detoxBottle) + shadowDefs, body);
}

// ---------------------------------------------------------------------------
// Rendering

async function toWebp(svg: string, budget = IMAGE_BUDGET, resize?: number): Promise<Buffer> {
  let img = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: "#ffffff" });
  if (resize) img = img.resize(resize, resize, { kernel: "lanczos3" });
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  let last: Buffer | null = null;
  for (let q = 80; q >= 44; q -= 6) {
    last = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .webp({ quality: q, effort: 6, smartSubsample: true })
      .toBuffer();
    if (last.length <= budget) return last;
  }
  throw new Error(`image over budget (${last!.length} > ${budget} bytes)`);
}

function run(cmd: string, args: string[]) {
  const res = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr?.slice(-2000)}`);
}

function hasFfmpeg(): boolean {
  return spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;
}

/** Soft synthesized arpeggio (C-E-G-C, one note per half second) over a low pad. */
const AUDIO_EXPR =
  "0.16*sin(2*PI*t*if(eq(mod(floor(t*2),4),0),523.25,if(eq(mod(floor(t*2),4),1),659.25,if(eq(mod(floor(t*2),4),2),783.99,1046.5))))*exp(-5*mod(t,0.5))" +
  "+0.05*sin(2*PI*130.81*t)+0.035*sin(2*PI*196*t)";

async function makeVideo(outDir: string, log: (m: string) => void) {
  const { fps, seconds } = VIDEO;
  const tmp = await mkdtemp(path.join(os.tmpdir(), "plan-video-"));
  try {
    const frames = fps * seconds;
    for (let i = 0; i < frames; i++) {
      const png = await sharp(Buffer.from(videoFrame(i)), { density: 72 })
        .png({ compressionLevel: 1 })
        .toBuffer();
      await writeFile(path.join(tmp, `f${String(i).padStart(4, "0")}.png`), png);
    }
    const input = ["-y", "-hide_banner", "-loglevel", "error", "-framerate", String(fps), "-i", path.join(tmp, "f%04d.png")];
    const audio = ["-f", "lavfi", "-i", `aevalsrc='${AUDIO_EXPR}':s=48000:d=${seconds}`];
    const fade = ["-af", `afade=t=in:d=0.05,afade=t=out:st=${seconds - 0.3}:d=0.3`];
    const webm = path.join(outDir, "detox", "detox-loop.webm");
    const mp4 = path.join(outDir, "detox", "detox-loop.mp4");
    run("ffmpeg", [
      ...input,
      ...audio,
      ...fade,
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "42",
      "-row-mt",
      "0",
      "-threads",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "libopus",
      "-b:a",
      "32k",
      "-shortest",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      "-flags:a",
      "+bitexact",
      webm,
    ]);
    run("ffmpeg", [
      ...input,
      ...audio,
      ...fade,
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-threads",
      "1",
      "-pix_fmt",
      "yuv420p",
      "-profile:v",
      "main",
      "-c:a",
      "aac",
      "-b:a",
      "48k",
      "-shortest",
      "-movflags",
      "+faststart",
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      "-flags:a",
      "+bitexact",
      mp4,
    ]);
    for (const file of [webm, mp4]) {
      const size = (await readFile(file)).length;
      if (size > VIDEO_BUDGET) throw new Error(`${file} over budget (${size} bytes)`);
      log(`${path.relative(process.cwd(), file)}  ${(size / 1024).toFixed(1)} KiB`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------
// Jobs

interface Job {
  file: string;
  svg: () => string;
  resize?: number;
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const p of SPECIALISTS) list.push({ file: `plan/especialista-${p.slug}.webp`, svg: () => portraitSvg(p) });
  for (const p of FIGURES) list.push({ file: `plan/antes-depois-${p.slug}.webp`, svg: () => beforeAfterSvg(p) });
  const gallery: [string, () => string][] = [
    ["galeria-1", galleryPackshot],
    ["galeria-2", galleryTwoBottles],
    ["galeria-3", galleryCapsules],
    ["galeria-4", galleryRoutine],
    ["galeria-5", galleryDelivery],
  ];
  for (const [name, svg] of gallery) {
    list.push({ file: `detox/${name}.webp`, svg });
    list.push({ file: `detox/${name}-thumb.webp`, svg, resize: 160 });
  }
  // The poster shows the title card (1.25 s in), not the empty first frame.
  list.push({ file: "detox/detox-loop-poster.webp", svg: () => videoFrame(30) });
  for (const [code, n] of [
    ["1-mes", 1],
    ["3-meses", 3],
    ["6-meses", 6],
  ] as const)
    list.push({ file: `dht/kit-${code}.webp`, svg: () => hairKitSvg(n) });
  return list;
}

async function main(argv: string[]): Promise<number> {
  const outArg = argv.find((a) => a.startsWith("--out="));
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const outDir = outArg ? path.resolve(outArg.slice(6)) : path.join(root, "public", "media");
  const log = (m: string) => console.log(m);
  for (const dir of ["plan", "detox", "dht"]) await mkdir(path.join(outDir, dir), { recursive: true });
  for (const job of jobs()) {
    const data = await toWebp(job.svg(), IMAGE_BUDGET, job.resize);
    await writeFile(path.join(outDir, job.file), data);
    log(`${path.relative(process.cwd(), path.join(outDir, job.file))}  ${(data.length / 1024).toFixed(1)} KiB`);
  }
  if (argv.includes("--skip-video")) return 0;
  if (!hasFfmpeg()) {
    console.warn("ffmpeg não encontrado: o vídeo não foi gerado (os arquivos já commitados continuam valendo).");
    return 0;
  }
  await makeVideo(outDir, log);
  return 0;
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

export { portraitSvg, beforeAfterSvg, videoFrame };
