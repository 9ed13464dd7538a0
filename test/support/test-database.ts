import { openDatabase } from '@/lib/server/db/open-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import type { Role } from '@/lib/server/identity/types';
import { createUserIfAbsent, findUserByEmail, type DashboardUser } from '@/lib/server/identity/users';

// Test support only (imported by *.test.ts): a migrated in-memory database with one user per role.

export const TEST_PASSWORD = 'test-password-123';

export async function openTestDatabase(): Promise<OpenedDatabase> {
  return openDatabase({ dataDir: 'memory' });
}

export async function addTestUser(opened: OpenedDatabase, role: Role, email = `${role}@test.local`): Promise<DashboardUser> {
  await createUserIfAbsent(opened.db, { email, name: `Test ${role}`, role, password: TEST_PASSWORD });
  const user = await findUserByEmail(opened.db, email);
  if (!user) throw new Error('test user was not created');
  return user;
}
