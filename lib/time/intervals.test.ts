import { describe, expect, it } from 'vitest';
import { coveredMs, intervalsOverlap, mergeIntervals } from './intervals';

const HOUR = 3_600_000;
const span = (from: number, to: number) => ({ start: from * HOUR, end: to * HOUR });

describe('intervals', () => {
  it('counts two overlapping shifts once: 09–17 and 13–21 cover 12 h, not 16', () => {
    expect(coveredMs([span(9, 17), span(13, 21)])).toBe(12 * HOUR);
    expect(mergeIntervals([span(13, 21), span(9, 17)])).toEqual([span(9, 21)]);
  });

  it('a shift inside another adds nothing', () => {
    expect(coveredMs([span(8, 20), span(10, 12)])).toBe(12 * HOUR);
  });

  it('touching ends do not overlap, and add up whole', () => {
    expect(intervalsOverlap(span(9, 17), span(17, 21))).toBe(false);
    expect(coveredMs([span(9, 17), span(17, 21)])).toBe(12 * HOUR);
  });

  it('an overnight shift overlaps the next morning’s: 19–07 and 06–14 share one hour', () => {
    expect(intervalsOverlap(span(19, 31), span(30, 38))).toBe(true);
    expect(coveredMs([span(19, 31), span(30, 38)])).toBe(19 * HOUR);
  });

  it('apart spans stay apart; empty ones count nothing', () => {
    expect(mergeIntervals([span(1, 2), span(3, 4), span(5, 5)])).toEqual([span(1, 2), span(3, 4)]);
    expect(coveredMs([])).toBe(0);
  });
});
