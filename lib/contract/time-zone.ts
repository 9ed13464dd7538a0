import { z } from 'zod';
import { isIanaTimeZone } from './iana-time-zone';

export { isIanaTimeZone };

export const ianaTimeZoneSchema = z
  .string()
  .trim()
  .min(1, { message: 'Choose a time zone' })
  .refine(isIanaTimeZone, { message: 'Must be an IANA time zone such as Europe/Paris' });
