/**
 * Grows the build's heap by at most half at a time. By default V8 picks its growth step from how fast
 * collection has been, up to 4x, against a limit sized from the machine's memory: a large build's
 * peak memory is then mostly garbage V8 has not needed to collect yet, several times its live set.
 * A 1.5x step keeps the peak near the live set at no measurable cost in time (figures:
 * BENCHMARKS.md, "Figures behind the code's choices"). Unlike a heap limit (`--max-old-space-size`),
 * this refuses no site however large; it only collects sooner.
 *
 * V8 reads the flag at each collection, so setting it after start-up takes effect.
 */
import v8 from 'node:v8';

const HEAP_GROWING_PERCENT = 50;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
