/**
 * Atomic output: the build is written to a temporary sibling folder and swapped in with renames,
 * so a failed build never leaves a half-written folder and the previous output stays until the
 * new one is complete.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, basename, join } from 'node:path';
import type { OutputFile } from './output-file.ts';

export async function writeOutputAtomically(outDir: string, files: OutputFile[]): Promise<void> {
  const target = resolve(outDir);
  const parent = dirname(target);
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = join(parent, `.${basename(target)}-staging-${stamp}`);
  const previous = join(parent, `.${basename(target)}-previous-${stamp}`);
  await mkdir(parent, { recursive: true });
  try {
    const dirs = new Set(files.map((f) => dirname(join(staging, f.path))));
    for (const dir of [...dirs].sort()) await mkdir(dir, { recursive: true });
    await Promise.all(files.map((f) => writeFile(join(staging, f.path), f.content)));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let moved = false;
  try {
    await rename(target, previous);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
  }
  try {
    await rename(staging, target);
  } catch (error) {
    if (moved) await rename(previous, target);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  if (moved) await rm(previous, { recursive: true, force: true });
}
