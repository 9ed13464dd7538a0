import { describe, expect, it } from 'vitest';
import { formatUtc } from './format-utc';

describe('formatUtc', () => {
  it('writes the time in UTC whatever the offset it was given in', () => {
    expect(formatUtc(new Date('2026-11-23T07:41:05.987Z'))).toBe('2026-11-23 07:41:05 UTC');
    expect(formatUtc('2026-11-23T08:41:05+01:00')).toBe('2026-11-23 07:41:05 UTC');
    expect(formatUtc(0)).toBe('1970-01-01 00:00:00 UTC');
  });

  it('does not depend on the machine time zone', () => {
    const tz = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    try {
      expect(formatUtc(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31 23:59:59 UTC');
    } finally {
      process.env.TZ = tz;
    }
  });

  it('gives a dash for an unreadable time', () => {
    expect(formatUtc('not a date')).toBe('—');
  });
});
