/**
 * Incremental builds (generator/session/incremental.ts), through the real CLI in a copy of the project: after
 * each kind of edit (one article's Markdown, one industry's prose, a shared component, the route
 * table, the configuration) a build into the folder the last build wrote must give exactly the tree
 * `--force` gives from scratch, and an edit to one article's text renders only the pages that read it.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';
import { snapshot } from '../helpers/tree-snapshot.ts';

const run = promisify(execFile);
const ROOT = new URL('../..', import.meta.url).pathname;
let project: string;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'vertiq-incremental-'));
  for (const part of ['cli', 'src', 'generator', 'templates', 'content', 'supabase', 'runtime', 'tools', 'package.json', 'package-lock.json', 'tsconfig.json']) {
    await cp(join(ROOT, part), join(project, part), { recursive: true });
  }
  await symlink(join(ROOT, 'node_modules'), join(project, 'node_modules'));
  // Drawn cards and compressed copies are caches of content (same bytes either way): reused, for time.
  for (const cache of ['og-images', 'precompressed']) {
    if (existsSync(join(ROOT, '.cache', cache))) await cp(join(ROOT, '.cache', cache), join(project, '.cache', cache), { recursive: true });
  }
}, 120_000);
afterAll(() => rm(project, { recursive: true, force: true }));

/** Builds the copy into `out`; the number of pages it rendered (from its report). */
async function build(out: string, args: string[] = [], env: Record<string, string> = {}): Promise<{ rendered: number; pages: number; stdout: string }> {
  const { stdout } = await run(process.execPath, ['cli/run.mjs', 'build', '--out', out, ...args], { cwd: project, env: { ...process.env, ...TEST_BUILD_ENV, ...env } });
  const m = /rendered (\d+) of (\d+) pages/.exec(stdout);
  if (!m) throw new Error(`no render count in:\n${stdout}`);
  return { rendered: Number(m[1]), pages: Number(m[2]), stdout };
}

async function edit(path: string, change: (text: string) => string) {
  const file = join(project, path);
  const before = await readFile(file, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  await writeFile(file, after);
}

/** The compiled code the copy's builds keep (CLI, site bundle, stylesheet and client scripts), by file name. */
async function compiledCode(): Promise<string[]> {
  const names = await Promise.all(['cli', 'site-bundle/vertiq', 'tree-cache'].map(async (dir) => (await readdir(join(project, '.cache', dir))).map((name) => `${dir}/${name}`)));
  return names.flat().sort();
}

/** An incremental build into `inc`, then `--force` from scratch into a fresh folder: the same tree. */
async function expectSameAsForce(env: Record<string, string> = {}) {
  const inc = join(project, 'inc');
  const counts = await build(inc, [], env);
  const full = join(project, `full-${Date.now()}`);
  await build(full, ['--force'], env);
  expect(await snapshot(inc)).toEqual(await snapshot(full));
  await rm(full, { recursive: true, force: true });
  return counts;
}

describe('incremental builds', () => {
  it('after each kind of edit, build into the last output equals --force', async () => {
    const first = await build(join(project, 'inc'), ['--workers', '0']);
    expect(first.rendered).toBe(first.pages);

    // One article's text: its own page reads the body; pages listing articles read front matter only.
    // Content is no code: nothing is compiled again (the site reads the Markdown as it renders).
    const code = await compiledCode();
    // The output is updated in place: a page that did not change is the very file it was (same
    // inode, same modification time).
    const inc = join(project, 'inc');
    const untouched = async () => Promise.all(['about/index.html', 'about/index.html.br', 'pricing/index.html'].map(async (path) => { const s = await stat(join(inc, path)); return `${path} ${s.ino} ${s.mtimeMs}`; }));
    const before = await untouched();
    await edit('content/trends/on-premises-ai-data-sovereignty.md', (t) => t.replace(/\n\n([A-Z][a-z]+ )/, '\n\nIndeed, $1'));
    const article = await expectSameAsForce();
    expect(article.rendered).toBeGreaterThan(0);
    expect(article.rendered).toBeLessThan(article.pages / 4);
    expect(article.stdout).toMatch(/updated in place: \d+ file\(s\) changed, 0 removed/);
    expect(await untouched()).toEqual(before);
    expect(await compiledCode()).toEqual(code);

    // An article deleted: its route goes, so every page renders again (the route table is in the
    // global key); those that came out the same stay as they are, the listings change, and the
    // article's own files are removed from the output in place.
    const pricingBefore = await untouched();
    await rm(join(project, 'content/trends/document-agents-enterprise-workflows.md'));
    const removed = await expectSameAsForce();
    expect(removed.rendered).toBe(removed.pages);
    expect(removed.stdout).toMatch(/updated in place: \d+ file\(s\) changed, [1-9]\d* removed/);
    expect(existsSync(join(inc, 'trends/document-agents-enterprise-workflows'))).toBe(false);
    expect(await untouched()).toEqual(pricingBefore);

    // One industry's prose (its front matter, read as the module loads: every page may show it).
    await edit('content/industries/aviation.md', (t) => t.replace('Aviation AI:', 'Aviation AI now:'));
    await expectSameAsForce();

    // A shared component: code, so every page renders again.
    await edit('src/components/Footer.tsx', (t) => t.replace('heading="Solutions"', 'heading="All solutions"'));
    const component = await expectSameAsForce();
    expect(component.rendered).toBe(component.pages);
    expect(await compiledCode()).not.toEqual(code);

    // The route table: one route's label (breadcrumbs and link text name it).
    await edit('src/pages/product-routes.tsx', (t) => t.replace("label: 'Solutions',", "label: 'All solutions',"));
    await expectSameAsForce();

    // The configuration: the site's address is in every page's head.
    const moved = await expectSameAsForce({ SITE_URL: 'http://localhost:4999' });
    expect(moved.rendered).toBe(moved.pages);
  }, 900_000);

  it('--force renders every page even when nothing it read changed', async () => {
    const out = join(project, 'inc');
    const again = await build(out, ['--force'], { SITE_URL: 'http://localhost:4999' });
    expect(again.rendered).toBe(again.pages);
  }, 120_000);
});
