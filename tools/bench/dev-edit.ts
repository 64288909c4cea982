/**
 * `npm run bench -- --only dev`: edit to painted change in `npm run dev`, in headless Chromium.
 * The dev server runs on a throwaway copy of the project (tools/scripts/dev-sandbox.ts), so the
 * edits never touch the worktree. For each edit the page holds a MutationObserver that waits for the
 * edited text; the requestAnimationFrame after the mutation is the frame that paints it, and its time
 * (performance.timeOrigin + performance.now(), on the same clock as Date.now()) minus the time of the
 * file write is the figure. Two kinds of edit, each on the page it shows on:
 *   - a TypeScript content module (the home hero's title, src/content/home.ts, on /): Vite
 *     re-evaluates that module and its importers;
 *   - a Markdown article (its excerpt, content/trends/*.md, on /trends): files no module imports, so
 *     the whole site module is evaluated again.
 * Each must arrive as a swap (the page's window survives), not a reload.
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.ts';
import { startDevSandbox, type DevSandbox } from '../scripts/dev-sandbox.ts';
import { median } from './stats.ts';

export interface DevEditSeries {
  edit: string;
  path: string;
  /** Write to painted frame, ms, one per edit. */
  toPaint: number[];
  /** The server's rebuild ("rebuilt in N ms") per edit. */
  rebuild: number[];
}

interface EditKind {
  edit: string;
  path: string;
  file: string;
  /** Text on the page, found verbatim in the file. */
  find: (page: Page) => Promise<string>;
}

const KINDS: EditKind[] = [
  { edit: 'TypeScript content module (home hero title)', path: '/', file: 'src/content/home.ts', find: async (page) => (await page.locator('h1').innerText()).trim() },
  {
    edit: 'Markdown article (excerpt, listed on /trends)',
    path: '/trends',
    file: 'content/trends/on-premises-ai-data-sovereignty.md',
    find: async () => 'As regulators sharpen rules on where data is processed',
  },
];

type BenchWindow = Window & { benchPaint?: Promise<number>; benchMark?: boolean };

/** Starts watching, in the page, for the frame that first shows `text`; `paintTime` waits for it. */
const watchPaint = (page: Page, text: string) =>
  page.evaluate((marker) => {
    (window as BenchWindow).benchPaint = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent!.includes(marker)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }, text);
const paintTime = (page: Page) => page.evaluate(() => (window as BenchWindow).benchPaint!);

async function measureKind(sandbox: DevSandbox, page: Page, kind: EditKind, runs: number): Promise<DevEditSeries> {
  // The first request after start also makes the extra outputs (every page, the cards): slow under load.
  await page.goto(`${sandbox.url}${kind.path}`, { timeout: 180_000 });
  const original = await kind.find(page);
  await page.evaluate(() => ((window as BenchWindow).benchMark = true));
  const series: DevEditSeries = { edit: kind.edit, path: kind.path, toPaint: [], rebuild: [] };
  let previous = original;
  for (let i = 1; i <= runs; i++) {
    const marker = `${original} (edit ${i})`;
    await watchPaint(page, marker);
    const rebuildsBefore = [...sandbox.log().matchAll(/rebuilt in (\d+) ms/g)].length;
    const wrote = await sandbox.edit(kind.file, (text) => {
      if (!text.includes(previous)) throw new Error(`"${previous}" not found verbatim in ${kind.file}`);
      return text.replace(previous, marker);
    });
    const at = await Promise.race([paintTime(page), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`edit ${i} of ${kind.file} not painted within 20 s`)), 20_000))]);
    series.toPaint.push(at - wrote);
    previous = marker;
    if (!(await page.evaluate(() => (window as BenchWindow).benchMark))) throw new Error(`edit ${i} of ${kind.file} reloaded the page instead of swapping`);
    // The rebuild's log line may come just after the paint's; wait for it, briefly.
    for (let wait = 0; wait < 40 && [...sandbox.log().matchAll(/rebuilt in (\d+) ms/g)].length <= rebuildsBefore; wait++) await new Promise((r) => setTimeout(r, 50));
    const rebuilt = [...sandbox.log().matchAll(/rebuilt in (\d+) ms/g)].slice(rebuildsBefore).map((m) => Number(m[1]));
    series.rebuild.push(...rebuilt);
    // Let the server settle (a request for the extra outputs, idle work) between edits.
    await new Promise((r) => setTimeout(r, 300));
  }
  return series;
}

export async function measureDevEdits({ runs, log }: { runs: number; log: (line: string) => void }): Promise<DevEditSeries[]> {
  const [sandbox, browser] = await Promise.all([startDevSandbox(), launchChromium()]);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const results: DevEditSeries[] = [];
    for (const kind of KINDS) {
      log(`  ${kind.edit}: ${runs} edits on ${kind.path}`);
      results.push(await measureKind(sandbox, page, kind, runs));
    }
    return results;
  } finally {
    await browser.close();
    await sandbox.close();
  }
}

const ms = (x: number) => `${Math.round(x)} ms`;

export function formatDevEdits(series: DevEditSeries[]): string {
  const rows = series.map(
    (s) => `| ${s.edit} | ${s.path} | ${s.toPaint.length} | **${ms(median(s.toPaint))}** | ${ms(Math.min(...s.toPaint))}-${ms(Math.max(...s.toPaint))} | ${s.rebuild.length ? ms(median(s.rebuild)) : '?'} |`,
  );
  return ['| edit | page | edits | write to painted frame, median | min-max | server rebuild, median |', '|---|---|---:|---:|---:|---:|', ...rows].join('\n');
}
