import type { APIRequest, APIRequestContext, APIResponse } from '@playwright/test';
import { ACTIONS, allowed, exportedActions, notInAPageYet, ROUTES, routeHandlers, WRITE_ROUTES, type Caller, type Needs } from './support/access-table';
import { emulator } from './support/emulator';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { storageStateOf } from './support/roles';
import { callServerAction } from './support/server-actions';
import { builtServerActions } from '@/test/support/server-actions';
import { E2E_APP_URL } from './support/servers';
import { expect, test } from './support/test';

// Every server action and route handler x {anonymous, viewer, scheduler, admin}: allowed or refused
// exactly as the table says (e2e/support/access-table.ts). "Allowed" means the call got
// past the role check: the inputs are invalid or name nothing, so it then stops at validation or a
// 404 and changes nothing. A refused call must not reach the service at all (emulator stats).

const CALLERS: Caller[] = ['anonymous', 'viewer', 'scheduler', 'admin'];
// An id of the right shape that names nothing upstream.
const NOBODY = '7999999999999999999';
// A session cookie the proxy lets through and every action and route must refuse itself.
const FORGED = { cookie: 'sd_session=forged-session-token' };

/** A client as the caller; `fresh` leaves a role signed out (it signs in itself). */
async function requestAs(playwright: { request: APIRequest }, caller: Caller, fresh = false): Promise<APIRequestContext> {
  const storageState = caller === 'anonymous' || fresh ? { cookies: [], origins: [] } : storageStateOf(caller);
  return playwright.request.newContext({ baseURL: E2E_APP_URL, storageState, extraHTTPHeaders: caller === 'anonymous' ? FORGED : {} });
}

test('the table names every exported action and every route handler', () => {
  expect(exportedActions()).toEqual(Object.fromEntries(Object.entries(ACTIONS).map(([file, actions]) => [file, Object.keys(actions).sort()])));
  expect(routeHandlers()).toEqual([...Object.keys(ROUTES), ...Object.keys(WRITE_ROUTES)].sort());
});

test('actions no page imports yet are not in the build (nothing can call them)', () => {
  expect(builtServerActions().filter((action) => notInAPageYet(action.filename, action.exportedName))).toEqual([]);
});

test.describe('role matrix', () => {
  let organizationId = '';
  test.beforeAll(async () => {
    organizationId = (await emulator.seed()).organizations[0]!.id;
  });

  /** Runs one call; a refused one must leave the service untouched. */
  async function expectCell(caller: Caller, needs: Needs, call: () => Promise<{ refusedAs: string | null }>) {
    const before = (await emulator.stats()).total;
    const { refusedAs } = await call();
    if (allowed(caller, needs)) {
      expect(refusedAs, `${caller} may`).toBeNull();
    } else {
      expect(refusedAs, `${caller} may not`).toBe(caller === 'anonymous' ? 'unauthorised' : 'forbidden');
      expect((await emulator.stats()).total, `${caller}: refused, yet the service was called`).toBe(before);
    }
  }

  for (const [file, actions] of Object.entries(ACTIONS)) {
    for (const [name, needs] of Object.entries(actions)) {
      if (notInAPageYet(file, name)) continue;
      test(`${name} needs ${needs}`, async ({ playwright }) => {
        for (const caller of CALLERS) {
          const request = await requestAs(playwright, caller, name === 'signOutAction');
          await expectCell(caller, needs, async () => {
            if (name === 'signOutAction') return signOutCell(request, caller);
            // Sign-in with a malformed email stops at validation (and counts no failed attempt).
            const args = name === 'signInAction' ? [{ email: 'not-an-email', password: 'x' }] : ['not an object'];
            const call = await callServerAction(request, file, name, args, { params: { organizationId } });
            expect(call.result, `${caller} ${name}: an action result (status ${call.status})`).not.toBeNull();
            const kind = call.result!.error?.kind ?? 'ok';
            return { refusedAs: kind === 'unauthorised' || kind === 'forbidden' ? kind : null };
          });
          await request.dispose();
        }
      });
    }
  }

  /** Signing out revokes the session: each role signs in afresh first, so the saved ones survive. */
  async function signOutCell(request: APIRequestContext, caller: Caller) {
    if (caller !== 'anonymous') {
      const signedIn = await callServerAction(request, 'lib/auth/actions.ts', 'signInAction', [{ email: demoUsers[caller].email, password: demoPassword }]);
      expect(signedIn.result).toMatchObject({ ok: true });
    }
    const call = await callServerAction(request, 'lib/auth/actions.ts', 'signOutAction', []);
    // It ran: its redirect to sign-in came back as the action's answer.
    expect(call.headers['x-action-redirect']).toMatch(/^\/sign-in/);
    return { refusedAs: null };
  }

  for (const [route, needs] of Object.entries(ROUTES)) {
    test(`GET ${route} needs ${needs}`, async ({ playwright }) => {
      await routeCells(playwright, route, needs, (request, path) => request.get(path));
    });
  }

  for (const [route, needs] of Object.entries(WRITE_ROUTES)) {
    test(`POST ${route} needs ${needs}`, async ({ playwright }) => {
      // From this site (proxy.ts refuses other origins), with a body that names nothing.
      await routeCells(playwright, route, needs, (request, path) => request.post(path, { data: { itemId: NOBODY, userId: NOBODY }, headers: { origin: E2E_APP_URL } }));
    });
  }

  async function routeCells(playwright: { request: APIRequest }, route: string, needs: Needs, send: (request: APIRequestContext, path: string) => Promise<APIResponse>) {
    const path = route.replace('[organizationId]', organizationId).replace(/\[\w+\]/, NOBODY);
    for (const caller of CALLERS) {
      const request = await requestAs(playwright, caller);
      await expectCell(caller, needs, async () => {
        const status = (await send(request, path)).status();
        return { refusedAs: status === 401 ? 'unauthorised' : status === 403 ? 'forbidden' : null };
      });
      await request.dispose();
    }
  }
});
