import { describe, expect, it } from 'vitest';
import { isIanaTimeZone } from './iana-time-zone';

// The zone check keeps the names it found valid (it runs for every item body): the answers must
// stay the same on the second ask, and nothing invalid is ever taken for known.

describe('isIanaTimeZone', () => {
  it('answers the same on every ask, for valid names, offsets and junk', () => {
    const names = ['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', '+02:00', 'Europe/Atlantis', 'not a zone', ''];
    const first = names.map(isIanaTimeZone);
    expect(first).toEqual([true, true, true, false, false, false, false]);
    expect(names.map(isIanaTimeZone)).toEqual(first);
  });
});
