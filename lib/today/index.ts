// The feature's public surface.
export { buildToday, buildTodayOf } from './build-today';
export { todaySections, type SectionBuilder } from './today-sections';
export type { TodayLine, TodayOrganization, TodaySection, TodaySectionKind, TodaySource, TodayView } from './today-types';
