import 'server-only';
import { LRUCache } from 'lru-cache';

// Reads of an organization shared by every signed-in user of this process
// (docs/decisions/shared-reads.md): identical reads in flight are joined (single flight), and an answer is kept for
// `ttlMs` counted from when its read started, so nothing served is older than that. A caller may
// accept less (`maxAgeMs`: its poll interval), so each range is read at most once per interval of
// whatever polls it. Memory is bounded by the summed weight of the entries (least recently used go
// first). The storage is lru-cache's (the bound by size, recency, each entry freed by a timer when it
// expires); the single flight, the revisions and the drops are ours, on top.
//
// A write drops what was read of its organization, or, when its result is known, revises it: each
// kept entry it applies to is replaced by the revised value (its age unchanged), and a read in
// flight it applies to is revised when it lands, for every caller, so a busy organization's reads
// are not thrown away by every write that overtakes them. What a write neither drops nor can revise
// in flight still answers the callers that joined it before, but nobody joins it after the write
// and it is not kept.

export interface SharedReadsOptions {
  /** How long an answer is kept, from the start of its read; 0 keeps nothing (reads are still joined). */
  ttlMs: number;
  /** The most the kept answers may weigh together (their size in bytes, as `weigh` says). */
  maxBytes: number;
  /** The clock (tests move it). */
  now?: () => number;
}

/** What a write changes of what was read: the entries it `appliesTo` are revised, the others dropped. */
export interface Revision {
  appliesTo(key: string): boolean;
  /** The value as it is after the write, and its weight. */
  revise(value: unknown): { value: unknown; bytes: number };
}

/** An answer and when the service was asked for it (its age counts from then). */
export type SharedRead<T> = { value: T; readAt: number };

type Entry = { organizationId: string; read: SharedRead<unknown>; expiresAt: number };
type Flight = { organizationId: string; promise: Promise<SharedRead<unknown>>; revisions: Revision[]; keep: boolean };

export interface SharedReads {
  /** `load`'s answer for this key: kept, joined in flight, or read now. `weigh` sizes it for the bound. */
  read<T>(organizationId: string, key: string, load: () => Promise<T>, weigh: (value: T) => number, maxAgeMs?: number): Promise<SharedRead<T>>;
  /**
   * The same for an answer made from another shared read (a conversion): `load` says when the
   * service was asked for what it used, so a kept conversion never outlives the read it came from.
   */
  derive<T>(organizationId: string, key: string, load: () => Promise<SharedRead<T>>, weigh: (value: T) => number, maxAgeMs?: number): Promise<SharedRead<T>>;
  /** A write to this organization: forget what was read of it, in flight too. */
  dropOrganization(organizationId: string): void;
  /** A write to this organization whose result is known: revise what it applies to, drop the rest. */
  reviseOrganization(organizationId: string, revision: Revision): void;
  /** Forget everything (a write whose organization is unknown, a lost notification channel). */
  dropAll(): void;
  /** While false nothing is kept (another instance's drops could be missed); reads are still joined. */
  setKeeping(keeping: boolean): void;
  /** What is kept now, for tests and benchmarks. */
  size(): { entries: number; bytes: number };
}

/** lru-cache sizes in positive whole units: a weight of 0 (or less than a byte) counts as one byte. */
const units = (bytes: number) => Math.max(1, Math.ceil(bytes));

export function createSharedReads(options: SharedReadsOptions): SharedReads {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({
    maxSize: units(options.maxBytes),
    // Freed by a timer when it expires, not at the next read of it: memory returns while nobody asks.
    ttlAutopurge: true,
    // The store's clock. lru-cache reuses a reading for up to 1 ms; `kept` checks expiry on the clock itself.
    perf: { now },
  });
  const flights = new Map<string, Flight>();
  let keeping = true;

  const remove = (key: string) => void entries.delete(key);

  function keep(key: string, entry: Entry, bytes: number): void {
    const left = entry.expiresAt - now();
    if (!keeping || left <= 0) return;
    // Least recently used go first; one heavier than the whole bound is not kept at all.
    entries.set(key, entry, { ttl: left, size: units(bytes) });
  }

  function kept(key: string, maxAgeMs: number): Entry | undefined {
    const entry = entries.get(key); // most recently used
    if (!entry) return undefined;
    // lru-cache lets an entry live through its last millisecond; ours ends at read start + ttl.
    if (entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    if (now() - entry.read.readAt >= maxAgeMs) return undefined; // too old for this caller, not for others
    return entry;
  }

  /** A read in flight that may predate a write: it answers those who joined it, nobody else, and is not kept. */
  function abandon(key: string, flight: Flight): void {
    flight.keep = false;
    if (flights.get(key) === flight) flights.delete(key);
  }

  /** The kept entries of the organizations `match` accepts (listed first: the caller changes the store). */
  function keptOf(match: (organizationId: string) => boolean): [string, Entry][] {
    const found: [string, Entry][] = [];
    entries.forEach((entry, key) => match(entry.organizationId) && found.push([key, entry]));
    return found;
  }

  function dropWhere(match: (organizationId: string) => boolean): void {
    for (const [key] of keptOf(match)) remove(key);
    for (const [key, flight] of flights) if (match(flight.organizationId)) abandon(key, flight);
  }

  function derive<T>(organizationId: string, key: string, load: () => Promise<SharedRead<T>>, weigh: (value: T) => number, maxAgeMs = options.ttlMs): Promise<SharedRead<T>> {
    const hit = kept(key, maxAgeMs);
    if (hit) return Promise.resolve(hit.read as SharedRead<T>);
    const joined = flights.get(key);
    if (joined) return joined.promise as Promise<SharedRead<T>>;
    const landed = () => flights.get(key) === flight && flights.delete(key);
    const flight: Flight = { organizationId, revisions: [], keep: true, promise: load().then((read) => {
      landed();
      // Writes that overtook the read, applied in the order they were answered.
      let value: unknown = read.value;
      let weight = weigh(read.value);
      for (const revision of flight.revisions) ({ value, bytes: weight } = revision.revise(value));
      const answer = { value, readAt: read.readAt };
      if (options.ttlMs > 0 && flight.keep) keep(key, { organizationId, read: answer, expiresAt: read.readAt + options.ttlMs }, weight);
      return answer;
    }, (error: unknown) => {
      landed();
      throw error;
    }) };
    flights.set(key, flight);
    return flight.promise as Promise<SharedRead<T>>;
  }

  function dropAll(): void {
    dropWhere(() => true);
  }

  return {
    derive,
    read: (organizationId, key, load, weigh, maxAgeMs) =>
      derive(organizationId, key, async () => {
        const readAt = now();
        return { value: await load(), readAt };
      }, weigh, maxAgeMs),

    dropOrganization(organizationId) {
      dropWhere((id) => id === organizationId);
    },

    reviseOrganization(organizationId, revision) {
      for (const [key, entry] of keptOf((id) => id === organizationId)) {
        // A revision that grew an entry may have pushed out one listed after it.
        if (!entries.has(key)) continue;
        if (!revision.appliesTo(key)) {
          remove(key);
          continue;
        }
        const revised = revision.revise(entry.read.value);
        // Its age unchanged: it expires when it would have.
        entries.set(key, { ...entry, read: { value: revised.value, readAt: entry.read.readAt } }, { size: units(revised.bytes), noUpdateTTL: true });
      }
      for (const [key, flight] of flights) {
        if (flight.organizationId !== organizationId) continue;
        if (revision.appliesTo(key)) flight.revisions.push(revision);
        else abandon(key, flight);
      }
    },

    dropAll,

    setKeeping(next) {
      keeping = next;
      if (!next) dropAll();
    },

    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/** A write to this organization, or to one not known (null): drop what it may have changed. */
export function dropShared(store: SharedReads, organizationId: string | null): void {
  if (organizationId === null) store.dropAll();
  else store.dropOrganization(organizationId);
}
