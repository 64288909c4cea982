/**
 * Keeps the build's memory near what it needs, without refusing any site however large (unlike a
 * heap limit, `--max-old-space-size`); it only collects sooner. Both settings are V8 flags set once,
 * at the start of the build's process (cli/index.ts):
 *
 * - The old generation grows by at most half at a time. By default V8 picks its growth step from
 *   how fast collection has been, up to 4x, against a limit sized from the machine's memory: a large
 *   build's peak memory is then mostly garbage V8 has not needed to collect yet, several times its
 *   live set. A 1.5x step keeps the peak near the live set at no measurable cost in time. V8 reads
 *   the flag at each collection, so setting it after start-up takes effect.
 * - Each thread started afterwards (the render workers, the Open Graph card workers) has a young
 *   generation of 4 MB semi-spaces instead of 16: at 10,000 pages the build's peak RSS went from
 *   504-506 MB to 467 MB, with the workers' render time unchanged within run-to-run noise. V8 sizes
 *   a heap's young generation when the thread starts, so this thread's own stays as it was.
 *
 * Figures: BENCHMARKS.md, "Figures behind the code's choices".
 */
import v8 from 'node:v8';

const HEAP_GROWING_PERCENT = 50;
const WORKER_SEMI_SPACE_MB = 4;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  v8.setFlagsFromString(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
}
