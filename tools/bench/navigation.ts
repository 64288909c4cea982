/**
 * Issue 32: what the speculation rules and view transitions do for a visitor, in Chromium. The time
 * from the click on a link the pointer rested on to the next page's first paint, median of --runs
 * fresh browser contexts (empty cache) per variant, link and latency, the variants taking turns:
 *   before     the built folder with the `Speculation-Rules` header dropped and the
 *              `@view-transition` rule cut from its stylesheets: the site as it was;
 *   prefetch   the header only (the rule set prefetches on hover), no view transition;
 *   after      the folder as built: prefetch and view transition.
 * The three are served from one build (only those two things differ) by the preview server, behind
 * a proxy that holds each response back by --latency ms (0: this machine; 100: a round trip on a
 * good mobile network). The pointer rests on the link for --dwell ms before the click, as a
 * visitor's does before clicking; the rule set's moderate eagerness starts a prefetch after ~200 ms.
 *
 *   npx tsx tools/bench/navigation.ts [--dist .cache/test-dist] [--runs 7] [--latency 0,100] [--dwell 400]
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { ROOT, median } from './stats.ts';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: join(ROOT, '.cache/test-dist') },
    runs: { type: 'string', default: '7' },
    latency: { type: 'string', default: '0,100' },
    dwell: { type: 'string', default: '400' },
  },
});

/** From a page, the first link (in main) to another: three page families. */
const NAVIGATIONS = [
  { from: '/', link: 'main a[href^="/pricing"]', to: '/pricing' },
  { from: '/about', link: 'main a[href^="/features/domain-expertise"]', to: '/features/domain-expertise' },
  { from: '/trends', link: 'main a[href^="/trends/on-premises"]', to: '/trends/on-premises-ai-data-sovereignty' },
];
const VARIANTS = ['before', 'prefetch', 'after'] as const;
type Variant = (typeof VARIANTS)[number];
const VIEW_TRANSITION_RULE = /@media \(prefers-reduced-motion:no-preference\)\{@view-transition\{navigation:auto\}\}/g;

/** A copy of the built folder with the header and/or the CSS rule taken out (precompressed copies dropped, so the edit serves). */
async function variantFolder(dist: string, variant: Variant): Promise<string> {
  if (variant === 'after') return dist;
  const dir = await mkdtemp(join(tmpdir(), `nav-bench-${variant}-`));
  await cp(dist, dir, { recursive: true });
  const headers = await readFile(join(dir, '_headers'), 'utf8');
  if (variant === 'before') await writeFile(join(dir, '_headers'), headers.replace(/^\s*Speculation-Rules:.*\n/m, ''));
  for (const file of await readdir(join(dir, 'assets'))) {
    if (!file.endsWith('.css')) continue;
    const css = await readFile(join(dir, 'assets', file), 'utf8');
    if (!VIEW_TRANSITION_RULE.test(css)) continue;
    await writeFile(join(dir, 'assets', file), css.replace(VIEW_TRANSITION_RULE, ''));
    await rm(join(dir, 'assets', `${file}.br`), { force: true });
    await rm(join(dir, 'assets', `${file}.gz`), { force: true });
  }
  return dir;
}

/** A proxy in front of `target` that answers every request `latency` ms late (prefetches too). */
async function delayingProxy(target: string, latency: number): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    setTimeout(() => {
      const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.writeHead(502).end());
      req.pipe(forward);
    }, latency);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://localhost:${typeof address === 'object' && address ? address.port : 0}`, server };
}

/** One navigation in a fresh context: hover, dwell, click; ms from the click to the new page's first paint. */
async function clickToPaint(browser: Browser, base: string, nav: (typeof NAVIGATIONS)[number], dwell: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}${nav.from}`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    // The click's time, kept across the navigation (same origin), on the clock both documents share.
    await page.evaluate(() => addEventListener('click', () => localStorage.setItem('clickAt', String(performance.timeOrigin + performance.now())), { capture: true }));
    const link = page.locator(nav.link).first();
    await link.hover();
    await page.waitForTimeout(dwell);
    await Promise.all([page.waitForURL((url) => url.pathname === nav.to), link.click()]);
    const paintAt = await page.waitForFunction(() => {
      const paint = performance.getEntriesByName('first-paint')[0];
      return paint ? performance.timeOrigin + paint.startTime : undefined;
    });
    const clickAt = Number(await page.evaluate(() => localStorage.getItem('clickAt')));
    return (await paintAt.jsonValue())! - clickAt;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const dist = values.dist!.replace(/\/$/, '');
  const runs = Number(values.runs);
  const dwell = Number(values.dwell);
  const latencies = values.latency!.split(',').map(Number);
  const browser = await launchChromium();
  const rows: string[] = [];
  const folders = new Map<Variant, string>();
  try {
    for (const variant of VARIANTS) folders.set(variant, await variantFolder(dist, variant));
    for (const latency of latencies) {
      for (const nav of NAVIGATIONS) {
        const served = await Promise.all(
          VARIANTS.map(async (variant) => {
            const site = await startStaticServer({ root: folders.get(variant)!, port: 0 });
            return { site, proxy: await delayingProxy(site.url, latency) };
          }),
        );
        const times: number[][] = VARIANTS.map(() => []);
        // The first context of a server pays for Chromium's own start-up: one unmeasured round.
        for (const { proxy } of served) await clickToPaint(browser, proxy.url, nav, dwell);
        // Interleaved, variant after variant each round, so a change in the machine's load falls on all three.
        for (let i = 0; i < runs; i++) for (const [v, { proxy }] of served.entries()) times[v].push(await clickToPaint(browser, proxy.url, nav, dwell));
        for (const { site, proxy } of served) {
          proxy.server.close();
          await site.close();
        }
        const medians = times.map((t) => `${median(t).toFixed(0)} ms (${Math.min(...t).toFixed(0)}-${Math.max(...t).toFixed(0)})`);
        rows.push(`| ${latency} ms | ${nav.from} -> ${nav.to} | ${medians.join(' | ')} |`);
        console.log(rows.at(-1));
      }
    }
  } finally {
    await browser.close();
    for (const [variant, folder] of folders) if (variant !== 'after') await rm(folder, { recursive: true, force: true });
  }
  console.log(`\nClick to first paint, median (min-max) of ${runs} runs, pointer on the link ${dwell} ms before the click:\n`);
  console.log(`| added latency | navigation | ${VARIANTS.join(' | ')} |\n|---|---|---|---|---|\n${rows.join('\n')}`);
}

await main();
