import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { E2E_APP_URL } from './servers';

// Calls a server action the way a hostile client could: straight over HTTP with its id, no UI.
// The id comes from the build's manifest; the path must be a page that bundles the action.

type ManifestEntry = { filename: string; exportedName: string; workers: Record<string, unknown> };

let manifest: Record<string, ManifestEntry> | undefined;
const actionsOfBuild = () =>
  (manifest ??= (JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as { node: Record<string, ManifestEntry> }).node);

export function serverAction(filename: string, exportedName: string, params: Record<string, string> = {}): { id: string; path: string } {
  for (const [id, entry] of Object.entries(actionsOfBuild())) {
    if (entry.filename !== filename || entry.exportedName !== exportedName) continue;
    // 'app/(dashboard)/organizations/[organizationId]/schedule/page' -> '/organizations/42/schedule'.
    const worker = Object.keys(entry.workers).find((w) => [...w.matchAll(/\[(\w+)\]/g)].every((m) => m[1]! in params));
    if (!worker) throw new Error(`${exportedName}: give the params of one of ${Object.keys(entry.workers).join(', ')}`);
    const path = worker
      .replace(/^app/, '')
      .replace(/\/\([^)]+\)/g, '')
      .replace(/\/page$/, '')
      .replace(/\[(\w+)\]/g, (_, name: string) => params[name]!);
    return { id, path: path || '/' };
  }
  throw new Error(`no server action ${filename}#${exportedName} in the build`);
}

export type ActionCall = { status: number; result: { ok: boolean; data?: unknown; error?: { kind: string } } | null; body: string };

/**
 * Posts the arguments to the action and returns the action's own result, read out of the RSC
 * answer (the line holding `{"ok":...}`), with the HTTP status.
 */
export async function callServerAction(
  request: APIRequestContext,
  filename: string,
  exportedName: string,
  args: unknown[],
  options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<ActionCall> {
  return postServerAction(request, filename, exportedName, JSON.stringify(args), options);
}

/** The same with the body as given: an already encoded React reply (see e2e/fuzz/wire.ts). */
export async function postServerAction(
  request: APIRequestContext,
  filename: string,
  exportedName: string,
  body: string,
  options: { params?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<ActionCall> {
  const { id, path } = serverAction(filename, exportedName, options.params);
  const headers = options.headers ?? { origin: E2E_APP_URL };
  const response = await request.post(path, {
    headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', ...headers },
    data: body,
    maxRedirects: 0,
  });
  const text = await response.text();
  const line = text.split('\n').find((l) => /^[0-9a-f]+:\{"ok":/.test(l));
  const result = line ? (JSON.parse(line.slice(line.indexOf(':') + 1)) as ActionCall['result']) : null;
  return { status: response.status(), result, body: text };
}
