// Plain (no zod), so browser code that only needs the check does not carry the schema library.
/** True for IANA zone names the runtime knows (e.g. Europe/Paris, UTC); false for offsets or junk. */
export function isIanaTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
