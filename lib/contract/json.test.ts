import { parse } from 'lossless-json';
import { describe, expect, it } from 'vitest';
import { parseJsonExact } from './json';

describe('parseJsonExact', () => {
  it('keeps integers beyond 2^53 exact, as strings, wherever they stand', () => {
    expect(parseJsonExact('{"id":7000000000000000123,"n":[9223372036854775807, -9007199254740993]}')).toEqual({
      id: '7000000000000000123',
      n: ['9223372036854775807', '-9007199254740993'],
    });
  });
  it('reads safe numbers as numbers and leaves strings alone', () => {
    expect(parseJsonExact('{"start":1795000000000,"ratio":0.5,"id":"7000000000000000123","note":"call 12345678901234567"}')).toEqual({
      start: 1795000000000,
      ratio: 0.5,
      id: '7000000000000000123',
      note: 'call 12345678901234567',
    });
  });
  it('gives the same answer on the fast and the exact path', () => {
    const body = JSON.stringify([{ id: '7000000000000000001', start: 1795000000000, members: [{ userId: '7000000000000000002', status: 'ASSIGNED' }] }]);
    const exact = parse(body, null, (text) => Number(text));
    expect(parseJsonExact(body)).toEqual(exact);
    // A string holding ":<16 digits>" takes the exact path and still reads as written.
    expect(parseJsonExact('{"note":"a:1234567890123456"}')).toEqual({ note: 'a:1234567890123456' });
  });
  it('throws on malformed input', () => {
    expect(() => parseJsonExact('{"id": 1,')).toThrow(SyntaxError);
    expect(() => parseJsonExact('{"id": 12345678901234567,')).toThrow();
  });
});
