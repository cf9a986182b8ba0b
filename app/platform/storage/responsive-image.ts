// Responsive images by naming convention. An image stored with its variants
// is named "{name}-{W}x{H}-r.webp" (the full-size WebP); next to it sit
// "{name}-{W}x{H}-r.{w}w.webp" and ".{w}w.avif" for every width below W in
// IMAGE_WIDTHS, plus ".{W}w.avif". The name alone tells a page which files
// exist, so no column is needed; other images are shown as they are.

export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

const RESPONSIVE = /^(.+-(\d+)x(\d+)-r)\.webp$/;

/** The object names of an image's variants (key without the /files/ prefix works too). */
export function variantNames(base: string, width: number): { width: number; avif: string; webp: string }[] {
  const widths = [...IMAGE_WIDTHS.filter((w) => w < width), width];
  return widths.map((w) => ({ width: w, avif: `${base}.${w}w.avif`, webp: w === width ? `${base}.webp` : `${base}.${w}w.webp` }));
}

export interface ResponsiveSources {
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
}

/** srcsets for an image stored with variants; null for any other image. */
export function responsiveSources(src: string | null | undefined): ResponsiveSources | null {
  const match = src ? RESPONSIVE.exec(src) : null;
  if (!match) return null;
  const [, base, w, h] = match;
  const width = Number(w);
  const height = Number(h);
  if (!width || !height) return null;
  const variants = variantNames(base!, width);
  return {
    width,
    height,
    avifSrcSet: variants.map((v) => `${v.avif} ${v.width}w`).join(", "),
    webpSrcSet: variants.map((v) => `${v.webp} ${v.width}w`).join(", "),
  };
}

/** Every object behind a stored image (itself and its variants), to delete them together. */
export function imageObjectKeys(key: string): string[] {
  const match = RESPONSIVE.exec(key);
  if (!match) return [key];
  const variants = variantNames(match[1]!, Number(match[2]));
  return [key, ...variants.flatMap((v) => [v.avif, v.webp])].filter((k, i, all) => all.indexOf(k) === i);
}
