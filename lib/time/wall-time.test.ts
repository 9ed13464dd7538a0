import { describe, expect, it } from 'vitest';
import { formatWallTime } from './wall-time';

describe('formatWallTime', () => {
  it('writes the wall-clock time of the zone', () => {
    expect(formatWallTime('2026-11-23T07:41:05.987Z', 'Europe/Paris')).toBe('2026-11-23 08:41:05');
    expect(formatWallTime('2026-07-01T00:30:00Z', 'America/Los_Angeles')).toBe('2026-06-30 17:30:00');
    expect(formatWallTime(0, 'UTC')).toBe('1970-01-01 00:00:00');
  });
  it('says "—" for an unreadable time', () => {
    expect(formatWallTime('not a time', 'UTC')).toBe('—');
  });
});
