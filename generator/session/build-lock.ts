/**
 * One build per output folder (issue 31): two builds into one `--out` staged, swapped and journalled
 * over each other (a raw ENOENT on a rename, at best). A build takes `.<out>-lock` beside the folder
 * (created exclusively, holding its pid) before it opens its staging folder; a second build stops at
 * once with "another build (pid N) is writing DIR". A lock whose process is gone (a killed build) is
 * taken over: renamed aside atomically, so of two builds finding it stale only one takes it.
 * Limit: the pid is checked on this machine only (an output folder shared by two machines is not guarded).
 */
import { readFileSync, rmSync } from 'node:fs';
import { link, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { faultPoint } from './fault-points.mjs';
import { processAlive } from './process-alive.ts';

export class BuildLockedError extends Error {}

const lockFile = (outDir: string) => {
  const target = resolve(outDir);
  return join(dirname(target), `.${basename(target)}-lock`);
};

const holder = async (file: string) => Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);

/** Creates the lock file holding our pid; false when one is there. */
async function create(file: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    try {
      await handle.writeFile(String(process.pid));
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // A write names no file (a full disk): name the lock's, so the refusal names the folder.
    throw Object.assign(error as NodeJS.ErrnoException, { path: (error as NodeJS.ErrnoException).path ?? file });
  }
}

/**
 * Takes the lock of `outDir` for this process, or throws BuildLockedError naming the build that holds it.
 * Returns the release (also run when the process exits normally; after a kill the lock is stale and taken over).
 */
export async function lockOutput(outDir: string): Promise<() => Promise<void>> {
  const file = lockFile(outDir);
  await mkdir(dirname(file), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    if (await create(file)) break;
    const pid = await holder(file);
    if (Number.isInteger(pid) && pid !== process.pid && processAlive(pid)) {
      throw new BuildLockedError(`another build (pid ${pid}) is writing ${resolve(outDir)}: wait for it to finish, or build into another --out.`);
    }
    // Stale (its build is gone) or empty (a build killed between creating and writing it): moved
    // aside under a name of ours, then checked it was the stale one we saw, not a live build's new lock.
    const aside = `${file}.${process.pid}.stale`;
    const moved = await rename(file, aside).then(() => true, () => false);
    if (moved) {
      const was = await holder(aside);
      if (Number.isInteger(was) && was !== process.pid && processAlive(was)) {
        // A live build's lock: put back (unless yet another build took the name meanwhile).
        await link(aside, file).catch(() => undefined);
      }
      await rm(aside, { force: true });
    }
    if (attempt > 20) throw new BuildLockedError(`could not take the lock ${file} of ${resolve(outDir)} (builds keep racing for it)`);
  }
  faultPoint('output folder locked');
  let released = false;
  const releaseNow = () => {
    if (released) return;
    released = true;
    try {
      // Only our own lock: never one a later build took over.
      if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', releaseNow);
  return async () => {
    process.off('exit', releaseNow);
    if (released) return;
    released = true;
    if ((await holder(file)) === process.pid) await rm(file, { force: true });
  };
}

/** Runs `work` holding the lock of `outDir`; the lock is released however it ends. */
export async function withOutputLock<T>(outDir: string, work: () => Promise<T>): Promise<T> {
  const release = await lockOutput(outDir);
  try {
    return await work();
  } finally {
    await release();
  }
}
