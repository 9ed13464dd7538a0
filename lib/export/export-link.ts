import { itemTypeFilters } from '@/lib/schedule';
import type { ItemFilters } from '@/lib/schedule';
import type { ExportFormat } from './export-query';

// The link that downloads what a page shows: its range [from, to), its filters, and the zone it
// is read in (used only where the organization has none set). No zod: it runs in the browser.

export function exportHref(organizationId: string, format: ExportFormat, range: { start: number; end: number }, filters: ItemFilters, timeZone: string, options: { everyone?: boolean } = {}): string {
  const params = new URLSearchParams({ format, from: String(range.start), to: String(range.end) });
  if (filters.types.length < itemTypeFilters.length) params.set('types', filters.types.join(','));
  if (filters.memberId) params.set('userId', filters.memberId);
  if (filters.openOnly) params.set('open', '1');
  if (options.everyone) params.set('people', 'all');
  params.set('tz', timeZone);
  return `/api/organizations/${organizationId}/export?${params}`;
}
