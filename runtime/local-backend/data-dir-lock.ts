import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/*
 * PGlite is an embedded, single-process database: two processes opening the same folder
 * would corrupt it. The running backend leaves a small note next to its data folder
 * (<dataDir>.lock.json) saying which process owns it and at which URL it answers, so a
 * second backend refuses to start and `npm run leads` asks the running one over HTTP.
 */

export interface DataDirOwner {
  pid: number;
  url: string;
  startedAt: string;
}

export function lockFileFor(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.lock.json`;
}

/**
 * The live process that owns `dataDir`, if any. A note left by a crashed process is ignored,
 * and so is one whose pid now belongs to another process: a backend's note names its URL,
 * and its /health must answer with that same pid (`npm run leads` reading the folder leaves
 * no URL; its pid alone counts).
 */
export async function findDataDirOwner(dataDir: string): Promise<DataDirOwner | undefined> {
  let owner: DataDirOwner;
  try {
    owner = JSON.parse(await readFile(lockFileFor(dataDir), 'utf8')) as DataDirOwner;
  } catch {
    return undefined;
  }
  if (!isAlive(owner.pid)) return undefined;
  if (owner.pid === process.pid || !/^https?:\/\//.test(owner.url)) return owner;
  return (await answersWithPid(owner.url, owner.pid)) ? owner : undefined;
}

async function answersWithPid(url: string, pid: number): Promise<boolean> {
  try {
    const response = await fetch(`${url.replace(/\/+$/, '')}/health`, { signal: AbortSignal.timeout(1_000), redirect: 'error' });
    return ((await response.json()) as { pid?: unknown }).pid === pid;
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Throws a clear error when another live process owns `dataDir`. */
export async function assertDataDirFree(dataDir: string): Promise<void> {
  const owner = await findDataDirOwner(dataDir);
  if (owner && owner.pid !== process.pid) {
    throw new Error(
      `The local database ${dataDir} is in use by another local backend (pid ${owner.pid}, ${owner.url}). ` +
        'Stop it first, or start this one with --memory or another --data-dir.',
    );
  }
}

/** Claims `dataDir` for this process; returns the release function. */
export async function claimDataDir(dataDir: string, url: string): Promise<() => Promise<void>> {
  await assertDataDirFree(dataDir);
  const lockFile = lockFileFor(dataDir);
  await mkdir(dirname(lockFile), { recursive: true });
  const note: DataDirOwner = { pid: process.pid, url, startedAt: new Date().toISOString() };
  await writeFile(lockFile, `${JSON.stringify(note, null, 2)}\n`);
  return async () => {
    await rm(lockFile, { force: true });
  };
}
