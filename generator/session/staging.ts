/**
 * Atomic output, streamed: files are written into a temporary sibling folder as the pipeline
 * produces them, and `commit` puts them in place. A failed build calls `abort` (or never commits),
 * so the previous output stays exactly as it was, and no page waits in memory for the end.
 *
 * Two ways to commit, chosen by what the build did:
 * - **Swap** (nothing kept from the previous output: a first or `--force` build; or most files
 *   changed, and the few kept ones are hard-linked into the staging folder first): the staging
 *   folder replaces the output folder, two renames.
 * - **Update in place** (an incremental build kept most files): only the files that differ are
 *   moved into the output folder, one rename each, and files the new output no longer has are
 *   removed. Kept files are not touched at all: at 10,000 pages, linking them into a fresh folder for
 *   a swap was 1.4 s of a one-article build (BENCHMARKS.md, issue 23), and a CDN sync sees only what
 *   changed. In an incremental build a file written with the bytes the output already has is kept
 *   too (`StagingOptions.incremental`): the feeds, sitemap and scripts are made every time.
 *
 * Either way the plan is written to a journal beside the output folder before the first change, so
 * a machine that stops midway leaves a commit the next build finishes (`finishInterruptedCommits`)
 * rather than a half-written output. The builder forgets its build stamp and incremental manifest
 * before committing (cli/build.ts), so an interrupted commit is never mistaken for a finished build.
 */
import { spawn } from 'node:child_process';
import { copyFile, link, mkdir, readFile, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { OutputFile } from '../outputs/output-file.ts';
import { faultPoint } from './fault-points.mjs';
import { processAlive } from './process-alive.ts';
import { withPath } from '../check/machine-refusals.ts';
import { BuildError } from '../check/errors.ts';
import { problem } from '../check/problems.ts';

export interface Staging {
  /** Writes one file (path relative to the output folder) into the staging folder. */
  write(file: OutputFile): Promise<void>;
  /** Copies a file from elsewhere on disk to `path` (relative to the output folder). */
  copy(from: string, path: string): Promise<void>;
  /**
   * Keeps the previous output's file at `path` unchanged in the new output. Incremental builds keep
   * unchanged pages so; the file is left where it is.
   */
  keep(path: string): void;
  /** The output folder this staging folder will replace. */
  readonly target: string;
  /** Every path of the new output so far (written or kept), in order. */
  readonly written: string[];
  /**
   * Puts the new output in place (a swap, or an update in place when files were kept).
   * `previousFiles`: every file the output folder holds, when the caller knows (the incremental
   * manifest lists them); an update then need not list the folder. Without it, the folder is listed.
   */
  commit(options?: { previousFiles?: string[] }): Promise<CommitReport>;
  /** Removes the staging folder; the output folder is untouched. */
  abort(): Promise<void>;
}

export interface CommitReport {
  mode: 'swap' | 'update';
  /** Files moved into the output folder (every file for a swap). */
  changed: number;
  /** Files of the previous output removed (an update only). */
  removed: number;
}

/**
 * From this many files, the replaced output is removed by a detached process once the new one is in
 * place: at 10,000 pages removing it was most of an incremental build's `commit` (BENCHMARKS.md,
 * "one changed Markdown file"), time in which the new output was already complete. Smaller outputs
 * go synchronously.
 */
export const REMOVE_DETACHED_FROM_FILES = 2000;

/** Renames, removals and comparisons at once: enough to keep the disk busy, few enough for the descriptor limit. */
const IN_FLIGHT = 128;

/** What a commit will do, written before it starts so an interrupted one can be finished. */
type Journal =
  | { mode: 'swap'; staging: string; target: string; previous: string }
  /** `moves`: [file in `staging`, path in the output]; `removals`: paths in the output. */
  | { mode: 'update'; staging: string; target: string; moves: [string, string][]; removals: string[] };

/** Removes `path` in a process of its own that outlives this one. */
function removeDetached(path: string) {
  spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', path], { detached: true, stdio: 'ignore' }).unref();
}

/** Runs `work` on every item, at most IN_FLIGHT at a time. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, lane));
}

/** Every file under `dir`, as paths relative to it: folders read side by side (3x faster than `readdir`'s `recursive`). */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`])));
  return nested.flat();
}

/** Removes the folders of `paths` (and their parents, below `root`) that are left empty. */
async function removeEmptyFolders(root: string, paths: string[]) {
  const dirs = new Set<string>();
  for (const path of paths) for (let dir = dirname(path); dir !== '.' && dir !== '/'; dir = dirname(dir)) dirs.add(dir);
  // Deepest first, so a parent is tried after its children.
  for (const dir of [...dirs].sort((a, b) => b.split('/').length - a.split('/').length)) {
    await rmdir(join(root, dir)).catch(() => undefined); // not empty: it stays
  }
}

/** Carries out a journal: idempotent, so an interrupted run (or a second one) ends the same. */
async function applyJournal(journal: Journal): Promise<void> {
  if (journal.mode === 'swap') {
    const targetThere = await stat(journal.target).then(() => true, () => false);
    if (!targetThere) await rename(journal.staging, journal.target);
    removeDetached(journal.previous);
    return;
  }
  const { staging, target, moves, removals } = journal;
  // Removals first: a page that became a folder (or the reverse) needs its old entry gone.
  await eachLimited(removals, async (path) => {
    await rm(join(target, path), { force: true });
    faultPoint('update: a removal done');
  });
  await removeEmptyFolders(target, removals);
  const dirs = new Map<string, Promise<unknown>>();
  const move = async ([from, path]: [string, string]) => {
    const dir = dirname(join(target, path));
    if (!dirs.has(dir)) dirs.set(dir, mkdir(dir, { recursive: true }));
    await dirs.get(dir);
    await rename(join(staging, from), join(target, path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // ENOENT: moved before the interruption
    });
    faultPoint(`update: ${COMPRESSED.test(path) ? 'a compressed copy' : 'a file'} moved in`);
  };
  // Compressed copies first, every other file after them (issue 31): a commit stopped midway never
  // leaves a new page beside its old `.br`/`.gz` (a CDN would send the old page to most browsers);
  // the journal replays the rest, pages last.
  await eachLimited(moves.filter(([, path]) => COMPRESSED.test(path)), move);
  await eachLimited(moves.filter(([, path]) => !COMPRESSED.test(path)), move);
  await rm(staging, { recursive: true, force: true });
}

/** A precompressed copy beside its file (compress.ts). */
const COMPRESSED = /\.(br|gz)$/;

const journalName = (base: string, stamp: string) => `.${base}-journal-${stamp}.json`;

/**
 * Leftovers of earlier builds into `target` whose process is gone: a commit that was interrupted is
 * finished (its journal says how); a staging folder that was never committed and a replaced output
 * whose removal did not finish are removed, in the background. A name carries its build's pid; a
 * live build's are left alone.
 */
export async function finishInterruptedCommits(target: string): Promise<void> {
  const parent = dirname(target);
  const base = basename(target);
  const names = await readdir(parent).catch(() => [] as string[]);
  const ours = (kind: string) =>
    names.filter((name) => name.startsWith(`.${base}-${kind}-`) && !processAlive(Number(name.slice(`.${base}-${kind}-`.length).split('-')[0])));
  for (const name of ours('journal').sort()) {
    // A journal still being written (`.partial`) never took effect: its commit had not started.
    // One that cannot be carried out (the commit itself failed on it) is dropped: the stamp and
    // manifest were forgotten before that commit, so this build is a full one and replaces the folder.
    if (name.endsWith('.json')) await applyJournal(JSON.parse(await readFile(join(parent, name), 'utf8')) as Journal).catch(() => undefined);
    await rm(join(parent, name), { force: true });
  }
  const after = await readdir(parent).catch(() => [] as string[]);
  // By a process of their own, like a replaced output: the folder may be a whole output (a build
  // stopped midway, or one whose detached removal is still running, its builder gone), and
  // removing 10,000 pages here was 2.5 s of the next build (BENCHMARKS.md, issue 23).
  for (const name of ['staging', 'incoming', 'previous'].flatMap(ours).filter((name) => after.includes(name))) removeDetached(join(parent, name));
}

export interface StagingOptions {
  /** From this many files a replaced output is removed by a detached process (REMOVE_DETACHED_FROM_FILES). */
  removeDetachedFrom?: number;
  /**
   * The build may keep files of the previous output (an incremental build): a file written with the
   * bytes the output folder already has is kept rather than staged, so the commit moves only what
   * differs. Off for `--force`, where nothing is kept and the comparison would be wasted reads.
   * Staged files then wait in one flat folder, named by number, and move to their paths at commit:
   * no folder is made for a page twice (in staging, then in the output), which at 10,000 pages
   * was most of the staging writes of a one-article build.
   */
  incremental?: boolean;
}

export async function openStaging(outDir: string, options: StagingOptions = {}): Promise<Staging> {
  const target = resolve(outDir);
  const parent = dirname(target);
  const base = basename(target);
  await finishInterruptedCommits(target);
  const stamp = `${process.pid}-${Date.now()}`;
  const staging = join(parent, `.${base}-staging-${stamp}`);
  const previous = join(parent, `.${base}-previous-${stamp}`);
  const journalFile = join(parent, journalName(base, stamp));
  const flat = options.incremental === true;
  const incoming = join(parent, `.${base}-incoming-${stamp}`);
  await mkdir(flat ? incoming : staging, { recursive: true });
  const madeDirs = new Map<string, Promise<unknown>>();
  const ensureDir = (dir: string) => {
    let made = madeDirs.get(dir);
    if (!made) madeDirs.set(dir, (made = mkdir(dir, { recursive: true })));
    return made;
  };
  const written: string[] = [];
  /** Paths staged (the rest of `written` is kept in the output folder)... */
  const staged: string[] = [];
  /** ...and where each waits: its number in `incoming` (flat), or its path in `staging`. */
  const stagedAs = new Map<string, string>();
  let kept = 0;
  const abort = async () => {
    await Promise.all([rm(staging, { recursive: true, force: true }), rm(incoming, { recursive: true, force: true })]);
  };

  /** Flat staging to a swap: each file to its path in the staging folder (the swap needs the tree). */
  let structured = !flat;
  const structure = async () => {
    if (structured) return;
    structured = true;
    await mkdir(staging, { recursive: true });
    await eachLimited(staged, async (path) => {
      const full = join(staging, path);
      await ensureDir(dirname(full));
      await rename(join(incoming, stagedAs.get(path)!), full);
    });
    await rm(incoming, { recursive: true, force: true });
  };

  /** Stages `path`, its bytes put by `put` at the full path it is given. */
  let count = 0;
  const stage = async (path: string, put: (full: string) => Promise<void>) => {
    const name = flat ? String(count++) : path;
    const full = join(flat ? incoming : staging, name);
    if (!flat) await ensureDir(dirname(full));
    await put(full).catch((error) => Promise.reject(withPath(error, full)));
    faultPoint('a file staged');
    stagedAs.set(path, name);
    written.push(path);
    staged.push(path);
  };

  /** Writes the journal aside and renames it into place, so it is whole or absent. */
  const recordJournal = async (journal: Journal) => {
    await writeFile(`${journalFile}.partial`, JSON.stringify(journal));
    faultPoint('journal written aside');
    await rename(`${journalFile}.partial`, journalFile);
    faultPoint('journal in place');
  };

  const swap = async (): Promise<CommitReport> => {
    await structure().catch(async (error) => {
      await abort();
      throw error;
    });
    const targetThere = await stat(target).then(() => true, () => false);
    if (targetThere) await recordJournal({ mode: 'swap', staging, target, previous });
    try {
      if (targetThere) await rename(target, previous);
      faultPoint('swap: old output moved aside');
      await rename(staging, target);
      faultPoint('swap: new output in place');
    } catch (error) {
      if (targetThere) await rename(previous, target).catch(() => undefined);
      await abort();
      await rm(journalFile, { force: true });
      throw error;
    }
    await rm(journalFile, { force: true });
    if (targetThere) {
      if (written.length >= (options.removeDetachedFrom ?? REMOVE_DETACHED_FROM_FILES)) removeDetached(previous);
      else await rm(previous, { recursive: true, force: true });
    }
    return { mode: 'swap', changed: written.length, removed: 0 };
  };

  const updateInPlace = async (previousFiles?: string[]): Promise<CommitReport> => {
    const wanted = new Set(written);
    const stagedSet = new Set(staged);
    const present = previousFiles ?? (await filesUnder(target));
    if (!previousFiles) {
      // A kept file must still be there: the output folder was trusted by its identity alone.
      const there = new Set(present);
      const gone = written.filter((path) => !there.has(path) && !stagedSet.has(path));
      if (gone.length) {
        await abort();
        throw new BuildError([problem('output-edited', { where: target }, { gone })], 'Output folder refused');
      }
    }
    const moves = [...staged].sort().map((path): [string, string] => [stagedAs.get(path)!, path]);
    const removals = present.filter((path) => !wanted.has(path)).sort();
    const from = flat ? incoming : staging;
    await recordJournal({ mode: 'update', staging: from, target, moves, removals });
    await applyJournal({ mode: 'update', staging: from, target, moves, removals });
    faultPoint('update: applied, journal not yet removed');
    await rm(journalFile, { force: true });
    return { mode: 'update', changed: moves.length, removed: removals.length };
  };

  /** Most files changed: the few kept ones are linked into the staging folder, which is swapped in. */
  const linkKeptAndSwap = async (): Promise<CommitReport> => {
    const stagedSet = new Set(staged);
    await structure();
    await eachLimited(
      written.filter((path) => !stagedSet.has(path)),
      async (path) => {
        const full = join(staging, path);
        await ensureDir(dirname(full));
        await link(join(target, path), full).catch(() => copyFile(join(target, path), full));
      },
    ).catch(async (error) => {
      await abort();
      throw error;
    });
    return swap();
  };

  /** Whether the output folder already has `path` with exactly these bytes (then it is kept, not staged). */
  const alreadyThere = async (path: string, content: string | Uint8Array | (() => Promise<Buffer>)): Promise<boolean> => {
    if (!options.incremental) return false;
    const existing = await stat(join(target, path)).catch(() => undefined);
    if (!existing?.isFile()) return false;
    const bytes = typeof content === 'function' ? await content() : typeof content === 'string' ? Buffer.from(content) : content;
    return existing.size === bytes.byteLength && (await readFile(join(target, path))).equals(bytes);
  };

  const keep = (path: string) => {
    written.push(path);
    kept++;
  };

  return {
    written,
    target,
    keep,
    async write(file) {
      if (await alreadyThere(file.path, file.content)) return void keep(file.path);
      await stage(file.path, (full) => writeFile(full, file.content));
    },
    async copy(from, path) {
      if (await alreadyThere(path, () => readFile(from))) return void keep(path);
      await stage(path, (full) => copyFile(from, full));
    },
    abort,
    // Each way costs about one operation per file it touches: an update touches the staged files, a
    // swap after linking the kept ones; the smaller side is chosen.
    commit: (commitOptions = {}) => (kept === 0 ? swap() : staged.length > kept ? linkKeptAndSwap() : updateInPlace(commitOptions.previousFiles)),
  };
}
