/**
 * `dev` serves what `build` writes, from the same page renderer and the same extra outputs: a page,
 * the /trends feeds, the sitemap and an Open Graph card, compared with the test build (DIST).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from '../helpers/site.ts';
import { TEST_BUILD_ENV, TEST_PORT_OFFSET } from '../helpers/test-build-env.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const PORT = 54391 + TEST_PORT_OFFSET;
const base = `http://localhost:${PORT}`;
let dev: ChildProcess;

beforeAll(async () => {
  dev = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'dev', '--port', String(PORT), '--no-backend'], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_BUILD_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk;
      if (log.includes('Dev server at')) resolve();
    };
    dev.stdout!.on('data', onData);
    dev.stderr!.on('data', (chunk: Buffer) => (log += chunk));
    dev.on('exit', (code) => reject(new Error(`dev exited (${code}):\n${log}`)));
  });
}, 90_000);

afterAll(() => {
  dev?.kill();
});

const fetched = async (path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('dev', () => {
  it('serves the Open Graph cards the build writes, byte for byte', async () => {
    const card = await fetched('/og/about.png');
    expect(card.status).toBe(200);
    expect(card.type).toBe('image/png');
    expect(card.bytes.equals(await readFile(`${DIST}og/about.png`))).toBe(true);
  }, 60_000);

  it('serves the feeds and the sitemap, with every entry the build writes', async () => {
    // dev previews draft articles too, so its feeds may hold more entries than the build's, never fewer.
    for (const file of ['trends/feed.xml', 'trends/atom.xml', 'sitemap.xml']) {
      const got = await fetched(`/${file}`);
      expect(got.status, file).toBe(200);
      expect(got.type, file).toContain('xml');
      const built = await readFile(`${DIST}${file}`, 'utf8');
      const entries = [...built.matchAll(/<(?:loc|link|id)>([^<]+)</g)].map((m) => m[1]).concat([...built.matchAll(/<link href="([^"]+)"/g)].map((m) => m[1]));
      expect(entries.length, file).toBeGreaterThan(2);
      for (const entry of entries) expect(got.bytes.toString(), `${file}: ${entry}`).toContain(entry);
    }
  }, 60_000);

  it('renders a page as the build does (plus its hot-swap script, before the page\'s own), with no problem overlay on /trends', async () => {
    const page = (await fetched('/about')).bytes.toString();
    const built = await readFile(`${DIST}about/index.html`, 'utf8');
    const devScript = /<script type="module" src="(\/__dev\/hot-swap-[A-Za-z0-9]+\.js)"><\/script>\n/.exec(page);
    expect(devScript).not.toBeNull();
    expect(page.indexOf(devScript![0])).toBeLessThan(page.indexOf('<script type="module" src="/assets/'));
    expect(page.replace(devScript![0], '')).toBe(built);
    const script = await fetched(devScript![1]);
    expect(script.type).toContain('javascript');
    expect(script.bytes.toString()).toContain('/__dev/events');
    // The feed links on /trends point at files the extra outputs write: no dangling-link overlay.
    expect((await fetched('/trends')).bytes.toString()).not.toContain('dev-build-problems');
  }, 60_000);

  it('answers 405 with an Allow header to methods it does not serve (issue 31), pages and dev routes alike', async () => {
    for (const path of ['/about', '/__dev/events', '/sitemap.xml']) {
      for (const method of ['PUT', 'DELETE', 'POST', 'PATCH']) {
        const res = await fetch(`${base}${path}`, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD');
        await res.arrayBuffer();
      }
    }
    expect((await fetch(`${base}/about`, { method: 'HEAD' })).status).toBe(200);
  }, 60_000);
  // Issue 32: dev answers as preview does for moved pages and the speculation rules.
  it('answers a moved path from the redirect list with its status', async () => {
    const res = await fetch(`${base}/contact`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/demo');
  }, 60_000);

  it('names the speculation rule set on pages and serves it with its own type', async () => {
    const page = await fetch(`${base}/about`);
    expect(page.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    const rules = await fetched('/speculation-rules.json');
    expect(rules.type).toBe('application/speculationrules+json');
    expect(rules.bytes.equals(await readFile(`${DIST}speculation-rules.json`))).toBe(true);
  });
});
