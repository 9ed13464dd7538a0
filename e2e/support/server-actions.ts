import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import { callServerAction as callAction, postServerAction as postAction } from '@/test/support/server-actions';
import { E2E_APP_URL } from './servers';

// Server actions over HTTP against the e2e dashboard (test/support/server-actions.ts, with its origin).
type Options = { params?: Record<string, string>; headers?: Record<string, string> };

export function callServerAction(request: APIRequestContext, filename: string, exportedName: string, args: unknown[], options: Options = {}) {
  return callAction(request, filename, exportedName, args, { origin: E2E_APP_URL, ...options });
}

/** The same with the body as given: an already encoded React reply (see e2e/fuzz/wire.ts). */
export function postServerAction(request: APIRequestContext, filename: string, exportedName: string, body: string, options: Options = {}) {
  return postAction(request, filename, exportedName, body, { origin: E2E_APP_URL, ...options });
}

const isServerAction = (request: Request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined;

/**
 * Runs `act` (a click, a drop) and returns the answer of the server action it started, or null when
 * it started none within `startMs` (a drop the calendar did not take).
 */
export async function serverActionAnswer(page: Page, act: () => Promise<void>, options: { startMs?: number } = {}): Promise<Response | null> {
  const started = page.waitForRequest(isServerAction, { timeout: options.startMs ?? 5_000 }).catch(() => null);
  await act();
  const request = await started;
  if (!request) return null;
  // The headers come once the action has run (its result streams after them).
  return request.response();
}
