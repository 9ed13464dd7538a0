import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';

// Calls a server action straight over HTTP with its id, no UI: as a hostile client could (e2e) or
// as the load test's simulated managers do. The id comes from the build's manifest; the path must
// be a page that bundles the action.

type ManifestEntry = { filename: string; exportedName: string; workers: Record<string, unknown> };
type Manifest = { node: Record<string, ManifestEntry> };

const MANIFEST = '.next/server/server-reference-manifest.json';
let manifest: { builtAt: string; value: Manifest } | null = null;

/** The manifest, read again only when the build changed (the load test calls actions often). */
function readManifest(): Manifest {
  const builtAt = readFileSync('.next/BUILD_ID', 'utf8');
  if (manifest?.builtAt !== builtAt) manifest = { builtAt, value: JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest };
  return manifest.value;
}

/** Every server action in the build, by file and export name. */
export function builtServerActions(): { filename: string; exportedName: string }[] {
  return Object.values(readManifest().node).map(({ filename, exportedName }) => ({ filename, exportedName }));
}

export function serverAction(filename: string, exportedName: string, params: Record<string, string> = {}): { id: string; path: string } {
  for (const [id, entry] of Object.entries(readManifest().node)) {
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

export type ActionResult<T = unknown> = { ok: boolean; data?: T; error?: { kind: string; message?: string } };

export type ActionCall<T = unknown> = { status: number; result: ActionResult<T> | null; body: string; headers: Record<string, string> };
type CallOptions = { origin: string; params?: Record<string, string>; headers?: Record<string, string> };

/**
 * Posts the arguments to the action and returns the action's own result, read out of the RSC
 * answer (the line holding `{"ok":...}`), with the HTTP status. `origin` is the app's own origin
 * (Next refuses actions from another one); `headers` replace the default `{ origin }`.
 */
export function callServerAction<T = unknown>(request: APIRequestContext, filename: string, exportedName: string, args: unknown[], options: CallOptions): Promise<ActionCall<T>> {
  return postServerAction<T>(request, filename, exportedName, JSON.stringify(args), options);
}

/** The same with the body as given: an already encoded React reply (the fuzzer's, e2e/fuzz/wire.ts). */
export async function postServerAction<T = unknown>(request: APIRequestContext, filename: string, exportedName: string, body: string, options: CallOptions): Promise<ActionCall<T>> {
  const { id, path } = serverAction(filename, exportedName, options.params);
  const headers = options.headers ?? { origin: options.origin };
  const response = await request.post(path, {
    headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', ...headers },
    data: body,
    maxRedirects: 0,
  });
  const text = await response.text();
  const line = text.split('\n').find((l) => /^[0-9a-f]+:\{"ok":/.test(l));
  const result = line ? (JSON.parse(line.slice(line.indexOf(':') + 1)) as ActionResult<T>) : null;
  return { status: response.status(), result, body: text, headers: response.headers() };
}
