import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_CAFE, ORG_CLINIC, emulatorForFile } from './harness';

// Cards from templates and messages into conversations, with their validation and the extra
// MESSAGE_EVERYONE scope for an organization's everyone conversation.

const h = emulatorForFile();
let conversations: { organizationId: string; conversationId: string; name: string; everyone: boolean }[];

beforeEach(async () => {
  await h.reset('empty');
  conversations = (await h.control('GET', 'seed')).body.conversations;
});

const card = (templateId: string, content: unknown, token?: string) =>
  h.call('POST', '/connect/cards', { token, body: { templateId, content: typeof content === 'string' ? content : JSON.stringify(content) } });
const send = (body: Record<string, unknown>, token?: string) => h.call('POST', '/connect/conversations', { token, body });
const conversationOf = (org: string, everyone: boolean) => conversations.find((c) => c.organizationId === org && c.everyone === everyone) as (typeof conversations)[number];

describe('POST /connect/cards', () => {
  it('creates a card and stores its content', async () => {
    const r = await card('announcement', { title: 'Closed Monday', body: 'Bank holiday', footer: 'The team' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: expect.stringMatching(/^\d{19}$/) });
    const stored = await h.control('GET', 'messages');
    expect(stored.body.cards).toEqual([expect.objectContaining({ id: r.body.id, templateId: 'announcement', content: { title: 'Closed Monday', body: 'Bank holiday', footer: 'The team' } })]);
  });

  it('405 for an unknown template, content that is not a JSON object, unknown keys, missing required keys and non-string values', async () => {
    const cases: [string, unknown, string][] = [
      ['no-such-template', { title: 't' }, 'templateId'],
      ['announcement', 'not json', 'content'],
      ['announcement', '["a"]', 'content'],
      ['announcement', { title: 't', body: 'b', colour: 'red' }, 'content.colour'],
      ['shift-reminder', { title: 't' }, 'content.when'],
      ['policy-update', { title: 't', summary: 3 }, 'content.summary'],
      ['announcement', { title: '  ', body: 'b' }, 'content.title'],
    ];
    for (const [templateId, content, path] of cases) {
      const r = await card(templateId, content);
      expect(r.status, path).toBe(405);
      expect(r.body.issues.map((i: { path: string }) => i.path), path).toContain(path);
    }
    expect((await h.call('POST', '/connect/cards', { body: { templateId: 'announcement', content: { title: 't' } } })).status).toBe(405);
    expect((await h.control('GET', 'messages')).body.cards).toEqual([]);
  });
});

describe('POST /connect/conversations', () => {
  it('sends a card into a named conversation of the organization', async () => {
    const cardId = (await card('shift-reminder', { title: 'Reminder', when: 'Tomorrow 06:30' })).body.id;
    const target = conversationOf(ORG_CAFE, false);
    const r = await send({ cardId, organizationId: ORG_CAFE, conversationId: target.conversationId });
    expect(r.status).toBe(200);
    expect(r.body.id).toMatch(/^\d{19}$/);
    expect((await h.control('GET', 'messages')).body.messages).toEqual([
      expect.objectContaining({ id: r.body.id, cardId, organizationId: ORG_CAFE, conversationId: target.conversationId }),
    ]);
  });

  it('405 for an unknown card, an unknown conversation, or a conversation of another organization', async () => {
    const cardId = (await card('announcement', { title: 't', body: 'b' })).body.id;
    const clinic = conversationOf(ORG_CLINIC, false);
    const cases: [Record<string, unknown>, string][] = [
      [{ cardId: '7000000000000999999', organizationId: ORG_CAFE, conversationId: conversationOf(ORG_CAFE, false).conversationId }, 'cardId'],
      [{ cardId, organizationId: ORG_CAFE, conversationId: '7000000000000999999' }, 'conversationId'],
      [{ cardId, organizationId: ORG_CAFE, conversationId: clinic.conversationId }, 'conversationId'],
      [{ cardId, organizationId: 'x', conversationId: clinic.conversationId }, 'organizationId'],
    ];
    for (const [body, path] of cases) {
      const r = await send(body);
      expect(r.status, path).toBe(405);
      expect(r.body.issues[0].path).toBe(path);
    }
    expect((await h.control('GET', 'messages')).body.messages).toEqual([]);
  });

  it('the everyone conversation also needs MESSAGE_EVERYONE (403 without it)', async () => {
    const cardId = (await card('announcement', { title: 't', body: 'b' })).body.id;
    const everyone = conversationOf(ORG_CAFE, true);
    const token = await h.token(['MESSAGE_CONVERSATION']);
    const refused = await send({ cardId, organizationId: ORG_CAFE, conversationId: everyone.conversationId }, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('MESSAGE_EVERYONE');
    expect((await send({ cardId, organizationId: ORG_CAFE, conversationId: conversationOf(ORG_CAFE, false).conversationId }, token)).status).toBe(200);
    expect((await send({ cardId, organizationId: ORG_CAFE, conversationId: everyone.conversationId })).status).toBe(200);
  });
});
