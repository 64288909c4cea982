import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeOutputAtomically } from '../../generator/session/write-output.ts';
import { openStaging } from '../../generator/session/staging.ts';

let parent: string;
afterEach(() => rm(parent, { recursive: true, force: true }));

describe('writeOutputAtomically', () => {
  it('replaces the folder whole: files of the old build do not linger', async () => {
    parent = await mkdtemp(join(tmpdir(), 'atomic-'));
    const out = join(parent, 'dist');
    await writeOutputAtomically(out, [{ path: 'old.html', content: 'old' }, { path: 'a/index.html', content: 'a1' }]);
    await writeOutputAtomically(out, [{ path: 'a/index.html', content: 'a2' }]);
    expect(await readdir(out, { recursive: true })).toEqual(expect.arrayContaining(['a', 'a/index.html']));
    expect(await readdir(out)).not.toContain('old.html');
    expect(await readFile(join(out, 'a/index.html'), 'utf8')).toBe('a2');
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('leaves the previous output exactly as it was when writing fails, and no staging folder behind', async () => {
    parent = await mkdtemp(join(tmpdir(), 'atomic-'));
    const out = join(parent, 'dist');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'previous');
    // A file and a folder of the same name cannot both be written: the write fails midway.
    const files = [{ path: 'x', content: 'file' }, { path: 'x/index.html', content: 'nested' }];
    await expect(writeOutputAtomically(out, files)).rejects.toThrow();
    expect(await readdir(parent)).toEqual(['dist']);
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('previous');
  });

  it('a large replaced output is removed by a process of its own after the swap, and a leftover one by the next build', async () => {
    parent = await mkdtemp(join(tmpdir(), 'atomic-'));
    const out = join(parent, 'dist');
    await writeOutputAtomically(out, [{ path: 'a/index.html', content: 'a1' }]);
    const staging = await openStaging(out, { removeDetachedFrom: 1 });
    await staging.write({ path: 'a/index.html', content: 'a2' });
    await staging.commit();
    // The new output is complete when commit returns; the old one goes in the background.
    expect(await readFile(join(out, 'a/index.html'), 'utf8')).toBe('a2');
    const deadline = Date.now() + 10_000;
    while ((await readdir(parent)).length > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await readdir(parent)).toEqual(['dist']);

    // A replaced output whose removal never ran (no process has its pid).
    await mkdir(join(parent, '.dist-previous-999999999-1', 'a'), { recursive: true });
    await writeFile(join(parent, '.dist-previous-999999999-1', 'a', 'index.html'), 'old');
    const next = await openStaging(out);
    await next.abort();
    await expect.poll(() => readdir(parent), { timeout: 10_000 }).not.toContain('.dist-previous-999999999-1');
  });
});
