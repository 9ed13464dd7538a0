import { describe, expect, it } from 'vitest';
import { parseJsonExact } from '@/lib/contract/json';
import { ENTERPRISE_ID, ORG_CAFE, at, emulatorForFile, shiftBody, usersOf } from './harness';

// Behaviour idsAs "number": the same session of calls (reads, writes, tokens, an error) is run
// twice from the same reset on a fixed clock, once with ids as strings and once as bare numbers.
// Every answer must carry its ids unquoted, with all 19 digits: the lossless parser gives back
// exactly the string answer, a plain JSON.parse does not.

const clock = Date.now();
const h = emulatorForFile({ now: () => clock });

const QUOTED_ID_FIELD = /"(?:id|[A-Za-z]+Id)":"\d{19}"/;
const BARE_ID = /[:[,]\d{19}[,\]}]/;
const DIGITS_NAME = '7000000000000000002';

/** Token values are random on every issue; everything else in a session is reproducible. */
const withoutTokenValues = (text: string) => text.replace(/"accessToken":"[^"]+"/g, '"accessToken":"…"');

async function session(idsAs: 'string' | 'number'): Promise<{ step: string; text: string }[]> {
  await h.reset('demo');
  await h.control('POST', 'behaviour', { idsAs });
  const [user] = await usersOf(h, ORG_CAFE);
  const answers: { step: string; text: string }[] = [];
  const call = async (method: string, path: string, body?: unknown, token?: null) => {
    const reply = await h.call(method, path, { body, token });
    answers.push({ step: `${method} ${path.replace(/\d{19}/g, '{id}')}`, text: withoutTokenValues(reply.text) });
    return reply;
  };

  await call('GET', `/connect/enterprises/${ENTERPRISE_ID}`);
  await call('GET', `/connect/enterprises/${ENTERPRISE_ID}/organizations`);
  await call('GET', `/connect/organizations/${ORG_CAFE}`);
  await call('GET', `/connect/organizations/${ORG_CAFE}/members`);
  await call('GET', `/connect/users/${user}`);
  await call('GET', `/connect/organizations/${ORG_CAFE}/calendar-items?startsAtOrAfter=${at(-1)}&startsAtOrBefore=${at(2)}`);
  // A name and a note that look like ids are text, not ids: they stay strings.
  const created = await call('POST', '/connect/calendar-items', shiftBody(ORG_CAFE, { name: DIGITS_NAME, notes: `see "${DIGITS_NAME}"` }));
  const item = `/connect/calendar-items/${created.body.id as string}`;
  await call('GET', item);
  await call('PATCH', item, { notes: 'later' });
  await call('POST', `${item}/members`, { newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId: user, initialStatus: 'PENDING_RESPONSE' } });
  await call('PATCH', `${item}/members/${user}`, { status: 'ACCEPTED' });
  await call('DELETE', `${item}/members/${user}`);
  await call('DELETE', item);
  await call('GET', item);
  await call('GET', '/connect/calendar-items/7999999999999999999');
  const card = await call('POST', '/connect/cards', { templateId: 'announcement', content: JSON.stringify({ title: 't', body: 'b' }) });
  const { conversationId } = (await h.control('GET', 'seed')).body.conversations.find((c: { organizationId: string }) => c.organizationId === ORG_CAFE);
  await call('POST', '/connect/conversations', { cardId: card.body.id, organizationId: ORG_CAFE, conversationId });
  await call('POST', '/connect/access-tokens', { clientId: 'demo-client', accessToken: 'demo-first-token' }, null);
  await call('POST', '/oauth/access-tokens', { clientId: 'demo-client', secret: 'demo-secret', accessToken: 'demo-first-token' }, null);
  return answers;
}

describe('behaviour idsAs', () => {
  it('"number" writes every id of every answer as a bare 19-digit number that parses back exactly; text is left alone', async () => {
    const strings = await session('string');
    const numbers = await session('number');
    expect(numbers.map((a) => a.step)).toEqual(strings.map((a) => a.step));

    // Every answer carries ids except the empty one of a delete and the 404's message.
    expect(strings.filter((a) => !QUOTED_ID_FIELD.test(a.text)).map((a) => a.text)).toEqual(['', expect.stringContaining('"message":"Calendar item 7999999999999999999 not found"')]);
    strings.forEach(({ step, text: asStrings }, index) => {
      const asNumbers = numbers[index]!.text;
      expect(asNumbers, step).not.toMatch(QUOTED_ID_FIELD);
      if (!QUOTED_ID_FIELD.test(asStrings)) return expect(asNumbers, step).toBe(asStrings);
      expect(asNumbers, step).toMatch(BARE_ID);
      // The lossless parser reads the numbers back to the very same strings...
      expect(JSON.stringify(parseJsonExact(asNumbers)), step).toBe(asStrings);
      // ...where JavaScript's own parser rounds them.
      expect(JSON.stringify(JSON.parse(asNumbers)), step).not.toBe(asNumbers);
    });

    const created = numbers.find((a) => a.step === 'POST /connect/calendar-items')!.text;
    expect(created).toContain(`"name":"${DIGITS_NAME}"`);
    expect(created).toContain(`"notes":"see \\"${DIGITS_NAME}\\""`);
    expect(created).toContain(`"organizationId":${ORG_CAFE}`);
  });

  it('"string" (the default) quotes every id', async () => {
    await h.reset('demo');
    expect((await h.control('GET', 'behaviour')).body.idsAs).toBe('string');
    const reply = await h.call('GET', `/connect/enterprises/${ENTERPRISE_ID}/organizations`);
    expect(reply.text).toMatch(QUOTED_ID_FIELD);
    expect(reply.text).not.toMatch(BARE_ID);
  });
});
