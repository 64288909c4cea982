/**
 * The layers hold: no import circle, the engine (generator/) imports nothing of the site, the site
 * nothing of its hosts, and the site's shared pieces nothing of its renderers or pages. The rules
 * are dependency-cruiser's, in .dependency-cruiser.cjs; this test runs them over the tree.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');

interface Cruised {
  summary: { violations: { rule: { name: string }; from: string; to: string }[]; totalCruised: number };
}

/** dependency-cruiser's own command (it reads the rules' tsconfig and Babel files as its docs describe), as JSON. */
async function cruiseTree(paths: string[], cwd = ROOT, config = '.dependency-cruiser.cjs') {
  // Exits non-zero when a rule is broken; the JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(DEPCRUISE, ['--config', config, '--output-type', 'json', ...paths], { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const { summary } = JSON.parse(stdout) as Cruised;
  return { cruised: summary.totalCruised, violations: summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`) };
}

describe('the import graph', () => {
  it('breaks no layer rule and has no circle', async () => {
    const { cruised, violations } = await cruiseTree(['src', 'generator', 'cli', 'runtime', 'tests/fixtures']);
    expect(violations).toEqual([]);
    // Every TypeScript module was read (a parser that cannot read .tsx would leave most out).
    expect(cruised).toBeGreaterThan(300);
  }, 120_000);

  it('would catch an engine module importing the site, and a circle', async () => {
    // The same rules over a throwaway tree with one of each fault: the rules are not vacuous.
    const dir = await mkdtemp(join(tmpdir(), 'import-graph-'));
    try {
      await mkdir(join(dir, 'generator'));
      await mkdir(join(dir, 'src'));
      await writeFile(join(dir, 'generator/engine.js'), "import { brand } from '../src/site.js';\nexport const name = brand;\n");
      await writeFile(join(dir, 'src/site.js'), "import { other } from './other.js';\nexport const brand = other;\n");
      await writeFile(join(dir, 'src/other.js'), "import { brand } from './site.js';\nexport const other = 'x' + typeof brand;\n");
      // The project's rules, without its TypeScript settings (the throwaway files are plain JavaScript).
      await writeFile(
        join(dir, 'rules.cjs'),
        `const rules = require(${JSON.stringify(join(ROOT, '.dependency-cruiser.cjs'))});\nmodule.exports = { forbidden: rules.forbidden, options: { doNotFollow: { path: 'node_modules' } } };\n`,
      );
      const { violations: found } = await cruiseTree(['generator', 'src'], dir, 'rules.cjs');
      expect(found).toContain('engine-knows-no-site: generator/engine.js -> src/site.js');
      expect(found.some((v) => v.startsWith('no-circular: src/'))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
