import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// A throwaway PostgreSQL server for tests and resilience scripts: Debian's binaries, a fresh
// cluster in a folder of its own, trust authentication, listening on 127.0.0.1 only, fsync off.
// It is stopped and deleted afterwards. PostgreSQL refuses to run as root, so when we are root the
// cluster belongs to the `postgres` user and its commands run as that user; its folder is made
// under the system's temporary folder, because that user cannot enter a private (0700) folder
// such as root's home, where a newcomer may well have cloned the project. The project keeps only
// a note of where the folder is (.data/), so the next run can clear one an interrupted run left.

export interface ThrowawayPostgres {
  port: number;
  /** A URL of the server's `postgres` database, for creating and dropping others. */
  adminUrl: string;
  /** Creates (or re-creates, empty) a database and answers its URL. */
  createDatabase: (name: string) => Promise<string>;
  stop: () => Promise<void>;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest Debian PostgreSQL installed (or POSTGRES_BIN_DIR's), if any. */
export function postgresBinDir(): string | undefined {
  const chosen = process.env.POSTGRES_BIN_DIR;
  if (chosen) return existsSync(path.join(chosen, 'pg_ctl')) ? chosen : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(path.join(DEBIAN_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], 'bin') : undefined;
}

/**
 * The PostgreSQL suites (several instances, one database) may be skipped on a laptop without
 * PostgreSQL, with a warning; in CI they must run, so their absence fails the run instead of
 * letting the scale-out claims pass untested.
 */
export function postgresMissing(why: string): string {
  const message = `${why}: the PostgreSQL tests cannot run (apt-get install -y postgresql, or POSTGRES_BIN_DIR)`;
  if (process.env.CI) throw new Error(`${message}. CI is set, so this fails the run.`);
  return message;
}

const isRoot = () => process.getuid?.() === 0;

function asPostgres(bin: string, command: string, args: string[]): string {
  const file = path.join(bin, command);
  const [program, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(program, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function isRunning(bin: string, dataDir: string): boolean {
  try {
    asPostgres(bin, 'pg_ctl', ['-D', dataDir, 'status']);
    return true;
  } catch {
    return false;
  }
}

function stopCluster(bin: string, dataDir: string): void {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) && isRunning(bin, dataDir)) {
    asPostgres(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs statements on the server's `postgres` database (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Where the note of a cluster's folder lives: inside the project, read and written by us only. */
const noteOf = (name: string, port: number) => path.resolve('.data', `postgres-${name}-${port}.folder`);

/** Stops and deletes the cluster an interrupted run with this name and port left behind, if any. */
function clearLeftover(bin: string, note: string): void {
  if (!existsSync(note)) return;
  const dataDir = readFileSync(note, 'utf8').trim();
  if (dataDir.startsWith(path.join(tmpdir(), 'shiftdesk-postgres-'))) stopCluster(bin, dataDir);
  rmSync(note, { force: true });
}

/** `name` tells runs apart (test, scale-out); the port must be free. */
export async function startThrowawayPostgres(options: { port: number; name: string }): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`PostgreSQL is not installed (no ${DEBIAN_ROOT}/*/bin/pg_ctl): apt-get install -y postgresql`);
  const note = noteOf(options.name, options.port);
  clearLeftover(bin, note);
  const dataDir = mkdtempSync(path.join(tmpdir(), `shiftdesk-postgres-${options.name}-`));
  mkdirSync(path.dirname(note), { recursive: true });
  writeFileSync(note, dataDir);
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dataDir]);
  chmodSync(dataDir, 0o700);
  asPostgres(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const serverOptions = `-h 127.0.0.1 -p ${options.port} -k ${dataDir} -F -c max_connections=200`;
  try {
    asPostgres(bin, 'pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr ?? '';
    stopCluster(bin, dataDir);
    rmSync(note, { force: true });
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${options.port} (port in use?) ${detail}`);
  }
  const base = `postgres://postgres@127.0.0.1:${options.port}`;
  const adminUrl = `${base}/postgres`;
  return {
    port: options.port,
    adminUrl,
    async createDatabase(name) {
      await adminQuery(adminUrl, [`drop database if exists ${quoteIdent(name)} with (force)`, `create database ${quoteIdent(name)}`]);
      return `${base}/${name}`;
    },
    async stop() {
      stopCluster(bin, dataDir);
      rmSync(note, { force: true });
    },
  };
}
