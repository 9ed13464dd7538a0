import { describe, expect, it } from 'vitest';
import { settlesWithin } from './settles-within';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('settlesWithin', () => {
  it('says whether a promise settled in time, a failure counting as settled', async () => {
    expect(await settlesWithin(Promise.resolve(1), 50)).toBe(true);
    const failed = Promise.reject(new Error('no'));
    expect(await settlesWithin(failed, 50)).toBe(true);
    await expect(failed).rejects.toThrow('no'); // left to whoever awaits it
    expect(await settlesWithin(after(200, 1), 20)).toBe(false);
  });
});
