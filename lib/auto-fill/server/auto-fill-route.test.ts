import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardBreaksOf, KEPT_OPEN_REASON, PINNED_REASON } from '@/lib/auto-fill';
import { NO_AVAILABILITY, type IsoWeekday } from '@/lib/availability';
import { saveAvailability } from '@/lib/availability/server/availability-store';
import { createScheduleItem, saveNeeds } from '@/lib/schedule/server';
import { runRoute, type AppServices } from '@/lib/server/access';
import { autoFillProposals } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { answerAutoFill, autoFillRoute, readAutoFillInput, readStoredProposal, type AutoFillAnswer } from '.';

// The auto-fill route through the GET pipeline (role, scope, validation) against the emulator's
// demo seed over HTTP and a real PGlite database, solved in the app's own warm worker.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let opened: OpenedDatabase;
let services: AppServices;
let scheduler: SessionUser;
let viewer: SessionUser;
let organizationId: string;
let outside: string;
let pair: string;
let away: string;
const range = { from: dayAt(1), to: dayAt(8) };
/** Nothing published yet: every shift in the range may be planned. */
const nothingPublished = async () => null;

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  outside = seed.otherEnterprise!.organizations[0]!.id;
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  viewer = toSessionUser(await addTestUser(opened, 'viewer'));
  await upsertOrganizationEntry(opened.db, { organizationId, timeZone: 'UTC' });
  services = { ...app.services(), db: opened.db };
  // A shift that needs two, and a person unavailable all week: never proposed.
  const created = await createScheduleItem(services, { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Auto-fill pair', start: dayAt(3, 6), end: dayAt(3, 12), timeZoneName: 'UTC' });
  pair = created.id;
  await saveNeeds(opened.db, organizationId, pair, 2);
  away = seed.users.find((u) => u.organizationIds.includes(organizationId))!.id;
  const allWeek = ([1, 2, 3, 4, 5, 6, 7] as IsoWeekday[]).map((weekday) => ({ weekday, from: '00:00', to: '24:00', overnight: false }));
  await saveAvailability(opened.db, organizationId, away, { ...NO_AVAILABILITY, unavailable: allWeek });
}, 60_000);
afterAll(async () => opened?.close());

const ask = (query: string, user = scheduler, organization = organizationId) =>
  runRoute(autoFillRoute, answerAutoFill(nothingPublished), new Request(`http://app.test/api/organizations/${organization}/auto-fill${query}`), { organizationId: organization }, { user, services });

describe('GET /api/organizations/:id/auto-fill', () => {
  it("proposes a staffing of the seeded week's open places that breaks no hard rule, and keeps it under its id", async () => {
    const response = await ask(`?from=${range.from}&to=${range.to}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as AutoFillAnswer;
    // Read again as the route read it (nothing changed meanwhile): the checker judges the lines.
    const input = await readAutoFillInput(services, organizationId, range, null);
    expect(input.slots.length).toBeGreaterThan(1);
    expect(answer.score).toMatchObject({ slots: input.slots.reduce((n, s) => n + s.needs - s.holders.length, 0), filled: answer.assignments.length });
    expect(answer.score.filled).toBeGreaterThan(0);
    expect(answer.score.provenMaximum).toBeGreaterThanOrEqual(answer.score.filled);
    expect(hardBreaksOf(input, answer.assignments)).toEqual([]);
    expect(answer.assignments.every((a) => /^\d+$/.test(a.itemId) && /^\d+$/.test(a.userId) && a.reasons.length > 0)).toBe(true);
    expect(answer.assignments.filter((a) => a.itemId === pair)).toHaveLength(2);
    expect(answer.assignments.some((a) => a.userId === away)).toBe(false);
    expect(answer.unfilled.every((u) => u.missing > 0 && u.reasons.length > 0)).toBe(true);

    const stored = await readStoredProposal(opened.db, answer.proposalId);
    expect(stored).toMatchObject({ id: answer.proposalId, organizationId, from: range.from, to: range.to, createdById: scheduler.id });
    expect(stored!.proposal.assignments).toEqual(answer.assignments);
    expect(await readStoredProposal(opened.db, crypto.randomUUID())).toBeNull();
  }, 120_000);

  it('refuses a bad or too long range with a clear message, a viewer, and an organization out of scope, keeping nothing', async () => {
    const before = (await opened.db.select().from(autoFillProposals)).length;
    const refusals = [
      [await ask(''), 400, /from: /],
      [await ask(`?from=${range.to}&to=${range.from}`), 400, /to: Must be after from/],
      [await ask(`?from=${range.from}&to=${range.from + 32 * 86_400_000}`), 400, /at most 31 days/],
      [await ask(`?from=soon&to=${range.to}`), 400, /from: Must be epoch milliseconds/],
      [await ask(`?from=${range.from}&to=${range.to}`, viewer), 403, /./],
      [await ask(`?from=${range.from}&to=${range.to}`, scheduler, outside), 404, /./],
    ] as const;
    for (const [response, status, message] of refusals) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    expect((await opened.db.select().from(autoFillProposals)).length).toBe(before);
  });

  it('re-solves the rest around a hand change: the pinned line kept and stored, a place kept open, a bad change refused by its line', async () => {
    const first = (await (await ask(`?from=${range.from}&to=${range.to}`)).json()) as AutoFillAnswer;
    expect(first.shifts.some((s) => s.itemId === pair && s.name === 'Auto-fill pair')).toBe(true);
    expect(first.people.length).toBeGreaterThan(1);
    // Someone not on the pair, pinned to it; one place of another open shift kept open.
    const onPair = new Set(first.assignments.filter((a) => a.itemId === pair).map((a) => a.userId));
    const chosen = first.people.find((p) => !onPair.has(p.userId) && p.userId !== away && !first.assignments.some((a) => a.userId === p.userId && a.itemId !== pair))!;
    const other = first.assignments.find((a) => a.itemId !== pair)!;
    const response = await ask(`?from=${range.from}&to=${range.to}&pinned=${pair}:${chosen.userId}&open=${other.itemId}`);
    expect(response.status).toBe(200);
    const again = (await response.json()) as AutoFillAnswer;
    expect(again.assignments[0]).toEqual({ itemId: pair, userId: chosen.userId, reasons: [PINNED_REASON] });
    expect(again.assignments.filter((a) => a.itemId === pair)).toHaveLength(2);
    expect(again.unfilled).toContainEqual({ itemId: other.itemId, missing: 1, reasons: [KEPT_OPEN_REASON] });
    const input = await readAutoFillInput(services, organizationId, range, null);
    expect(hardBreaksOf(input, again.assignments)).toEqual([]);
    expect((await readStoredProposal(opened.db, again.proposalId))!.proposal.assignments).toEqual(again.assignments);

    const before = (await opened.db.select().from(autoFillProposals)).length;
    const refusals = [
      [await ask(`?from=${range.from}&to=${range.to}&pinned=${pair}:${away}`), `pinned.${pair}:${away}`, /cannot take it: unavailable/],
      [await ask(`?from=${range.from}&to=${range.to}&pinned=${pair}`), 'pinned.0', /<itemId>:<userId>/],
      [await ask(`?from=${range.from}&to=${range.to}&pinned=${pair}:${chosen.userId},${pair}:${chosen.userId}`), 'pinned', /pinned twice/],
      [await ask(`?from=${range.from}&to=${range.to}&open=nope`), 'open.0', /./],
    ] as const;
    for (const [refused, field, message] of refusals) {
      expect(refused.status).toBe(400);
      const { error } = (await refused.json()) as { error: { fieldErrors: Record<string, string[]> } };
      expect(error.fieldErrors[field]?.join(' ')).toMatch(message);
    }
    expect((await opened.db.select().from(autoFillProposals)).length).toBe(before);
  }, 120_000);
});
