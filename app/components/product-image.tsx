import { useState } from "react";

/** A product/content image: 'Sem imagem' when missing, a local placeholder when it fails to load. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className = "",
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
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
    <img
      src={failed ? "/placeholder.svg" : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}
