// 12-hour or 24-hour clock, one choice per user from their locale: every time the app shows or
// takes (labels, events, the drawer, the inbox, print, the time fields) follows it. The server
// learns it from Accept-Language, whose first tag is the browser's own language
// (navigator.language), so server-rendered text and the browser agree.

export type HourCycle = 'h12' | 'h23';

/** The hour cycle a locale uses ("en-US" 12-hour, "en-GB" 24-hour); 24-hour when the tag is unreadable. */
export function hourCycleOfLocale(locale: string | null | undefined): HourCycle {
  if (!locale) return 'h23';
  try {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h12' || cycle === 'h11' ? 'h12' : 'h23';
  } catch {
    return 'h23';
  }
}

/** The hour cycle of an Accept-Language header's first language ("en-US,en;q=0.9" is 12-hour). */
export function hourCycleOfAcceptLanguage(header: string | null | undefined): HourCycle {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return hourCycleOfLocale(first === '*' ? null : first);
}

/**
 * A wall-clock time in the cycle: "21:05" or "9:05 PM"; midnight "00:00" or "12:00 AM", noon
 * "12:00" or "12:00 PM". Written by hand, not with Intl: the server's and the browser's ICU put
 * different spaces before "PM", and the text must be the same on both for hydration.
 */
export function clockText(hour: number, minute: number, cycle: HourCycle): string {
  const mm = String(minute).padStart(2, '0');
  if (cycle === 'h23') return `${String(hour).padStart(2, '0')}:${mm}`;
  return `${hour % 12 || 12}:${mm} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * 12-hour times shortened for a narrow event box as FullCalendar's own hour labels write them:
 * "6:30 AM – 2:30 PM" as "6:30a – 2:30p", as narrow as "06:30 – 14:30". 24-hour text is unchanged.
 */
export function compactClocks(text: string): string {
  return text.replace(/ ([AP])M\b/g, (_, half: string) => half.toLowerCase());
}

/** A 24-hour "HH:mm" in the cycle. */
export function clockTextOf(hhmm: string, cycle: HourCycle): string {
  if (cycle === 'h23') return hhmm;
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return clockText(hour, minute, cycle);
}

/**
 * The cycle of words a write's handler makes on the server (a refused double booking, a copy's
 * preview, an Undo's line): handlers are not handed the request's language, so these stay 24-hour.
 */
export const SERVER_WORDS_CYCLE: HourCycle = 'h23';
