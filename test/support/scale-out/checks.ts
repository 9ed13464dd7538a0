import { request, type APIRequestContext } from '@playwright/test';
import { callServerAction } from '../server-actions';
import type { SeedInfo } from '../emulator-harness';

// What "one dashboard on several instances" must mean to a user, checked over HTTP only: a
// session made on one instance is valid on the other, and a change made through either one is
// what the other shows next. Each check answers a line for the report; none throws.

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const ADMIN = { email: 'admin@example.com', password: 'shiftdesk-demo' };
const SETTINGS = 'lib/settings/actions.ts';

async function page(ctx: APIRequestContext, path: string): Promise<{ status: number; body: string }> {
  const response = await ctx.get(path, { maxRedirects: 0 });
  return { status: response.status(), body: await response.text() };
}

/** Renames an organization entry point through one instance's server action (admin, who confirms the change with the password). */
async function rename(ctx: APIRequestContext, appUrl: string, organization: SeedInfo['organizations'][number], enterpriseId: string, displayName: string) {
  const entry = { mode: 'update', organizationId: organization.id, enterpriseId, displayName, timeZone: organization.timeZone, confirmPassword: ADMIN.password };
  const call = await callServerAction(ctx, SETTINGS, 'saveOrganizationAction', [entry], { origin: appUrl });
  return call.result?.ok === true;
}

async function control(emulatorUrl: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${emulatorUrl}/_control/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

const renewals = async (emulatorUrl: string) => ((await control(emulatorUrl, 'stats')) as { renewals: number }).renewals;

const RANGE_READ = 'GET /connect/organizations/:id/calendar-items';
const rangeReads = async (emulatorUrl: string) =>
  Object.values(((await control(emulatorUrl, 'stats')) as { byRoute: Record<string, Record<string, number>> }).byRoute[RANGE_READ] ?? {}).reduce((sum, n) => sum + n, 0);

/**
 * Shared reads across instances: B keeps a week it read (a second read reaches nobody), an item
 * created through A is in B's very next read (A's NOTIFY dropped B's copy), and B's ETag changes.
 */
async function checkSharedReadsAcross(onA: APIRequestContext, onB: APIRequestContext, a: string, emulatorUrl: string, organizationId: string): Promise<[string, boolean, string]> {
  const from = Date.UTC(2031, 5, 2) + Math.floor(Math.random() * 50) * 7 * 86_400_000; // a week no other check uses
  const path = `/api/organizations/${organizationId}/calendar-items?from=${from}&to=${from + 7 * 86_400_000 - 1}`;
  const names = async () => ((await (await onB.get(path)).json()) as { items: { name: string }[] }).items.map((i) => i.name);
  // B keeps nothing until its LISTEN holds (it starts with B's first call to the service): read until a read is kept.
  let kept = false;
  for (let attempt = 0; attempt < 20 && !kept; attempt += 1) {
    await names();
    const before = await rangeReads(emulatorUrl);
    await names();
    kept = (await rangeReads(emulatorUrl)) === before;
    if (!kept) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const name = `Scale-out shared read ${Date.now().toString(36)}`;
  const created = await callServerAction(onA, 'lib/schedule/actions.ts', 'createCalendarItemAction', [
    { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name, start: from + 9 * 3_600_000, end: from + 17 * 3_600_000, timeZoneName: 'Europe/London' },
  ], { origin: a, params: { organizationId } });
  const seen = (await names()).includes(name);
  return [
    'a week kept on B is read again after a write through A',
    kept && created.result?.ok === true && seen,
    `B keeps the week: ${kept}; createCalendarItemAction on A ${created.result?.ok ? 'ok' : 'FAILED'}; B's next read ${seen ? 'lists' : 'does NOT list'} "${name}"`,
  ];
}

export async function checkScaleOut(appUrls: [string, string], emulatorUrl: string): Promise<Check[]> {
  const [a, b] = appUrls;
  const seed = (await control(emulatorUrl, 'seed')) as SeedInfo;
  const organization = seed.organizations[0]!;
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  // One browser, two instances behind a load balancer: B's context gets the cookies A set.
  const onA = await request.newContext({ baseURL: a });
  const stranger = await request.newContext({ baseURL: b });
  let onB: APIRequestContext | undefined;
  try {
    const signIn = await callServerAction(onA, 'lib/auth/actions.ts', 'signInAction', [ADMIN], { origin: a });
    check('sign in on A', signIn.result?.ok === true, `signInAction on ${a}: ${JSON.stringify(signIn.result)}`);
    onB = await request.newContext({ baseURL: b, storageState: await onA.storageState() });
    const contexts = { [a]: onA, [b]: onB };

    const settingsOnB = await page(onB, '/settings');
    check('A\'s session cookie is valid on B', settingsOnB.status === 200 && settingsOnB.body.includes('Ada Admin'), `GET ${b}/settings with A's cookie -> ${settingsOnB.status}`);
    const anonymous = await page(stranger, '/settings');
    check('without the cookie B refuses', anonymous.status >= 300 && anonymous.status < 400, `GET ${b}/settings without a cookie -> ${anonymous.status} ${anonymous.status < 400 ? 'redirect to sign-in' : ''}`);

    const stamp = Date.now().toString(36);
    for (const [from, to, label] of [[a, b, 'A -> B'], [b, a, 'B -> A']] as const) {
      const name = `Scale-out ${label.replace(/\W+/g, '')} ${stamp}`;
      const started = Date.now();
      const saved = await rename(contexts[from]!, from, organization, seed.enterprise.id, name);
      const seen = await page(contexts[to]!, '/settings');
      check(`rename on ${label[0]}, seen on ${label.at(-1)}`, saved && seen.body.includes(name), `saveOrganizationAction on ${from} ${saved ? 'ok' : 'FAILED'}; ${to}/settings ${seen.body.includes(name) ? 'shows' : 'does NOT show'} "${name}" (${Date.now() - started} ms)`);
    }

    check(...(await checkSharedReadsAcross(onA, onB, a, emulatorUrl, organization.id)));

    const audit = await page(onB, '/audit');
    check('audit written through A is listed on B', audit.body.includes('settings.organization_saved'), `GET ${b}/audit -> ${audit.status}`);

    // The token is shared: B reads the service first (caching the current token), A renews it
    // with the service revoking the old one, and B still reads - with A's token, no renewal of its own.
    const members = `/organizations/${organization.id}/members`;
    const member = seed.users.find((u) => u.organizationIds.includes(organization.id))!.fullName;
    const before = await page(onB, members);
    await control(emulatorUrl, 'faults', { revokeOnRenewal: true });
    const renewalsBefore = await renewals(emulatorUrl);
    const renewed = await callServerAction(onA, SETTINGS, 'renewServiceTokenAction', [{}], { origin: a });
    const after = await page(onB, members);
    const renewedCount = (await renewals(emulatorUrl)) - renewalsBefore;
    await control(emulatorUrl, 'faults', {});
    check(
      'token renewed on A (old one revoked) is used by B',
      before.body.includes(member) && renewed.result?.ok === true && after.body.includes(member) && renewedCount === 1,
      `B members page lists ${member}: ${before.body.includes(member)}; renewServiceTokenAction on A ${renewed.result?.ok ? 'ok' : 'FAILED'}; then B still lists them: ${after.body.includes(member)}; renewals ${renewedCount}`,
    );
  } finally {
    await Promise.all([onA.dispose(), stranger.dispose(), onB?.dispose()]);
  }
  return checks;
}
