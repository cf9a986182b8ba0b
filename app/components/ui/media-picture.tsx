// A picture with its modern formats: landing-page media (public/media/*.webp,
// each with an AVIF twin made by scripts/make-image-variants.ts) and stored
// images with variants (app/platform/storage/responsive-image.ts). Anything else is a plain <img>.
import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import { responsiveSources } from "~/platform/storage/responsive-image";

export function MediaPicture({ src, sizes, alt, ...img }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const stored = responsiveSources(src);
  const media = !stored && src.startsWith("/media/") && src.endsWith(".webp") && !src.endsWith("-poster.webp");
  if (!stored && !media) return <img src={src} sizes={sizes} alt={alt} {...img} />;
  const avif = stored ? stored.avifSrcSet : src.replace(/\.webp$/, ".avif");
  // The page's main picture: fetched from <head>, before the body is parsed.
  if (img.fetchPriority === "high") {
    preload(stored ? src : avif, {
      as: "image",
      type: "image/avif",
      fetchPriority: "high",
      ...(stored ? { imageSrcSet: avif, imageSizes: sizes } : {}),
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={stored ? sizes : undefined} />
      <source type="image/webp" srcSet={stored ? stored.webpSrcSet : src} sizes={stored ? sizes : undefined} />
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
