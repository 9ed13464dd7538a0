// Plain (no zod), so browser code that only needs the check does not carry the schema library.

/**
 * Names already found valid: building an Intl.DateTimeFormat costs about a millisecond, and every
 * item body carries a zone (a pass of the repeats bench spent 5% of its time here). Only valid names
 * are kept, so the set is bounded by the runtime's zones whatever input arrives.
 */
const known = new Set<string>();

/** True for IANA zone names the runtime knows (e.g. Europe/Paris, UTC); false for offsets or junk. */
export function isIanaTimeZone(name: string): boolean {
  if (known.has(name)) return true;
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    known.add(name);
    return true;
  } catch {
    return false;
  }
}
