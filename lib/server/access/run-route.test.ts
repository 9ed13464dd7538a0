import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/errors';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { toSessionUser } from '@/lib/server/identity/users';
import type { SessionUser } from '@/lib/server/identity/types';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { servicesFor } from '@/test/support/test-services';
import type { AppServices } from './services';
import { runRoute } from './run-route';

let opened: OpenedDatabase;
let services: AppServices;
let viewer: SessionUser;
beforeAll(async () => {
  opened = await openTestDatabase();
  services = servicesFor(opened.db);
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
});
afterAll(async () => opened.close());

const request = (path: string) => new Request(`http://127.0.0.1:3000${path}`);

describe('runRoute', () => {
  it('answers 401 JSON when signed out', async () => {
    const handler = vi.fn(async () => ({}));
    const response = await runRoute({ role: 'viewer', scope: 'none' }, handler, request('/api/x'), {}, { user: null, services });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { kind: 'unauthorised' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers 403 for a too-low role and audits the refusal with the path', async () => {
    const handler = vi.fn(async () => ({}));
    const response = await runRoute({ role: 'admin', scope: 'none' }, handler, request('/api/audit?limit=5'), {}, { user: viewer, services });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { kind: 'forbidden' } });
    expect(handler).not.toHaveBeenCalled();
    const rows = await opened.db.select().from(auditLog).where(and(eq(auditLog.outcome, 'refused'), eq(auditLog.targetId, '/api/audit')));
    expect(rows).toHaveLength(1);
  });

  it('sends data as private, no-store JSON and passes params', async () => {
    const response = await runRoute<{ id: string }, { id: string; who: string }>(
      { role: 'viewer', scope: 'none' },
      async (_req, { params, user }) => ({ id: params.id, who: user.email }),
      request('/api/items/1'),
      { id: '1' },
      { user: viewer, services },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ id: '1', who: viewer.email });
  });

  it("keeps a handler's own cache-control, and adds no-store when it set none", async () => {
    const own = await runRoute({ role: 'viewer', scope: 'none' }, async () => new Response('png', { headers: { 'cache-control': 'private, max-age=3600' } }), request('/a'), {}, { user: viewer, services });
    expect(own.headers.get('cache-control')).toBe('private, max-age=3600');
    const none = await runRoute({ role: 'viewer', scope: 'none' }, async () => new Response('x'), request('/b'), {}, { user: viewer, services });
    expect(none.headers.get('cache-control')).toBe('private, no-store');
  });

  it('maps an AppError to its status with Retry-After, and anything else to a generic 500', async () => {
    const limited = await runRoute(
      { role: 'viewer', scope: 'none' },
      async () => {
        throw new AppError('rate_limited', 'The service is busy. Try again shortly.', { retryAfterMs: 2500, upstreamStatus: 429 });
      },
      request('/c'),
      {},
      { user: viewer, services },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    expect(await limited.json()).toEqual({ error: { kind: 'rate_limited', message: 'The service is busy. Try again shortly.', retryable: true } });

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await runRoute({ role: 'viewer', scope: 'none' }, async () => { throw new TypeError('secret internals'); }, request('/d'), {}, { user: viewer, services });
    log.mockRestore();
    expect(broken.status).toBe(500);
    const body = JSON.stringify(await broken.json());
    expect(body).toContain('unexpected');
    expect(body).not.toContain('secret internals');
  });
});
