import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustedProxyHops } from './client-address';

describe('clientAddressOf', () => {
  it('without proxies, takes the one address Next wrote from the socket', () => {
    expect(clientAddressOf('127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddressOf(null, 0)).toBeNull();
    expect(clientAddressOf(' , ', 0)).toBeNull();
  });

  it('peels the trusted proxies from the right, ignoring what the client wrote further left', () => {
    // client sent "6.6.6.6"; proxy 1 appended the client's real address; proxy 2 appended proxy 1's.
    const header = '6.6.6.6, 203.0.113.7, 10.0.0.2';
    expect(clientAddressOf('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressOf(header, 2)).toBe('203.0.113.7');
    expect(clientAddressOf(header, 1)).toBe('10.0.0.2');
    expect(clientAddressOf(header, 3)).toBe('6.6.6.6');
  });

  it('takes the leftmost when fewer proxies wrote than configured', () => {
    expect(clientAddressOf('198.51.100.4', 2)).toBe('198.51.100.4');
  });

  it('keeps an address short enough to store', () => {
    expect(clientAddressOf(`${'a'.repeat(100)}`, 0)).toHaveLength(64);
  });
});

describe('trustedProxyHops', () => {
  it('reads a whole number of hops, 0 by default', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('')).toBe(0);
    expect(trustedProxyHops('2')).toBe(2);
    expect(trustedProxyHops('-1')).toBe(0);
    expect(trustedProxyHops('1.5')).toBe(0);
    expect(trustedProxyHops('many')).toBe(0);
  });
});
