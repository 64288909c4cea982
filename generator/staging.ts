/**
 * Atomic output, streamed: files are written into a temporary sibling folder as the pipeline
 * produces them, and `commit` swaps it in with renames. A failed build calls `abort` (or never
 * commits), so the previous output stays exactly as it was, and no page waits in memory for the end.
 */
import { spawn } from 'node:child_process';
import { copyFile, link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { OutputFile } from './output-file.ts';

export interface Staging {
  /** Writes one file (path relative to the output folder) into the staging folder. */
  write(file: OutputFile): Promise<void>;
  /** Copies a file from elsewhere on disk to `path` (relative to the output folder). */
  copy(from: string, path: string): Promise<void>;
  /**
   * Puts the previous output's file at `path` into the staging folder unchanged: a hard link (no
   * bytes written), a copy where linking is refused. Incremental builds keep unchanged pages so.
   */
  keep(path: string): Promise<void>;
  /** The output folder this staging folder will replace. */
  readonly target: string;
  /** Every path written so far, in the order written. */
  readonly written: string[];
  /** Replaces the output folder with the staging folder. */
  commit(): Promise<void>;
  /** Removes the staging folder; the output folder is untouched. */
  abort(): Promise<void>;
}

/**
 * From this many files, the replaced output is removed by a detached process once the new one is in
 * place: at 10,000 pages removing it was most of an incremental build's `commit` (BENCHMARKS.md,
 * "one changed Markdown file"), time in which the new output was already complete. Smaller outputs
 * go synchronously.
 */
export const REMOVE_DETACHED_FROM_FILES = 2000;

/** Removes `path` in a process of its own that outlives this one. */
function removeDetached(path: string) {
  spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', path], { detached: true, stdio: 'ignore' }).unref();
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Replaced outputs whose removal did not finish (the machine stopped): removed now. */
async function removeLeftovers(parent: string, base: string) {
  const prefix = `.${base}-previous-`;
  const names = (await readdir(parent).catch(() => [] as string[])).filter((name) => name.startsWith(prefix));
  // The name carries the pid of the build that replaced it; its removal may still be under way.
  const stale = names.filter((name) => !processAlive(Number(name.slice(prefix.length).split('-')[0])));
  await Promise.all(stale.map((name) => rm(join(parent, name), { recursive: true, force: true })));
}

export async function openStaging(outDir: string, options: { removeDetachedFrom?: number } = {}): Promise<Staging> {
  const target = resolve(outDir);
  const parent = dirname(target);
  await removeLeftovers(parent, basename(target));
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = join(parent, `.${basename(target)}-staging-${stamp}`);
  const previous = join(parent, `.${basename(target)}-previous-${stamp}`);
  await mkdir(staging, { recursive: true });
  const madeDirs = new Map<string, Promise<unknown>>();
  const ensureDir = (dir: string) => {
    let made = madeDirs.get(dir);
    if (!made) madeDirs.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  const written: string[] = [];
  const abort = () => rm(staging, { recursive: true, force: true });

  return {
    written,
    target,
    async keep(path) {
      const full = join(staging, path);
      await ensureDir(dirname(full));
      await link(join(target, path), full).catch(() => copyFile(join(target, path), full));
      written.push(path);
    },
    async write(file) {
      const full = join(staging, file.path);
      await ensureDir(dirname(full));
      await writeFile(full, file.content);
      written.push(file.path);
    },
    async copy(from, path) {
      const full = join(staging, path);
      await ensureDir(dirname(full));
      await copyFile(from, full);
      written.push(path);
    },
    abort,
    async commit() {
      let moved = false;
      try {
        await rename(target, previous);
        moved = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          await abort();
          throw error;
        }
      }
      try {
        await rename(staging, target);
      } catch (error) {
        if (moved) await rename(previous, target);
        await abort();
        throw error;
      }
      if (!moved) return;
      if (written.length >= (options.removeDetachedFrom ?? REMOVE_DETACHED_FROM_FILES)) removeDetached(previous);
      else await rm(previous, { recursive: true, force: true });
    },
  };
}
