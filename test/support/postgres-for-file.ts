import { afterAll, beforeAll } from 'vitest';
import { adminQuery, postgresMissing, quoteIdent } from './throwaway-postgres';

// Test support: the PostgreSQL variants of the tests. TEST_DATABASE_URL (set by vitest's global
// setup when it starts a throwaway server, or by hand) must name a local database whose name
// contains `test`; each test file then gets a fresh database of its own on that server, so files
// running in parallel never empty each other's tables.

const url = process.env.TEST_DATABASE_URL;
const pattern = /^(postgres(?:ql)?:\/\/[^/]*@?(?:127\.0\.0\.1|localhost)(?::\d+)?\/)([\w-]*test[\w-]*)$/;
const match = url ? pattern.exec(url) : null;

/** Whether the PostgreSQL variants can run (a safe, local TEST_DATABASE_URL); in CI they must. */
export const postgresTestsEnabled = match !== null;
if (!postgresTestsEnabled) postgresMissing(url ? 'TEST_DATABASE_URL is not a local database named *test*' : 'no TEST_DATABASE_URL');

/** A fresh database `<test database>_<tag>` for this file, dropped after it. */
export function postgresDatabaseForFile(tag: string): { readonly url: string } {
  const name = `${match?.[2]}_${tag}`;
  const fileUrl = `${match?.[1]}${name}`;
  beforeAll(async () => {
    await adminQuery(url!, [`drop database if exists ${quoteIdent(name)} with (force)`, `create database ${quoteIdent(name)}`]);
  });
  afterAll(async () => {
    await adminQuery(url!, [`drop database if exists ${quoteIdent(name)} with (force)`]);
  });
  return { url: fileUrl };
}
