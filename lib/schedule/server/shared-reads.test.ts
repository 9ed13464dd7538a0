import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile, type EmulatorHarness } from '@/test/support/emulator-harness';
import { createSharedReads, createUpstreamClient, staticTokenSource } from '@/lib/server/upstream';
import { RECORD_BYTES_PER_TEXT_BYTE } from '@/lib/server/upstream/calendar/shared-calendar';
import { createScheduleItem, deleteScheduleItem, listVisibleItems, patchScheduleItem } from './calendar-service';
import { fromWire, type ScheduleWire } from '@/lib/schedule/schedule-wire';
import { readScheduleAnswer } from './schedule-answer';

// Shared reads as the app runs them (docs/decisions/shared-reads.md): the app-wide client
// and store, the emulator over HTTP, its call counts as the proof of what reached the service.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu, { SHARED_READ_SECONDS: '60' });
const organizationId = () => app.seed().organizations[0]!.id;
const LIST = 'GET /connect/organizations/:id/calendar-items';
const week = () => ({ from: dayAt(0), to: dayAt(7) - 1 });
const decode = (body: Uint8Array) => JSON.parse(Buffer.from(body).toString()) as { items: { id: string; name: string | null }[]; fetchedAt: number };

/** Holds the service's range reads until released; resolves once `count` of them are waiting. */
async function holdRangeReads(harness: EmulatorHarness, count: number, started: () => void): Promise<void> {
  await harness.control('POST', 'hold', { method: 'GET', path: '/connect/organizations/.*/calendar-items' });
  started();
  for (;;) {
    // A reused keep-alive connection may be reset under load: ask again.
    const held = await harness.control<{ waiting: unknown[] }>('GET', 'hold').catch(() => ({ waiting: [] }));
    if (held.waiting.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function shift(name: string, day = 2) {
  return { organizationId: organizationId(), type: 'MULTI_ASSIGNEE_SHIFT' as const, name, start: dayAt(day, 9), end: dayAt(day, 17), timeZoneName: 'Europe/London' };
}

describe('shared reads', () => {
  beforeAll(async () => {
    // Open the database and load the token first: the held reads below then wait only for the hold.
    await app.services().upstream.getCalendarItem((await app.services().upstream.listCalendarItems(organizationId(), { from: dayAt(-30), to: dayAt(30) }))[0]!.id);
  });
  afterEach(async () => {
    await emu.control('POST', 'hold/release', {});
  });
  beforeEach(async () => {
    app.services().shared.dropAll();
    await emu.resetStats();
  });

  it('joins identical reads in flight: many readers, one upstream call, one conversion', async () => {
    let views: ReturnType<typeof readScheduleAnswer>[] = [];
    await holdRangeReads(emu, 1, () => {
      views = Array.from({ length: 6 }, () => readScheduleAnswer(app.services(), organizationId(), week()));
    });
    // An export of the same range joins the same upstream read (the service's JSON is shared too).
    const exported = listVisibleItems(app.services(), organizationId(), week());
    await emu.control('POST', 'hold/release', {});
    const answers = await Promise.all(views);
    expect(await emu.calls(LIST)).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1); // the same bytes, converted once
    expect((await exported).map((i) => i.id)).toEqual(decode(answers[0]!.body).items.map((i) => i.id));
  });

  it('answers in the wire shape: each person once, rebuilt into exactly the items the service read converts to', async () => {
    const wire = JSON.parse(Buffer.from((await readScheduleAnswer(app.services(), organizationId(), week())).body).toString()) as ScheduleWire;
    const items = await listVisibleItems(app.services(), organizationId(), week());
    expect(items.flatMap((i) => i.members).filter((m) => m.avatarUrl).length).toBeGreaterThan(0);
    expect(Object.keys(wire.people).length).toBeLessThan(items.flatMap((i) => i.members).length);
    expect(fromWire(wire).items).toEqual(items);
  });

  it('keeps a read for every later reader within the time: no upstream call, same answer', async () => {
    const first = await readScheduleAnswer(app.services(), organizationId(), week());
    const again = await readScheduleAnswer(app.services(), organizationId(), week());
    const raw = await app.services().upstream.listCalendarItems(organizationId(), { from: dayAt(0) - 7 * 86_400_000, to: dayAt(7) - 1 });
    expect(await emu.calls(LIST)).toBe(1);
    expect(again).toBe(first);
    expect(raw.length).toBeGreaterThan(0);
  });

  it('a write through Shiftdesk (create, patch, delete) is seen by the very next read, taken in without reading the range again', async () => {
    const before = await readScheduleAnswer(app.services(), organizationId(), week());
    const created = await createScheduleItem(app.services(), shift('Shared-read create'));
    const afterCreate = await readScheduleAnswer(app.services(), organizationId(), week());
    expect(decode(afterCreate.body).items.map((i) => i.id)).toContain(created.id);
    expect(afterCreate.etag).not.toBe(before.etag);

    const patched = await patchScheduleItem(app.services(), organizationId(), created.id, { name: 'Shared-read renamed' }, { expectedVersion: created.version, force: false });
    expect(patched.status).toBe('saved');
    expect(decode((await readScheduleAnswer(app.services(), organizationId(), week())).body).items.find((i) => i.id === created.id)?.name).toBe('Shared-read renamed');

    await deleteScheduleItem(app.services(), organizationId(), created.id, { expectedVersion: patched.status === 'saved' ? patched.item.version : '', force: false });
    expect(decode((await readScheduleAnswer(app.services(), organizationId(), week())).body).items.map((i) => i.id)).not.toContain(created.id);
    expect(await emu.calls(LIST)).toBe(1); // each write's answer was taken into the kept read
  });

  it('a read of the range in flight when a write lands takes the write in, for its callers and later ones, and is kept', async () => {
    let inFlight: ReturnType<typeof readScheduleAnswer> | undefined;
    await holdRangeReads(emu, 1, () => {
      inFlight = readScheduleAnswer(app.services(), organizationId(), week());
    });
    const created = await createScheduleItem(app.services(), shift('Written while a read was in flight', 3));
    const afterWrite = readScheduleAnswer(app.services(), organizationId(), week()); // joins the read, revised when it lands
    await emu.control('POST', 'hold/release', {});
    expect(decode((await inFlight)!.body).items.map((i) => i.id)).toContain(created.id);
    expect(decode((await afterWrite).body).items.map((i) => i.id)).toContain(created.id);
    expect(decode((await readScheduleAnswer(app.services(), organizationId(), week())).body).items.map((i) => i.id)).toContain(created.id);
    expect(await emu.calls(LIST)).toBe(1);
  });

  it('a read in flight when a write fails (and may have been applied) answers its callers, but nobody joins it later and it is not kept', async () => {
    let inFlight: ReturnType<typeof readScheduleAnswer> | undefined;
    await holdRangeReads(emu, 1, () => {
      inFlight = readScheduleAnswer(app.services(), organizationId(), week());
    });
    await expect(app.services().upstream.patchCalendarItem('7999999999999999999', { name: 'Nobody' })).rejects.toThrow();
    const afterFailure = readScheduleAnswer(app.services(), organizationId(), week());
    await emu.control('POST', 'hold/release', {});
    await Promise.all([inFlight, afterFailure]);
    expect(await emu.calls(LIST)).toBe(2); // the later reader read again
    await readScheduleAnswer(app.services(), organizationId(), week());
    expect(await emu.calls(LIST)).toBe(2); // and that read was kept
  });

  it('a write to another organization leaves this one kept', async () => {
    await readScheduleAnswer(app.services(), organizationId(), week());
    const other = app.seed().organizations[1]!.id;
    await createScheduleItem(app.services(), { ...shift('Elsewhere'), organizationId: other });
    await readScheduleAnswer(app.services(), organizationId(), week());
    expect(await emu.calls(LIST)).toBe(1);
  });
});

describe('shared reads: never older than the time, counted from when the service was asked', () => {
  it('expires at read start + ttl, and a conversion made later expires with the read it came from', async () => {
    let clock = 1_000_000;
    const store = createSharedReads({ ttlMs: 1_000, maxBytes: 64 * 1024 * 1024, now: () => clock });
    const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(app.seed().firstToken), sharing: { store } });
    const range = week();
    const convert = () =>
      store.derive(organizationId(), 'converted', async () => {
        const read = await client.readCalendarItems(organizationId(), range);
        return { value: read.value.length, readAt: read.readAt };
      }, () => 8);
    await emu.resetStats();

    await client.readCalendarItems(organizationId(), range);
    clock += 900;
    await convert(); // made at +900 from the read of +0
    expect(await emu.calls(LIST)).toBe(1);
    clock += 99;
    await convert();
    expect(await emu.calls(LIST)).toBe(1);
    clock += 1; // +1000: the read is as old as the time allows
    await convert();
    expect(await emu.calls(LIST)).toBe(2);
  });

  it('a reader takes a kept answer only while it is younger than its own poll: the badge older ones than the schedule, none past the time', async () => {
    let clock = 1_000_000;
    const store = createSharedReads({ ttlMs: 30_000, maxBytes: 1024, now: () => clock });
    let loads = 0;
    const read = (maxAgeMs: number) => store.read('org', 'range', async () => ++loads, () => 1, maxAgeMs);
    await read(15_000);
    clock += 14_999;
    expect((await read(15_000)).value).toBe(1); // the schedule takes it until it is one poll old
    clock += 1;
    expect((await read(30_000)).value).toBe(1); // 15 s old: the badge still takes it
    expect((await read(15_000)).value).toBe(2); // the schedule reads again, and that read is kept
    clock += 15_000;
    expect((await read(30_000)).value).toBe(2);
    clock += 15_000;
    expect((await read(60_000)).value).toBe(3); // never past the time, whatever a reader would take
    expect(loads).toBe(3);
  });

  it('a read answered before a write but landing after it gets the write, for callers before and after it, and is kept; one the write cannot revise is not', async () => {
    const store = createSharedReads({ ttlMs: 60_000, maxBytes: 1024 });
    const deferred = <T,>() => {
      let resolve!: (value: T) => void;
      return { promise: new Promise<T>((r) => (resolve = r)), resolve };
    };
    const list = deferred<string[]>();
    const view = deferred<string>();
    let loads = 0;
    const readList = () => store.read('org', 'list', () => (loads++, list.promise), () => 1);
    const before = readList();
    const beforeView = store.read('org', 'view', () => view.promise, () => 1);
    store.reviseOrganization('org', { appliesTo: (key) => key === 'list', revise: (value) => ({ value: [...(value as string[]), 'written'], bytes: 2 }) });
    const after = readList(); // joins the read in flight
    const afterView = store.read('org', 'view', async () => 'made after the write', () => 1);
    list.resolve(['read before the write']); // what the service answered before it saw the write
    view.resolve('made before the write');
    expect((await before).value).toEqual(['read before the write', 'written']);
    expect((await after).value).toEqual(['read before the write', 'written']);
    expect((await readList()).value).toEqual(['read before the write', 'written']);
    expect(loads).toBe(1);
    expect((await beforeView).value).toBe('made before the write'); // its own caller still gets it
    expect((await afterView).value).toBe('made after the write'); // nobody later joined it
    expect((await store.read('org', 'view', async () => 'made again', () => 1)).value).toBe('made after the write');
  });

  it('weighs a kept range read as its parsed records, three times the service\'s text', async () => {
    const store = createSharedReads({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024 });
    const client = createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(app.seed().firstToken), sharing: { store } });
    const { length } = await client.listCalendarItemsMeasured(organizationId(), week());
    await client.readCalendarItems(organizationId(), week());
    expect(length).toBeGreaterThan(0);
    expect(store.size()).toEqual({ entries: 1, bytes: length * RECORD_BYTES_PER_TEXT_BYTE });
  });

  it('keeps no more than its bound, least recently used going first; 0 s keeps nothing', async () => {
    const store = createSharedReads({ ttlMs: 60_000, maxBytes: 100 });
    const read = (key: string, bytes: number) => store.read('org', key, async () => key, () => bytes);
    await read('a', 40);
    await read('b', 40);
    await read('a', 40); // a is now the most recent
    await read('c', 40);
    expect(store.size()).toEqual({ entries: 2, bytes: 80 });
    let loads = 0;
    await store.read('org', 'b', async () => ++loads, () => 1);
    await store.read('org', 'a', async () => ++loads, () => 1);
    expect(loads).toBe(1); // b had gone, a was kept
    await read('huge', 101);
    expect(store.size().entries).toBeLessThanOrEqual(3);
    expect(store.size().bytes).toBeLessThanOrEqual(100);

    const off = createSharedReads({ ttlMs: 0, maxBytes: 100 });
    await off.read('org', 'x', async () => 1, () => 1);
    expect(off.size().entries).toBe(0);
  });
});
