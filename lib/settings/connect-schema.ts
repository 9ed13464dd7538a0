import { z } from 'zod';

// The "Connect with a code or a token" form: checked in the browser before anything is sent, and
// again by the server action before anything goes upstream. Shared so both say the same thing.

export const CREDENTIAL_MAX = 4096;
export const CLIENT_ID_MAX = 256;

export const connectKinds = ['code', 'token'] as const;
export type ConnectKind = (typeof connectKinds)[number];

/** What the optional renewal-endpoint choice may be: '' keeps the current one. */
export const variantChoices = ['', 'connect', 'oauth'] as const;

const NO_WHITESPACE = /^\S*$/;

/** A pasted secret-like value: trimmed, then no spaces or line breaks left inside, at most `max`. */
function pasted(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters).`)
    .refine((v) => NO_WHITESPACE.test(v), `${label} must not contain spaces or line breaks.`);
}

/** Optional: blank means "keep what is stored". */
function optionalPasted(label: string, max: number) {
  return pasted(label, max)
    .optional()
    .transform((v) => (v ? v : undefined));
}

export const connectFormSchema = z
  .object({
    kind: z.enum(connectKinds, 'Choose what you are pasting.'),
    value: pasted('The value', CREDENTIAL_MAX),
    clientId: optionalPasted('The client id', CLIENT_ID_MAX),
    clientSecret: optionalPasted('The client secret', CREDENTIAL_MAX),
    variant: z
      .enum(variantChoices, 'Choose a renewal endpoint.')
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((input, ctx) => {
    if (input.value === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: input.kind === 'code' ? 'Paste the authorization code.' : 'Paste the access token.',
      });
    }
  });

export type ConnectFormInput = z.input<typeof connectFormSchema>;
export type ConnectFormValues = z.output<typeof connectFormSchema>;

export const connectFieldNames = ['kind', 'value', 'clientId', 'clientSecret', 'variant'] as const;
