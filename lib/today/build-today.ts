import { todaySections, type SectionBuilder } from './today-sections';
import type { TodayOrganization, TodaySource, TodayView } from './today-types';

// Today from each organization's items at one instant: every section of the list, and how many
// lines need the manager. Pure, so it is tested with a seeded situation and the next parts (rule
// breaks, offers) plug in as sections.

export function buildTodayOf(source: TodaySource, now: number, sections: readonly SectionBuilder[] = todaySections): TodayOrganization {
  const built = sections.map((section) => section(source, now));
  const needsYou = built.filter((s) => s.needsYou).reduce((sum, s) => sum + s.lines.length, 0);
  return { id: source.id, name: source.name, timeZone: source.timeZone, needsYou, sections: built };
}

export function buildToday(sources: readonly TodaySource[], now: number, sections: readonly SectionBuilder[] = todaySections): TodayView {
  return { now, organizations: sources.map((source) => buildTodayOf(source, now, sections)) };
}
