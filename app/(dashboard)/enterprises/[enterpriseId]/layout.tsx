import type { ReactNode } from 'react';
import { pathIdOrNotFound } from '@/lib/server/navigation/page-reads';

// The id is checked here, outside the loading boundary below, so a bad id answers with a real
// 404 status instead of a streamed 200 that later shows "not found".
export default async function EnterpriseLayout({ params, children }: { params: Promise<{ enterpriseId: string }>; children: ReactNode }) {
  pathIdOrNotFound((await params).enterpriseId);
  return children;
}
