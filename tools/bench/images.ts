/**
 * What one image costs a build (generator/images/derive.ts), for BENCHMARKS.md: each of the fixture
 * site's images (tests/fixtures/mini-site/src/images/) derived cold (an empty cache: decode, resize,
 * encode AVIF, WebP and the fallback at every width, write the cache entry) and cached (read the
 * entry and check every file's recorded sha256), the median of --runs of each, in one process
 * (sharp loaded once; libvips' own operation cache off, so no run reuses another's decode). Besides
 * the wall time, the CPU time of a cold run (the process's user + system time, libvips' threads
 * included): on a shared machine it moves far less with the load than the wall time does.
 *
 *   npx tsx tools/bench/images.ts [--runs 7]
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { deriveOne } from '../../generator/images/derive.ts';
import { median } from './stats.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
sharp.cache(false);

const dir = new URL('../../tests/fixtures/mini-site/src/images/', import.meta.url).pathname;
const names = (await readdir(dir)).sort();
const scratch = await mkdtemp(join(os.tmpdir(), 'bench-images-'));
const time = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

console.log(`# images: ${runs} runs each, ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at start`);
console.log(`${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}\n`);
console.log('| image | source | files written | bytes written | cold (ms) | cold CPU (ms) | cached (ms) |');
console.log('|---|---|---|---|---|---|---|');
try {
  for (const name of names) {
    const full = `${dir}${name}`;
    const cold: number[] = [];
    const coldCpu: number[] = [];
    const cached: number[] = [];
    let result: Awaited<ReturnType<typeof deriveOne>> | undefined;
    for (let run = 0; run < runs; run++) {
      const cacheDir = `${scratch}/${name}-${run}/`;
      const cpu = process.cpuUsage();
      cold.push(await time(async () => (result = await deriveOne(full, `images/${name}`, cacheDir))));
      const used = process.cpuUsage(cpu);
      coldCpu.push((used.user + used.system) / 1000);
      cached.push(await time(() => deriveOne(full, `images/${name}`, cacheDir)));
    }
    const { outputs } = result!;
    const meta = await sharp(full).metadata();
    const bytes = outputs.reduce((sum, file) => sum + file.content.length, 0);
    console.log(`| ${name} | ${meta.width}x${meta.height} | ${outputs.length} | ${bytes.toLocaleString('en-US')} | ${median(cold).toFixed(0)} | ${median(coldCpu).toFixed(0)} | ${median(cached).toFixed(1)} |`);
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} at the end`);
