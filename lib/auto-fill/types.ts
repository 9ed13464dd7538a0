import type { WorkedShift, WorkingTimeRules } from '@/lib/working-time';

// What auto-fill reads and answers: plain, serialisable data (it crosses a worker boundary and,
// later, the API). Times are epoch ms, spans half-open [start, end); minutes for lengths.

export type Span = { start: number; end: number };

/** An item with open places: `needs` people in all, `holders` already on it (pinned, never moved). */
export type AutoFillSlot = { itemId: string; start: number; end: number; needs: number; holders: string[]; position: string | null; name?: string | null };

/** A shift worked last week, by ISO weekday (1 Monday … 7 Sunday) and start minute of the day in the zone. */
export type WeekPattern = { weekday: number; startMinute: number };

export type AutoFillPerson = {
  userId: string;
  name: string;
  /** The positions they may work; a slot requiring another position is never theirs. */
  positions: string[];
  timeOff: Span[];
  unavailable: Span[];
  /** ISO weekdays in the organization's zone. */
  preferredWeekdays: number[];
  avoidedWeekdays: number[];
  /** Hours per week, as minutes; over a range they are scaled by its length in weeks. */
  targetWeekMinutes: number | null;
  maxWeekMinutes: number | null;
  /** Minutes already worked in the range that `heldShifts` do not show (another organization's, say). */
  otherMinutes: number;
  /** Every shift they already hold around the range (pinned slots included): overlap, rest, days in a row. */
  heldShifts: WorkedShift[];
  lastWeek: WeekPattern[];
};

export type AutoFillInput = {
  from: number;
  to: number;
  timeZone: string;
  rules: WorkingTimeRules;
  slots: AutoFillSlot[];
  people: AutoFillPerson[];
};

export type Assignment = { itemId: string; userId: string };

export type HoursSpread = { maxAbsDeviation: number; meanAbsDeviation: number };

/** Hours are hours (not minutes) in the score: it is read by people. */
export type AutoFillScore = {
  slots: number;
  filled: number;
  provenMaximum: number;
  hoursSpread: HoursSpread;
  preferencesMet: number;
  avoidedDaysWorked: number;
  greedy: { filled: number } & HoursSpread;
};

export type ProposalLine = Assignment & { reasons: string[] };
export type UnfilledLine = { itemId: string; missing: number; reasons: string[] };

export type AutoFillProposal = {
  assignments: ProposalLine[];
  unfilled: UnfilledLine[];
  score: AutoFillScore;
  /** How the solve ended: proven optimal in every tier, or stopped by the time limit in one. */
  status: 'optimal' | 'timeLimit';
  solveMs: number;
  /** Where the worker's time went, in ms, stage by stage (model, greedy, each HiGHS tier, words…): for the bench; the route does not answer it. */
  stagesMs?: Record<string, number>;
};

/** What a panel shows of a proposal's shifts and people (the answer carries them beside the lines). */
export type PlannedShift = { itemId: string; start: number; end: number; name: string | null; position: string | null };
export type PlannedPerson = { userId: string; name: string };
