import { describe, expect, it } from 'vitest';
import { AppError } from './errors';

describe('AppError', () => {
  it('is recognised across two copies of the class, as when Next bundles a module twice', async () => {
    // A second, independent evaluation of the module stands for a second bundle's copy.
    const secondCopy = './errors?copy';
    const copy = (await import(/* @vite-ignore */ secondCopy)) as typeof import('./errors');
    expect(copy.AppError).not.toBe(AppError);
    const fromOtherCopy = new copy.AppError('not_found', 'No such picture.');
    expect(fromOtherCopy instanceof AppError).toBe(true);
    expect(new AppError('timeout', 'slow') instanceof copy.AppError).toBe(true);
  });

  it('does not take a plain Error or a look-alike object for one', () => {
    expect(new Error('x') instanceof AppError).toBe(false);
    expect({ kind: 'not_found', message: 'x' } instanceof AppError).toBe(false);
    expect((null as unknown as object) instanceof AppError).toBe(false);
  });

  it('keeps its kind and tells whether retrying can help', () => {
    expect(new AppError('unavailable', 'down').toShape()).toEqual({ kind: 'unavailable', message: 'down', retryable: true });
    expect(new AppError('not_found', 'gone').toShape()).toEqual({ kind: 'not_found', message: 'gone', retryable: false });
  });
});
