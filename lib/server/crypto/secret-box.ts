import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets at rest (the service token, the client secret) are sealed with AES-256-GCM: a database
// dump alone does not reveal them, and any change to the stored text is detected on opening.
// Format: `v1:<iv>:<tag>:<ciphertext>`, each part base64url; the version leaves room for rotation.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key is always handed in (TOKEN_ENCRYPTION_KEY, by whoever holds the configuration). */
function keyOf(key: Uint8Array): Uint8Array {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return key;
}

/** Seals a string; a new random IV each time, so equal inputs give different outputs. */
export function encryptSecret(plain: string, key: Uint8Array): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(':');
}

/**
 * Opens a sealed string. Throws when the text is malformed, was changed, or was sealed with another
 * key; the message never includes the secret or the key.
 */
export function decryptSecret(sealed: string, key: Uint8Array): string {
  const parts = sealed.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error('Not a sealed secret (expected v1:iv:tag:data)');
  const [, ivText = '', tagText = '', bodyText = ''] = parts;
  const iv = Buffer.from(ivText, 'base64url');
  const tag = Buffer.from(tagText, 'base64url');
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('Sealed secret has a bad IV or tag');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(key), iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(Buffer.from(bodyText, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('Sealed secret could not be opened (changed, or sealed with another key)');
  }
}
