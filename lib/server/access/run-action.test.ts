import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { toSessionUser } from '@/lib/server/identity/users';
import type { SessionUser } from '@/lib/server/identity/types';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { servicesFor } from '@/test/support/test-services';
import type { AppServices } from './services';
import { UNEXPECTED_MESSAGE } from './error-shape';
import { runAction } from './run-action';
import { UNSTORABLE_TEXT_MESSAGE } from './unstorable-text';
import type { ActionDefinition } from './types';
import { captureLogs } from '@/test/support/capture-logs';

let opened: OpenedDatabase;
let services: AppServices;
let viewer: SessionUser;
let admin: SessionUser;
beforeAll(async () => {
  opened = await openTestDatabase();
  services = servicesFor(opened.db);
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
  admin = toSessionUser(await addTestUser(opened, 'admin'));
});
afterAll(async () => opened.close());

const renameSchema = z.object({
  organizationId: z.string().regex(/^\d+$/, 'Must be an id'),
  settings: z.object({ displayName: z.string().min(1, 'Enter a name') }),
});

function renameAction(action: string): ActionDefinition<typeof renameSchema> {
  return { input: renameSchema, role: 'admin', scope: 'none', audit: { action, target: (input) => ({ type: 'organization', id: input.organizationId }) } };
}

const good = { organizationId: '9007199254740993', settings: { displayName: 'North' } };

async function auditRows(action: string) {
  return opened.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('runAction', () => {
  it('runs the handler for a permitted user and audits success with before/after', async () => {
    const handler = vi.fn(async (input: z.output<typeof renameSchema>, ctx: { audit: (p: object) => void }) => {
      ctx.audit({ before: { displayName: 'Old' }, after: { displayName: input.settings.displayName, accessToken: 'tok-secret' } });
      return { renamed: input.organizationId };
    });
    const result = await runAction(renameAction('test.renamed'), handler, good, { user: admin, services });
    expect(result).toEqual({ ok: true, data: { renamed: '9007199254740993' } });
    const [row] = await auditRows('test.renamed');
    expect(row).toMatchObject({ outcome: 'success', actorId: admin.id, actorEmail: admin.email, targetType: 'organization', targetId: '9007199254740993' });
    expect(row?.before).toEqual({ displayName: 'Old' });
    expect(row?.after).toEqual({ displayName: 'North', accessToken: '[redacted]' });
  });

  it('writes one audit entry per part of a batch (auditEach), each with its own outcome, instead of one for the whole', async () => {
    const result = await runAction(
      renameAction('test.batch'),
      async (input, ctx) => {
        ctx.auditEach({ outcome: 'success', after: { who: 'a' } });
        ctx.auditEach({ outcome: 'failure', detail: { who: 'b', error: 'refused' } });
        return input.organizationId;
      },
      good,
      { user: admin, services },
    );
    expect(result).toEqual({ ok: true, data: good.organizationId });
    const rows = await auditRows('test.batch');
    expect(rows.map((r) => ({ outcome: r.outcome, after: r.after, detail: r.detail, targetId: r.targetId, actorId: r.actorId }))).toEqual([
      { outcome: 'success', after: { who: 'a' }, detail: null, targetId: good.organizationId, actorId: admin.id },
      { outcome: 'failure', after: null, detail: { who: 'b', error: 'refused' }, targetId: good.organizationId, actorId: admin.id },
    ]);
  });

  it('answers unauthorised when nobody is signed in, without running the handler', async () => {
    const handler = vi.fn(async () => 'ran');
    const result = await runAction(renameAction('test.unauth'), handler, good, { user: null, services });
    expect(result.ok ? 'ok' : result.error.kind).toBe('unauthorised');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a viewer calling an admin action: forbidden, handler not run, refusal audited', async () => {
    const handler = vi.fn(async () => 'ran');
    const result = await runAction(renameAction('test.forbidden'), handler, good, { user: viewer, services });
    expect(result.ok ? 'ok' : result.error.kind).toBe('forbidden');
    expect(handler).not.toHaveBeenCalled();
    const rows = await opened.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'test.forbidden'), eq(auditLog.outcome, 'refused'), eq(auditLog.actorId, viewer.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.detail).toMatchObject({ requiredRole: 'admin', role: 'viewer' });
  });

  it('records a refusal even for an action without an audit name', async () => {
    const def = { input: z.object({}), role: 'scheduler' as const, name: 'plainThing', scope: 'none' as const };
    const before = (await auditRows('access.refused')).length;
    const result = await runAction(def, async () => 1, {}, { user: viewer, services });
    expect(result.ok).toBe(false);
    expect((await auditRows('access.refused')).length).toBe(before + 1);
  });

  it('turns bad input into invalid_input with dotted field errors, and runs nothing', async () => {
    const handler = vi.fn(async () => 'ran');
    const result = await runAction(renameAction('test.invalid'), handler, { organizationId: 'abc', settings: { displayName: '' } }, { user: admin, services });
    expect(handler).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('invalid_input');
      expect(result.error.fieldErrors).toEqual({ organizationId: ['Must be an id'], 'settings.displayName': ['Enter a name'] });
    }
    expect(await auditRows('test.invalid')).toHaveLength(0);
    const notAnObject = await runAction(renameAction('test.invalid'), handler, 'nonsense', { user: admin, services });
    expect(notAnObject.ok ? undefined : Object.keys(notAnObject.error.fieldErrors ?? {})).toEqual(['root']);
  });

  it('refuses text the database cannot hold (NUL, a lone surrogate) as invalid_input, before the handler runs', async () => {
    // Found by the fuzzer: a template id "a\u0000b" reached a query and came back 'unexpected'.
    const handler = vi.fn(async () => 'ran');
    for (const bad of ['a\u0000b', 'x\ud800', '\udfff']) {
      const result = await runAction(renameAction('test.unstorable'), handler, { organizationId: '1', settings: { displayName: bad } }, { user: admin, services });
      expect(result.ok ? undefined : result.error).toMatchObject({ kind: 'invalid_input', fieldErrors: { 'settings.displayName': [UNSTORABLE_TEXT_MESSAGE] } });
    }
    const emoji = await runAction(renameAction('test.unstorable'), handler, { organizationId: '1', settings: { displayName: 'North 👩‍👩‍👧' } }, { user: admin, services });
    expect(emoji.ok).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('returns an AppError as its own kind and audits the failure with the upstream status', async () => {
    const result = await runAction(
      renameAction('test.app_error'),
      async (_input, ctx) => {
        ctx.audit({ before: { displayName: 'Old' } });
        throw new AppError('conflict', 'Someone else changed this item. Reload and try again.', { upstreamStatus: 409 });
      },
      good,
      { user: admin, services },
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'Someone else changed this item. Reload and try again.', retryable: false },
    });
    const [row] = await auditRows('test.app_error');
    expect(row).toMatchObject({ outcome: 'failure', upstreamStatus: 409, targetId: '9007199254740993', before: { displayName: 'Old' } });
  });

  it('hides an unexpected error behind a generic message and logs it server-side', async () => {
    const logs = captureLogs();
    const result = await logs.during(() =>
      runAction(
        renameAction('test.unexpected'),
        async () => {
          throw new Error('connect ECONNREFUSED db-internal:5432 with Bearer abc.def');
        },
        good,
        { user: admin, services },
      ),
    );
    expect(result).toEqual({ ok: false, error: { kind: 'unexpected', message: UNEXPECTED_MESSAGE, retryable: false } });
    expect(JSON.stringify(result)).not.toContain('ECONNREFUSED');
    const logged = logs.text();
    expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 'error', msg: 'unexpected error' }));
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).not.toContain('abc.def');
    const [row] = await auditRows('test.unexpected');
    expect(row?.outcome).toBe('failure');
    expect(JSON.stringify(row)).not.toContain('ECONNREFUSED');
  });
});
