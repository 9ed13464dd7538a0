import { describe, expect, it } from 'vitest';
import { seal } from '@/lib/server/crypto/sealed-value';
import { openTransaction, sealTransaction, TRANSACTION_LIFETIME_MS } from './transaction';

const key = Buffer.alloc(32, 3);
const transaction = { state: 'st', nonce: 'no', codeVerifier: 'cv', returnTo: '/settings' };

describe('the company sign-in in flight', () => {
  it('opens within its ten minutes, and not after', () => {
    const now = Date.UTC(2030, 0, 1);
    const sealed = sealTransaction(transaction, key, now);
    expect(openTransaction(sealed, key, now + TRANSACTION_LIFETIME_MS - 1)).toEqual({ ...transaction, expiresAt: now + TRANSACTION_LIFETIME_MS });
    expect(openTransaction(sealed, key, now + TRANSACTION_LIFETIME_MS)).toBeNull();
  });

  it('refuses another key, another purpose, or a value missing a field', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(openTransaction(sealTransaction(transaction, key, now), Buffer.alloc(32, 4), now)).toBeNull();
    expect(openTransaction(seal({ ...transaction, expiresAt: now + 1000 }, key, 'another purpose'), key, now)).toBeNull();
    expect(openTransaction(seal({ state: 'st', expiresAt: now + 1000 }, key, 'oidc transaction'), key, now)).toBeNull();
  });
});
