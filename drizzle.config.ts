import { defineConfig } from 'drizzle-kit';

// One schema and one migrations folder serve PGlite and PostgreSQL alike. Generating needs no
// database: `npm run db:generate` diffs the schema against the committed snapshots.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './lib/server/db/migrations',
  strict: true,
  verbose: true,
});
