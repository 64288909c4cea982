/**
 * Edit-to-reload time of `npm run dev`: starts the dev server, opens the home page in Chromium,
 * edits the hero title in its content module, and measures from the file write until the open
 * page shows the new text (rebuild + reload + render). Prints the median of several edits and
 * restores the file.   npx tsx bench/dev-reload.ts [--runs 7]
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchChromium } from '../scripts/chromium.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, port: { type: 'string', default: '4391' } } });
const runs = Number(values.runs);
const port = Number(values.port);
const ROOT = new URL('../..', import.meta.url).pathname;
const CONTENT = `${ROOT}src/content/home.ts`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dev = spawn('npx', ['tsx', 'cli/index.ts', 'dev', '--port', String(port), '--no-backend'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
const rebuilds: number[] = [];
const ready = new Promise<void>((resolve, reject) => {
  dev.stdout.on('data', (d: Buffer) => {
    const text = d.toString();
    for (const m of text.matchAll(/rebuilt in (\d+) ms/g)) rebuilds.push(Number(m[1]));
    if (text.includes('Dev server at')) resolve();
  });
  dev.on('exit', (code) => reject(new Error(`dev exited with ${code}`)));
});
const original = await readFile(CONTENT, 'utf8');
const browser = await launchChromium();
try {
  await ready;
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}/`);
  const title = (await page.locator('h1').innerText()).trim();
  if (!original.includes(title)) throw new Error(`hero title "${title}" not found verbatim in ${CONTENT}`);
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const marker = `${title} (edit ${i})`;
    const changed = page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, marker, { timeout: 10_000, polling: 'raf' });
    const start = performance.now();
    await writeFile(CONTENT, original.replace(title, marker));
    await changed;
    times.push(performance.now() - start);
    await page.waitForLoadState('load');
  }
  console.log(`dev edit-to-reload over ${runs} edits: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); server-side rebuild median ${rebuilds.length ? median(rebuilds) : '?'} ms`);
} finally {
  await writeFile(CONTENT, original);
  await browser.close();
  dev.kill('SIGTERM');
}
