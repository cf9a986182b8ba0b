// Call-to-action links that take the visitor to the order form. They are plain
// `<a href="#order-form">` links (they work before hydration and without JS);
// once hydrated they scroll smoothly and move focus to the form.
import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import type { ButtonSize } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { ArrowDownIcon } from "./plan-icons";

/** Scrolls to the element with this id and focuses it; false when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  // Screen-reader and keyboard users continue from the form, not from the button.
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
  return true;
}

/** Leaves ctrl/cmd/shift/middle clicks to the browser (open in a new tab, etc.). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Same 44 px+ touch targets as ~/components/ui/button, but labels may wrap. */
const CTA_SIZES: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 py-2 text-sm",
  md: "min-h-11 px-5 py-2 text-base",
  lg: "min-h-12 px-6 py-2 text-lg",
  icon: "size-11",
};

export function FormLink({
  target = "order-form",
  children,
  className,
  size = "lg",
  tone = "primary",
  arrow = true,
  ...rest
}: {
  target?: string;
  children: ReactNode;
  className?: string;
  size?: ButtonSize;
  /** primary: teal button; accent: amber button (on dark backgrounds). */
  tone?: "primary" | "accent";
  arrow?: boolean;
  "data-sticky-cta-hide"?: boolean;
}) {
  return (
    <a
      href={`#${target}`}
      className={cx(
        "inline-flex select-none items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors [&_svg]:shrink-0",
        CTA_SIZES[size],
        tone === "accent"
          ? "bg-accent text-accent-foreground shadow-sm hover:bg-accent-300"
          : "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        className,
      )}
      onClick={(event) => {
        if (isPlainClick(event) && scrollToSection(target)) event.preventDefault();
      }}
      {...rest}
    >
      {children}
      {arrow ? <ArrowDownIcon className="size-5" /> : null}
    </a>
  );
}

/**
 * A "Quero o meu" bar fixed at the bottom of small screens. It stays hidden
 * while any element marked `data-sticky-cta-hide` (the hero button, the form,
 * the end of the page) is on screen, and leaves room for the chat button.
 */
export function StickyCta({
  target = "order-form",
  label,
  detail,
  hideOn = [],
}: {
  target?: string;
  label: string;
  detail?: string;
  /** More element ids that hide the bar while on screen (e.g. the form when the target is the kits). */
  hideOn?: string[];
}) {
  const [visible, setVisible] = useState(false);
  const hideKey = hideOn.join(" ");
  useEffect(() => {
    const ids = [target, ...hideKey.split(" ").filter(Boolean)];
    const watched = [
      ...document.querySelectorAll("[data-sticky-cta-hide]"),
      ...ids.map((id) => document.getElementById(id)),
    ].filter((el): el is Element => el !== null);
    if (!watched.length || typeof IntersectionObserver === "undefined") return;
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setVisible(onScreen.size === 0);
    });
    for (const el of watched) observer.observe(el);
    return () => observer.disconnect();
  }, [target, hideKey]);

  return (
    <div hidden={!visible} className="fixed bottom-4 left-4 right-4 z-30 motion-safe:animate-fade-in md:hidden">
      <a
        href={`#${target}`}
        onClick={(event) => {
          if (isPlainClick(event) && scrollToSection(target)) event.preventDefault();
        }}
        className="flex min-h-14 items-center justify-between gap-3 rounded-2xl bg-primary px-4 py-2 text-primary-foreground shadow-lg ring-1 ring-black/5 hover:bg-primary-hover"
      >
        <span className="flex flex-col leading-tight">
          <span className="font-bold">{label}</span>
          {detail ? <span className="text-xs text-brand-50">{detail}</span> : null}
        </span>
        <ArrowDownIcon className="size-5" />
      </a>
    </div>
  );
}
