// Where the browser may go after signing in: a path on this site, nothing else. The value comes
// from the address bar (/sign-in?next=…), so it is hostile until proven otherwise. Browsers drop
// tabs and newlines from URLs and read "\" as "/", so "/\t/evil.example" or "/\evil" becomes
// "//evil.example", another site: such characters are refused outright, raw or percent-encoded.
// What is left is resolved as the browser would, and must stay on our origin with a path that
// does not start with "//" ("/.//evil" resolves to "//evil").

/** Any origin works for the check: a path that keeps this one keeps every other one too. */
const ORIGIN = 'https://shiftdesk.invalid';
const MAX_LENGTH = 2000; // as the sign-in action accepts
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;
const FORBIDDEN_ENCODED = /%(?:[01][0-9a-f]|7f|5c)/i;

/** The path to return to, or undefined when `value` is not a safe same-origin path. */
export function safeReturnPath(value: string | undefined): string | undefined {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/') || hasForbiddenCharacter(value)) return undefined;
  let resolved: URL;
  try {
    resolved = new URL(value, ORIGIN);
  } catch {
    return undefined;
  }
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (resolved.origin !== ORIGIN || !path.startsWith('/') || path.startsWith('//')) return undefined;
  return path;
}

/** Checks the value and each decoding of it (a twice-encoded "%250a" too). */
function hasForbiddenCharacter(value: string): boolean {
  let text = value;
  for (let round = 0; round < 3; round += 1) {
    if (FORBIDDEN.test(text) || FORBIDDEN_ENCODED.test(text)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      // A broken escape in the value itself: no link of ours has one. Later on, a literal "%"
      // (sent as "%25") is just text.
      return round === 0;
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return true; // still changing after three decodings: nobody's real link
}
