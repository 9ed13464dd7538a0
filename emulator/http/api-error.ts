import type { z } from 'zod';
import { issuesOf } from '@/lib/contract/errors';

export interface Issue {
  path: string;
  message: string;
}

/**
 * An error answer of the interface. Route code throws it; the app's error handler turns it into
 * a JSON body `{message, issues?}` (the emulator's choice for the unshown error bodies: docs/decisions/spec-readings.md).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: Issue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  body(): { message: string; issues?: Issue[] } {
    return this.issues ? { message: this.message, issues: this.issues } : { message: this.message };
  }
}

/** 405 "invalid input" with one issue per problem; the spec's only documented error status. */
export function invalid(message: string, issues: Issue[]): ApiError {
  return new ApiError(405, message, issues);
}

export function invalidBody(error: z.ZodError): ApiError {
  return invalid('Invalid request body', issuesOf(error));
}

export function notFound(message: string): ApiError {
  return new ApiError(404, message);
}

/** Thrown to make the server drop the connection without answering (dropRate fault). */
export class DroppedConnection extends Error {
  constructor() {
    super('Connection dropped by the emulator (dropRate fault)');
  }
}
