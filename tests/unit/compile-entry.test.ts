/**
 * Compiled entries (generator/session/compile-entry.mjs): a TypeScript entry compiled once into a
 * folder Node runs without transpiling, `import.meta.url` still naming the source file, and only the
 * last few folders of earlier trees kept.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntry } from '../../generator/session/compile-entry.mjs';

const temps: string[] = [];
afterAll(() => Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('a compiled entry', () => {
  it('runs as plain JavaScript, its modules still naming their source files, and is made once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compile-entry-'));
    temps.push(dir);
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'src/where.ts'), 'export const where: string = import.meta.url;\n');
    await writeFile(join(dir, 'src/entry.ts'), "import { where } from './where.ts';\nexport const answer: number = 42;\nexport { where };\n");
    const out = await compiledEntry({ entry: join(dir, 'src/entry.ts'), dir: join(dir, 'cache/key-1') });
    expect(out).toBe(join(dir, 'cache/key-1/index.mjs'));
    const module = await import(pathToFileURL(out).href);
    expect(module.answer).toBe(42);
    expect(module.where).toBe(pathToFileURL(join(dir, 'src/where.ts')).href);
    // Already there: not compiled again (a changed source is a new tree, a new folder).
    await writeFile(join(dir, 'src/entry.ts'), 'export const answer = 43;\n');
    expect(await compiledEntry({ entry: join(dir, 'src/entry.ts'), dir: join(dir, 'cache/key-1') })).toBe(out);
    expect((await import(`${pathToFileURL(out).href}?again`)).answer).toBe(42);
  });

  it('keeps only the last few folders of earlier trees', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compile-entry-'));
    temps.push(dir);
    await writeFile(join(dir, 'entry.ts'), 'export const n = 1;\n');
    for (const key of ['a', 'b', 'c']) {
      await compiledEntry({ entry: join(dir, 'entry.ts'), dir: join(dir, `cache/${key}`), keep: 1 });
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await readdir(join(dir, 'cache'))).sort()).toEqual(['b', 'c']);
    expect(existsSync(join(dir, 'cache/c/index.mjs'))).toBe(true);
  });
});
