import 'server-only';
import { processState } from '@/lib/server/process-state';
import { upstream } from '@/lib/server/service-connection';
import { createScopeCheck, type ScopeCheck } from './scope-check';

// The app's scope check: one per process (its enterprise lists are shared by every request), on
// the app's service client (asked for only when a check needs the service).

const holder = processState<{ check?: ScopeCheck }>('scope', () => ({}));

export function appScopeCheck(): ScopeCheck {
  return (holder.check ??= createScopeCheck(upstream));
}
