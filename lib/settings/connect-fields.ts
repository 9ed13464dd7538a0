// The connect form's fields and limits, without zod: the form renders with these at first paint
// and fetches the schema (./connect-schema) only to check what was typed.

export const CREDENTIAL_MAX = 4096;
export const CLIENT_ID_MAX = 256;

export const connectKinds = ['code', 'token'] as const;
export type ConnectKind = (typeof connectKinds)[number];

/** What the optional renewal-endpoint choice may be: '' keeps the current one. */
export const variantChoices = ['', 'connect', 'oauth'] as const;

export const connectFieldNames = ['kind', 'value', 'clientId', 'clientSecret', 'variant', 'confirmPassword'] as const;
