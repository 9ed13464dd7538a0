import { expect } from 'vitest';
import { AppError, type ErrorKind } from '@/lib/errors';

/** Awaits `promise`, expects it to fail with an AppError of `kind`, and returns that error. */
export async function expectAppError(promise: Promise<unknown>, kind: ErrorKind, upstreamStatus?: number): Promise<AppError> {
  let caught: unknown;
  try {
    await promise;
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected an AppError of kind ${kind}`).toBeInstanceOf(AppError);
  const error = caught as AppError;
  expect({ kind: error.kind, upstreamStatus: error.upstreamStatus }).toMatchObject({ kind, ...(upstreamStatus !== undefined ? { upstreamStatus } : {}) });
  return error;
}

/** Messages are shown to managers: no token, no stack, no raw JSON. */
export function expectSafeMessage(error: AppError, ...secrets: string[]): void {
  for (const secret of secrets) expect(error.message).not.toContain(secret);
  expect(error.message).not.toMatch(/[{}]|\bat\s+\S+\s+\(|Bearer/);
}
