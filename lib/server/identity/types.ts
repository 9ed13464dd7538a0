import 'server-only';
import type { Role } from '@/lib/server/db/schema';

export type { Role };

/** Who is signed in, as pages, actions and route handlers see it: nothing secret in here. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
};
