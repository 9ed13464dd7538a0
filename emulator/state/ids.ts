// Upstream ids are int64 and the real ones exceed 2^53, so the emulator's ids do too: every id is a
// 19-digit decimal string, never a JS number. Clients that parse ids as doubles lose digits at once.
export const ENTITY_ID_BASE = 7_000_000_000_000_000_000n;
export const TOKEN_ID_BASE = 8_000_000_000_000_000_000n;

export interface IdGenerator {
  next(): string;
}

/** Sequential ids from `base + 1`. Restarting from the same base on reset keeps seeds identical. */
export function createIdGenerator(base: bigint): IdGenerator {
  let counter = 0n;
  return {
    next() {
      counter += 1n;
      return (base + counter).toString();
    },
  };
}
