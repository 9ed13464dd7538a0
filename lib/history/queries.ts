import { fetchJson } from '@/lib/queries/fetch-json';
import type { ChangeLine } from './change-lines';

// The person's recent changes of an organization: read each time the panel opens and after each Undo.

export const historyKeys = { of: (organizationId: string) => ['history', organizationId] as const };

export const fetchRecentChanges = (organizationId: string, signal?: AbortSignal) => fetchJson<ChangeLine[]>(`/api/organizations/${organizationId}/recent-changes`, signal);
