// An instant as the wall-clock time of a zone, `2026-11-23 08:41:05`, sortable like formatUtc.
// Shown with the zone named beside it (components/ui/zoned-time.tsx), so a reader never has to
// guess which clock a table uses.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // sv-SE writes ISO-like dates and 24-hour times: 2026-11-23 08:41:05.
    format = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock part alone: `2026-11-23 08:41:05`, or "—" for an unreadable time. */
export function formatWallTime(at: Date | string | number, timeZone: string): string {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? '—' : formatOf(timeZone).format(date);
}

