import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A small JSON value kept where it could be read (a browser's cookie, a database row) but can be
// neither read nor changed: AES-256-GCM under a key derived (HKDF) from TOKEN_ENCRYPTION_KEY for
// one purpose only, so it is never the key that encrypts the service token. Used for the OpenID
// sign-in's state, nonce and PKCE verifier, a company session's tokens from the provider, and the
// sign-in throttle's device cookie.

const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFor(masterKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `shiftdesk ${purpose}`, 32));
}

export function seal(value: unknown, masterKey: Buffer, purpose: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(masterKey, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or null when it was changed, sealed for another purpose or with another key. */
export function unseal(text: string, masterKey: Buffer, purpose: string): unknown {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(masterKey, purpose), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return null;
  }
}
