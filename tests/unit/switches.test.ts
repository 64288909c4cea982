/** The build's switches are listed once (generator/config/switches.mjs): README's table and the code follow that list. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWITCHES, switchOn } from '../../generator/config/switches.mjs';

describe('the build switches', () => {
  it('are the rows of README\'s "Switches" table, with the same values and effects', () => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Switches'), readme.indexOf('\n## ', readme.indexOf('## Switches') + 1));
    const rows = [...section.matchAll(/^\| `([A-Z_]+)` \| `([^`]+)` \| (.+) \|$/gm)].map(([, name, on, meaning]) => ({ name, on, meaning }));
    expect(rows).toEqual(Object.entries(SWITCHES).map(([name, s]) => ({ name, on: s.on, meaning: s.meaning })));
  });

  it('are read nowhere else in the engine or the CLI', () => {
    const readers: string[] = [];
    for (const dir of ['generator', 'cli']) {
      for (const name of readdirSync(dir).filter((n) => /\.(ts|tsx|mjs)$/.test(n) && n !== 'switches.mjs')) {
        const text = readFileSync(join(dir, name), 'utf8');
        for (const variable of Object.keys(SWITCHES)) if (text.includes(`process.env.${variable}`)) readers.push(`${dir}/${name}: ${variable}`);
      }
    }
    expect(readers).toEqual([]);
  });

  it('refuse a name that is not listed, and follow the environment', () => {
    expect(() => switchOn('TREE_CACH' as never)).toThrow(/not a switch/);
    const before = process.env.TREE_CACHE;
    try {
      process.env.TREE_CACHE = 'off';
      expect(switchOn('TREE_CACHE')).toBe(true);
      process.env.TREE_CACHE = 'on';
      expect(switchOn('TREE_CACHE')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.TREE_CACHE;
      else process.env.TREE_CACHE = before;
    }
  });
});
