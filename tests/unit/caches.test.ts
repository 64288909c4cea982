/** The build's caches are named in one module (generator/cache/caches.mjs), and `npm run clean` drops them. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_DIRS, CACHE_ROOT, clean } from '../../generator/cache/caches.mjs';

describe('the build caches', () => {
  it('are distinct folders under one root', () => {
    const dirs = Object.values(CACHE_DIRS);
    expect(new Set(dirs).size).toBe(dirs.length);
    for (const dir of dirs) expect(dir.startsWith(CACHE_ROOT) && dir.endsWith('/'), dir).toBe(true);
  });

  it('are named nowhere else in the engine or the CLI', () => {
    const offenders: string[] = [];
    for (const dir of ['generator', 'cli']) {
      for (const name of readdirSync(dir)) {
        if (name === 'caches.mjs' || !/\.(ts|tsx|mjs)$/.test(name)) continue;
        readFileSync(join(dir, name), 'utf8')
          .split('\n')
          // Code only: comments may say where a cache lives.
          .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line) && /\.cache\//.test(line))
          .forEach((line) => offenders.push(`${dir}/${name}: ${line.trim()}`));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('are removed by clean(), which npm run clean calls', async () => {
    const root = await mkdtemp(join(tmpdir(), 'caches-'));
    const dirs = [join(root, 'a/'), join(root, 'b/')];
    for (const dir of dirs) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'kept.json'), '{}');
    }
    await clean(dirs);
    expect(dirs.filter((dir) => existsSync(dir))).toEqual([]);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.clean).toBe('node generator/cache/caches.mjs');
  });
});
