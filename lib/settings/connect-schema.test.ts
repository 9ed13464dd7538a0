import { describe, expect, it } from 'vitest';
import { CREDENTIAL_MAX, connectFormSchema } from './connect-schema';

const messagesOf = (raw: unknown) => {
  const parsed = connectFormSchema.safeParse(raw);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('connectFormSchema', () => {
  it('accepts a pasted code, trimming it and dropping blank optional fields', () => {
    expect(connectFormSchema.parse({ kind: 'code', value: '  code_abc-123 \n', clientId: '', clientSecret: '  ', variant: '' })).toEqual({
      kind: 'code',
      value: 'code_abc-123',
      clientId: undefined,
      clientSecret: undefined,
      variant: undefined,
    });
  });

  it('keeps given credentials and a chosen variant', () => {
    expect(connectFormSchema.parse({ kind: 'token', value: 'emu_x', clientId: ' demo-client ', clientSecret: 's3cr3t', variant: 'oauth' })).toMatchObject({
      clientId: 'demo-client',
      clientSecret: 's3cr3t',
      variant: 'oauth',
    });
  });

  it('asks for the value, naming what is being pasted', () => {
    expect(messagesOf({ kind: 'code', value: '   ' })).toEqual({ value: ['Paste the authorization code.'] });
    expect(messagesOf({ kind: 'token', value: '' })).toEqual({ value: ['Paste the access token.'] });
  });

  it('refuses whitespace inside the value and the credentials', () => {
    expect(messagesOf({ kind: 'code', value: 'abc def' })).toEqual({ value: ['The value must not contain spaces or line breaks.'] });
    expect(messagesOf({ kind: 'token', value: 'abc\ndef' }).value).toHaveLength(1);
    expect(Object.keys(messagesOf({ kind: 'code', value: 'ok', clientId: 'a b', clientSecret: 'c\td' }))).toEqual(['clientId', 'clientSecret']);
  });

  it('refuses values over the length limit', () => {
    expect(connectFormSchema.safeParse({ kind: 'token', value: 'x'.repeat(CREDENTIAL_MAX) }).success).toBe(true);
    expect(messagesOf({ kind: 'token', value: 'x'.repeat(CREDENTIAL_MAX + 1) }).value?.[0]).toMatch(/too long/);
    expect(messagesOf({ kind: 'code', value: 'ok', clientId: 'x'.repeat(257) }).clientId?.[0]).toMatch(/too long/);
  });

  it('refuses an unknown kind or variant, and non-strings', () => {
    expect(Object.keys(messagesOf({ kind: 'password', value: 'x' }))).toContain('kind');
    expect(Object.keys(messagesOf({ kind: 'code', value: 'x', variant: 'basic' }))).toEqual(['variant']);
    expect(Object.keys(messagesOf({ kind: 'code', value: 42 }))).toEqual(['value']);
  });
});
