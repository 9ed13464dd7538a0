import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$65536\$8\$2\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('hashes at N=2^16, p=2 (which needs maxmem above Node\'s default) and still verifies older hashes (N=2^15; N=2^17, p=1), flagged for an upgrade', async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 16, r: 8, p: 2 });
    const current = await hashPassword('pw-now');
    const cheaper = await hashPassword('pw-then', { N: 2 ** 15, r: 8, p: 1 });
    const hungrier = await hashPassword('pw-before', { N: 2 ** 17, r: 8, p: 1 });
    expect(cheaper).toMatch(/^scrypt\$32768\$/);
    expect(await verifyPassword('pw-then', cheaper)).toBe(true);
    expect(await verifyPassword('pw-before', hungrier)).toBe(true);
    expect(await verifyPassword('pw-now', current)).toBe(true);
    expect(needsRehash(cheaper)).toBe(true);
    expect(needsRehash(hungrier)).toBe(true);
    expect(needsRehash(current)).toBe(false);
  });

  it('refuses to run a stored hash with an absurd cost (a tampered row must not allocate gigabytes)', async () => {
    const current = await hashPassword('pw');
    expect(await verifyPassword('pw', current.replace('$65536$', '$4194304$'))).toBe(false);
  });

  it('never matches (or throws on) a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$abc$def', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$c2FsdA$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
