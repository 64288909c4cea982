/**
 * Main-thread time of a page's module scripts as it loads, from Chromium traces (`v8.evaluateModule`
 * and the script block around it), alternating between builds so machine load hits them alike:
 * `npx tsx tools/bench/compare-eval.mts /about 12 distA distB`. Issue 24's before/after of the
 * enhancement script.
 */
import { readFileSync, rmSync } from 'node:fs';
import { launchChromium } from '../scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { median } from './stats.ts';

const [path = '/about', loads = '10', ...dists] = process.argv.slice(2);
const servers = await Promise.all(dists.map((root) => startStaticServer({ root, port: 0 })));
const browser = await launchChromium();
const results: number[][] = dists.map(() => []);
/** Thread (CPU) time, which machine load does not stretch: the figure to compare under load. */
const cpu: number[][] = dists.map(() => []);
const idleCpu: number[][] = dists.map(() => []);
for (let i = 0; i < Number(loads); i++) {
  for (const [k, server] of servers.entries()) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const file = `/tmp/compare-eval-${process.pid}.json`;
    await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink'] });
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    await browser.stopTracing();
    const events = (JSON.parse(readFileSync(file, 'utf8')).traceEvents as { name: string; ph: string; dur?: number; tdur?: number; ts: number; tid: number }[]).filter((e) => e.ph === 'X');
    rmSync(file);
    // The enhancement script is the page's only module evaluated before load on a page without islands.
    const blocks = events.filter((e) => e.name === 'PendingScript::ExecuteScriptBlock');
    results[k]!.push(Math.round(blocks.reduce((n, e) => n + (e.dur ?? 0), 0) / 100) / 10);
    cpu[k]!.push(Math.round(blocks.reduce((n, e) => n + (e.tdur ?? 0), 0) / 100) / 10);
    // Work the page's scripts put off to idle time (the enhancement script's labels).
    idleCpu[k]!.push(Math.round(events.filter((e) => e.name === 'FireIdleCallback').reduce((n, e) => n + (e.tdur ?? 0), 0) / 100) / 10);
    await context.close();
  }
}
for (const [k, dist] of dists.entries()) {
  console.log(`${dist}: script block, wall median ${median(results[k]!)} ms (${results[k]!.join(', ')})`);
  console.log(`${dist}: script block, CPU median ${median(cpu[k]!)} ms (${cpu[k]!.join(', ')}); idle callbacks, CPU median ${median(idleCpu[k]!)} ms`);
}
await browser.close();
await Promise.all(servers.map((s) => s.close()));
