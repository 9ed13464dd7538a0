import type { ReactNode } from 'react';
import { enterpriseInScopeOrNotFound } from '@/lib/server/access/page-scope';
import { requireUser } from '@/lib/server/identity';
import { knownEnterpriseOrNotFound } from '@/lib/organizations/server/known-path-ids';

// The id is checked here, outside the loading boundary below, so a bad, unconfigured or unknown id
// answers with a real 404 status instead of a streamed 200 that later shows "not found".
export default async function EnterpriseLayout({ params, children }: { params: Promise<{ enterpriseId: string }>; children: ReactNode }) {
  await requireUser('viewer');
  await knownEnterpriseOrNotFound(await enterpriseInScopeOrNotFound((await params).enterpriseId));
  return children;
}
