/**
 * Results kept by the code tree's key (generator/cache/tree-cache.ts): made once per tree and
 * settings, read back through the codec after, and made afresh for other settings.
 */
import { readdir, rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { TREE_CACHE_DIR, treeCached } from '../../generator/cache/tree-cache.ts';

const name = `unit-test-${process.pid}`;
afterAll(async () => {
  for (const entry of await readdir(TREE_CACHE_DIR).catch(() => [])) if (entry.startsWith(`${name}-`)) await rm(`${TREE_CACHE_DIR}${entry}`, { force: true });
});

const codec = { encode: (value: Set<string>) => [...value], decode: (json: unknown) => new Set(json as string[]) };

describe('the tree cache', () => {
  it('makes a result once for a tree and settings, then reads it back through the codec', async () => {
    let made = 0;
    const make = async () => (made++, new Set(['a', 'b']));
    expect(await treeCached(name, { minify: true }, make, codec)).toEqual(new Set(['a', 'b']));
    const again = await treeCached(name, { minify: true }, make, codec);
    expect(again).toEqual(new Set(['a', 'b']));
    expect(again).toBeInstanceOf(Set);
    expect(made).toBe(1);
    await treeCached(name, { minify: false }, make, codec);
    expect(made).toBe(2);
  });
});
