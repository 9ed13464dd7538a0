// The browser's own time zone, for what has no zone of its own to be shown in. Read in the
// browser only (useSyncExternalStore with a null server snapshot): the server cannot know it.

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
