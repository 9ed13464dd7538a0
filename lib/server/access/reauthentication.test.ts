import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CONFIRM_PASSWORD_FIELD } from '@/lib/identity/confirm-password';
import { REAUTH_WINDOW_MS, wasReauthenticatedWithin } from '@/lib/server/identity/reauthentication';
import { createSession, lookupSession } from '@/lib/server/identity/session-store';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { auditLog, sessions } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { servicesFor } from '@/test/support/test-services';
import type { AppServices } from './services';
import { addTestUser, openTestDatabase, TEST_PASSWORD } from '@/test/support/test-database';
import { CONFIRM_NEEDED_MESSAGE, CONFIRM_WRONG_MESSAGE } from './reauthentication-step';
import { runAction } from './run-action';
import type { ActionDefinition, Caller } from './types';

// A definition with `reauthenticate: true` runs only for a session re-authenticated in the last
// few minutes, or with the user's password in the input: through the real pipeline, on a real database.

let opened: OpenedDatabase;
let services: AppServices;
let admin: SessionUser;
beforeAll(async () => {
  opened = await openTestDatabase();
  services = servicesFor(opened.db);
  admin = toSessionUser(await addTestUser(opened, 'admin'));
});
afterAll(async () => opened.close());

const schema = z.object({ name: z.string().min(1) }).strict();
const definition: ActionDefinition<typeof schema> = { input: schema, role: 'admin', scope: 'none', reauthenticate: true, audit: { action: 'test.sensitive' } };

async function callerAt(token: string, now: Date): Promise<Caller> {
  const found = await lookupSession(opened.db, token, now);
  if (!found) throw new Error('no session');
  return { user: found.user, services, session: { id: found.sessionId, reauthenticatedAt: found.reauthenticatedAt }, client: '192.0.2.10' };
}

describe('re-authentication before a sensitive change', () => {
  it('refuses without the password, on the password field, and runs nothing', async () => {
    const now = new Date();
    const { token } = await createSession(opened.db, { userId: admin.id, role: 'admin', now });
    const handler = vi.fn(async () => 'done');
    const result = await runAction(definition, handler, { name: 'x' }, await callerAt(token, now));
    expect(handler).not.toHaveBeenCalled();
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'unauthorised', fieldErrors: { [CONFIRM_PASSWORD_FIELD]: [CONFIRM_NEEDED_MESSAGE] } });
    // A session without any record of its own (a caller that passed none) is refused the same way.
    const bare = await runAction(definition, handler, { name: 'x', [CONFIRM_PASSWORD_FIELD]: TEST_PASSWORD }, { user: admin, services });
    expect(bare.ok).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('checks the rest of the input first: an invalid change is answered as such and no password is checked', async () => {
    const now = new Date();
    const { token } = await createSession(opened.db, { userId: admin.id, role: 'admin', now });
    const result = await runAction(definition, async () => 'done', { name: '', [CONFIRM_PASSWORD_FIELD]: 'wrong-but-never-checked' }, await callerAt(token, now));
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'invalid_input', fieldErrors: { name: [expect.any(String)] } });
    expect(result.ok ? null : result.error.fieldErrors?.[CONFIRM_PASSWORD_FIELD]).toBeUndefined();
  });

  it('refuses a wrong password next to the field, and audits it', async () => {
    const now = new Date();
    const { token } = await createSession(opened.db, { userId: admin.id, role: 'admin', now });
    const handler = vi.fn(async () => 'done');
    const result = await runAction(definition, handler, { name: 'x', [CONFIRM_PASSWORD_FIELD]: 'not-my-password' }, await callerAt(token, now));
    expect(handler).not.toHaveBeenCalled();
    expect(result.ok ? null : result.error).toMatchObject({ kind: 'unauthorised', fieldErrors: { [CONFIRM_PASSWORD_FIELD]: [CONFIRM_WRONG_MESSAGE] } });
    const rows = await opened.db.select().from(auditLog).where(and(eq(auditLog.action, 'auth.reauthenticated'), eq(auditLog.outcome, 'failure')));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('runs with the right password (which the schema never sees), then without it for 5 minutes, then asks again', async () => {
    const start = new Date();
    const { token, sessionId } = await createSession(opened.db, { userId: admin.id, role: 'admin', now: start });
    const seen: unknown[] = [];
    const handler = vi.fn(async (input: unknown) => {
      seen.push(input);
      return 'done';
    });
    const first = await runAction(definition, handler, { name: 'a', [CONFIRM_PASSWORD_FIELD]: TEST_PASSWORD }, await callerAt(token, start));
    expect(first).toEqual({ ok: true, data: 'done' });
    expect(seen).toEqual([{ name: 'a' }]);

    // The pipeline reads the clock itself, so the confirmation is moved back in time instead.
    const confirmedAgo = async (ms: number) => {
      await opened.db.update(sessions).set({ reauthenticatedAt: new Date(Date.now() - ms) }).where(eq(sessions.id, sessionId));
      return callerAt(token, new Date());
    };
    expect((await runAction(definition, handler, { name: 'b' }, await confirmedAgo(REAUTH_WINDOW_MS - 5000))).ok).toBe(true);
    const refused = await runAction(definition, handler, { name: 'c' }, await confirmedAgo(REAUTH_WINDOW_MS));
    expect(refused.ok).toBe(false);
    expect(seen).toEqual([{ name: 'a' }, { name: 'b' }]);
    // Audit rows never hold the password.
    expect(JSON.stringify(await opened.db.select().from(auditLog))).not.toContain(TEST_PASSWORD);
  });

  it('remembers a confirmation on its own session only', async () => {
    const now = new Date();
    const mine = await createSession(opened.db, { userId: admin.id, role: 'admin', now });
    const other = await createSession(opened.db, { userId: admin.id, role: 'admin', now });
    const handler = async () => 'done';
    expect((await runAction(definition, handler, { name: 'a', [CONFIRM_PASSWORD_FIELD]: TEST_PASSWORD }, await callerAt(mine.token, now))).ok).toBe(true);
    expect((await runAction(definition, handler, { name: 'a' }, await callerAt(other.token, now))).ok).toBe(false);
  });

  it('answers "was this session re-authenticated in the last N minutes" for any caller (a fresh company sign-in may mark it too)', () => {
    const now = new Date('2030-01-01T10:00:00Z');
    expect(wasReauthenticatedWithin(null, REAUTH_WINDOW_MS, now)).toBe(false);
    expect(wasReauthenticatedWithin({ reauthenticatedAt: null }, REAUTH_WINDOW_MS, now)).toBe(false);
    expect(wasReauthenticatedWithin({ reauthenticatedAt: new Date('2030-01-01T09:56:00Z') }, REAUTH_WINDOW_MS, now)).toBe(true);
    expect(wasReauthenticatedWithin({ reauthenticatedAt: new Date('2030-01-01T09:55:00Z') }, REAUTH_WINDOW_MS, now)).toBe(false);
    // A time in the future (a clock gone wrong) proves nothing.
    expect(wasReauthenticatedWithin({ reauthenticatedAt: new Date('2030-01-01T10:01:00Z') }, REAUTH_WINDOW_MS, now)).toBe(false);
  });
});
