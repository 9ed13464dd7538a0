import { describe, expect, it } from 'vitest';
import { formatThreshold, hoursToMinutes, isOverThreshold, thresholdText, weeklyHoursThresholdField } from './hours-threshold';

const HOUR = 3_600_000;

describe('the weekly hours threshold', () => {
  it('reads decimal hours with a point or a comma; empty is none', () => {
    expect(weeklyHoursThresholdField.parse('37.5')).toBe(37.5);
    expect(weeklyHoursThresholdField.parse(' 37,25 ')).toBe(37.25);
    expect(weeklyHoursThresholdField.parse('')).toBeNull();
    expect(weeklyHoursThresholdField.parse(undefined)).toBeNull();
    for (const bad of ['0', '0.99', '168.01', '1e2', '-4', '40h']) expect(weeklyHoursThresholdField.safeParse(bad).success).toBe(false);
    expect(weeklyHoursThresholdField.parse('168')).toBe(168);
  });

  it('is kept in minutes and shown back as typed', () => {
    expect(hoursToMinutes(37.5)).toBe(2250);
    expect(thresholdText(2250)).toBe('37.5');
    expect(thresholdText(null)).toBe('');
    expect(formatThreshold(2250)).toBe('37 h 30');
  });

  it('flags only hours past it', () => {
    expect(isOverThreshold(40 * HOUR, 40 * 60)).toBe(false);
    expect(isOverThreshold(40 * HOUR + 60_000, 40 * 60)).toBe(true);
    expect(isOverThreshold(100 * HOUR, null)).toBe(false);
  });
});
