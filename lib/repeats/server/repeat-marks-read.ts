import 'server-only';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { ruleInWords } from '@/lib/repeats/rule-words';
import type { RepeatMarks } from '@/lib/repeats/repeat-marks';
import type { SeriesFields } from '@/lib/repeats/repeat-inputs';
import { repeatOccurrences as o, repeatSeries as s } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { timesOf } from './repeat-store';
import { changingCounts } from './series-changes';

// The read the boards poll: the occurrences with an item that start in a range and still belong to
// their series (a row edited alone, deleted or removed is the manager's, and not marked), with the
// series' rule and fields. Database only: no request to the service.

const MADE = ['created', 'assigning', 'done'] as const;

export async function repeatMarksIn(db: Db, organizationId: string, range: { from: number; to: number }): Promise<RepeatMarks> {
  const rows = await db
    .select({ occurrence: o, series: s })
    .from(o)
    .innerJoin(s, eq(s.id, o.seriesId))
    .where(and(eq(o.organizationId, organizationId), inArray(o.state, [...MADE]), isNotNull(o.itemId), gte(o.start, range.from), lt(o.start, range.to)));
  const marks: RepeatMarks = {};
  const changing = await changingCounts(db, [...new Set(rows.map((row) => row.series.id))]);
  for (const { occurrence, series } of rows) {
    const times = timesOf(series);
    if (!times || !occurrence.itemId) continue;
    const fields: SeriesFields = {
      type: series.type as SeriesFields['type'],
      title: series.title ?? '',
      notes: series.notes ?? '',
      startTime: series.startTime,
      durationMinutes: series.durationMinutes,
      needs: series.needs,
      people: series.people,
    };
    marks[occurrence.itemId] = {
      occurrenceId: occurrence.id,
      seriesId: series.id,
      occurrenceKey: occurrence.occurrenceKey,
      rule: times.rule,
      startDate: series.startDate,
      words: ruleInWords(times.rule, series.startDate),
      timeZone: series.timeZone,
      lastDate: series.lastDate,
      ended: series.endedAt !== null,
      changing: changing.get(series.id) ?? 0,
      fields,
      ...(occurrence.ruleBreaks?.length ? { leftOff: occurrence.ruleBreaks } : {}),
    };
  }
  return marks;
}
