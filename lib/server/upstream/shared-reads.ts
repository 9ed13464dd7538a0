import 'server-only';

// Reads of an organization shared by every signed-in user of this process (docs/architecture.md,
// "Shared reads"): identical reads in flight are joined (single flight), and an answer is kept for
// `ttlMs` counted from when its read started, so nothing served is older than that. A caller may
// accept less (`maxAgeMs`: its poll interval), so each range is read at most once per interval of
// whatever polls it. A write bumps the organization's generation: a read that started before it
// still answers its own callers but is not kept, and later callers never join it. What is kept of
// the organization is then dropped, or revised with what the write returned (`revise`), keeping
// its age. Memory is bounded by the summed weight of the entries (least recently used go first).

export interface SharedReadsOptions {
  /** How long an answer is kept, from the start of its read; 0 keeps nothing (reads are still joined). */
  ttlMs: number;
  /** The most the kept answers may weigh together (their size in bytes, as `weigh` says). */
  maxBytes: number;
  /** The clock (tests move it). */
  now?: () => number;
}

type Entry = { organizationId: string; read: SharedRead<unknown>; bytes: number; expiresAt: number; timer?: ReturnType<typeof setTimeout> };
type Flight = { organizationId: string; promise: Promise<SharedRead<unknown>> };

/** A kept value after a write: the new value and its weight, or undefined to drop it. */
export type ReviseEntry = (key: string, value: unknown) => { value: unknown; bytes: number } | undefined;

/** An answer and when the service was asked for it (its age counts from then). */
export type SharedRead<T> = { value: T; readAt: number };

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
  /**
   * A write to this organization whose result is known: reads in flight are forgotten as on a drop,
   * and each kept entry is replaced by what `reviseEntry` makes of it (its age unchanged), or
   * dropped where it gives undefined.
   */
  reviseOrganization(organizationId: string, reviseEntry: ReviseEntry): void;
  /** Forget everything (a write whose organization is unknown, a lost notification channel). */
  dropAll(): void;
  /** While false nothing is kept (another instance's drops could be missed); reads are still joined. */
  setKeeping(keeping: boolean): void;
  /** What is kept now, for tests and benchmarks. */
  size(): { entries: number; bytes: number };
}

export function createSharedReads(options: SharedReadsOptions): SharedReads {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  const generations = new Map<string, number>();
  let allGeneration = 0;
  let bytes = 0;
  let keeping = true;

  const generationOf = (organizationId: string) => `${allGeneration}:${generations.get(organizationId) ?? 0}`;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry): void {
    if (!keeping || entry.expiresAt <= now() || entry.bytes > options.maxBytes) return;
    remove(key);
    // Map order is insertion order: the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes + entry.bytes <= options.maxBytes) break;
      remove(oldest);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    // Freed when it expires, not at the next read of it: memory returns while nobody asks.
    entry.timer = setTimeout(() => entries.get(key) === entry && remove(key), entry.expiresAt - now());
    entry.timer.unref?.();
  }

  function kept(key: string, maxAgeMs: number): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      remove(key);
      return undefined;
    }
    if (now() - entry.read.readAt >= maxAgeMs) return undefined; // too old for this caller, not for others
    entries.delete(key); // most recently used goes last
    entries.set(key, entry);
    return entry;
  }

  function dropWhere(match: (organizationId: string) => boolean): void {
    for (const [key, entry] of entries) if (match(entry.organizationId)) remove(key);
    for (const [key, flight] of flights) if (match(flight.organizationId)) flights.delete(key);
  }

  function derive<T>(organizationId: string, key: string, load: () => Promise<SharedRead<T>>, weigh: (value: T) => number, maxAgeMs = options.ttlMs): Promise<SharedRead<T>> {
    const hit = kept(key, maxAgeMs);
    if (hit) return Promise.resolve(hit.read as SharedRead<T>);
    const joined = flights.get(key);
    if (joined) return joined.promise as Promise<SharedRead<T>>;
    const generation = generationOf(organizationId);
    const flight: Flight = { organizationId, promise: load() };
    flights.set(key, flight);
    const landed = () => flights.get(key) === flight && flights.delete(key);
    flight.promise.then((read) => {
      landed();
      // A drop since the start means the answer may predate a write: give it, never keep it.
      if (options.ttlMs > 0 && generationOf(organizationId) === generation) {
        keep(key, { organizationId, read, bytes: weigh(read.value as T), expiresAt: read.readAt + options.ttlMs });
      }
    }, landed);
    return flight.promise as Promise<SharedRead<T>>;
  }

  function newGeneration(organizationId: string): void {
    generations.set(organizationId, (generations.get(organizationId) ?? 0) + 1);
    for (const [key, flight] of flights) if (flight.organizationId === organizationId) flights.delete(key);
  }

  function dropAll(): void {
    allGeneration += 1;
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
      newGeneration(organizationId);
      dropWhere((id) => id === organizationId);
    },

    reviseOrganization(organizationId, reviseEntry) {
      newGeneration(organizationId);
      for (const [key, entry] of entries) {
        if (entry.organizationId !== organizationId) continue;
        const revised = reviseEntry(key, entry.read.value);
        if (!revised) {
          remove(key);
          continue;
        }
        bytes += revised.bytes - entry.bytes;
        entry.bytes = revised.bytes;
        entry.read = { value: revised.value, readAt: entry.read.readAt };
      }
    },

    dropAll,

    setKeeping(next) {
      keeping = next;
      if (!next) dropAll();
    },

    size: () => ({ entries: entries.size, bytes }),
  };
}

/** A write to this organization, or to one not known (null): drop what it may have changed. */
export function dropShared(store: SharedReads, organizationId: string | null): void {
  if (organizationId === null) store.dropAll();
  else store.dropOrganization(organizationId);
}
