import 'server-only';
import { warningReadRange } from '@/lib/staffing/warning-range';
import { listScheduleItems } from '@/lib/schedule/server';
import type { ScheduleItem } from '@/lib/schedule';
import type { AppServices } from '@/lib/server/access';
import type { WorkingTimeRules } from '@/lib/working-time';

// The one read behind every warning about a person (overlaps, time off, the week's hours): the
// requests inbox and the staffing picker both call it, then apply lib/staffing/person-warnings.ts.

/** The organization's items (names resolved) wide enough to judge anyone working in [span.start, span.end) (by `rules`, when known). */
export function readWarningItems(services: AppServices, organizationId: string, span: { start: number; end: number }, timeZone: string, rules?: WorkingTimeRules): Promise<ScheduleItem[]> {
  return listScheduleItems(services, organizationId, warningReadRange(span, timeZone, rules));
}
