import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isLoopbackUrl } from './loopback';

describe('loopback', () => {
  it('knows this machine', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.255.0.9', '::1', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    expect(isLoopbackUrl('http://127.1:4010')).toBe(true); // URL normalises it to 127.0.0.1
  });

  it('knows everything else is not', () => {
    for (const host of ['0.0.0.0', '10.0.0.1', '128.0.0.1', '::', '::ffff:8.8.8.8', 'localhost.evil.example', '127.0.0.1.nip.io', 'example.com', '1127.0.0.1', '127.0.0.256', '127.0.0']) expect(isLoopbackHost(host), host).toBe(false);
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});
