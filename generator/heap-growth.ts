/**
 * Grows the build's heap by at most half at a time. By default V8 picks its growth step from how fast
 * collection has been, up to 4x, against a limit sized from the machine's memory (4,144 MB here): at
 * 10,000 pages the build peaked at 565-678 MB of RSS for a live set of ~125 MB, most of it garbage
 * V8 had not needed to collect yet. With a 1.5x step the same build peaked at 257-331 MB, its time
 * within this machine's run-to-run noise; 374-433 MB since page bodies wait in memory up to 64 MB
 * (generator/pipeline.ts, BENCHMARKS.md). Unlike a heap limit (`--max-old-space-size`), this refuses
 * no site however large; it only collects sooner.
 *
 * V8 reads the flag at each collection, so setting it after start-up takes effect.
 */
import v8 from 'node:v8';

const HEAP_GROWING_PERCENT = 50;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
