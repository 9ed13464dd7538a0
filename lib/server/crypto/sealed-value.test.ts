import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed-value';

const key = Buffer.alloc(32, 1);

describe('sealed cookie values', () => {
  it('opens what it sealed, for the same key and purpose only', () => {
    const sealed = seal({ state: 's', n: 1 }, key, 'oidc');
    expect(unseal(sealed, key, 'oidc')).toEqual({ state: 's', n: 1 });
    expect(unseal(sealed, key, 'other')).toBeNull();
    expect(unseal(sealed, Buffer.alloc(32, 2), 'oidc')).toBeNull();
  });

  it('refuses a changed or truncated value', () => {
    const sealed = seal({ state: 's' }, key, 'oidc');
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(unseal(bytes.toString('base64url'), key, 'oidc')).toBeNull();
    expect(unseal(sealed.slice(0, 20), key, 'oidc')).toBeNull();
    expect(unseal('', key, 'oidc')).toBeNull();
  });
});
