import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_ACCOUNTS, DEVICE_COOKIE_LIFETIME_MS, deviceIdIn, withDeviceFor } from './device-cookie';
import { seal } from '@/lib/server/crypto/sealed-value';

const key = Buffer.alloc(32, 7);
const now = Date.UTC(2030, 0, 1);

describe('the device cookie', () => {
  it('names the account it was given for, and no other, until it expires', () => {
    const value = withDeviceFor(undefined, 'ada@test.local', key, now);
    const id = deviceIdIn(value, 'ada@test.local', key, now);
    expect(id).toMatch(/^[\w-]{24}$/);
    expect(deviceIdIn(value, 'sam@test.local', key, now)).toBeNull();
    expect(deviceIdIn(value, 'ada@test.local', key, now + DEVICE_COOKIE_LIFETIME_MS - 1)).toBe(id);
    expect(deviceIdIn(value, 'ada@test.local', key, now + DEVICE_COOKIE_LIFETIME_MS)).toBeNull();
  });

  it('cannot be made or changed without the key: altered, another key, another purpose or a hand-made value count as none', () => {
    const value = withDeviceFor(undefined, 'ada@test.local', key, now);
    const flipped = `${value.slice(0, -2)}${value.at(-2) === 'A' ? 'B' : 'A'}${value.slice(-1)}`;
    expect(deviceIdIn(flipped, 'ada@test.local', key, now)).toBeNull();
    expect(deviceIdIn(value, 'ada@test.local', Buffer.alloc(32, 8), now)).toBeNull();
    const entry = [{ email: 'ada@test.local', id: 'x'.repeat(24), expiresAt: now + 1000 }];
    expect(deviceIdIn(seal(entry, key, 'oidc transaction'), 'ada@test.local', key, now)).toBeNull();
    expect(deviceIdIn(Buffer.from(JSON.stringify(entry)).toString('base64url'), 'ada@test.local', key, now)).toBeNull();
    expect(deviceIdIn('', 'ada@test.local', key, now)).toBeNull();
  });

  it('keeps one id per account in a shared browser, a new one at each sign-in, the oldest forgotten first', () => {
    let value: string | undefined;
    const emails = Array.from({ length: DEVICE_COOKIE_ACCOUNTS + 1 }, (_, i) => `user${i}@test.local`);
    for (const email of emails) value = withDeviceFor(value, email, key, now);
    expect(deviceIdIn(value, emails[0]!, key, now)).toBeNull();
    const last = deviceIdIn(value, emails.at(-1)!, key, now);
    expect(last).not.toBeNull();
    expect(deviceIdIn(value, emails[1]!, key, now)).not.toBeNull();
    const again = withDeviceFor(value, emails.at(-1)!, key, now);
    expect(deviceIdIn(again, emails.at(-1)!, key, now)).not.toBe(last);
    expect(deviceIdIn(again, emails[1]!, key, now)).toBe(deviceIdIn(value, emails[1]!, key, now));
  });
});
