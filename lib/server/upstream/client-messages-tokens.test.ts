import 'server-only';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUpstreamClient, type UpstreamClient } from './client';
import { staticTokenSource } from './static-token-source';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { expectAppError, expectSafeMessage } from '@/test/support/expect-app-error';

// Contract tests of cards, messages and the two token endpoints against the emulator.

const emu = emulatorForFile('demo');
/** Every reading runs twice: ids as strings, and as bare JSON numbers (the lossless parse path). */
const ID_READINGS = ['string', 'number'] as const;
const fast = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 };
let seed: SeedInfo;
let client: UpstreamClient;
const clientWith = (token: string) => createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(token), retry: fast });
const nowS = () => Math.floor(Date.now() / 1000);
const DAY_S = 86_400;

type SentMessage = { id: string; cardId: string; organizationId: string; conversationId: string };

beforeAll(async () => {
  seed = await emu.seed();
  client = clientWith(seed.firstToken);
});
beforeEach(async () => {
  await emu.faults({});
  await emu.behaviour({ idsAs: 'string' });
  await emu.resetStats();
});

function cardContent(): string {
  const template = seed.templates[0]!;
  return JSON.stringify(Object.fromEntries(template.keys.map((k) => [k.key, `value of ${k.key}`])));
}
const conversation = () => seed.conversations.find((c) => !c.everyone)!;

describe.each(ID_READINGS)('cards and messages, ids as %ss', (idsAs) => {
  beforeEach(() => emu.behaviour({ idsAs }));

  it('createCard then sendMessage delivers the message', async () => {
    const cardId = await client.createCard({ templateId: seed.templates[0]!.id, content: cardContent() });
    expect(cardId).toMatch(/^\d{19}$/);
    const target = conversation();
    const messageId = await client.sendMessage({ cardId, organizationId: target.organizationId, conversationId: target.conversationId });
    const sent = await emu.control<{ cards: { id: string; content: Record<string, string> }[]; messages: SentMessage[] }>('GET', 'messages');
    expect(sent.messages).toContainEqual(expect.objectContaining({ id: messageId, cardId, conversationId: target.conversationId }));
    expect(sent.cards.find((c) => c.id === cardId)?.content).toEqual(JSON.parse(cardContent()));
  });

  it('405 carries field errors: unknown template, unknown card', async () => {
    const card = await expectAppError(client.createCard({ templateId: 'no-such-template', content: '{}' }), 'invalid_input', 405);
    expect(card.fieldErrors).toHaveProperty('templateId');
    const target = conversation();
    const message = await expectAppError(client.sendMessage({ cardId: '123', organizationId: target.organizationId, conversationId: target.conversationId }), 'invalid_input', 405);
    expect(message.fieldErrors).toHaveProperty('cardId');
    const local = await expectAppError(client.sendMessage({ cardId: '1', organizationId: 'abc', conversationId: target.conversationId }), 'invalid_input');
    expect(local.fieldErrors).toHaveProperty('organizationId');
  });

  it('403 without MESSAGE_CONVERSATION; MESSAGE_EVERYONE needed for the everyone conversation', async () => {
    const noMessages = await emu.token(['CALENDAR_VIEW']);
    const error = await expectAppError(clientWith(noMessages.accessToken).createCard({ templateId: seed.templates[0]!.id, content: cardContent() }), 'forbidden', 403);
    expect(error.message).toContain('MESSAGE_CONVERSATION');
    const conversationOnly = clientWith((await emu.token(['MESSAGE_CONVERSATION'])).accessToken);
    const cardId = await conversationOnly.createCard({ templateId: seed.templates[0]!.id, content: cardContent() });
    const everyone = seed.conversations.find((c) => c.everyone)!;
    await expectAppError(conversationOnly.sendMessage({ cardId, organizationId: everyone.organizationId, conversationId: everyone.conversationId }), 'forbidden', 403);
  });

  it('401 with a revoked token; 404 is not_found', async () => {
    const revoked = await emu.token();
    await emu.revoke(revoked.accessToken);
    await expectAppError(clientWith(revoked.accessToken).createCard({ templateId: seed.templates[0]!.id, content: cardContent() }), 'unauthorised', 401);
    const target = conversation();
    await expectAppError(clientWith(revoked.accessToken).sendMessage({ cardId: '1', organizationId: target.organizationId, conversationId: target.conversationId }), 'unauthorised', 401);
    // The interface answers unknown references in bodies with 405, so a 404 can only be injected.
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/cards$', status: 404, count: 1 }] });
    await expectAppError(client.createCard({ templateId: seed.templates[0]!.id, content: cardContent() }), 'not_found', 404);
  });
});

describe.each(ID_READINGS)('token endpoints, ids as %ss', (idsAs) => {
  beforeEach(() => emu.behaviour({ idsAs }));

  it('variant B exchanges a token and an authorization code', async () => {
    const old = await emu.token();
    const grant = await client.exchangeTokenB({ accessToken: old.accessToken, clientId: seed.clientId, clientSecret: seed.clientSecret });
    expect(grant.accessToken).not.toBe(old.accessToken);
    expect(grant.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_S * 1000);
    expect(grant.tokenId).toMatch(/^\d{19}$/);
    expect(grant.scopes).toContain('CALENDAR_EDIT');
    expect(grant.target).toBe('ENTERPRISE_ACCOUNT');
    expect(await clientWith(grant.accessToken).getEnterprise(seed.enterprise.id)).toMatchObject({ id: seed.enterprise.id });
    const byCode = await client.exchangeTokenB({ code: (await emu.seed()).authorizationCode, clientId: seed.clientId, clientSecret: seed.clientSecret });
    expect(byCode.accessToken).toMatch(/\S{10,}/);
    expect((await emu.stats()).renewals).toBe(2);
  });

  it('variant A exchanges a token with the secret', async () => {
    const old = await emu.token();
    const expirationTime = nowS() + 10 * DAY_S;
    const grant = await client.exchangeTokenA({ accessToken: old.accessToken, secret: seed.clientSecret, clientId: seed.clientId, expirationTime });
    expect(Math.round(grant.expiresAt.getTime() / 1000)).toBe(expirationTime);
  });

  it('an expirationTime more than 90 days ahead is refused by the service (405, field error)', async () => {
    const old = await emu.token();
    const tooFar = nowS() + 91 * DAY_S;
    const b = await expectAppError(client.exchangeTokenB({ accessToken: old.accessToken, clientId: seed.clientId, expirationTime: tooFar }), 'invalid_input', 405);
    expect(b.fieldErrors).toHaveProperty('expirationTime');
    const a = await expectAppError(client.exchangeTokenA({ accessToken: old.accessToken, secret: seed.clientSecret, clientId: seed.clientId, expirationTime: tooFar }), 'invalid_input', 405);
    expect(a.fieldErrors).toHaveProperty('expirationTime');
  });

  it('401: revoked token, used code, wrong secret; message never holds the token', async () => {
    const old = await emu.token();
    await emu.revoke(old.accessToken);
    const error = await expectAppError(client.exchangeTokenB({ accessToken: old.accessToken, clientId: seed.clientId }), 'unauthorised', 401);
    expectSafeMessage(error, old.accessToken);
    const code = (await emu.seed()).authorizationCode;
    await client.exchangeTokenB({ code, clientId: seed.clientId, clientSecret: seed.clientSecret });
    await expectAppError(client.exchangeTokenB({ code, clientId: seed.clientId, clientSecret: seed.clientSecret }), 'unauthorised', 401);
    const fresh = await emu.token();
    await expectAppError(client.exchangeTokenA({ accessToken: fresh.accessToken, secret: 'wrong', clientId: seed.clientId }), 'unauthorised', 401);
  });

  it('bad requests are refused before sending; 403 and 404 (injected) are mapped', async () => {
    await expectAppError(client.exchangeTokenB({ clientId: '' }), 'invalid_input');
    expect((await emu.stats()).total).toBe(0);
    const old = await emu.token();
    await emu.faults({ failNext: [{ method: 'POST', path: 'access-tokens$', status: 403, count: 1 }, { method: 'POST', path: '^/oauth/', status: 404, count: 1 }] });
    await expectAppError(client.exchangeTokenB({ accessToken: old.accessToken, clientId: seed.clientId }), 'forbidden', 403);
    await expectAppError(client.exchangeTokenA({ accessToken: old.accessToken, secret: seed.clientSecret, clientId: seed.clientId }), 'not_found', 404);
  });
});
