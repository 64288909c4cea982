/**
 * Full-build timings: N builds through `node cli/run.mjs build`, as `npm run build` runs it (without
 * npm's own start-up), each in a fresh process so Node start-up and module loading count: cold (every
 * build cache deleted before each run: compressed files, Open Graph cards, the compiled CLI, the site
 * bundle, the stylesheet and client scripts), warm (caches filled, --force), no-op (nothing changed)
 * and one file (one article's text changed since the last build: an incremental build).
 * The CLI's summary line gives runBuild's total and phases; the parent's clock gives the wall time.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { CACHE_DIRS } from '../../generator/cache/caches.mjs';
import type { PhaseTiming } from '../../generator/session/pipeline.ts';
import { median, ROOT, runChild, table } from './stats.ts';
import { editArticle } from './scale.ts';

export const BUILD_OUT = `${ROOT}.cache/bench-dist`;

interface CliBuild {
  pages: number;
  totalMs: number;
  timings: PhaseTiming[];
}

export interface BuildRun extends CliBuild {
  /** Spawn to exit, as seen by the parent: Node + tsx start-up, loading the CLI, the build, exit. */
  wallMs: number;
}

export interface BuildSeries {
  /** cold: no build cache at all; warm: caches filled (both forced to build); no-op: nothing changed since the last build. */
  cache: 'cold' | 'warm' | 'no-op' | 'one file';
  runs: BuildRun[];
  /** Median of each measure across runs: total, wall and every phase. */
  medians: Record<string, number>;
}

/** Parses "Built 50 pages, 217 files into dist in 2895 ms (load 383 ms, assets 258 ms, ...)". */
export function parseSummary(stdout: string): CliBuild | undefined {
  const m = /^Built (\d+) pages, \d+ files into .* in (\d+) ms \((.*)\)\s*$/m.exec(stdout);
  if (!m) return undefined;
  const timings = [...m[3].matchAll(/([\w-]+) (\d+) ms/g)].map(([, phase, ms]) => ({ phase, ms: Number(ms) }));
  return { pages: Number(m[1]), totalMs: Number(m[2]), timings };
}

function medians(runs: BuildRun[]): Record<string, number> {
  const phases = [...new Set(runs.flatMap((r) => r.timings.map((t) => t.phase)))];
  const m: Record<string, number> = {};
  for (const p of phases) m[p] = median(runs.map((r) => r.timings.find((t) => t.phase === p)?.ms ?? 0));
  m.total = median(runs.map((r) => r.totalMs));
  m.overhead = median(runs.map((r) => r.wallMs - r.totalMs));
  m.wall = median(runs.map((r) => r.wallMs));
  return m;
}

/** Every cache a build reads: without them a build starts from the sources alone. */
const BUILD_CACHES = Object.values(CACHE_DIRS).filter((dir) => dir !== CACHE_DIRS.buildStamps);

async function oneBuild(draft: boolean, force = true): Promise<BuildRun> {
  const args = ['build', '--out', BUILD_OUT, '--quiet', ...(draft ? ['--draft'] : []), ...(force ? ['--force'] : [])];
  const { result, wallMs } = await runChild<CliBuild>('cli/run.mjs', args, { tsx: false, parse: parseSummary });
  return { ...result, wallMs };
}

/**
 * `yardstick`, when given, collects one Node + react-dom/server start before every warm and no-op
 * build, so machine load that comes and goes hits the builds and the yardstick alike.
 */
export async function measureBuilds(options: { runs: number; draft: boolean; log: (line: string) => void; yardstick?: number[] }): Promise<BuildSeries[]> {
  const series: BuildSeries[] = [];
  const sample = async () => {
    if (options.yardstick) options.yardstick.push(await nodeReactStart());
  };
  const cold: BuildRun[] = [];
  for (let i = 0; i < options.runs; i++) {
    for (const dir of BUILD_CACHES) await rm(dir, { recursive: true, force: true });
    cold.push(await oneBuild(options.draft));
    options.log(`  cold build ${i + 1}/${options.runs}: ${Math.round(cold.at(-1)!.totalMs)} ms`);
  }
  series.push({ cache: 'cold', runs: cold, medians: medians(cold) });
  // The last cold run left the caches warm for this exact output.
  const warm: BuildRun[] = [];
  for (let i = 0; i < options.runs; i++) {
    await sample();
    warm.push(await oneBuild(options.draft));
    options.log(`  warm build ${i + 1}/${options.runs}: ${Math.round(warm.at(-1)!.totalMs)} ms`);
  }
  series.push({ cache: 'warm', runs: warm, medians: medians(warm) });
  // Without --force: the last warm run left a finished build of this very tree (draft builds are never skipped).
  const noop: BuildRun[] = [];
  for (let i = 0; i < options.runs; i++) {
    await sample();
    noop.push(await oneBuild(options.draft, false));
    options.log(`  no-op build ${i + 1}/${options.runs}: ${Math.round(noop.at(-1)!.totalMs)} ms`);
  }
  series.push({ cache: 'no-op', runs: noop, medians: medians(noop) });
  // One article's text edited (and, on the next run, put back): an incremental build into the last
  // output renders only the pages that read it (generator/session/incremental.ts).
  const oneFile: BuildRun[] = [];
  let restore: (() => Promise<void>) | undefined;
  try {
    for (let i = 0; i < options.runs; i++) {
      if (restore) {
        await restore();
        restore = undefined;
      } else restore = await editArticle();
      await sample();
      oneFile.push(await oneBuild(options.draft, false));
      options.log(`  one changed file ${i + 1}/${options.runs}: ${Math.round(oneFile.at(-1)!.totalMs)} ms`);
    }
  } finally {
    await restore?.();
  }
  series.push({ cache: 'one file', runs: oneFile, medians: medians(oneFile) });
  return series;
}

/**
 * The yardstick the build goals are stated in: a fresh Node process that loads react-dom/server
 * and exits (wall time), measured in the same run as the builds so machine load cancels out.
 */
export async function nodeReactStart(): Promise<number> {
  const start = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', "await import('react-dom/server')"], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`node exited with ${code}`))));
  });
  return performance.now() - start;
}

/** Rows: each measure; columns: cold and warm medians. */
export function formatBuilds(series: BuildSeries[]): string {
  // Phases in the order the build runs them, then the totals.
  const phases = [...new Set(series.flatMap((s) => s.runs.flatMap((r) => r.timings.map((t) => t.phase))))];
  const keys = [...phases, 'total', 'overhead', 'wall'];
  const label: Record<string, string> = {
    total: 'total (runBuild, as the CLI prints it)',
    overhead: 'Node start-up, CLI modules, exit',
    wall: 'process wall time, spawn to exit',
  };
  return table(
    [`median of ${series[0]?.runs.length ?? 0} runs (ms)`, ...series.map((s) => `${s.cache} cache`)],
    keys.map((k) => [label[k] ?? `  ${k}`, ...series.map((s) => Math.round(s.medians[k] ?? 0))]),
  );
}
