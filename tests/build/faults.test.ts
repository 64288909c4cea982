/**
 * Faults a build must survive (issue 31), on the fixture site (tests/fixtures/mini-site, copied so a
 * page can change between builds), through tests/build/support/fault-build.ts run as a child:
 * - `kill -9` at every named fault point of an incremental build and of a full one
 *   (generator/session/fault-points.mjs): the output is then the previous one or the new one, never
 *   a new page beside an old compressed copy, what the next build finds (the journal replayed, the
 *   stamp and manifest) describes the folder, and the next build is correct;
 * - two builds into one folder: the second stops at once with "another build (pid N) is writing DIR";
 *   a lock left by a killed build is taken over;
 * - a full disk (a small tmpfs, when run as root): one line naming the folder, the previous output intact.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_DIRS, CACHE_ROOT } from '../../generator/cache/caches.mjs';
import { compiledEntry } from '../../generator/session/compile-entry.mjs';
import { finishInterruptedCommits } from '../../generator/session/staging.ts';
import { readManifest, forgetManifest } from '../../generator/session/incremental.ts';
import { forgetBuild } from '../../generator/session/build-stamp.mjs';
import { lockOutput } from '../../generator/session/build-lock.ts';
import { snapshot } from '../helpers/tree-snapshot.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const FIXTURE = `${ROOT}tests/fixtures/mini-site`;
const PAGE_SOURCE = 'src/site-entry.tsx';
// The two versions of the site: one page's paragraph differs.
const VERSIONS = { A: 'One paragraph.', B: 'One paragraph, edited since.' } as const;
type Version = keyof typeof VERSIONS;

let runner: string;
/** A copy of the fixture per lane (the two kill tests run side by side, each editing its own). */
const sites: Record<string, string> = {};
let parent: string;
const outs: string[] = [];
const reference: Record<Version, Record<string, string>> = { A: {}, B: {} };

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** One build of the lane's fixture as it now is into `out`; `killAt`: SIGKILLed at that fault point. */
function build(out: string, options: { force?: boolean; killAt?: number; lane?: string } = {}): Promise<Run> {
  const { lane = 'main', ...rest } = options;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [runner, JSON.stringify({ out, site: sites[lane], name: `mini-fixture-faults-${lane}`, ...rest })], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** The lane's fixture copy made (on first use) and set to `version`. */
async function useVersion(version: Version, lane = 'main') {
  if (!sites[lane]) {
    // As deep in the project as the fixture, so its relative imports of the engine resolve from the copy too.
    sites[lane] = `${CACHE_ROOT}fault-test/mini-site-${process.pid}-${lane}`;
    await cp(FIXTURE, sites[lane], { recursive: true });
  }
  const file = join(sites[lane], PAGE_SOURCE);
  const text = await readFile(join(FIXTURE, PAGE_SOURCE), 'utf8');
  await writeFile(file, text.replace(VERSIONS.A, VERSIONS[version]));
}

/** The fault points a clean build goes through, in order (its last line). */
const pointsOf = (run: Run): string[] => JSON.parse(run.stdout.trim().split('\n').at(-1)!);

/** Which version `out` holds exactly, or undefined. */
async function versionOf(out: string): Promise<Version | undefined> {
  const now = await snapshot(out);
  if (JSON.stringify(now) === JSON.stringify(reference.A)) return 'A';
  if (JSON.stringify(now) === JSON.stringify(reference.B)) return 'B';
  return undefined;
}

/**
 * No file of version `to` beside a compressed copy that is not of `to` (a CDN would send the old page):
 * every compressed copy whose file is the new one decompresses to it.
 */
async function newPagesHaveNewCopies(out: string, to: Version): Promise<string[]> {
  const wrong: string[] = [];
  // Between a swap's two renames the folder is absent for an instant: nothing wrong is served.
  const present = await snapshot(out).catch(() => ({}) as Record<string, string>);
  for (const [path, hash] of Object.entries(reference[to])) {
    if (/\.(br|gz)$/.test(path) || reference[to][`${path}.br`] === undefined) continue;
    if (present[path] !== hash) continue; // not the new page (yet)
    const page = await readFile(join(out, path));
    for (const kind of ['br', 'gz'] as const) {
      const copy = await readFile(join(out, `${path}.${kind}`)).catch(() => undefined);
      const unpacked = copy && (kind === 'br' ? brotliDecompressSync(copy) : gunzipSync(copy));
      if (!unpacked?.equals(page)) wrong.push(`${path}.${kind}`);
    }
  }
  return wrong;
}

/** What the next build trusts about `out` (its manifest) describes it: every page's HTML as recorded. */
async function manifestTruthful(out: string): Promise<boolean> {
  const manifest = await readManifest(out);
  if (!manifest) return true; // none: the next build renders in full
  for (const page of Object.values(manifest.pages)) {
    const html = page.files.find((f) => f.endsWith('.html'))!;
    const bytes = await readFile(join(out, html)).catch(() => undefined);
    if (!bytes || createHash('sha256').update(bytes).digest('hex') !== page.html) return false;
  }
  return true;
}

beforeAll(async () => {
  runner = await compiledEntry({ entry: `${ROOT}tests/build/support/fault-build.ts`, dir: `${CACHE_ROOT}fault-test/runner-${process.pid}`, keep: 0 });
  parent = await mkdtemp(join(tmpdir(), 'faults-'));
  for (const version of ['A', 'B'] as const) {
    await useVersion(version);
    const out = join(parent, `reference-${version}`);
    outs.push(out);
    const run = await build(out, { force: true });
    expect(run.code, run.stderr).toBe(0);
    reference[version] = await snapshot(out);
  }
  expect(reference.A).not.toEqual(reference.B);
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.keys(sites).map((lane) => rm(`${CACHE_DIRS.siteBundle}mini-fixture-faults-${lane}`, { recursive: true, force: true })));
  await Promise.all(outs.flatMap((out) => [forgetBuild(out), forgetManifest(out)]));
  await Promise.all([rm(parent, { recursive: true, force: true }), ...Object.values(sites).map((site) => rm(site, { recursive: true, force: true })), rm(runner, { force: true }).then(() => rm(join(runner, '..'), { recursive: true, force: true }))]);
});

/**
 * Kills builds from one version to the other at each chosen fault point, alternating direction: after
 * each kill the output is checked, the journal replayed as the next build does, and the next build run.
 */
async function killEachPoint(mode: 'incremental' | 'full'): Promise<string[]> {
  const out = join(parent, `out-${mode}`);
  outs.push(out);
  await useVersion('A', mode);
  expect((await build(out, { force: true, lane: mode })).code).toBe(0);
  // A clean run from A to B lists the points this kind of build goes through.
  await useVersion('B', mode);
  const points = pointsOf(await build(out, { force: mode === 'full', lane: mode }));
  expect(await versionOf(out)).toBe('B');
  // Every point, but of a long run of one name (a file staged: one a file), its first, middle and last.
  const chosen = points.flatMap((name, i) => {
    const run = points.map((n, j) => [n, j] as const).filter(([n]) => n === name).map(([, j]) => j);
    return run.length <= 2 || [run[0], run.at(-1)].includes(i) ? [i + 1] : [];
  });
  const killed: string[] = [];
  let nextBuilds = 0;
  let from: Version = 'B';
  for (const n of chosen) {
    const to: Version = from === 'A' ? 'B' : 'A';
    await useVersion(to, mode);
    const run = await build(out, { force: mode === 'full', killAt: n, lane: mode });
    expect(run.signal, `${mode} point ${n}: ${run.stderr}`).toBe('SIGKILL');
    const point = /fault point \d+: (.*)/.exec(run.stderr)![1];
    killed.push(`${n}: ${point}`);
    // Right after the kill: never a new page with an old compressed copy.
    expect(await newPagesHaveNewCopies(out, to), `${mode} killed at ${n} (${point})`).toEqual([]);
    // What the next build does first: finish an interrupted commit from its journal. Then the output
    // is exactly the previous one or the new one, and its manifest (if any) tells the truth about it.
    await finishInterruptedCommits(out);
    const now = await versionOf(out);
    expect(now, `${mode} killed at ${n} (${point}): output is neither the previous nor the new one`).toBeDefined();
    expect(await manifestTruthful(out), `${mode} killed at ${n} (${point})`).toBe(true);
    // The next build is correct. (Run when the kill left the previous output, so it has work to do;
    // when the new output is already in place, with a truthful manifest or none, the next kill's
    // build starts from it.)
    if (now === from) {
      const next = await build(out, { force: mode === 'full', lane: mode });
      expect(next.code, next.stderr).toBe(0);
      expect(await versionOf(out), `${mode}: the build after a kill at ${n} (${point})`).toBe(to);
      nextBuilds++;
    }
    from = to;
  }
  console.log(`${mode} build killed at ${killed.length} points (${nextBuilds} left the previous output and were followed by a checked next build):\n  ${killed.join('\n  ')}`);
  return killed;
}

// The two side by side (each its own fixture copy and output): a build is mostly one thread.
describe.concurrent('kill -9 at every fault point', () => {
  it('of an incremental build (an update in place): the previous or the new output, and the next build correct', async () => {
    const killed = await killEachPoint('incremental');
    expect(killed.length).toBeGreaterThanOrEqual(14);
    expect(killed.some((k) => k.includes('a compressed copy moved in'))).toBe(true);
  }, 240_000);

  it('of a full build (a swap): the previous or the new output, and the next build correct', async () => {
    const killed = await killEachPoint('full');
    expect(killed.length).toBeGreaterThanOrEqual(12);
    expect(killed.some((k) => k.includes('swap: old output moved aside'))).toBe(true);
  }, 240_000);
});

describe('one build per output folder', () => {
  it('a second build into a folder being written stops at once, naming the build', async () => {
    const out = join(parent, 'locked');
    outs.push(out);
    await useVersion('A');
    const release = await lockOutput(out);
    try {
      const run = await build(out);
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(`another build (pid ${process.pid}) is writing ${out}: wait for it to finish, or build into another --out.`);
      await expect(stat(out)).rejects.toThrow(); // nothing written
    } finally {
      await release();
    }
    expect((await build(out)).code).toBe(0);
    expect(await versionOf(out)).toBe('A');
  }, 60_000);

  it('two builds started together: one builds, the other stops with the message (never a raw ENOENT)', async () => {
    const out = join(parent, 'together');
    outs.push(out);
    await useVersion('B');
    const runs = await Promise.all([build(out, { force: true }), build(out, { force: true })]);
    for (const run of runs) {
      if (run.code !== 0) expect(run.stderr.trim()).toMatch(/^another build \(pid \d+\) is writing /);
    }
    expect(runs.some((run) => run.code === 0)).toBe(true);
    expect(await versionOf(out)).toBe('B');
  }, 60_000);

  it('a lock left by a killed build is taken over', async () => {
    const out = join(parent, 'stale');
    outs.push(out);
    await useVersion('A');
    const killed = await build(out, { killAt: 1 }); // SIGKILLed right after taking the lock
    expect(killed.signal).toBe('SIGKILL');
    expect((await readdir(parent)).filter((name) => name === '.stale-lock')).toEqual(['.stale-lock']);
    const run = await build(out);
    expect(run.code, run.stderr).toBe(0);
    expect(await versionOf(out)).toBe('A');
    expect((await readdir(parent)).includes('.stale-lock')).toBe(false);
  }, 60_000);
});

describe('damaged cache entries, end to end', () => {
  it.each(['zeroed', 'truncated', 'garbage'] as const)('%s precompressed copies are named in one warning each and never reach the output', async (way) => {
    await useVersion('A');
    // The cache entries of every compressed copy the fixture's output has (keyed by their source's hash).
    const sources = Object.keys(reference.A).filter((path) => reference.A[`${path}.br`]);
    const entries = await Promise.all(
      sources.flatMap((path) =>
        ['br', 'gz'].map(async (kind) => {
          const bytes = await readFile(join(parent, 'reference-A', path));
          return `${CACHE_DIRS.precompressed}${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
        }),
      ),
    );
    for (const entry of entries) {
      const bytes = await readFile(entry);
      await writeFile(entry, way === 'zeroed' ? Buffer.alloc(0) : way === 'truncated' ? bytes.subarray(0, bytes.length >> 1) : randomBytes(bytes.length));
    }
    const out = join(parent, `damaged-${way}`);
    outs.push(out);
    const run = await build(out, { force: true });
    expect(run.code, run.stderr).toBe(0);
    expect(await versionOf(out)).toBe('A');
    const warnings = run.stderr.trim().split('\n');
    expect(warnings).toHaveLength(entries.length);
    for (const entry of entries) expect(warnings.filter((w) => w.includes(entry.slice(ROOT.length)) && / is damaged \(.+\); made again, not used$/.test(w))).toHaveLength(1);
  }, 60_000);
});

describe('a full disk', () => {
  const run = promisify(execFile);
  const canMount = process.getuid?.() === 0;
  it('stops with one line naming the folder and leaves the previous output as it was (tmpfs, as root)', async (context) => {
    if (!canMount) {
      console.log('full-disk test skipped: mounting a small tmpfs needs root (CI runs as root)');
      return context.skip();
    }
    const disk = await mkdtemp(join(tmpdir(), 'full-disk-'));
    try {
      await run('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', disk]);
    } catch (error) {
      await rm(disk, { recursive: true, force: true });
      console.log(`full-disk test skipped: mount -t tmpfs failed (${(error as Error).message.split('\n')[0]})`);
      return context.skip();
    }
    try {
      const out = join(disk, 'site');
      await useVersion('A');
      expect((await build(out, { force: true })).code).toBe(0);
      // Fill the disk, then free 16 KB: the build starts (its lock, its staging folder) and runs out midway.
      const fillers: string[] = [];
      for (let size = 256 * 1024; size >= 4096; size /= 2) {
        for (let i = 0; ; i++) {
          const name = join(disk, `filler-${size}-${i}`);
          const wrote = await writeFile(name, Buffer.alloc(size)).then(() => true, () => false);
          // A failed write leaves part of a file: removed, the next smaller size fills the rest.
          if (!wrote) {
            await rm(name, { force: true });
            break;
          }
          fillers.push(name);
        }
      }
      // The last (smallest) fillers removed until 16 KB are free.
      for (let freed = 0; freed < 16 * 1024; ) {
        const name = fillers.pop()!;
        freed += (await stat(name)).size;
        await rm(name);
      }
      await useVersion('B');
      const full = await build(out, { force: true });
      expect(full.code).toBe(1);
      const lines = full.stderr.trim().split('\n');
      expect(lines, full.stderr).toHaveLength(1);
      expect(lines[0]).toBe(`No space left on the device holding ${disk} (ENOSPC): free some space (or build into another --out) and build again.`);
      expect(await versionOf(out)).toBe('A');
    } finally {
      await run('umount', [disk]).catch(() => undefined);
      await rm(disk, { recursive: true, force: true });
    }
  }, 60_000);
});
