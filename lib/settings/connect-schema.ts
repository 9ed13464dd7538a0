import * as z from 'zod/mini';
import { PASSWORD_MAX } from '@/lib/identity/sign-in-schema';
import { CLIENT_ID_MAX, CREDENTIAL_MAX, connectKinds, variantChoices } from './connect-fields';

// The "Connect with a code or a token" form: checked in the browser before anything is sent, and
// again by the server action before anything goes upstream. Shared so both say the same thing;
// zod/mini: the browser fetches it after the page (see lazyZodResolver), the smaller the better.

export { CLIENT_ID_MAX, CREDENTIAL_MAX, connectFieldNames, connectKinds, variantChoices, type ConnectKind } from './connect-fields';

const NO_WHITESPACE = /^\S*$/;

/** A pasted secret-like value: trimmed, then no spaces or line breaks left inside, at most `max`. */
function pasted(label: string, max: number) {
  return z.string().check(
    z.trim(),
    z.maxLength(max, `${label} is too long (at most ${max} characters).`),
    z.refine((v) => NO_WHITESPACE.test(v), `${label} must not contain spaces or line breaks.`),
  );
}

/** Optional: blank means "keep what is stored". */
function optionalPasted(label: string, max: number) {
  return z.pipe(z.optional(pasted(label, max)), z.transform((v: string | undefined) => (v ? v : undefined)));
}

export const connectFormSchema = z
  .object({
    kind: z.enum(connectKinds, 'Choose what you are pasting.'),
    value: pasted('The value', CREDENTIAL_MAX),
    clientId: optionalPasted('The client id', CLIENT_ID_MAX),
    clientSecret: optionalPasted('The client secret', CREDENTIAL_MAX),
    variant: z.pipe(z.optional(z.enum(variantChoices, 'Choose a renewal endpoint.')), z.transform((v: (typeof variantChoices)[number] | undefined) => (v ? v : undefined))),
    // The admin's password, asked again (lib/identity/confirm-password.ts): the action pipeline checks
    // and removes it before this schema runs on the server; here it only bounds what is typed.
    confirmPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX, 'That password is too long.'))),
  })
  .check(
    z.superRefine((input, ctx) => {
      if (input.value === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: input.kind === 'code' ? 'Paste the authorization code.' : 'Paste the access token.',
        });
      }
    }),
  );

export type ConnectFormInput = z.input<typeof connectFormSchema>;
export type ConnectFormValues = z.output<typeof connectFormSchema>;
