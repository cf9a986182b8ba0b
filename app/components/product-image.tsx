import { useState } from "react";
import { MediaPicture } from "~/components/ui/media-picture";

/**
 * A product/content image: 'Sem imagem' when missing, a local placeholder when
 * it fails to load. Images stored with variants are offered as AVIF and WebP
 * in several widths (MediaPicture; the browser picks by `sizes`).
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className = "",
  eager = false,
  priority = false,
  sizes,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: loaded at once instead of lazily. */
  eager?: boolean;
  /** The page's main picture (its LCP): preloaded from <head> at high priority. */
  priority?: boolean;
  /** How wide it shows, for srcset ("(min-width: 768px) 480px, 100vw"); default its width in CSS pixels. */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src) {
    return (
      <div
        className={`flex items-center justify-center bg-stone-100 text-sm text-stone-600 ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        Sem imagem
      </div>
    );
  }
  return (
    <MediaPicture
      src={failed ? "/placeholder.svg" : src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes ?? `${width}px`}
      loading={eager || priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}

/** A product's main picture on its own page (the page's largest paint: loaded first). */
export function ProductHeroImage({ product }: { product: { imageUrl: string | null; name: string } }) {
  return (
    <ProductImage
      src={product.imageUrl}
      alt={product.name}
      width={600}
      height={600}
      priority
      sizes="(min-width: 768px) 480px, 100vw"
      className="w-full rounded-2xl"
    />
  );
}
