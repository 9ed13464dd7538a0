// Stats group requests by route pattern ("GET /connect/users/:id"), not by concrete path, so a
// test can say "exactly one renewal" or "the list was fetched twice" without knowing ids.

const PATTERNS: [RegExp, string][] = [
  [/^\/connect\/access-tokens$/, '/connect/access-tokens'],
  [/^\/oauth\/access-tokens$/, '/oauth/access-tokens'],
  [/^\/connect\/users\/[^/]+$/, '/connect/users/:id'],
  [/^\/connect\/organizations\/[^/]+$/, '/connect/organizations/:id'],
  [/^\/connect\/organizations\/[^/]+\/members$/, '/connect/organizations/:id/members'],
  [/^\/connect\/organizations\/[^/]+\/calendar-items$/, '/connect/organizations/:id/calendar-items'],
  [/^\/connect\/enterprises\/[^/]+$/, '/connect/enterprises/:id'],
  [/^\/connect\/enterprises\/[^/]+\/organizations$/, '/connect/enterprises/:id/organizations'],
  [/^\/connect\/calendar-items$/, '/connect/calendar-items'],
  [/^\/connect\/calendar-items\/[^/]+$/, '/connect/calendar-items/:id'],
  [/^\/connect\/calendar-items\/[^/]+\/members$/, '/connect/calendar-items/:id/members'],
  [/^\/connect\/calendar-items\/[^/]+\/members\/[^/]+$/, '/connect/calendar-items/:id/members/:userId'],
  [/^\/connect\/cards$/, '/connect/cards'],
  [/^\/connect\/conversations$/, '/connect/conversations'],
  [/^\/assets\/[^/]+$/, '/assets/:id'],
];

export function routeKey(method: string, path: string): string {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const match = PATTERNS.find(([pattern]) => pattern.test(normalized));
  return `${method.toUpperCase()} ${match ? match[1] : '(unknown route)'}`;
}
