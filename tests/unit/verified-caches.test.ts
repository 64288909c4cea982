/**
 * Every cache checks what it reads (issue 31; generator/cache/verified-cache.mjs): each cache's entry,
 * made through the cache's own code, is damaged in each way (zeroed, truncated, garbage), read again
 * through the same code, and must be reported in one warning line naming it, never used, and made
 * again (the caches that are remade by the next build: the manifest and stamp read as absent).
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_DIRS } from '../../generator/cache/caches.mjs';
import { writeCompressedCopies } from '../../generator/outputs/compress.ts';
import type { OutputFile } from '../../generator/outputs/output-file.ts';
import { ogImageFiles } from '../../generator/outputs/og-images.ts';
import { treeCached } from '../../generator/cache/tree-cache.ts';
import { loadSiteBundle } from '../../generator/config/load-site.ts';
import { compiledEntry } from '../../generator/session/compile-entry.mjs';
import { readManifest, writeManifest, forgetManifest, MANIFEST_VERSION, type BuildManifest } from '../../generator/session/incremental.ts';
import { codeTreeKey, forgetBuild, recordBuild, unchangedBuild } from '../../generator/session/build-stamp.mjs';
import { PROJECT_ROOT } from '../../generator/config/root.mjs';
import { miniSite } from '../fixtures/mini-site/site.ts';

const DAMAGES = {
  zeroed: () => Buffer.alloc(0),
  truncated: (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2)),
  garbage: (bytes: Buffer) => randomBytes(bytes.length),
} as const;
type Damage = keyof typeof DAMAGES;
const WAYS = Object.keys(DAMAGES) as Damage[];

let temp: string;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'verified-caches-'));
});
afterAll(async () => {
  await Promise.all(cleanups.map((f) => f()));
  await rm(temp, { recursive: true, force: true });
});

async function damage(file: string, way: Damage) {
  await writeFile(file, DAMAGES[way](await readFile(file)));
}

/** The warning lines printed while `work` runs (console.warn), and its result. */
async function warningsOf<T>(work: () => Promise<T>): Promise<{ result: T; warnings: string[] }> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const result = await work();
    return { result, warnings: warn.mock.calls.map((call) => call.join(' ')) };
  } finally {
    warn.mockRestore();
  }
}

/** The one warning about `entry`: one line, naming it, saying it is made again and not used. */
function expectOneWarning(warnings: string[], entry: string) {
  const name = relative(PROJECT_ROOT, entry);
  const about = warnings.filter((w) => w.includes(name.startsWith('..') ? entry : name));
  expect(about, warnings.join('\n')).toHaveLength(1);
  expect(about[0]).toMatch(/^warning: cache entry \S+ is damaged \(.+\); made again, not used$/);
  expect(about[0]).not.toContain('\n');
}

describe.each(WAYS)('a %s cache entry is reported, not used, and made again', (way) => {
  it('precompressed .br and .gz: decompress to their source or are compressed again', async () => {
    const cacheDir = join(temp, `precompressed-${way}/`);
    await mkdir(cacheDir, { recursive: true });
    const page: OutputFile = { path: 'index.html', content: `<!doctype html><p>${'a page worth compressing. '.repeat(40)}</p>` };
    const write = async () => {
      const written: OutputFile[] = [];
      await writeCompressedCopies(page, cacheDir, { write: async (f) => void written.push(f) });
      return Object.fromEntries(written.map((f) => [f.path, Buffer.from(f.content)]));
    };
    const fresh = await write();
    const key = createHash('sha256').update(page.content).digest('hex');
    for (const kind of ['br', 'gz']) await damage(`${cacheDir}${key}.${kind}`, way);
    const { result, warnings } = await warningsOf(write);
    expectOneWarning(warnings, `${cacheDir}${key}.br`);
    expectOneWarning(warnings, `${cacheDir}${key}.gz`);
    expect(result).toEqual(fresh);
    expect(brotliDecompressSync(result['index.html.br']).toString()).toBe(page.content);
    expect(gunzipSync(result['index.html.gz']).toString()).toBe(page.content);
    expect(gunzipSync(await readFile(`${cacheDir}${key}.gz`)).toString()).toBe(page.content); // the entry made again
  });

  it('an Open Graph card: matches its recorded hash or is drawn again', async () => {
    const cacheDir = join(temp, `og-${way}/`);
    const cards = [{ path: 'og/index.png', title: `A SAMPLE card (${way})`, family: 'Fixture' }];
    const draw = async () => Buffer.from(((await ogImageFiles(cards, { brand: 'SAMPLE', cacheDir }))[0] as OutputFile).content);
    const fresh = await draw();
    const [entry] = readdirSync(cacheDir).filter((n) => n.endsWith('.png'));
    await damage(join(cacheDir, entry), way);
    const { result, warnings } = await warningsOf(draw);
    expectOneWarning(warnings, join(cacheDir, entry));
    expect(result.equals(fresh)).toBe(true);
    expect((await readFile(join(cacheDir, entry))).equals(fresh)).toBe(true);
  }, 60_000);

  it('a tree-cache entry: matches its recorded hash or is made again', async () => {
    const name = `verified-test-${process.pid}-${way}`;
    const value = { css: `.x{color:red} /* ${way} */` };
    let made = 0;
    const get = () => treeCached(name, { way }, async () => (made++, value), { encode: (v) => v, decode: (v) => v as typeof value });
    await get();
    const tree = (await codeTreeKey()).slice(0, 16);
    const file = readdirSync(CACHE_DIRS.treeCache).find((n) => n.startsWith(`${name}-${tree}-`) && n.endsWith('.json'))!;
    cleanups.push(() => rm(`${CACHE_DIRS.treeCache}${file}`, { force: true }), () => rm(`${CACHE_DIRS.treeCache}${file}.sha256`, { force: true }));
    await damage(`${CACHE_DIRS.treeCache}${file}`, way);
    const { result, warnings } = await warningsOf(get);
    expectOneWarning(warnings, `${CACHE_DIRS.treeCache}${file}`);
    expect(result).toEqual(value);
    expect(made).toBe(2);
    expect(JSON.parse(await readFile(`${CACHE_DIRS.treeCache}${file}`, 'utf8'))).toEqual(value);
  });

  it('a site bundle: matches its recorded hash or is bundled again', async () => {
    const site = { ...miniSite, name: `verified-test-${process.pid}-${way}`, treeCache: true };
    cleanups.push(() => rm(`${CACHE_DIRS.siteBundle}${site.name}`, { recursive: true, force: true }));
    const first = await loadSiteBundle(site);
    const file = new URL(first.url).pathname;
    const fresh = await readFile(file);
    await damage(file, way);
    const { result, warnings } = await warningsOf(() => loadSiteBundle(site));
    expectOneWarning(warnings, file);
    expect(result.codeKey).toBe(first.codeKey);
    expect((await readFile(file)).equals(fresh)).toBe(true);
  }, 60_000);

  it('the compiled CLI: every file matches its recorded hash or the folder is compiled again', async () => {
    const entry = join(temp, `entry-${way}.ts`);
    await writeFile(entry, `const greeting: string = 'compiled ${way}';\nconsole.log(greeting);\n`);
    const dir = join(temp, `cli-${way}`, 'key');
    const out = await compiledEntry({ entry, dir });
    const fresh = await readFile(out);
    await damage(out, way);
    const { result, warnings } = await warningsOf(() => compiledEntry({ entry, dir }));
    expectOneWarning(warnings, dir);
    expect((await readFile(result)).equals(fresh)).toBe(true);
  });

  it('the incremental manifest and the build stamp: a damaged one reads as none (the next build is a full one and records them again)', async () => {
    const out = join(temp, `out-${way}`);
    await mkdir(out, { recursive: true });
    cleanups.push(() => forgetManifest(out), () => forgetBuild(out));
    const manifest: BuildManifest = { version: MANIFEST_VERSION, globalKey: 'g', classSets: {}, stylesheets: {}, pages: {}, inputs: {}, otherFiles: ['index.html'] };
    await writeManifest(out, manifest);
    await recordBuild(out, { fingerprint: 'f', pages: 1, files: 1, configVariables: [] });
    expect(await readManifest(out)).toBeDefined();
    expect(await unchangedBuild(out, 'f')).toBeDefined();
    const key = createHash('sha256').update(out).digest('hex').slice(0, 16);
    const files = [`${CACHE_DIRS.incremental}${key}.json`, `${CACHE_DIRS.buildStamps}${key}.json`];
    for (const file of files) await damage(file, way);
    const { result, warnings } = await warningsOf(async () => [await readManifest(out), await unchangedBuild(out, 'f')]);
    for (const file of files) expectOneWarning(warnings, file);
    expect(result).toEqual([undefined, undefined]);
  });
});

describe('a command never exits 0 having done nothing', () => {
  it('a compiled entry that evaluates nothing exits 1 with a message', async () => {
    const empty = join(temp, 'empty-entry.mjs');
    await writeFile(empty, '');
    const run = promisify(execFile);
    const error = await run(process.execPath, ['-e', `import(${JSON.stringify(`${PROJECT_ROOT}generator/session/compile-entry.mjs`)}).then((m) => m.runCompiledEntry(${JSON.stringify(empty)}))`]).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain(`${empty} ran nothing (a damaged compiled entry)`);
  });
});
