/**
 * An instant as `2026-11-23 07:41:05 UTC`: the same on every screen and in every browser zone,
 * sortable, and readable back as ISO. An unreadable time gives "—" rather than "Invalid Date".
 */
export function formatUtc(at: Date | string | number): string {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
