/**
 * Atomic output, streamed: files are written into a temporary sibling folder as the pipeline
 * produces them, and `commit` swaps it in with renames. A failed build calls `abort` (or never
 * commits), so the previous output stays exactly as it was, and no page waits in memory for the end.
 */
import { copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
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

export async function openStaging(outDir: string): Promise<Staging> {
  const target = resolve(outDir);
  const parent = dirname(target);
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
      if (moved) await rm(previous, { recursive: true, force: true });
    },
  };
}
