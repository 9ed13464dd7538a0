import { z } from 'zod';

/** What the sign-in form checks before anything is sent; the action checks again on the server. */
export const signInFormSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').pipe(z.email('Enter a valid email address.')),
  password: z.string().min(1, 'Enter your password.'),
});

export type SignInFormValues = z.infer<typeof signInFormSchema>;

/** The demo accounts seeded in demo mode (documented in the README). */
export const demoAccounts = [
  { role: 'Admin', email: 'admin@example.com' },
  { role: 'Scheduler', email: 'scheduler@example.com' },
  { role: 'Viewer', email: 'viewer@example.com' },
] as const;

export const demoPassword = 'shiftdesk-demo';
