/** dev's file watching (generator/dev/watch.ts): the site's folders that exist, and a save's events as one batch. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { watchedFolders, watchFolders } from '../../generator/dev/watch.ts';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("dev's watching", () => {
  it("watches the site's sources, templates, content and what it adds, once each, when they exist", async () => {
    const root = `${await mkdtemp(join(tmpdir(), 'dev-watch-'))}/`;
    temps.push(root);
    for (const dir of ['src', 'templates', 'shared']) await mkdir(join(root, dir));
    const site = { root, client: { sourceDir: 'src' }, templatesDir: 'templates', contentDir: 'src', watchAlso: ['shared', 'missing'] } as never;
    expect(watchedFolders(site)).toEqual(['src', 'templates', 'shared']);
  });

  it("hands over a burst of changes as one batch of absolute paths", async () => {
    const root = `${await mkdtemp(join(tmpdir(), 'dev-watch-'))}/`;
    temps.push(root);
    await mkdir(join(root, 'src'));
    const batches: Set<string>[] = [];
    // A wide gathering window: CI once spaced these two writes more than dev's 15 ms apart.
    const stop = watchFolders(root, ['src'], async (changed) => void batches.push(changed), { gatherMs: 400 });
    await new Promise((r) => setTimeout(r, 50));
    await writeFile(join(root, 'src/a.ts'), 'a');
    await writeFile(join(root, 'src/b.ts'), 'b');
    for (const started = Date.now(); batches.length === 0 && Date.now() - started < 5_000; ) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 600));
    stop();
    expect(batches).toHaveLength(1);
    expect([...batches[0]].sort()).toEqual([`${root}src/a.ts`, `${root}src/b.ts`]);
  });
});
