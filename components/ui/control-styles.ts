/**
 * Shared look of text inputs, textareas and selects, so they line up in one form. Focus: the
 * app's 2 px brand ring with an offset (globals.css `focus-ring`, over 3:1 against white), the same
 * as buttons and links, and red on an invalid field; a pale glow alone was too faint to find.
 */
export const controlStyles =
  'block w-full rounded-md border border-slate-300 bg-white text-sm text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 transition-colors ' +
  'hover:border-slate-400 ' +
  'focus-visible:focus-ring focus-visible:border-brand-600 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ' +
  'read-only:bg-slate-50 ' +
  'aria-invalid:border-red-500 aria-invalid:hover:border-red-500 ' +
  'aria-invalid:focus-visible:border-red-600 aria-invalid:focus-visible:outline-red-600';
