import type { RepeatRule } from './repeat-rule';
import type { SeriesFields } from './repeat-inputs';

// Which items of a range are occurrences of a series, as the boards mark them and the drawer and
// the "this one / this and following / all" question use them: the series' rule (and its words) and
// the fields an "all" or "this and following" edit sends back (lib/repeats/server/repeat-marks-read.ts).

export type RepeatMark = {
  occurrenceId: string;
  seriesId: string;
  /** The local start day of the occurrence in the series' zone. */
  occurrenceKey: string;
  rule: RepeatRule;
  /** The series' first day: the rule's words name the until year only when it differs. */
  startDate: string;
  /** "Every weekday until 31 March". */
  words: string;
  timeZone: string;
  /** Ended (or split) after this day; null: as the rule says. */
  lastDate: string | null;
  /** Ended by a manager: an Undo brings back what the end removed. */
  ended: boolean;
  /** Occurrences of the series an end or edit is still changing (in the background): the drawer shows "Ending…". */
  changing?: number;
  fields: SeriesFields;
  /**
   * Why the rolling pass left some of the series' people off this occurrence (a double booking or a
   * working-time rule, with nobody there to ask): the shift shows open and says so. Absent: nobody.
   */
  leftOff?: string[];
};

/** By item id. */
export type RepeatMarks = Record<string, RepeatMark>;

/** The short label of a mark, for the icon's accessible name: "Repeats: every weekday". */
export function repeatLabel(mark: RepeatMark): string {
  const left = mark.leftOff?.length ? '; someone left off (a rule or a double booking)' : '';
  return `Repeats: ${mark.words.charAt(0).toLowerCase()}${mark.words.slice(1)}${left}`;
}
