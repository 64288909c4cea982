/**
 * Edit-to-reload time of `npm run dev`: starts the dev server, opens the home page in Chromium,
 * edits the hero title in its content module, and measures from the file write until the reloaded
 * page's load event (rebuild + reload + render), checking it shows the new text. Prints the median of several edits and
 * restores the file.   npx tsx bench/dev-reload.ts [--runs 7]
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { launchChromium } from '../scripts/chromium.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const ROOT = new URL('../..', import.meta.url).pathname;
const CONTENT = `${ROOT}src/content/home.ts`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Node itself, not npx: the SIGTERM at the end reaches the dev server rather than a wrapper.
const dev = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'dev', '--port', '0', '--no-backend'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
const rebuilds: number[] = [];
// The dev server listens on any free port (port 0) and prints its URL.
const ready = new Promise<string>((resolve, reject) => {
  dev.stdout.on('data', (d: Buffer) => {
    const text = d.toString();
    for (const m of text.matchAll(/rebuilt in (\d+) ms/g)) rebuilds.push(Number(m[1]));
    const started = /Dev server at (http:\/\/\S+)/.exec(text);
    if (started) resolve(started[1]);
  });
  dev.on('exit', (code) => reject(new Error(`dev exited with ${code}`)));
});
const original = await readFile(CONTENT, 'utf8');
const browser = await launchChromium();
try {
  const url = await ready;
  const page = await browser.newPage();
  await page.goto(`${url}/`);
  const title = (await page.locator('h1').innerText()).trim();
  if (!original.includes(title)) throw new Error(`hero title "${title}" not found verbatim in ${CONTENT}`);
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const marker = `${title} (edit ${i})`;
    // From the file write to the reloaded page's load event (the measure).
    const loaded = page.waitForEvent('load', { timeout: 10_000 });
    const start = performance.now();
    await writeFile(CONTENT, original.replace(title, marker));
    await loaded;
    times.push(performance.now() - start);
    const shown = (await page.locator('h1').innerText()).trim();
    if (shown !== marker) throw new Error(`the reloaded page shows "${shown}", not the edit "${marker}"`);
  }
  console.log(`dev edit-to-reload over ${runs} edits: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); server-side rebuild median ${rebuilds.length ? median(rebuilds) : '?'} ms`);
} finally {
  await writeFile(CONTENT, original);
  await browser.close();
  dev.kill('SIGTERM');
}
