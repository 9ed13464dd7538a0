import * as z from 'zod/mini';

// The sign-in form's rules: the browser checks them before anything is sent, the sign-in action
// again on the server. zod/mini keeps the page's first load small (the classic API is ~30 KB).

export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 1024;

export const signInFormSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Enter your email address.'), z.maxLength(EMAIL_MAX, 'That email address is too long.')),
    z.email('Enter a valid email address.'),
  ),
  password: z.string().check(z.minLength(1, 'Enter your password.'), z.maxLength(PASSWORD_MAX, 'That password is too long.')),
});

export type SignInFormValues = z.infer<typeof signInFormSchema>;

/** The action's input: the form, and where to go after (checked to be a local path apart). */
export const signInInputSchema = z.extend(signInFormSchema, { next: z.optional(z.string().check(z.maxLength(2000))) });
