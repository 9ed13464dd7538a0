import { describe, expect, it } from 'vitest';
import { rangeTitle } from './range-title';

describe('the toolbar title', () => {
  it('names a week inside one month by its days', () => {
    expect(rangeTitle('week', '2026-11-18', 'Europe/Berlin')).toBe('16 – 22 Nov 2026');
  });
  it('names both months of a week that spans two', () => {
    expect(rangeTitle('week', '2026-12-01', 'America/New_York')).toBe('30 Nov – 6 Dec 2026');
  });
  it('names a day and a month', () => {
    expect(rangeTitle('day', '2026-11-23', 'Asia/Tokyo')).toBe('Monday, 23 Nov 2026');
    expect(rangeTitle('month', '2026-11-23', 'Pacific/Auckland')).toBe('November 2026');
  });
});
