import 'server-only';
import { describeFailure, type Problem } from './write-failure';

// Before each write of a durable step: is the organization still in scope? An admin may remove its
// entry while the work runs; from then on nothing is written into it. A scope that cannot be told
// is a problem too (fail closed). Shared by the kinds that write into an organization (copies, draft publishes).

/** Null when the organization is in scope; else why not, for the row. */
export async function scopeProblem(inScope: (organizationId: string) => Promise<boolean>, organizationId: string, outOfScopeMessage: string): Promise<Problem | null> {
  try {
    if (await inScope(organizationId)) return null;
    return { message: outOfScopeMessage, kind: 'out_of_scope', upstreamStatus: null };
  } catch (error) {
    return describeFailure(error);
  }
}
