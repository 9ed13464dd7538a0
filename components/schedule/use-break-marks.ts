'use client';

import { useMemo } from 'react';
import { breakMarks, type BreakMarks } from '@/lib/schedule/break-marks';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import type { WorkingTimeRules } from '@/lib/working-time';

/**
 * The schedule's and the roster's marks of working-time rule breaks on the shifts starting in
 * `range`, from every item read for them (useScheduleData's `judged`: the range and what the rules
 * need around it), judged in the organization's zone as the server judges a write (UTC without
 * one). Computed from the items, never stored: a break mended anywhere is unmarked at the next read.
 */
export function useBreakMarks(rules: WorkingTimeRules, judged: readonly ScheduleItem[], range: { from: number; to: number } | null, organizationZone: string | null): BreakMarks | null {
  return useMemo(() => (range ? breakMarks(rules, judged, range.from, range.to, organizationZone ?? 'UTC') : null), [rules, judged, range, organizationZone]);
}
