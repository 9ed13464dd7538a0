import { describe, expect, it } from 'vitest';
import { isCrossOriginWrite } from './same-origin';

const request = (method: string, headers: Record<string, string>) => isCrossOriginWrite(method, new Headers(headers));

describe('isCrossOriginWrite', () => {
  it('lets reads through whatever their origin', () => {
    expect(request('GET', { host: 'app.example', origin: 'http://evil.example' })).toBe(false);
    expect(request('HEAD', {})).toBe(false);
  });

  it('accepts a write from the addressed host, directly or behind a proxy', () => {
    expect(request('POST', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBe(false);
    expect(request('POST', { host: '10.0.0.5:3000', 'x-forwarded-host': 'shiftdesk.example.com', origin: 'https://shiftdesk.example.com' })).toBe(false);
  });

  it('refuses a write from another site, an opaque origin, or without an Origin', () => {
    expect(request('POST', { host: '127.0.0.1:3000', origin: 'http://evil.example' })).toBe(true);
    expect(request('POST', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3001' })).toBe(true);
    expect(request('POST', { host: '127.0.0.1:3000', origin: 'null' })).toBe(true);
    expect(request('POST', { host: '127.0.0.1:3000' })).toBe(true);
    expect(request('DELETE', { host: '127.0.0.1:3000', origin: 'http://evil.example' })).toBe(true);
  });
});
