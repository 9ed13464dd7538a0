// Where the browser may be sent after signing in: a path on this site only. Control characters and
// backslashes are refused outright (browsers strip or turn them into "/", which made `/%09/evil`
// and `/\evil` leave the site), and what is left must resolve, against our own origin, to it.

const PROBE_ORIGIN = 'https://shiftdesk.invalid';

/** A same-origin path (with its query and fragment), or undefined. */
export function safeReturnPath(value: string | undefined | null): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith('/')) return undefined;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
