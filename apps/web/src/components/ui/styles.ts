export const primaryButtonClass =
  'focus-halo inline-flex items-center justify-center gap-2 rounded-full bg-maroon-800 px-5 py-2.5 font-semibold text-ivory shadow-sm transition hover:bg-maroon-900 disabled:cursor-not-allowed disabled:bg-maroon-800/70';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-maroon-200 bg-white px-5 py-2.5 font-medium text-maroon-800 transition hover:bg-maroon-50';

export const fieldClass =
  'w-full rounded-xl border border-stone-200 bg-ivory px-3 py-2.5 text-stone-900 placeholder:text-stone-500 transition focus:border-marigold-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-marigold-500';

export const textLinkClass =
  'font-semibold text-maroon-800 underline decoration-marigold-400 decoration-2 underline-offset-4 transition hover:text-maroon-950 hover:decoration-maroon-700';
