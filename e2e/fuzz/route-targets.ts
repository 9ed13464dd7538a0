import fc from 'fast-check';
import { replacementChoices } from '@/lib/staffing/replacement-plan';
import { badIdString, bigValidId, enumField, garbage, idField, inputOf, kindsIn, nastyString, orValid, shaped, withKinds } from './garbage';
import type { SeedPool } from './seed-pool';
import { Raw, urlPart } from './wire';

// One place for what the fuzzer sends to each route handler (app/api/**/route.ts): hostile path
// ids and query strings, and for the write routes (the decisions) hostile JSON bodies. What valid
// decisions change, the fuzz spec's reset puts back.

export type RouteTarget = {
  name: string;
  path: (pool: SeedPool) => fc.Arbitrary<string>;
  /** A write route (POST): its JSON body. */
  body?: (pool: SeedPool) => fc.Arbitrary<unknown>;
};

/** The hostile kinds of path segment: valid unknown ids, ids at int64's edge, bad ids, any string, malformed escapes. */
const hostileSegments = {
  'unknown id': bigValidId,
  'id at the limits': fc.constantFrom('9007199254740993', '9223372036854775807'),
  'bad id': badIdString,
  'any string': nastyString,
  'malformed escape': fc.constantFrom('%', '%zz', '%ED%A0%80', '%FF%FE', '%00', '..', '.', '%2e%2e', '%2F').map((t) => new Raw(t, false)),
};
const asSegment = (value: string | Raw) => urlPart(value) || '%20';

/** A path segment: a real id, a valid unknown one, a bad one, or any string (malformed escapes too). */
const segment = (known: readonly string[]) =>
  fc
    .oneof(
      { arbitrary: fc.constantFrom(...known), weight: known.length > 0 ? 3 : 0 },
      { arbitrary: hostileSegments['unknown id'], weight: 2 },
      { arbitrary: hostileSegments['id at the limits'], weight: 1 },
      { arbitrary: hostileSegments['bad id'], weight: 2 },
      { arbitrary: hostileSegments['any string'], weight: 2 },
      { arbitrary: hostileSegments['malformed escape'], weight: 1 },
    )
    .map((value) => asSegment(value as string | Raw));

/** A query value: a plausible one (epoch ms, a day), or anything. */
const queryValue = (plausible: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: nastyString.map((s) => urlPart(s)), weight: 2 }, { arbitrary: garbage.map((g) => urlPart(JSON.stringify(g) ?? 'undefined')), weight: 1 });

/** A query string: the expected keys (each maybe missing or repeated), plus unknown ones. */
function query(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  // Mostly each key once with a plausible value (so the range checks are reached), else 0-2 of anything.
  const pairs = Object.entries(fields).map(([key, value]) =>
    fc.oneof({ arbitrary: value.map((v) => [`${key}=${v}`]), weight: 3 }, { arbitrary: fc.array(queryValue(value).map((v) => `${key}=${v}`), { minLength: 0, maxLength: 2 }), weight: 2 }),
  );
  const extra = fc.array(fc.tuple(nastyString, nastyString).map(([k, v]) => `${urlPart(k)}=${urlPart(v)}`), { maxLength: 2 });
  return fc.tuple(fc.tuple(...pairs), extra).map(([known, more]) => {
    const all = [...known.flat(), ...more];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

const epochText = (now: number) => fc.oneof(fc.integer({ min: now - 10 * 86_400_000, max: now + 10 * 86_400_000 }).map(String), fc.integer({ min: now - 40 * 86_400_000, max: now + 40 * 86_400_000 }).map(String), fc.constantFrom('-1', '1.5', '1e20', '9999999999999999', '99999999999999999', ''));
const dayText = fc.oneof(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), fc.constantFrom('2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '-002026-01-01', '+275760-09-13', '2026-1-1', ''));

const organization = (p: SeedPool) => segment(p.organizationIds);
/** Auto-fill's hand changes: `itemId:userId` pairs of the seed, comma-separated. */
const handLines = (p: SeedPool) => fc.array(fc.tuple(fc.constantFrom(...p.itemIds), fc.constantFrom(...p.userIds)).map(([item, user]) => `${item}:${user}`), { maxLength: 3 }).map((pairs) => pairs.join(','));
const anyQuery = query({});

export const routeTargets: RouteTarget[] = [
  { name: 'GET /api/health', path: () => anyQuery.map((q) => `/api/health${q}`) },
  { name: 'GET /api/auth/oidc/start', path: () => query({ next: nastyString.map((s) => urlPart(s)), reauth: fc.constantFrom('1', '0') }).map((q) => `/api/auth/oidc/start${q}`) },
  { name: 'GET /api/auth/oidc/callback', path: () => query({ code: nastyString.map((s) => urlPart(s)), state: nastyString.map((s) => urlPart(s)), error: fc.constantFrom('access_denied', 'server_error') }).map((q) => `/api/auth/oidc/callback${q}`) },
  // The provider's back-channel logout takes a form with a signed logout_token: JSON, garbage or a forged token is a 400.
  { name: 'POST /api/auth/oidc/backchannel-logout', path: () => anyQuery.map((q) => `/api/auth/oidc/backchannel-logout${q}`), body: () => inputOf(shaped({ logout_token: { valid: nastyString, hostile: garbage } })) },
  { name: 'GET /api/today', path: () => anyQuery.map((q) => `/api/today${q}`) },
  { name: 'GET /api/messages', path: () => anyQuery.map((q) => `/api/messages${q}`) },
  { name: 'GET /api/assets/[publicId]', path: (p) => fc.tuple(segment(p.userIds), anyQuery).map(([id, q]) => `/api/assets/${id}${q}`) },
  {
    name: 'GET /api/organizations/[organizationId]/calendar-items/[calendarItemId]',
    path: (p) => fc.tuple(organization(p), segment(p.itemIds), anyQuery).map(([org, id, q]) => `/api/organizations/${org}/calendar-items/${id}${q}`),
  },
  {
    name: 'GET /api/organizations/[organizationId]/calendar-items/[calendarItemId]/offer',
    path: (p) => fc.tuple(organization(p), segment(p.itemIds), anyQuery).map(([org, id, q]) => `/api/organizations/${org}/calendar-items/${id}/offer${q}`),
  },
  {
    name: 'GET /api/organizations/[organizationId]/calendar-items/[calendarItemId]/offer/ranking',
    path: (p) => fc.tuple(organization(p), segment(p.itemIds), anyQuery).map(([org, id, q]) => `/api/organizations/${org}/calendar-items/${id}/offer/ranking${q}`),
  },
  {
    name: 'GET /api/organizations/[organizationId]/calendar-items/[calendarItemId]/candidates',
    path: (p) => fc.tuple(organization(p), segment(p.itemIds), anyQuery).map(([org, id, q]) => `/api/organizations/${org}/calendar-items/${id}/candidates${q}`),
  },
  {
    name: 'GET /api/organizations/[organizationId]/calendar-items',
    path: (p) => fc.tuple(organization(p), query({ from: epochText(p.now), to: epochText(p.now + 7 * 86_400_000) })).map(([id, q]) => `/api/organizations/${id}/calendar-items${q}`),
  },
  {
    name: 'GET /api/organizations/[organizationId]/export',
    path: (p) =>
      fc
        .tuple(
          organization(p),
          query({
            format: fc.constantFrom('csv', 'ics', 'pdf', 'CSV', ''),
            from: epochText(p.now),
            to: epochText(p.now + 7 * 86_400_000),
            userId: segment(p.userIds),
            types: fc.constantFrom('TIME_OFF', 'MEETING,MULTI_ASSIGNEE_SHIFT', 'NOPE', ''),
            open: fc.constantFrom('1', '0', 'yes'),
            people: fc.constantFrom('all', 'some', ''),
            tz: fc.constantFrom('Europe/London', 'Mars/Olympus', ''),
          }),
        )
        .map(([id, q]) => `/api/organizations/${id}/export${q}`),
  },
  {
    name: 'GET /api/organizations/[organizationId]/copies/preview',
    path: (p) =>
      fc
        .tuple(
          organization(p),
          query({ span: fc.constantFrom('week', 'day', 'year', ''), sourceDate: dayText, targetDate: dayText, withPeople: fc.constantFrom('1', '0', 'yes'), itemIds: fc.array(segment(p.itemIds), { maxLength: 3 }).map((ids) => ids.join(',')), templateId: fc.oneof(fc.uuid(), fc.constantFrom('', 'nope')) }),
        )
        .map(([id, q]) => `/api/organizations/${id}/copies/preview${q}`),
  },
  { name: 'GET /api/organizations/[organizationId]/copies', path: (p) => fc.tuple(organization(p), anyQuery).map(([id, q]) => `/api/organizations/${id}/copies${q}`) },
  {
    name: 'GET /api/organizations/[organizationId]/copies/[copyId]',
    path: (p) => fc.tuple(organization(p), fc.oneof(fc.uuid(), nastyString.map((s) => urlPart(s) || '%20')), anyQuery).map(([org, id, q]) => `/api/organizations/${org}/copies/${id}${q}`),
  },
  { name: 'GET /api/organizations/[organizationId]/week-templates', path: (p) => fc.tuple(organization(p), anyQuery).map(([id, q]) => `/api/organizations/${id}/week-templates${q}`) },
  { name: 'GET /api/organizations/[organizationId]/requests', path: (p) => fc.tuple(organization(p), query({ from: dayText, to: dayText })).map(([id, q]) => `/api/organizations/${id}/requests${q}`) },
  { name: 'GET /api/organizations/[organizationId]/drafts', path: (p) => fc.tuple(organization(p), query({ from: epochText(p.now), to: epochText(p.now + 7 * 86_400_000) })).map(([id, q]) => `/api/organizations/${id}/drafts${q}`) },
  { name: 'GET /api/organizations/[organizationId]/item-needs', path: (p) => fc.tuple(organization(p), anyQuery).map(([id, q]) => `/api/organizations/${id}/item-needs${q}`) },
  { name: 'GET /api/organizations/[organizationId]/repeats', path: (p) => fc.tuple(organization(p), query({ from: epochText(p.now), to: epochText(p.now + 7 * 86_400_000) })).map(([id, q]) => `/api/organizations/${id}/repeats${q}`) },
  { name: 'GET /api/organizations/[organizationId]/auto-fill', path: (p) => fc.tuple(organization(p), query({ from: epochText(p.now), to: epochText(p.now + 7 * 86_400_000), pinned: handLines(p), open: fc.array(fc.constantFrom(...p.itemIds), { maxLength: 3 }).map((ids) => ids.join(',')) })).map(([id, q]) => `/api/organizations/${id}/auto-fill${q}`) },
  { name: 'GET /api/organizations/[organizationId]/availability', path: (p) => fc.tuple(organization(p), anyQuery).map(([id, q]) => `/api/organizations/${id}/availability${q}`) },
  { name: 'GET /api/organizations/[organizationId]/positions', path: (p) => fc.tuple(organization(p), anyQuery).map(([id, q]) => `/api/organizations/${id}/positions${q}`) },
  {
    name: 'GET /api/organizations/[organizationId]/positions/held',
    path: (p) => fc.tuple(organization(p), query({ userId: fc.oneof(fc.bigInt({ min: 1n, max: 2n ** 63n - 1n }).map(String), fc.constantFrom('0', '-1', '1.5', '')) })).map(([id, q]) => `/api/organizations/${id}/positions/held${q}`),
  },
  { name: 'GET /api/organizations/[organizationId]/recent-changes', path: (p) => fc.tuple(organization(p), anyQuery).map(([id, q]) => `/api/organizations/${id}/recent-changes${q}`) },
  { name: 'GET /api/organizations/[organizationId]/requests/count', path: (p) => fc.tuple(organization(p), anyQuery).map(([id, q]) => `/api/organizations/${id}/requests/count${q}`) },
  ...(['approve', 'decline'] as const).map((decision) => ({
    name: `POST /api/organizations/[organizationId]/requests/${decision}`,
    path: (p: SeedPool) => organization(p).map((id) => `/api/organizations/${id}/requests/${decision}`),
    body: (p: SeedPool) => inputOf(shaped({ itemId: idField(p.itemIds), userId: idField(p.userIds) })),
  })),
  {
    name: 'POST /api/organizations/[organizationId]/requests/replacement',
    path: (p) => organization(p).map((id) => `/api/organizations/${id}/requests/replacement`),
    body: (p) => inputOf(shaped({ itemId: idField(p.itemIds), userId: idField(p.userIds), choice: enumField(replacementChoices), coverUserId: orValid(idField(p.userIds), null) })),
  },
];

/** The seed's ids a path parameter takes when another parameter is the hostile one. */
const knownFor = (p: SeedPool): Record<string, readonly string[]> => ({ organizationId: p.organizationIds, calendarItemId: p.itemIds, publicId: p.userIds });

/**
 * What one target is sent, [path, body], as a mix of kinds: each path parameter (read from the
 * target's name) with each hostile kind of segment, the others real; each kind of body on a real
 * path; and the target's own random paths and bodies.
 */
export function routeSamples(target: RouteTarget, pool: SeedPool): fc.Arbitrary<[string, unknown]> {
  const anyBody = target.body ? target.body(pool) : fc.constant(undefined);
  const template = target.name.split(' ')[1]!;
  const params = [...template.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
  const known = knownFor(pool);
  const realIds = (param: string) => fc.constantFrom(...(known[param] ?? ['9007199254740993']));
  /** The path with `bad` drawn from `value` (if any) and every other parameter real, and a body. */
  const pathWith = (body: fc.Arbitrary<unknown>, bad?: string, value?: fc.Arbitrary<string | Raw>) =>
    fc.tuple(fc.record(Object.fromEntries(params.map((param) => [param, param === bad && value ? value.map(asSegment) : realIds(param)]))), body)
      .map(([values, sent]): [string, unknown] => [template.replace(/\[(\w+)\]/g, (_, param: string) => values[param]!), sent]);
  const pathKinds = params.flatMap((param) => Object.entries(hostileSegments).map(([name, value]) => [`${param}: ${name}`, pathWith(anyBody, param, value)]));
  const bodyKinds = target.body ? Object.entries(kindsIn(anyBody, 'body')).map(([name, body]) => [`body: ${name}`, pathWith(body)]) : [];
  return withKinds(fc.tuple(target.path(pool), anyBody), Object.fromEntries([...pathKinds, ...bodyKinds]));
}
