const MINUTE_MS = 60_000;

/** "16 h", "7 h 30", "0 h": hours worked, to the minute, compact enough for a column. */
export function formatHours(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}
