// The smaller copies of an image that pages offer in srcset: AVIF at every
// width (where browsers support it, the smallest files), WebP below the full
// size (the full-size WebP is the image itself). Names follow
// app/platform/storage/responsive-image.ts.
import { variantNames } from "~/platform/storage/responsive-image";

export interface ImageVariant {
  /** Appended to the image's name without ".webp": ".320w.avif", ".640w.webp"… */
  suffix: string;
  bytes: Buffer;
}

/** Encodes the variants of a full-size WebP of the given width. */
export async function encodeVariants(webp: Buffer, width: number): Promise<ImageVariant[]> {
  const { default: sharp } = await import("sharp");
  const variants: ImageVariant[] = [];
  for (const v of variantNames("", width)) {
    const resized = () => sharp(webp).resize({ width: v.width, withoutEnlargement: true });
    variants.push({ suffix: v.avif, bytes: await resized().avif({ quality: 50, effort: 4 }).toBuffer() });
    if (v.width < width) variants.push({ suffix: v.webp, bytes: await resized().webp({ quality: 78 }).toBuffer() });
  }
  return variants;
}
