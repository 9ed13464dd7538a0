import { queryOptions } from '@tanstack/react-query';
import type { WeekTemplate } from '@/lib/week-templates';
import { fetchJson } from '@/lib/queries/fetch-json';

// The organization's week templates, read each time the copy dialog opens (another manager may have saved one).
export const weekTemplatesOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['week-templates', organizationId] as const,
    queryFn: ({ signal }) => fetchJson<WeekTemplate[]>(`/api/organizations/${organizationId}/week-templates`, signal),
    staleTime: 0,
  });
