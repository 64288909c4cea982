/**
 * The layers hold: no import circle, the engine (generator/) imports nothing of the site, the site
 * nothing of its hosts, and the site's shared pieces nothing of its renderers or pages. The rules
 * are dependency-cruiser's, in .dependency-cruiser.cjs; this test runs them over the tree.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative, resolve } from 'node:path';
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
  const { stdout, stderr } = await promisify(execFile)(DEPCRUISE, ['--config', config, '--output-type', 'json', ...paths], { cwd, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string; message?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr || error.message || '' }),
  );
  // No report at all is the tool failing, not a rule broken: say what it printed (once, on a loaded machine, it printed nothing).
  if (!stdout.trim()) throw new Error(`dependency-cruiser wrote no report; it said: ${stderr || '(nothing)'}`);
  const { summary } = JSON.parse(stdout) as Cruised;
  return { cruised: summary.totalCruised, violations: summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`) };
}

/**
 * Circles among `dirs` counting every import and re-export, `import type` included (Babel drops
 * those before dependency-cruiser sees them): a type-only circle still ties modules together.
 */
function circlesWithTypes(dirs: string[]): string[] {
  const files = dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ts|tsx|mjs|mts)$/.test(e.name))
      .map((e) => join(e.parentPath, e.name)),
  );
  const imports = new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"](\.[^'"]+)['"]/g)].map(([, spec]) => normalize(join(dirname(file), spec)));
      return [file, targets.filter((target) => existsSync(target))];
    }),
  );
  const circles = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') circles.add([...path.slice(path.indexOf(next)), next].map((f) => relative(ROOT, f)).join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file);
  return [...circles];
}

describe('the import graph', () => {
  it('has no circle when type-only imports count too', () => {
    expect(circlesWithTypes(['src', 'generator', 'cli', 'runtime', 'tests/fixtures'])).toEqual([]);
  });

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
