// The closed set of failures that may reach the browser. Upstream statuses, network faults and
// bad input are all mapped to one of these kinds in one place (lib/server/upstream/errors.ts and
// the access layer); only these kinds and their safe messages are ever shown to a user.
export const errorKinds = [
  'invalid_input',
  'unauthorised',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'unavailable',
  'timeout',
  'unexpected',
] as const;

export type ErrorKind = (typeof errorKinds)[number];

/** Field path (dotted) -> messages, as react-hook-form's setError expects them. */
export type FieldErrors = Record<string, string[]>;

export type AppErrorShape = {
  kind: ErrorKind;
  message: string;
  fieldErrors?: FieldErrors;
  /** Whether trying again later may succeed (shown to the user as "retry"). */
  retryable?: boolean;
};

/** What every server action returns; actions never throw to the client. */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: AppErrorShape };

export const retryableKinds: ReadonlySet<ErrorKind> = new Set(['rate_limited', 'unavailable', 'timeout']);

// Next bundles pages and route handlers separately, so one process can hold two copies of this
// class (e.g. a client built by a page and reused by a route handler through a globalThis
// singleton). A plain `instanceof` would then call a real AppError "unexpected"; the brand makes
// it hold across copies.
const APP_ERROR_BRAND = Symbol.for('shiftdesk.app-error');

/** Thrown inside server code; the access layer turns it into an ActionResult or a JSON error. */
export class AppError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[APP_ERROR_BRAND] === true;
  }

  readonly [APP_ERROR_BRAND] = true;
  readonly kind: ErrorKind;
  readonly fieldErrors?: FieldErrors;
  readonly upstreamStatus?: number;
  readonly retryAfterMs?: number;

  constructor(
    kind: ErrorKind,
    message: string,
    extra: { fieldErrors?: FieldErrors; upstreamStatus?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.fieldErrors = extra.fieldErrors;
    this.upstreamStatus = extra.upstreamStatus;
    this.retryAfterMs = extra.retryAfterMs;
  }

  toShape(): AppErrorShape {
    return {
      kind: this.kind,
      message: this.message,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      retryable: retryableKinds.has(this.kind),
    };
  }
}

/** A refusal shown next to one field (a name taken, nothing to save): the message on the field and as the error's own. */
export const fieldRefusal = (field: string, message: string): AppError => new AppError('invalid_input', message, { fieldErrors: { [field]: [message] } });

/** A row of Shiftdesk's own (a template, a position) that someone removed meanwhile: "This week template is gone: …". */
export const goneRefusal = (what: string, field?: string): AppError =>
  new AppError('not_found', `This ${what} is gone: someone may have removed it.`, field ? { fieldErrors: { [field]: [`This ${what} is gone`] } } : {});

export const httpStatusOfKind: Record<ErrorKind, number> = {
  invalid_input: 400,
  unauthorised: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  timeout: 504,
  unexpected: 500,
};
