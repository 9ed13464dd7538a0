// The browser's own time zone, for what has no zone of its own to be shown in. Read in the
// browser only (useSyncExternalStore with a null server snapshot): the server cannot know it.

let known: string | undefined;

/** Read once per page: React asks on every render, and each Intl.DateTimeFormat costs milliseconds to make. */
export function browserTimeZone(): string {
  known ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return known;
}
