import { dayOf } from '@/lib/time/calendar-day';

// "harbour-cafe-2027-02-01-to-2027-02-07.csv": the organization and the days it covers (the last
// day the range includes), in the organization's zone.

function slug(text: string): string {
  const ascii = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'schedule';
}

export function exportFileName(organizationName: string, range: { from: number; to: number }, timeZone: string, extension: string): string {
  return `${slug(organizationName)}-${dayOf(range.from, timeZone)}-to-${dayOf(range.to - 1, timeZone)}.${extension}`;
}

/** Content-Disposition for a download (the name is ASCII by construction, so no filename*). */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
