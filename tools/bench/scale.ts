/**
 * Cost growth: builds 1,000 and 10,000 synthetic pages (bench/scale-child.ts), each size in a fresh
 * process run under /usr/bin/time, and reports ms per page, the marginal ms per page between the
 * sizes (the slope, start-up costs excluded), and peak memory (RSS).
 */
import { existsSync } from 'node:fs';
import type { PhaseTiming } from '../../generator/pipeline.ts';
import { ROOT, mb, runChild, table } from './stats.ts';

interface ChildScale {
  pages: number;
  files: number;
  timings: PhaseTiming[];
  buildMs: number;
  totalMs: number;
  compressMs: number;
  peakRss: number;
  peakHeap: number;
}

export interface ScaleRun extends ChildScale {
  /** A run made only to time precompression (left out of the size table). */
  compressOnly?: boolean;
  /** Maximum resident set size reported by /usr/bin/time -v (bytes), when available. */
  timeMaxRss?: number;
  wallMs: number;
}

const TIME = '/usr/bin/time';

async function oneScale(pages: number, extra: string[], nodeEnv: string): Promise<ScaleRun> {
  const out = `${ROOT}.cache/bench-scale-${pages}`;
  const { result, wallMs, log } = await runChild<ChildScale>('tools/bench/scale-child.ts', [String(pages), out, ...extra], {
    wrapper: existsSync(TIME) ? [TIME, '-v'] : undefined,
    // No --max-old-space-size: `npm run build` sets none, and a larger limit lets V8 keep ~100 MB more garbage.
    env: { NODE_ENV: nodeEnv },
  });
  const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(log);
  return { ...result, wallMs, timeMaxRss: maxRss ? Number(maxRss[1]) * 1024 : undefined };
}

/** nodeEnv: React's build for rendering (the CLI means to render with the production build). */
export async function measureScale(options: { sizes: number[]; compressPages?: number; nodeEnv: string; log: (line: string) => void }): Promise<ScaleRun[]> {
  const runs: ScaleRun[] = [];
  for (const size of options.sizes) {
    const run = await oneScale(size, [], options.nodeEnv);
    runs.push(run);
    options.log(`  ${size} pages: ${Math.round(run.totalMs)} ms, peak RSS ${mb(run.timeMaxRss ?? run.peakRss)}`);
  }
  if (options.compressPages) {
    // Brotli 11 + gzip 9 of every page without the cache, in a run of its own (its buffers would
    // otherwise inflate the peak memory above).
    const run = await oneScale(options.compressPages, ['--measure-compress'], options.nodeEnv);
    runs.push({ ...run, compressOnly: true });
    options.log(`  precompression of ${options.compressPages} pages: ${Math.round(run.compressMs)} ms`);
  }
  return runs;
}

export function formatScale(all: ScaleRun[]): string {
  const runs = all.filter((r) => !r.compressOnly);
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
  const withCompress = all.find((r) => r.compressMs > 0);
  if (withCompress) lines.push(`precompression without cache (brotli 11 + gzip 9 of each page): ${(withCompress.compressMs / withCompress.pages).toFixed(2)} ms per page at ${withCompress.pages} pages (off in the runs above; a warm cache makes it ~0)`);
  return lines.join('\n');
}
