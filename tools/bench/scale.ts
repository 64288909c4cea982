/**
 * Cost growth: builds 1,000 and 10,000 synthetic pages (bench/scale-child.ts), each size in a fresh
 * process run under /usr/bin/time, and reports ms per page, the marginal ms per page between the
 * sizes (the slope, start-up costs excluded), and peak memory (RSS).
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { compiledEntry } from '../../generator/session/compile-entry.mjs';
import { CACHE_ROOT } from '../../generator/cache/caches.mjs';
import type { PhaseTiming } from '../../generator/session/pipeline.ts';
import { ROOT, mb, runChild, table } from './stats.ts';

interface ChildScale {
  pages: number;
  /** Pages rendered (the rest kept from the previous run, in an incremental run). */
  rendered: number;
  files: number;
  timings: PhaseTiming[];
  buildMs: number;
  totalMs: number;
  compressMs: number;
  peakRss: number;
  peakHeap: number;
  /**
   * From the process's start (Node's time origin) to the output committed: the wall time of a build
   * without the bench's own clean-up after it (removing a 10,000-page output is seconds of process
   * wall). The child runs compiled, as the CLI does (generator/session/compile-entry.mjs), so this counts
   * no TypeScript transpiling the CLI would not do either.
   */
  doneMs: number;
}

export interface ScaleRun extends ChildScale {
  /** A run made only to time precompression (left out of the size table). */
  compressOnly?: boolean;
  /** A run after one article's text changed, into the largest size's kept output (left out of the size table). */
  incremental?: boolean;
  /** Maximum resident set size reported by /usr/bin/time -v (bytes), when available. */
  timeMaxRss?: number;
  wallMs: number;
}

const TIME = '/usr/bin/time';

/** scale-child.ts compiled once per bench run, so its process starts as the compiled CLI's does. */
let compiledChild: Promise<string> | undefined;
const CHILD_DIR = `${CACHE_ROOT}bench-child/scale-child-${process.pid}`;

async function oneScale(pages: number, extra: string[], nodeEnv: string): Promise<ScaleRun> {
  const out = `${ROOT}.cache/bench-scale-${pages}`;
  compiledChild ??= compiledEntry({ entry: `${ROOT}tools/bench/scale-child.ts`, dir: CHILD_DIR, keep: 0 });
  const { result, wallMs, log } = await runChild<ChildScale>(await compiledChild, [String(pages), out, ...extra], {
    tsx: false,
    wrapper: existsSync(TIME) ? [TIME, '-v'] : undefined,
    // No --max-old-space-size: `npm run build` sets none, and a larger limit lets V8 keep ~100 MB more garbage.
    env: { NODE_ENV: nodeEnv },
  });
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(log);
  return { ...result, wallMs, timeMaxRss: maxRss ? Number(maxRss[1]) * 1024 : undefined };
}

/** One-file incremental runs at the largest size; the goal is judged on their median. */
export const INCREMENTAL_RUNS = 3;

/** The incremental runs, and the one with the median time to committed output. */
export function incrementalRuns(all: ScaleRun[]): { median: ScaleRun; runs: ScaleRun[] } | undefined {
  const runs = all.filter((r) => r.incremental);
  if (!runs.length) return undefined;
  const sorted = [...runs].sort((a, b) => a.doneMs - b.doneMs);
  return { median: sorted[(sorted.length - 1) >> 1], runs };
}

/** nodeEnv: React's build for rendering (the CLI means to render with the production build). */
export async function measureScale(options: { sizes: number[]; compressPages?: number; nodeEnv: string; log: (line: string) => void }): Promise<ScaleRun[]> {
  const runs: ScaleRun[] = [];
  const largest = Math.max(...options.sizes);
  for (const size of options.sizes) {
    // The largest size's output and manifest stay for the incremental run below.
    const run = await oneScale(size, size === largest ? ['--keep'] : [], options.nodeEnv);
    runs.push(run);
    options.log(`  ${size} pages: ${Math.round(run.totalMs)} ms, peak RSS ${mb(run.timeMaxRss ?? run.peakRss)}`);
  }
  // One article's text changes (a word added), then a build into the kept output: only the pages
  // that read that body render again (the article and its synthetic clones). INCREMENTAL_RUNS of
  // them, the edit made and undone in turn, so each run has the same work; the file is restored after.
  let restore: (() => Promise<void>) | undefined;
  try {
    for (let i = 0; i < INCREMENTAL_RUNS; i++) {
      if (restore) {
        await restore();
        restore = undefined;
      } else restore = await editArticle();
      const last = i === INCREMENTAL_RUNS - 1;
      const run = await oneScale(largest, last ? ['--incremental'] : ['--incremental', '--keep'], options.nodeEnv);
      runs.push({ ...run, incremental: true });
      options.log(`  one changed Markdown file at ${largest} pages, run ${i + 1}/${INCREMENTAL_RUNS}: ${Math.round(run.doneMs)} ms to committed output (${run.rendered} rendered)`);
    }
  } finally {
    await restore?.();
  }
  if (options.compressPages) {
    // Brotli 11 + gzip 9 of every page without the cache, in a run of its own (its buffers would
    // otherwise inflate the peak memory above).
    const run = await oneScale(options.compressPages, ['--measure-compress'], options.nodeEnv);
    runs.push({ ...run, compressOnly: true });
    options.log(`  precompression of ${options.compressPages} pages: ${Math.round(run.compressMs)} ms`);
  }
  await rm(CHILD_DIR, { recursive: true, force: true });
  compiledChild = undefined;
  return runs;
}

/** The Markdown file the incremental runs edit, and the edit: a word added to its first paragraph. */
export const EDITED_ARTICLE = `${ROOT}content/trends/on-premises-ai-data-sovereignty.md`;

/** Adds a word to the article's text (not its front matter); the returned function puts it back. */
export async function editArticle(): Promise<() => Promise<void>> {
  const before = await readFile(EDITED_ARTICLE, 'utf8');
  const after = before.replace(/\n\n([A-Z][a-z]+ )/, '\n\nIndeed, $1');
  if (after === before) throw new Error(`${EDITED_ARTICLE}: no paragraph to edit`);
  await writeFile(EDITED_ARTICLE, after);
  return () => writeFile(EDITED_ARTICLE, before);
}

export function formatScale(all: ScaleRun[]): string {
  const runs = all.filter((r) => !r.compressOnly && !r.incremental);
  const phases = [...new Set(runs.flatMap((r) => r.timings.map((t) => t.phase)))];
  const rows: (string | number)[][] = [];
  const perPage = (r: ScaleRun, ms: number) => (ms / r.pages).toFixed(3);
  for (const p of phases) rows.push([`  ${p} (ms)`, ...runs.map((r) => Math.round(r.timings.find((t) => t.phase === p)?.ms ?? 0))]);
  rows.push(['total in memory + write (ms)', ...runs.map((r) => Math.round(r.totalMs))]);
  rows.push(['ms per page', ...runs.map((r) => perPage(r, r.totalMs))]);
  for (const p of phases.filter((p) => p !== 'load' && p !== 'assets')) rows.push([`  ${p} ms per page`, ...runs.map((r) => perPage(r, r.timings.find((t) => t.phase === p)?.ms ?? 0))]);
  rows.push(['peak RSS (/usr/bin/time)', ...runs.map((r) => (r.timeMaxRss ? mb(r.timeMaxRss) : '-'))]);
  rows.push(['peak RSS (sampled in process)', ...runs.map((r) => mb(r.peakRss))]);
  rows.push(['peak JS heap used', ...runs.map((r) => mb(r.peakHeap))]);
  rows.push(['process wall time (ms)', ...runs.map((r) => Math.round(r.wallMs))]);
  const lines = [table(['synthetic pages', ...runs.map((r) => String(r.pages))], rows)];
  if (runs.length >= 2) {
    const [a, b] = [runs[0], runs.at(-1)!];
    const slope = (ms: (r: ScaleRun) => number) => (ms(b) - ms(a)) / (b.pages - a.pages);
    lines.push(`marginal ms per page (${a.pages} -> ${b.pages}): ${slope((r) => r.totalMs).toFixed(3)} total; render ${slope((r) => r.timings.find((t) => t.phase === 'render')?.ms ?? 0).toFixed(3)}`);
    lines.push(`growth: ${(b.pages / a.pages).toFixed(0)}x pages -> ${(b.totalMs / a.totalMs).toFixed(1)}x time, ${((b.timeMaxRss ?? b.peakRss) / (a.timeMaxRss ?? a.peakRss)).toFixed(1)}x peak RSS`);
  }
  const { median: incremental, runs: incrementals } = incrementalRuns(all) ?? {};
  if (incremental) lines.push(`one changed Markdown file at ${incremental.pages} pages (incremental, into the kept output; median of ${incrementals!.length}, to committed output ${incrementals!.map((r) => Math.round(r.doneMs)).join(', ')} ms): ${Math.round(incremental.totalMs)} ms in process (load ${Math.round(incremental.timings.find((t) => t.phase === 'load')?.ms ?? 0)} ms, render ${Math.round(incremental.timings.find((t) => t.phase === 'render')?.ms ?? 0)} ms), ${incremental.rendered} pages rendered, ${Math.round(incremental.doneMs)} ms process start to committed output, ${Math.round(incremental.wallMs)} ms process wall with the bench's clean-up, peak RSS ${mb(incremental.timeMaxRss ?? incremental.peakRss)}`);
  const withCompress = all.find((r) => r.compressMs > 0);
  if (withCompress) lines.push(`precompression without cache (brotli 11 + gzip 9 of each page): ${(withCompress.compressMs / withCompress.pages).toFixed(2)} ms per page at ${withCompress.pages} pages (off in the runs above; a warm cache makes it ~0)`);
  return lines.join('\n');
}
