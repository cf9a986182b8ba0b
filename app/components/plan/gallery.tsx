// Product gallery: a main image and thumbnail buttons that switch it.
// Thumbnails are real buttons (Tab + Enter/Space), and the arrow, Home and End
// keys move between them like a toolbar.
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cx } from "~/components/ui/cx";
import { fillPlanText, type PlanTextValues } from "~/content/plans/text";
import { DETOX_GALLERY, type GalleryImage } from "./media";
import { MediaPicture } from "~/components/ui/media-picture";

/** What a plan page passes its gallery: the label, and the product and brand its alt texts name. */
export interface PlanGalleryProps {
  label: string;
  values: PlanTextValues;
}

/** The detox landing's photos (loaded with this module, not with the page). */
export function DetoxGallery({ label, values }: PlanGalleryProps) {
  const images = useMemo(() => DETOX_GALLERY.map((image) => ({ ...image, alt: fillPlanText(image.alt, values) })), [values]);
  return <Gallery images={images} label={label} />;
}

function Gallery({ images, label }: { images: GalleryImage[]; label: string }) {
  const [index, setIndex] = useState(0);
  // The first picture is painted at once (it is the page's LCP); later ones fade in.
  const [switched, setSwitched] = useState(false);
  const show = (next: number) => {
    setIndex(next);
    setSwitched(true);
  };
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index] ?? images[0];
  if (!current) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = images.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    show(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl border border-stone-200 bg-white">
        <MediaPicture
          // A new element per image, so the old picture never shows with the new alt text.
          key={current.src}
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          loading={index === 0 ? "eager" : "lazy"}
          fetchPriority={index === 0 ? "high" : "auto"}
          className={cx("block aspect-square h-auto w-full object-cover", switched && "motion-safe:animate-fade-in")}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        Imagem {index + 1} de {images.length}: {current.label}
      </p>
      <div
        role="toolbar"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="grid grid-cols-5 gap-2"
      >
        {images.map((image, i) => (
          <button
            key={image.src}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            onClick={() => show(i)}
            aria-label={`Mostrar imagem ${i + 1}: ${image.label}`}
            aria-pressed={i === index}
            tabIndex={i === index ? 0 : -1}
            className={cx(
              "overflow-hidden rounded-xl border-2 bg-white transition-colors",
              i === index ? "border-primary" : "border-stone-200 hover:border-stone-400",
            )}
          >
            <MediaPicture
              src={image.thumb}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              className="block aspect-square h-auto w-full"
            />
          </button>
        ))}
      </div>
    </div>
  );
}
