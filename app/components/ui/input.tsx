/** 16 px text so iOS Safari does not zoom in on focus; 44 px tall. */
export const inputClasses =
  "block h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 shadow-xs transition-colors hover:border-stone-400 focus-visible:border-primary disabled:cursor-not-allowed disabled:bg-stone-100 disabled:opacity-70 aria-invalid:border-red-600";
