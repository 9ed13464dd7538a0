import { AppError } from '@/lib/errors';
import { attachmentHeader, exportFileName } from '@/lib/export';
import { exportQuerySchema } from '@/lib/export';
import { scheduleCsv } from '@/lib/export';
import { scheduleIcs } from '@/lib/export';
import { fieldErrorsOf } from '@/lib/field-errors';
import { itemTypeFilters } from '@/lib/schedule';
import { filterItems } from '@/lib/schedule';
import { inOrganization } from '@/lib/server/access';
import { listVisibleItems } from '@/lib/schedule/server';
import { repeatMarksIn } from '@/lib/repeats/server';
import { getEntryPoints } from '@/lib/server/entry-points';
import { defineRoute } from '@/lib/server/app';

// The schedule of a range as a file to keep or import: CSV for spreadsheets and payroll,
// iCalendar for calendars. A GET (viewer and up) so the browser downloads it from a plain link.
export const GET = defineRoute<{ organizationId: string }>({ role: 'viewer', name: 'GET export', scope: inOrganization }, async (request, { params, services }) => {
  // The organization is an id in scope: the access layer checked it before this runs.
  const { organizationId } = params;
  const query = exportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new AppError('invalid_input', 'That export cannot be made.', { fieldErrors: fieldErrorsOf(query.error) });
  const { format, from, to, userId, types, open, people, tz } = query.data;

  const entry = (await getEntryPoints(services.db)).organizations.find((o) => o.id === organizationId);
  const timeZone = entry?.timeZone ?? tz ?? 'UTC';
  const name = entry?.name ?? `Organization ${organizationId}`;
  const read = await listVisibleItems(services, organizationId, { from, to: to - 1 });
  const items = filterItems(read, { types: types ?? itemTypeFilters, memberId: userId ?? null, openOnly: open === '1' }).sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));

  const range = { from, to };
  // Occurrences are marked as the boards mark them; an item running in from before the range counts too.
  const repeats = await repeatMarksIn(services.db, organizationId, { from: Math.min(from, ...items.map((i) => i.start)), to });
  const body = format === 'csv' ? scheduleCsv(items, timeZone, { everyone: people === 'all', repeats }) : scheduleIcs(items, { calendarName: name, timeZone, range, repeats });
  return new Response(body, {
    headers: {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'text/calendar; charset=utf-8',
      'content-disposition': attachmentHeader(exportFileName(name, range, timeZone, format)),
      'cache-control': 'private, no-store',
    },
  });
});
