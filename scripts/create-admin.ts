import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { databaseEnv } from '@/lib/env';
import { roles } from '@/lib/identity/roles';
import { userInfo } from 'node:os';
import { putUserFromCli } from '@/lib/server/identity/cli-user';
import { openConfiguredDatabase } from '@/lib/server/db/shared-database';

// `npm run admin:create -- --email a@b.c --name "Ada" [--password ...] [--role admin] [--update [--take-over-company-account]]`
// Creates a dashboard account (an admin by default) in the database the app uses (DATABASE_URL,
// else the PGlite folder under DATA_DIR). Without --password the password is read from stdin, so it
// stays out of shell history. Runs under tsx with `--conditions=react-server`, which lets the
// server-only modules load outside Next.

const usage = 'Usage: npm run admin:create -- --email <email> --name <name> [--password <pw>] [--role admin|scheduler|viewer] [--update [--take-over-company-account]]';

const inputSchema = z.object({
  email: z.email('--email must be an email address'),
  name: z.string().trim().min(1, '--name is required').max(120),
  password: z.string().min(12, 'the password must be at least 12 characters').max(1024),
  role: z.enum(roles, { message: `--role must be one of ${roles.join(', ')}` }),
});

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (input shown; pipe it in to hide it): ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

function osUser(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      update: { type: 'boolean', default: false },
      'take-over-company-account': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const parsed = inputSchema.safeParse({ ...values, password: values.password ?? (await readPassword()) });
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => i.message).join('\n'));
    console.error(usage);
    return 2;
  }
  const input = parsed.data;

  const env = databaseEnv();
  if (!env.DATABASE_URL) {
    // PGlite has no lock on its folder: a running app and this script would each write their own copy.
    console.warn(`Using the PGlite database in ${env.DATA_DIR}/pglite: stop the app first, or the change may be lost.`);
  }
  // The same database, opened (and migrated) the same way as the app's; no start-up work runs.
  const opened = await openConfiguredDatabase();
  const { db } = opened;
  try {
    // Recorded in the audit log (user.created / user.updated, via "cli", with the OS user).
    const result = await putUserFromCli(db, input, { update: values.update, takeOverCompanyAccount: values['take-over-company-account'], osUser: osUser() });
    if (result.outcome === 'created') {
      console.log(`Created ${input.role} ${input.email.toLowerCase()}.`);
      return 0;
    }
    if (result.outcome === 'exists') {
      console.error(`${input.email.toLowerCase()} already exists; add --update to set a new password, name and role.`);
      return 1;
    }
    if (result.outcome === 'provider_linked') {
      console.error(`${input.email.toLowerCase()} signs in with the company's provider; add --take-over-company-account to make it a password account (the link is dropped).`);
      return 1;
    }
    console.log(`Updated ${input.email.toLowerCase()} (${input.role}); ended ${result.endedSessions} open session(s).`);
    return 0;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
