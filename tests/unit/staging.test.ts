/**
 * generator/session/staging.ts: how a build's files reach the output folder. A swap when nothing was kept, an
 * update in place when an incremental build kept files, and a commit that a stopped machine
 * interrupted is finished by the next build from its journal.
 */
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStaging } from '../../generator/session/staging.ts';

let parent: string;
afterEach(() => rm(parent, { recursive: true, force: true }));

/** A fresh parent folder with `dist` holding `files`. */
async function outputOf(files: Record<string, string>): Promise<string> {
  parent = await mkdtemp(join(tmpdir(), 'staging-'));
  const out = join(parent, 'dist');
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(out, path, '..'), { recursive: true });
    await writeFile(join(out, path), content);
  }
  return out;
}

const contents = async (out: string) => Object.fromEntries(await Promise.all((await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map(async (e) => [join(e.parentPath, e.name).slice(out.length + 1), await readFile(join(e.parentPath, e.name), 'utf8')])));
const identity = async (path: string) => {
  const info = await stat(path);
  return `${info.ino}:${info.mtimeMs}`;
};

describe('staging', () => {
  it('updates in place when files were kept: only what differs moves, what is gone is removed, kept files are not touched', async () => {
    const out = await outputOf({ 'a/index.html': 'a1', 'b/index.html': 'b1', 'c/index.html': 'c1', 'gone/index.html': 'old page', 'stray.txt': 'by hand' });
    const keptBefore = await identity(join(out, 'a/index.html'));
    const sameBefore = await identity(join(out, 'c/index.html'));
    const staging = await openStaging(out, { incremental: true });
    await staging.keep('a/index.html');
    await staging.write({ path: 'b/index.html', content: 'b2' });
    await staging.write({ path: 'c/index.html', content: 'c1' }); // rendered again into the same bytes
    await staging.write({ path: 'new/deep/index.html', content: 'n1' });
    const report = await staging.commit();

    expect(report).toEqual({ mode: 'update', changed: 2, removed: 2 });
    expect(staging.written).toEqual(['a/index.html', 'b/index.html', 'c/index.html', 'new/deep/index.html']);
    expect(await contents(out)).toEqual({ 'a/index.html': 'a1', 'b/index.html': 'b2', 'c/index.html': 'c1', 'new/deep/index.html': 'n1' });
    expect(await identity(join(out, 'a/index.html'))).toBe(keptBefore);
    expect(await identity(join(out, 'c/index.html'))).toBe(sameBefore);
    // The removed page's folder goes with it, and nothing of the build is left beside the output.
    expect(await readdir(out)).not.toContain('gone');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('takes the folder\'s files from the caller when it knows them (the manifest), instead of listing the folder', async () => {
    const out = await outputOf({ 'a/index.html': 'a1', 'b/index.html': 'b1', 'c/index.html': 'c1', 'gone/index.html': 'old page' });
    const staging = await openStaging(out, { incremental: true });
    await staging.keep('a/index.html');
    await staging.keep('b/index.html');
    await staging.write({ path: 'c/index.html', content: 'c2' });
    // A previous build's list: 'gone' was a page of it and is no more.
    expect(await staging.commit({ previousFiles: ['a/index.html', 'b/index.html', 'c/index.html', 'gone/index.html'] })).toEqual({ mode: 'update', changed: 1, removed: 1 });
    expect(await contents(out)).toEqual({ 'a/index.html': 'a1', 'b/index.html': 'b1', 'c/index.html': 'c2' });
    expect(await readdir(out)).not.toContain('gone');
  });

  it('swaps the folder when most files changed, linking in the few it kept', async () => {
    const out = await outputOf({ 'a/index.html': 'a1', 'b/index.html': 'b1', 'c/index.html': 'c1', 'stray.txt': 'by hand' });
    const kept = await stat(join(out, 'a/index.html'));
    const staging = await openStaging(out, { incremental: true });
    await staging.keep('a/index.html');
    await staging.write({ path: 'b/index.html', content: 'b2' });
    await staging.write({ path: 'c/index.html', content: 'c2' });
    expect(await staging.commit()).toEqual({ mode: 'swap', changed: 3, removed: 0 });
    expect(await contents(out)).toEqual({ 'a/index.html': 'a1', 'b/index.html': 'b2', 'c/index.html': 'c2' });
    // The kept file is the same file, linked: no bytes written for it.
    expect((await stat(join(out, 'a/index.html'))).ino).toBe(kept.ino);
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('swaps the folder when nothing was kept', async () => {
    const out = await outputOf({ 'a/index.html': 'a1', 'old.html': 'old' });
    const staging = await openStaging(out);
    await staging.write({ path: 'a/index.html', content: 'a2' });
    expect(await staging.commit()).toEqual({ mode: 'swap', changed: 1, removed: 0 });
    expect(await contents(out)).toEqual({ 'a/index.html': 'a2' });
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('refuses to update a folder whose kept files were deleted by hand, changing nothing', async () => {
    const out = await outputOf({ 'a/index.html': 'a1', 'b/index.html': 'b1' });
    await rm(join(out, 'a'), { recursive: true });
    const staging = await openStaging(out);
    await staging.keep('a/index.html');
    await staging.write({ path: 'b/index.html', content: 'b2' });
    await expect(staging.commit()).rejects.toThrow(/changed by hand since the last build: 1 file\(s\) it kept are gone \(a\/index.html\)/);
    expect(await contents(out)).toEqual({ 'b/index.html': 'b1' });
    expect(await readdir(parent)).toEqual(['dist']);
  });

  // Leftovers carry the pid of the build that made them; 999999999 is no process.
  const dead = '999999999-1';

  it('finishes an update in place that was interrupted midway, from its journal', async () => {
    // Interrupted after the stray file was removed and before b moved.
    const out = await outputOf({ 'a/index.html': 'a1', 'b/index.html': 'b1' });
    // An incremental build's staged files wait flat, by number.
    const incoming = join(parent, `.dist-incoming-${dead}`);
    await mkdir(incoming, { recursive: true });
    await writeFile(join(incoming, '0'), 'b2');
    const journal = { mode: 'update', staging: incoming, target: out, moves: [['0', 'b/index.html']], removals: ['stray.txt'] };
    await writeFile(join(parent, `.dist-journal-${dead}.json`), JSON.stringify(journal));

    const next = await openStaging(out);
    expect(await contents(out)).toEqual({ 'a/index.html': 'a1', 'b/index.html': 'b2' });
    await next.abort();
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('drops a journal that cannot be carried out, so the next build is not stuck on it', async () => {
    const out = await outputOf({ 'a/index.html': 'a1' });
    const incoming = join(parent, `.dist-incoming-${dead}`);
    await mkdir(incoming, { recursive: true });
    await writeFile(join(incoming, '0'), 'x');
    // Its one move goes below a file: no folder can be made there.
    const journal = { mode: 'update', staging: incoming, target: out, moves: [['0', 'a/index.html/x']], removals: [] };
    await writeFile(join(parent, `.dist-journal-${dead}.json`), JSON.stringify(journal));
    const next = await openStaging(out);
    await next.abort();
    expect(await contents(out)).toEqual({ 'a/index.html': 'a1' });
    await expect.poll(() => readdir(parent), { timeout: 10_000 }).toEqual(['dist']);
  });

  it('finishes a swap interrupted between its two renames (no output folder at all)', async () => {
    parent = await mkdtemp(join(tmpdir(), 'staging-'));
    const out = join(parent, 'dist');
    const stagingDir = join(parent, `.dist-staging-${dead}`);
    const previous = join(parent, `.dist-previous-${dead}`);
    await mkdir(join(stagingDir, 'a'), { recursive: true });
    await writeFile(join(stagingDir, 'a/index.html'), 'a2');
    await mkdir(previous);
    await writeFile(join(previous, 'index.html'), 'old');
    await writeFile(join(parent, `.dist-journal-${dead}.json`), JSON.stringify({ mode: 'swap', staging: stagingDir, target: out, previous }));

    const next = await openStaging(out);
    expect(await contents(out)).toEqual({ 'a/index.html': 'a2' });
    await next.abort();
    await expect.poll(() => readdir(parent), { timeout: 10_000 }).toEqual(['dist']);
  });

  it('removes a staging folder that was never committed and a half-written journal, and leaves a live build\'s alone', async () => {
    const out = await outputOf({ 'index.html': 'ok' });
    await mkdir(join(parent, `.dist-staging-${dead}`));
    await mkdir(join(parent, `.dist-incoming-${dead}`));
    // A journal cut off while being written: its commit never started.
    await writeFile(join(parent, `.dist-journal-${dead}.json.partial`), '{"mode":"upd');
    const live = `.dist-staging-${process.pid}-1`;
    await mkdir(join(parent, live));
    const next = await openStaging(out);
    await next.abort();
    await expect.poll(async () => (await readdir(parent)).sort(), { timeout: 10_000 }).toEqual([live, 'dist'].sort());
    expect(await contents(out)).toEqual({ 'index.html': 'ok' });
  });
});
