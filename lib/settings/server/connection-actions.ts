import 'server-only';
import { z } from 'zod';
import { AppError, type FieldErrors } from '@/lib/errors';
import type { ActionDefinition, ActionHandler } from '@/lib/server/access/types';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { type TokenStatus } from '@/lib/server/upstream';
import { connectFormSchema, type ConnectFormValues } from '@/lib/settings/connect-schema';
import { toConnectionView, type ConnectionView } from '@/lib/settings/connection-view';
import { FORM_ERROR_KEY } from '@/lib/field-errors';

// "Renew now" and "Connect with a code or a token" as definitions + handlers (tests run them
// through runAction against the real emulator; lib/settings/actions.ts wraps them). They touch no
// organization, enterprise or item (scope 'none').
//
// Auditing: the token store itself writes `token.renewed` (success, and failure once an exchange
// was attempted) and `token.adopted` (success). These definitions therefore set no audit action of
// their own, so nothing is recorded twice. The one gap - a connect attempt the service refused,
// which the store does not record - is filled here with a single `token.adopted` failure entry.

export type ConnectionResult = { connection: ConnectionView };
export type ConnectResult = ConnectionResult & { kind: ConnectFormValues['kind']; expiryConfirmed: boolean };

type Now = () => number;

export const renewInputSchema = z.object({}).strict();

export const renewDefinition = {
  revalidate: '/',
  name: 'settings.renew_service_token',
  input: renewInputSchema,
  role: 'admin',
  scope: 'none',
} satisfies ActionDefinition<typeof renewInputSchema>;

/**
 * The token endpoints refuse a code, a token or the client credentials with 401, or with the
 * spec's one documented error, 405 "invalid input" (a legal reading: emulator switch
 * `tokenRefusalStatus`). A 405 that names a field the form shows is about that field instead.
 */
function isRefusal(error: AppError, formFields: FieldErrors | undefined): boolean {
  if (error.upstreamStatus === 401) return error.kind === 'unauthorised';
  if (error.upstreamStatus !== 405) return false;
  return !Object.keys(formFields ?? {}).some((field) => field !== FORM_ERROR_KEY);
}

function renewalError(error: unknown): unknown {
  if (error instanceof AppError && (error.kind === 'unauthorised' || isRefusal(error, undefined))) {
    return new AppError(
      'unauthorised',
      'The service refused to renew the current token: it may be expired or revoked, or the client id or secret is wrong. Connect with a new authorization code or token below.',
      { upstreamStatus: error.upstreamStatus, cause: error },
    );
  }
  return error;
}

export function renewHandler(now: Now = Date.now): ActionHandler<typeof renewInputSchema, ConnectionResult> {
  return async (_input, { user, services }) => {
    try {
      const status = await services.tokens.renewNow({ id: user.id, email: user.email });
      return { connection: toConnectionView(status, now()) };
    } catch (error) {
      throw renewalError(error);
    }
  };
}

export const connectDefinition = {
  revalidate: '/',
  name: 'settings.connect_service',
  input: connectFormSchema,
  role: 'admin',
  scope: 'none',
  // Replacing the token the whole dashboard acts with: the admin's password is asked again.
  reauthenticate: true,
} satisfies ActionDefinition<typeof connectFormSchema>;

/** Upstream body paths -> the form's field names. */
const upstreamFields: Record<string, keyof ConnectFormValues> = {
  code: 'value',
  accessToken: 'value',
  clientId: 'clientId',
  clientSecret: 'clientSecret',
  secret: 'clientSecret',
};

function formFieldErrors(fieldErrors: FieldErrors | undefined): FieldErrors | undefined {
  if (!fieldErrors) return undefined;
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = upstreamFields[path] ?? FORM_ERROR_KEY;
    (out[field] ??= []).push(...messages);
  }
  return out;
}

/** The error the form shows: a refusal is put on the pasted value, with what to do next. */
function connectError(error: unknown, kind: ConnectFormValues['kind']): unknown {
  if (!(error instanceof AppError)) return error;
  const unchanged = 'Nothing was changed: Shiftdesk keeps using its current connection.';
  const fieldErrors = formFieldErrors(error.fieldErrors);
  if (isRefusal(error, fieldErrors)) {
    const what = kind === 'code' ? 'authorization code' : 'access token';
    const why = kind === 'code' ? 'it may be mistyped, already used or expired' : 'it may be mistyped, expired or revoked';
    const message = `The service refused this ${what}: ${why}, or the client id or secret is wrong.`;
    // The reason goes next to the pasted value; the form-level message says what it means.
    return new AppError('unauthorised', unchanged, { upstreamStatus: error.upstreamStatus, fieldErrors: { value: [message] }, cause: error });
  }
  if (error.kind === 'invalid_input' && error.upstreamStatus !== undefined) {
    return new AppError('invalid_input', `The service rejected the request as invalid. ${unchanged}`, {
      upstreamStatus: error.upstreamStatus,
      fieldErrors,
      cause: error,
    });
  }
  if (error.upstreamStatus !== undefined || error.kind === 'timeout' || error.kind === 'unavailable') {
    return new AppError(error.kind, `${error.message} ${unchanged}`, { upstreamStatus: error.upstreamStatus, retryAfterMs: error.retryAfterMs, cause: error });
  }
  return error;
}

export function connectHandler(now: Now = Date.now): ActionHandler<typeof connectFormSchema, ConnectResult> {
  return async (input, { user, db, services }) => {
    const store = services.tokens;
    const current: TokenStatus = await store.getTokenStatus();
    if (!input.clientId && !current.hasClientCredentials) {
      // Checked before anything is sent: without a client id the code cannot be exchanged and
      // the token could never be renewed.
      const message = 'No client id is stored yet: enter it.';
      throw new AppError('invalid_input', 'Some fields need attention.', { fieldErrors: { clientId: [message] } });
    }
    const credentials = { clientId: input.clientId, clientSecret: input.clientSecret, variant: input.variant };
    const actor = { id: user.id, email: user.email };
    try {
      const status =
        input.kind === 'code'
          ? await store.exchangeAuthorizationCode(input.value, { credentials, actor })
          : await store.adoptToken(input.value, { credentials, actor });
      return { connection: toConnectionView(status, now()), kind: input.kind, expiryConfirmed: status.expiresAt !== null };
    } catch (error) {
      await recordAudit(
        {
          action: 'token.adopted',
          outcome: 'failure',
          actor,
          target: { type: 'service_token', id: 'primary' },
          upstreamStatus: error instanceof AppError ? (error.upstreamStatus ?? null) : null,
          detail: { source: input.kind === 'code' ? 'authorization_code' : 'admin', error: error instanceof AppError ? error.kind : 'unexpected' },
        },
        db,
      );
      throw connectError(error, input.kind);
    }
  };
}

/** The handlers on the services' token store, with the real clock. */
export const renewServiceToken = renewHandler();
export const connectService = connectHandler();
