import 'server-only';
import { LRUCache } from 'lru-cache';

// A small per-process cache for directory look-ups: entries expire after a TTL, concurrent
// requests for the same key share one load (in-flight de-duplication), and the size is bounded
// (least recently used go first) so a long-running server cannot grow without limit. Per process is
// enough: nothing here is needed by another instance (docs/decisions/storage-and-instances.md). The
// storage is lru-cache's; the TTL is kept on the entry, since a failure shortens it after the fact
// and an entry ends at exactly its TTL (lru-cache lets it live through its last millisecond).

export interface TtlCacheOptions {
  ttlMs: number;
  /** How long a failed load is remembered, so a broken look-up is not hammered on every page. */
  failureTtlMs: number;
  maxEntries: number;
  now?: () => number;
}

type Entry<V> = { expiresAt: number; value: Promise<V> };

export class TtlCache<K extends object | string | number, V> {
  private readonly entries: LRUCache<K, Entry<V>>;
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache({ max: options.maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or the result of `load` (shared by everyone asking while it runs). */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    // Until it settles, the entry lives for the TTL; a failure shortens it to the failure TTL.
    const entry: Entry<V> = { expiresAt: now + this.options.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.peek(key) === entry) entry.expiresAt = this.now() + this.options.failureTtlMs;
    });
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
