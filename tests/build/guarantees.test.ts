/**
 * The pipeline's guarantees, through the real CLI: reproducible output, refusal before writing,
 * and an existing output folder left exactly as it was by a refused build.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST } from '../helpers/site.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
const temps: string[] = [];
afterAll(() => Promise.all(temps.map((d) => rm(d, { recursive: true, force: true }))));

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vertiq-build-'));
  temps.push(dir);
  return dir;
}

/** Relative path -> sha256 of every file below dir. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const out: Record<string, string> = {};
  for (const e of entries.filter((x) => x.isFile()).sort((a, b) => `${a.parentPath}/${a.name}`.localeCompare(`${b.parentPath}/${b.name}`))) {
    const full = join(e.parentPath, e.name);
    out[full.slice(dir.length + 1)] = createHash('sha256').update(await readFile(full)).digest('hex');
  }
  return out;
}

/** Runs the CLI as `npm run build` does (cli/run.mjs) with exactly the given configuration variables (none inherited). */
function cli(args: string[], env: Record<string, string> = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['SITE_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY'].includes(k)));
  return run(process.execPath, ['cli/run.mjs', ...args], { cwd: ROOT, env: { ...clean, ...env } });
}

async function refusal(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stderr: string }> {
  try {
    await cli(args, env);
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
  throw new Error(`expected \`${args.join(' ')}\` to fail`);
}

describe('build guarantees', () => {
  it('two builds of the same tree are byte-identical (compression cache off)', async () => {
    const out = join(await tempDir(), 'site');
    await cli(['build', '--out', out, '--quiet'], { ...TEST_BUILD_ENV, COMPRESS_CACHE: 'off' });
    const [a, b] = await Promise.all([snapshot(DIST.replace(/\/$/, '')), snapshot(out)]);
    expect(Object.keys(b).length).toBeGreaterThan(100);
    expect(b).toEqual(a);
  }, 120_000);

  it('refuses --production without the variables, naming each, and leaves the output folder untouched', async () => {
    const parent = await tempDir();
    const out = join(parent, 'dist');
    await mkdir(join(out, 'about'), { recursive: true });
    await writeFile(join(out, 'index.html'), 'previous release');
    await writeFile(join(out, 'about', 'index.html'), 'previous about');
    const before = await snapshot(out);

    const { code, stderr } = await refusal(['build', '--production', '--out', out]);
    expect(code).not.toBe(0);
    for (const name of ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY']) expect(stderr).toContain(name);
    expect(await snapshot(out)).toEqual(before);
    expect((await readdir(parent)).sort()).toEqual(['dist']);
  }, 60_000);

  it.each([
    ['a secret key (sb_secret_...)', 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', /SUPABASE_ANON_KEY is a secret key/],
    ['a service_role JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2ln', /SUPABASE_ANON_KEY carries role "service_role"/],
  ])('refuses %s as the browser key before writing anything', async (_label, key, message) => {
    const parent = await tempDir();
    const out = join(parent, 'dist');
    const { code, stderr } = await refusal(['build', '--production', '--out', out], {
      SITE_URL: 'https://www.vertiq.example',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: key,
    });
    expect(code).not.toBe(0);
    expect(stderr).toMatch(message);
    expect(await readdir(parent)).toEqual([]);
  }, 60_000);

  it('refuses localhost values in production', async () => {
    const { stderr } = await refusal(['build', '--production', '--out', join(await tempDir(), 'x')], {
      SITE_URL: 'https://www.vertiq.example',
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln',
    });
    expect(stderr).toMatch(/SUPABASE_URL points at a local address/);
  }, 60_000);

  it('refuses --draft with --production', async () => {
    const { stderr } = await refusal(['build', '--production', '--draft']);
    expect(stderr).toMatch(/--draft cannot be combined with --production/);
  }, 60_000);

  it('does nothing when nothing changed since the last build into that folder; a changed variable or --force builds', async () => {
    const out = join(await tempDir(), 'site');
    const built = /^Built (\d+) pages, (\d+) files into .* \((.*)\)$/m;
    const first = await cli(['build', '--out', out, '--quiet'], TEST_BUILD_ENV);
    expect(first.stdout).toMatch(built);
    expect(first.stdout).not.toMatch(/unchanged/);
    const [, pages, files] = built.exec(first.stdout)!;
    const before = await stat(out);

    const again = await cli(['build', '--out', out, '--quiet'], TEST_BUILD_ENV);
    const [, pagesAgain, filesAgain, phases] = built.exec(again.stdout)!;
    expect(phases).toMatch(/^unchanged \d+ ms$/);
    expect([pagesAgain, filesAgain]).toEqual([pages, files]);
    const after = await stat(out);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]); // the very folder, untouched

    const otherSite = await cli(['build', '--out', out, '--quiet'], { ...TEST_BUILD_ENV, SITE_URL: 'http://localhost:4174' });
    expect(otherSite.stdout).toMatch(/\(start \d+ ms, load \d+ ms/);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toContain('http://localhost:4174/sitemap.xml');
    // Every page changed, the scripts and cards did not: updated in place or swapped, whichever
    // touches fewer files (generator/session/staging.ts); --force always swaps a new folder in.
    const rebuilt = await stat(out);

    const forced = await cli(['build', '--out', out, '--quiet', '--force'], { ...TEST_BUILD_ENV, SITE_URL: 'http://localhost:4174' });
    expect(forced.stdout).toMatch(/\(start \d+ ms, load \d+ ms/);
    expect((await stat(out)).ino).not.toBe(rebuilt.ino);
  }, 180_000);
});

