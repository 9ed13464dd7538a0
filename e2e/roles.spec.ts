import { expect, test } from './support/test';
import { emulator } from './support/emulator';
import { storageStateOf } from './support/roles';
import { callServerAction } from './support/server-actions';

// A role is enforced by every action itself, not by hiding buttons: these call admin and scheduler
// actions directly over HTTP, as a hostile or stale client could, and check that nothing changed.

test.describe('a viewer calling actions directly', () => {
  test.use({ storageState: storageStateOf('viewer') });

  test('an admin action is refused and changes nothing', async ({ page }) => {
    const before = await emulator.stats();
    const renew = await callServerAction(page.request, 'lib/settings/actions.ts', 'renewServiceTokenAction', [{}]);
    expect(renew.result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect((await emulator.stats()).renewals).toBe(before.renewals);

    const save = await callServerAction(page.request, 'lib/settings/actions.ts', 'saveOrganizationAction', [{ organizationId: '9123456789000000001', displayName: 'Sneaky' }]);
    expect(save.result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).not.toContainText('Sneaky');
  });

  test('a scheduler action is refused and changes nothing upstream', async ({ page }) => {
    const seed = await emulator.seed();
    const item = await emulator.createItem({ organizationId: seed.organizations[0]!.id, type: 'MEETING', name: 'Not for viewers', start: Date.UTC(2027, 0, 20, 9), end: Date.UTC(2027, 0, 20, 10), timeZoneName: 'UTC' });
    const moved = await callServerAction(page.request, 'lib/schedule/actions.ts', 'moveCalendarItemAction', [
      { organizationId: seed.organizations[0]!.id, itemId: item.id, start: Date.UTC(2027, 0, 21, 9), end: Date.UTC(2027, 0, 21, 10), expectedVersion: 'x' },
    ], { params: { organizationId: seed.organizations[0]!.id } });
    expect(moved.result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect((await emulator.item(item.id)).start).toBe(Date.UTC(2027, 0, 20, 9));
  });
});

test.describe('anonymous and cross-origin calls', () => {
  test('without a valid session an action answers unauthorised and renews nothing', async ({ playwright }) => {
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
    const before = await emulator.stats();
    // No cookie at all: the proxy sends the request to sign-in before any action runs.
    const bare = await callServerAction(anonymous, 'lib/settings/actions.ts', 'renewServiceTokenAction', [{}]);
    expect(bare.result).toBeNull();
    expect(bare.status).toBe(307);
    // A forged cookie passes the proxy; the action's own check refuses it.
    const origin = test.info().project.use.baseURL!;
    const forged = await callServerAction(anonymous, 'lib/settings/actions.ts', 'renewServiceTokenAction', [{}], { headers: { origin, cookie: 'sd_session=forged-token' } });
    expect(forged.result).toMatchObject({ ok: false, error: { kind: 'unauthorised' } });
    expect((await emulator.stats()).renewals).toBe(before.renewals);
    await anonymous.dispose();
  });

  test.describe('as an admin', () => {
    test.use({ storageState: storageStateOf('admin') });

    test('a POST from another origin, an opaque one or none never runs the action', async ({ page }) => {
      const before = await emulator.stats();
      // Next refuses a foreign Origin itself but lets a missing one through: proxy.ts refuses it.
      const origins: [string, Record<string, string>][] = [['http://evil.example', { origin: 'http://evil.example' }], ['null', { origin: 'null' }], ['none', {}]];
      for (const [label, headers] of origins) {
        const call = await callServerAction(page.request, 'lib/settings/actions.ts', 'renewServiceTokenAction', [{}], { headers });
        expect(call.result, `Origin: ${label}`).toBeNull();
        expect(call.status, `Origin: ${label}`).toBe(403);
      }
      const after = await emulator.stats();
      expect(after.renewals).toBe(before.renewals);
      expect(after.total).toBe(before.total);
      // The same call from the dashboard's own origin does run: the refusal above was the origin's.
      const own = await callServerAction(page.request, 'lib/settings/actions.ts', 'renewServiceTokenAction', [{}]);
      expect(own.result).toMatchObject({ ok: true });
    });
  });
});
