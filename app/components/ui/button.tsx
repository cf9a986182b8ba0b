import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cx } from "./cx";

export type ButtonVariant = "primary" | "outline" | "ghost" | "destructive";
/** Every size keeps a 44 px minimum height (touch target). */
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex shrink-0 select-none items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  outline: "border border-stone-300 bg-white text-stone-900 hover:border-stone-400 hover:bg-stone-100",
  ghost: "text-stone-800 hover:bg-stone-100",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 text-sm",
  md: "min-h-11 px-5 text-base",
  lg: "min-h-12 px-6 text-lg",
  icon: "size-11",
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClasses({ variant = "primary", size = "md" }: ButtonStyleProps = {}, className?: string) {
  return cx(base, variants[variant], sizes[size], className);
}

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & ButtonStyleProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A react-router Link that looks like a button. */
export function LinkButton({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonStyleProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
