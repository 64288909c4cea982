import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A throwaway PostgreSQL server for the backend tests: Debian's server binaries (installed
 * with apt-get when missing and we are root, as tools/scripts/ensure-chromium.mjs does for
 * Chromium), a fresh cluster in a temporary folder owned by an unprivileged user (postgres
 * refuses to run as root), on a free port of 127.0.0.1, tuned for speed, not durability.
 */

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

const UNPRIVILEGED_USER = 'nobody';

export function findPostgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : undefined;
}

function ensurePostgresBin(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql. Install them: sudo apt-get install -y postgresql');
  }
  execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
  const installed = findPostgresBin();
  if (!installed) throw new Error('apt-get installed postgresql, but no initdb appeared under /usr/lib/postgresql');
  return installed;
}

/** argv that runs `command` as the unprivileged user when we are root (setpriv execs, so signals reach postgres). */
function asUnprivileged(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ['setpriv', [`--reuid=${UNPRIVILEGED_USER}`, `--regid=${UNPRIVILEGED_USER === 'nobody' ? 'nogroup' : UNPRIVILEGED_USER}`, '--clear-groups', command, ...args]];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = ensurePostgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'vertiq-postgres-'));
  const dataDir = join(folder, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', UNPRIVILEGED_USER]).toString());
    const gid = Number(execFileSync('id', ['-g', UNPRIVILEGED_USER]).toString());
    chownSync(folder, uid, gid);
  }
  const [initdb, initdbArgs] = asUnprivileged(join(bin, 'initdb'), [
    '-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C.UTF-8',
  ]);
  execFileSync(initdb, initdbArgs, { stdio: 'pipe' });

  const port = await freePort();
  const [postgres, postgresArgs] = asUnprivileged(join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200',
  ]);
  const server: ChildProcess = spawn(postgres, postgresArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // SIGINT is postgres' "fast shutdown".
      server.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    rmSync(folder, { recursive: true, force: true });
  };

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: pg } = await import('pg');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return { url, stop };
    } catch (error) {
      await client.end().catch(() => {});
      if (server.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
