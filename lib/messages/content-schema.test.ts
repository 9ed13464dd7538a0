import { describe, expect, it } from 'vitest';
import { CARD_CONTENT_LIMIT, cardContentOf, contentValuesSchema } from './content-schema';
import { composerFormSchema, sendMessageInputSchema } from './send-schema';
import { templateFormSchema } from './template-schema';
import type { TemplateView } from './types';

const announcement: TemplateView = {
  templateId: 'announcement',
  displayName: 'Announcement',
  keys: [
    { key: 'title', label: 'Title', required: true, maxLength: 80 },
    { key: 'body', label: 'Body', required: true, maxLength: null },
    { key: 'footer', label: 'Footer', required: false, maxLength: null },
  ],
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.map(String).join('.'), i.message]));

describe('the content schema built from a template', () => {
  const schema = contentValuesSchema(announcement);

  it('accepts the required keys, trims, and leaves empty optional keys out of the content string', () => {
    const parsed = schema.parse({ title: '  Closed Monday ', body: 'Bank holiday', footer: '   ' });
    expect(parsed).toEqual({ title: 'Closed Monday', body: 'Bank holiday', footer: '' });
    expect(cardContentOf(announcement, parsed)).toBe('{"title":"Closed Monday","body":"Bank holiday"}');
    expect(JSON.parse(cardContentOf(announcement, { ...parsed, footer: 'The team' }))).toEqual({ title: 'Closed Monday', body: 'Bank holiday', footer: 'The team' });
  });

  it('refuses blank or missing required keys, each on its own field', () => {
    expect(issuesOf(schema.safeParse({ title: '   ' }))).toEqual({ title: 'Title is required.', body: 'Body must be text.' });
    expect(issuesOf(schema.safeParse({ title: '', body: '' }))).toEqual({ title: 'Title is required.', body: 'Body is required.' });
  });

  it('caps each value at its max length (or the default) and the whole content string', () => {
    expect(issuesOf(schema.safeParse({ title: 'x'.repeat(81), body: 'b' }))).toEqual({ title: 'Title is too long: at most 80 characters.' });
    expect(schema.safeParse({ title: 'x'.repeat(80), body: 'b' }).success).toBe(true);
    expect(issuesOf(schema.safeParse({ title: 't', body: 'b'.repeat(1001) }))).toEqual({ body: 'Body is too long: at most 1000 characters.' });
    // Every value within its own cap, the JSON string over the total: an issue on the whole content.
    const wide: TemplateView = { ...announcement, keys: ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, label: key, required: false, maxLength: 1000 })) };
    const tooMuch = contentValuesSchema(wide).safeParse(Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((k) => [k, 'y'.repeat(900)])));
    expect(tooMuch.success).toBe(false);
    expect(issuesOf(tooMuch)['']).toMatch(new RegExp(`of at most ${CARD_CONTENT_LIMIT} characters`));
    // Quotes are escaped in the JSON: the cap counts what is sent.
    const quoted = contentValuesSchema(wide).safeParse({ a: '"'.repeat(1000), b: '"'.repeat(1000) });
    expect(quoted.success).toBe(false);
  });

  it('ignores keys the template does not declare', () => {
    const parsed = schema.parse({ title: 't', body: 'b', colour: 'red' });
    expect(cardContentOf(announcement, parsed)).toBe('{"title":"t","body":"b"}');
  });
});

describe('the composer and send input', () => {
  const base = { templateId: 'announcement', values: { title: 't', body: 'b' }, savedConversationIds: ['c1'] };

  it('needs a template and at least one conversation', () => {
    expect(issuesOf(composerFormSchema(announcement).safeParse({ ...base, templateId: '', savedConversationIds: [] }))).toEqual({
      templateId: 'Choose a template.',
      targets: 'Choose at least one conversation.',
    });
  });

  it('sends to saved conversations only: a conversation typed by its ids is refused, not dropped', () => {
    const send = { ...base, sendKey: '0b6f7a52-8f0e-4d8e-9a55-3c1f3b0a9d11' };
    expect(sendMessageInputSchema.safeParse(send).success).toBe(true);
    const typed = sendMessageInputSchema.safeParse({ ...send, manualOrganizationId: '7000000000000000002', manualConversationId: '7000000000000000100' });
    expect(typed.success).toBe(false);
    expect(typed.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['manualOrganizationId', 'manualConversationId'] });
  });

  it('the content is checked with the template: a missing required value is refused on its field', () => {
    expect(issuesOf(composerFormSchema(announcement).safeParse({ ...base, values: { title: '', body: 'b' } }))).toEqual({ 'values.title': 'Title is required.' });
  });

  it('the action input needs a UUID send key', () => {
    expect(sendMessageInputSchema.safeParse({ ...base, sendKey: 'not-a-key' }).success).toBe(false);
    expect(sendMessageInputSchema.safeParse({ ...base, sendKey: '0d5c1f9e-58a8-4a39-9a55-4a4a52b7f3d1' }).success).toBe(true);
  });
});

describe('the template form', () => {
  const template = { templateId: 'announcement', displayName: 'Announcement', keys: [{ key: 'title', label: 'Title', required: true, maxLength: '' }] };

  it('accepts a template and reads an empty max length as none', () => {
    expect(templateFormSchema.parse(template).keys[0]).toEqual({ key: 'title', label: 'Title', required: true, maxLength: null });
    expect(templateFormSchema.parse({ ...template, keys: [{ ...template.keys[0]!, maxLength: '200' }] }).keys[0]!.maxLength).toBe(200);
  });

  it('refuses keys that are not identifiers, used twice, reserved, or no keys at all', () => {
    const key = (k: string) => ({ key: k, label: 'L', required: false, maxLength: '' });
    expect(issuesOf(templateFormSchema.safeParse({ ...template, keys: [key('has space')] }))['keys.0.key']).toMatch(/Letters, digits/);
    expect(issuesOf(templateFormSchema.safeParse({ ...template, keys: [key('a.b')] }))['keys.0.key']).toMatch(/Letters, digits/);
    expect(issuesOf(templateFormSchema.safeParse({ ...template, keys: [key('title'), key('title')] }))['keys.1.key']).toBe('The key title is used twice.');
    expect(issuesOf(templateFormSchema.safeParse({ ...template, keys: [key('constructor')] }))['keys.0.key']).toMatch(/reserved/);
    expect(issuesOf(templateFormSchema.safeParse({ ...template, keys: [] })).keys).toBe('Add at least one content key.');
    expect(issuesOf(templateFormSchema.safeParse({ ...template, keys: [{ ...key('x'), maxLength: '0' }] }))['keys.0.maxLength']).toMatch(/1 to 4000/);
    expect(issuesOf(templateFormSchema.safeParse({ ...template, templateId: 'has space' })).templateId).toBe('The template id has no spaces.');
  });
});
