/**
 * The proof of work of the functions' calls (issue 31), measured three ways:
 *
 * 1. An attacker's cost per accepted request: native solves in Node at the production difficulty
 *    (supabase/functions/_shared/proof-of-work.ts), with OpenSSL's PBKDF2 (node:crypto) and with Web
 *    Crypto, wall and CPU time, median of several fresh challenges.
 * 2. The visitor's solve in headless Chromium against a built site: the demo form on /demo at 390 px,
 *    the page at 4x CPU slowdown, typing the name one key per 120 ms; the time from the first key to
 *    the solved proof (the page's `vertiq:proof-of-work` mark) and the worker's own solve time.
 *    DevTools' CPU throttling (Emulation.setCPUThrottlingRate) is set on the page; whether it reaches
 *    the worker is measured, not assumed: the same runs at 1x tell (see BENCHMARKS.md).
 * 3. Our script per frame on the main thread meanwhile (Long Animation Frames, own origin): the
 *    solver must leave it at most 50 ms.
 *
 * Usage: npx tsx tools/bench/proof-of-work.ts [runs]  (builds the site into a temporary folder with
 * SUPABASE_URL pointing at a challenge server of its own), or
 *        npx tsx tools/bench/proof-of-work.ts [runs] --dist DIR --port N  (a site already built with
 * SUPABASE_URL=http://127.0.0.1:N, e.g. the tests' .cache/test-dist; the challenge server takes port N).
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Browser } from 'playwright-core';
import { PROOF_OF_WORK, challengeOptions } from '../../supabase/functions/_shared/proof-difficulty.ts';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS } from '../../supabase/functions/_shared/cors.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { ROOT, median, table } from './stats.ts';

const SECRET = 'bench proof-of-work secret';
/** A production challenge, made as the functions make it (proof-of-work.ts: same options, Web Crypto PBKDF2). */
const newChallenge = (call: string) => createChallenge({ ...challengeOptions(call, new Date()), deriveKey: webDeriveKey, hmacSignatureSecret: SECRET });

export interface NativeSolve {
  counter: number;
  wallMs: number;
  cpuMs: number;
}

/** Fresh production challenges solved natively, one after another. */
export async function measureNativeSolves(runs: number, deriveKey: typeof nodeDeriveKey): Promise<NativeSolve[]> {
  const solves: NativeSolve[] = [];
  for (let i = 0; i < runs; i++) {
    const challenge = await newChallenge('schedule-demo');
    const cpu = process.cpuUsage();
    const start = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    const wallMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    solves.push({ counter: solution!.counter, wallMs, cpuMs: (used.user + used.system) / 1000 });
  }
  return solves;
}

export interface BrowserSolve {
  cpuSlowdown: number;
  /** From the first key in the form to the solved proof (ms, page clock). */
  readyAfterFirstKeyMs: number;
  /** The worker's own solve time (altcha-lib's `time`). */
  workerSolveMs: number;
  /** The most own-origin script in one long animation frame from the first key to 1 s after the proof (0: no frame over 50 ms held any). */
  worstOwnScriptPerFrameMs: number;
  /** That frame's own scripts: `path invoker duration`. */
  worstFrameScripts: string[];
}

const OBSERVE = `window.__ownFrames = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const own = e.scripts.filter((s) => s.sourceURL && new URL(s.sourceURL, location.href).origin === location.origin);
    window.__ownFrames.push({ start: e.startTime, own: own.reduce((n, s) => n + s.duration, 0), scripts: own.map((s) => new URL(s.sourceURL).pathname + ' ' + s.invokerType + ':' + s.invoker + ' ' + Math.round(s.duration) + ' ms') });
  }
}).observe({ type: 'long-animation-frame', buffered: true });
window.__firstKey = null;
addEventListener('keydown', () => { if (window.__firstKey === null) window.__firstKey = performance.now(); }, { capture: true });`;

async function measureBrowserSolve(browser: Browser, base: string, cpuSlowdown: number): Promise<BrowserSolve> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${base}/demo`, { waitUntil: 'load' });
    await page.locator('[data-island="DemoRequestForm"][data-hydrated]').waitFor({ timeout: 60_000 });
    await page.getByLabel('Full name').pressSequentially('Dana Reyes', { delay: 120 });
    await page.waitForFunction(() => performance.getEntriesByName('vertiq:proof-of-work').length > 0, undefined, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    return (await page.evaluate(() => {
      const mark = performance.getEntriesByName('vertiq:proof-of-work')[0] as PerformanceMark;
      const firstKey = (window as unknown as { __firstKey: number }).__firstKey;
      const frames = (window as unknown as { __ownFrames: { start: number; own: number; scripts: string[] }[] }).__ownFrames.filter((f) => f.start >= firstKey);
      const worst = frames.reduce<(typeof frames)[number] | undefined>((a, b) => (!a || b.own > a.own ? b : a), undefined);
      return {
        readyAfterFirstKeyMs: mark.startTime - firstKey,
        workerSolveMs: (mark.detail as { solveMs: number }).solveMs,
        worstOwnScriptPerFrameMs: worst?.own ?? 0,
        worstFrameScripts: worst?.scripts ?? [],
      };
    }).then((result) => ({ cpuSlowdown, ...result }))) as BrowserSolve;
  } finally {
    await context.close();
  }
}

/** A server that hands out production challenges as the functions do (GET, with CORS). */
async function startChallengeServer(port = 0): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    const cors = { 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS, 'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const call = /^\/functions\/v1\/(schedule-demo|trial-webhook)$/.exec(req.url ?? '')?.[1] as 'schedule-demo' | 'trial-webhook' | undefined;
    if (req.method !== 'GET' || !call) return void res.writeHead(404, cors).end();
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(await newChallenge(call)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(/^\d+$/.test(args[0] ?? '') ? args[0] : 7);
  const given = option('--dist');
  const stat = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
  console.log(`Difficulty: ${PROOF_OF_WORK.algorithm}, cost ${PROOF_OF_WORK.cost}, counter ${PROOF_OF_WORK.counterMin}-${PROOF_OF_WORK.counterMax}\n`);

  const node = await measureNativeSolves(runs * 2, nodeDeriveKey);
  const web = await measureNativeSolves(runs * 2, webDeriveKey);
  console.log('Native solves in Node (an attacker), per accepted request, median (min-max) ms:');
  console.log(
    table(
      ['derivation', 'runs', 'wall', 'CPU', 'per derivation'],
      [
        ['node:crypto pbkdf2', node.length, stat(node.map((s) => s.wallMs)), stat(node.map((s) => s.cpuMs)), `${median(node.map((s) => s.wallMs / (s.counter + 1))).toFixed(2)}`],
        ['Web Crypto', web.length, stat(web.map((s) => s.wallMs)), stat(web.map((s) => s.cpuMs)), `${median(web.map((s) => s.wallMs / (s.counter + 1))).toFixed(2)}`],
      ],
    ),
  );

  const challenges = await startChallengeServer(Number(option('--port') ?? 0));
  const out = given ?? (await mkdtemp(join(tmpdir(), 'vertiq-pow-bench-')));
  try {
    if (!given) {
      await promisify(execFile)('npx', ['tsx', 'cli/index.ts', 'build', '--out', out, '--quiet'], {
        cwd: ROOT,
        env: { ...process.env, SUPABASE_URL: challenges.url },
        maxBuffer: 64 * 1024 * 1024,
      });
    }
    const preview = await startStaticServer({ root: out, port: 0 });
    const browser = await launchChromium();
    try {
      const rows: BrowserSolve[] = [];
      for (const slowdown of [4, 1]) for (let i = 0; i < runs; i++) rows.push(await measureBrowserSolve(browser, preview.url, slowdown));
      console.log('\nChromium, /demo at 390 px, typing the name at one key per 120 ms, median (min-max) ms:');
      console.log(
        table(
          ['CPU slowdown (page)', 'runs', 'first key to solved proof', 'worker solve', 'most own script in one frame'],
          [4, 1].map((slowdown) => {
            const of = rows.filter((row) => row.cpuSlowdown === slowdown);
            return [`${slowdown}x`, of.length, stat(of.map((r) => r.readyAfterFirstKeyMs)), stat(of.map((r) => r.workerSolveMs)), stat(of.map((r) => r.worstOwnScriptPerFrameMs))];
          }),
        ),
      );
      const worst = rows.filter((row) => row.cpuSlowdown === 4).sort((a, b) => b.worstOwnScriptPerFrameMs - a.worstOwnScriptPerFrameMs)[0];
      if (worst?.worstFrameScripts.length) console.log(`\nThe frame with the most own script at 4x (${Math.round(worst.worstOwnScriptPerFrameMs)} ms): ${worst.worstFrameScripts.join('; ')}`);
    } finally {
      await browser.close();
      await preview.close();
    }
  } finally {
    await challenges.close();
    if (!given) await rm(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
