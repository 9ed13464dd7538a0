/** Shared look of text inputs, textareas and selects, so they line up in one form. */
export const controlStyles =
  'block w-full rounded-md border border-slate-300 bg-white text-sm text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors ' +
  'hover:border-slate-400 ' +
  'focus-visible:outline-none focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/20 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ' +
  'read-only:bg-slate-50 ' +
  'aria-invalid:border-red-500 aria-invalid:hover:border-red-500 ' +
  'aria-invalid:focus-visible:border-red-500 aria-invalid:focus-visible:ring-red-500/20';
