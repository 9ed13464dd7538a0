import type { APIRequestContext } from '@playwright/test';
import { callServerAction as callAction } from '../../scripts/server-actions';
import { E2E_APP_URL } from './servers';

// Server actions over HTTP against the e2e dashboard (the shared helper, with its origin).
export function callServerAction(
  request: APIRequestContext,
  filename: string,
  exportedName: string,
  args: unknown[],
  options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return callAction(request, filename, exportedName, args, { origin: E2E_APP_URL, ...options });
}
