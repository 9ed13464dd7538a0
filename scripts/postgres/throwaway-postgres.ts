import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// A throwaway PostgreSQL server for tests and resilience scripts: Debian's binaries, a fresh
// cluster in a folder of its own (under .data/), trust authentication, listening on 127.0.0.1
// only, fsync off. It is stopped and deleted afterwards. PostgreSQL refuses to run as root, so
// when we are root the cluster belongs to the `postgres` user and its commands run as that user.

export interface ThrowawayPostgres {
  port: number;
  /** A URL of the server's `postgres` database, for creating and dropping others. */
  adminUrl: string;
  /** Creates (or re-creates, empty) a database and answers its URL. */
  createDatabase: (name: string) => Promise<string>;
  stop: () => Promise<void>;
}

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest Debian PostgreSQL installed, if any. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(path.join(DEBIAN_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], 'bin') : undefined;
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

export async function startThrowawayPostgres(options: { port: number; dataDir: string }): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`PostgreSQL is not installed (no ${DEBIAN_ROOT}/*/bin/pg_ctl): apt-get install -y postgresql`);
  const dataDir = path.resolve(options.dataDir);
  // A cluster left over by an interrupted run is stopped and replaced: it is throwaway by design.
  stopCluster(bin, dataDir);
  mkdirSync(dataDir, { recursive: true });
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dataDir]);
  asPostgres(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const serverOptions = `-h 127.0.0.1 -p ${options.port} -k ${dataDir} -F -c max_connections=200`;
  try {
    asPostgres(bin, 'pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr ?? '';
    stopCluster(bin, dataDir);
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
    },
  };
}
