import type { WorkingTimeRules } from '@/lib/entry-points';
import type { OfferView } from '@/lib/offers';
import type { NeedsByItem } from '@/lib/schedule';
import type { ScheduleItem } from '@/lib/schedule';

// Today: what needs a manager now, per organization, as the browser gets it (JSON-safe).

/** What Today is built from, per organization: its items over the read range, their "needs N", its working-time rules and its running offers. */
export type TodaySource = {
  id: string;
  name: string;
  timeZone: string;
  thresholdMinutes: number | null;
  items: readonly ScheduleItem[];
  needs: NeedsByItem;
  rules: WorkingTimeRules;
  offers: readonly OfferView[];
};

/**
 * One line: what it is about, and where it is acted on. `text` names it ("Opening, Sat 09:00"),
 * `detail` says why it is here ("nobody holds it", "0 of 2"), `action` what following `href` lets
 * the manager do. `start`/`end` are the item's (the page formats them in the zone).
 */
export type TodayLine = { key: string; text: string; detail: string; action: string; href: string; start: number | null; end: number | null };

/** Sections that need a manager (counted at the top) and sections that only inform. */
export type TodaySectionKind = 'uncovered' | 'short' | 'requests' | 'hours' | 'rules' | 'offers' | 'on-now' | 'next' | 'time-off';

export type TodaySection = { kind: TodaySectionKind; title: string; needsYou: boolean; lines: TodayLine[] };

/** `problem`: the organization's items could not be read (its sections are then empty). */
export type TodayOrganization = { id: string; name: string; timeZone: string; needsYou: number; sections: TodaySection[]; problem?: string };

export type TodayView = { now: number; organizations: TodayOrganization[] };
