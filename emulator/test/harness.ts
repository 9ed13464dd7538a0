import { afterAll, beforeAll } from 'vitest';
import { parseJsonExact } from '@/lib/contract/json';
import { startEmulator, type RunningEmulator, type StartEmulatorOptions } from '../server';

// Tests talk to a real emulator over real HTTP with plain fetch, like the dashboard does.

export const FIRST_TOKEN = 'demo-first-token';
export const ENTERPRISE_ID = '7000000000000000001';
export const ORG_CAFE = '7000000000000000002';
export const ORG_CLINIC = '7000000000000000003';
export const ORG_WAREHOUSE = '7000000000000000004';
export const BAD_IDS = ['abc', '-1', '1.5', '99999999999999999999'];
export const UNKNOWN_ID = '7999999999999999999';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** Body parsed without losing int64 digits (undefined when empty). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
}

export interface Harness {
  readonly url: string;
  readonly running: RunningEmulator;
  call(method: string, path: string, init?: { token?: string | null; body?: unknown; raw?: string }): Promise<Reply>;
  control(method: string, path: string, body?: unknown): Promise<Reply>;
  /** A token with exactly these scopes (or an already expired one with expiresInSeconds <= 0). */
  token(scopes?: string[], expiresInSeconds?: number): Promise<string>;
  reset(seed?: 'demo' | 'large' | 'empty'): Promise<void>;
}

async function reply(response: Response): Promise<Reply> {
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, text, body: text && isJson ? parseJsonExact(text) : undefined };
}

/** Starts one emulator for the file (beforeAll) and stops it afterwards. */
export function emulatorForFile(options: StartEmulatorOptions = {}): Harness {
  let running: RunningEmulator | undefined;
  beforeAll(async () => {
    running = await startEmulator({ port: 0, ...options });
  });
  afterAll(async () => {
    await running?.close();
  });
  const harness: Harness = {
    get url() {
      if (!running) throw new Error('emulator not started');
      return running.url;
    },
    get running() {
      if (!running) throw new Error('emulator not started');
      return running;
    },
    async call(method, path, init = {}) {
      const headers: Record<string, string> = {};
      const token = init.token === undefined ? FIRST_TOKEN : init.token;
      if (token !== null) headers.authorization = `Bearer ${token}`;
      let body: string | undefined = init.raw;
      if (init.body !== undefined) body = JSON.stringify(init.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      return reply(await fetch(`${harness.url}${path}`, { method, headers, body }));
    },
    async control(method, path, body) {
      const init: RequestInit = { method };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { 'content-type': 'application/json' };
      }
      return reply(await fetch(`${harness.url}/_control/${path}`, init));
    },
    async token(scopes, expiresInSeconds) {
      const r = await harness.control('POST', 'tokens', { scopes, expiresInSeconds });
      return r.body.accessToken as string;
    },
    async reset(seed = 'demo') {
      const r = await harness.control('POST', 'reset', { seed });
      if (r.status !== 200) throw new Error(`reset failed: ${r.status} ${r.text}`);
    },
  };
  return harness;
}

/** A user of an organization (from the control seed listing). */
export async function usersOf(h: Harness, organizationId: string): Promise<string[]> {
  const seed = await h.control('GET', 'seed');
  return (seed.body.users as { id: string; organizationIds: string[] }[]).filter((u) => u.organizationIds.includes(organizationId)).map((u) => u.id);
}

/** Start of the current UTC day plus `days` and `hours`, in epoch ms. */
export function at(days: number, hours = 0): number {
  return Math.floor(Date.now() / 86_400_000) * 86_400_000 + days * 86_400_000 + hours * 3_600_000;
}

export function shiftBody(organizationId: string, extra: Record<string, unknown> = {}) {
  return { organizationId, start: at(3, 9), end: at(3, 17), timeZoneName: 'Europe/London', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Test shift', ...extra };
}
