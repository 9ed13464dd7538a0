// How audit entries are written on the page. Pure functions: the same text on the server and in
// the browser (no locale or time zone of the machine is used), so nothing differs on hydration.

export type ActorKind = 'email' | 'id' | 'system' | 'anonymous';

/**
 * Who did it: the email, else the account id, else "anonymous" for sign-in and access events
 * (someone not signed in) and "system" for everything else (background work such as token renewal).
 */
export function describeActor(entry: { actorEmail: string | null; actorId: string | null; action: string; detail?: unknown }): { kind: ActorKind; label: string } {
  if (entry.actorEmail) return { kind: 'email', label: entry.actorEmail };
  if (entry.actorId) return { kind: 'id', label: entry.actorId };
  // Account changes nobody signed in made (lib/server/identity/user-audit.ts).
  const via = typeof entry.detail === 'object' && entry.detail !== null ? (entry.detail as { via?: unknown }).via : undefined;
  if (via === 'cli') return { kind: 'system', label: 'command line' };
  if (via === 'bootstrap') return { kind: 'system', label: 'start-up (first admin)' };
  return /^(auth|access)\./.test(entry.action) ? { kind: 'anonymous', label: 'anonymous' } : { kind: 'system', label: 'system' };
}

/** `1,234 entries`, `1 entry`. */
export function formatEntryCount(n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? 'entry' : 'entries'}`;
}

/**
 * Indented JSON for the details panel, or null when there is nothing to show. Values are already
 * JSON (jsonb) and redacted at write time; anything odd is shown as text rather than thrown.
 */
export function prettyJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  try {
    return JSON.stringify(value, null, 2) ?? null;
  } catch {
    return String(value);
  }
}

/**
 * The line under the table. Keyset pages have no page number: the first page says how much of
 * the total it shows, a later one which entry it continues from.
 */
export function describePage({ shown, total, before }: { shown: number; total: number; before?: number }): string {
  if (before !== undefined) {
    if (shown === 0) return `No entries older than #${before}`;
    return `Showing ${formatEntryCount(shown)} older than #${before}, of ${formatEntryCount(total)} in all`;
  }
  if (total === 0) return 'No entries';
  return shown >= total ? `Showing all ${formatEntryCount(total)}` : `Showing the newest ${shown} of ${formatEntryCount(total)}`;
}
