import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box';

const key = randomBytes(32);

describe('secret box', () => {
  it('round-trips a string and never repeats a ciphertext', () => {
    const secret = 'tok_ünïcode-🔑-'.repeat(20);
    const a = encryptSecret(secret, key);
    const b = encryptSecret(secret, key);
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('tok_');
    expect(decryptSecret(a, key)).toBe(secret);
    expect(decryptSecret(b, key)).toBe(secret);
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = encryptSecret('the service token', key);
    const parts = sealed.split(':');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    expect(() => decryptSecret(parts.join(':'), key)).toThrow(/could not be opened/);
  });

  it('refuses a changed tag, a wrong key and a malformed text', () => {
    const sealed = encryptSecret('x', key);
    const parts = sealed.split(':');
    const tag = Buffer.from(parts[2] ?? '', 'base64url');
    tag[3] = (tag[3] ?? 0) ^ 0xff;
    expect(() => decryptSecret([parts[0], parts[1], tag.toString('base64url'), parts[3]].join(':'), key)).toThrow();
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow(/could not be opened/);
    expect(() => decryptSecret('plain text', key)).toThrow(/Not a sealed secret/);
  });

});
