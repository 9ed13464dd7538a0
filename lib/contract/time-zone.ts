import { z } from 'zod';

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

export const ianaTimeZoneSchema = z
  .string()
  .trim()
  .min(1, { message: 'Choose a time zone' })
  .refine(isIanaTimeZone, { message: 'Must be an IANA time zone such as Europe/Paris' });
