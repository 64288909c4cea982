/**
 * The site's configuration variables are listed once, as the keys of CONFIG_DEFAULTS (src/config.ts):
 * resolveConfig reads no other, the build fingerprint covers each of them (through the names
 * cli/build.ts passes, which the stamp records for the fast path), README's table lists them, and
 * the engine names none of them itself. A variable added in one place and not the others fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFingerprint, recordBuild, recordedConfigVariables } from '../../generator/session/build-stamp.mjs';
import { CONFIG_DEFAULTS, CONFIG_VARIABLES, LOCAL_DEV_ANON_KEY, resolveConfig } from '../../src/config.ts';

/** An environment that records every name read from it. */
function recordingEnvironment(values: Record<string, string>) {
  const read = new Set<string>();
  const env = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  return { env: env as Record<string, string | undefined>, read };
}

function withEnv<T>(name: string, value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env[name];
  process.env[name] = value;
  return run().finally(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}

describe('the configuration variables', () => {
  it('are the variables resolveConfig reads, in development and in production', () => {
    const development = recordingEnvironment({});
    resolveConfig(development.env, { production: false });
    const production = recordingEnvironment({ SITE_URL: 'https://www.vertiq.example', SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'sb_publishable_x' });
    resolveConfig(production.env, { production: true });
    expect([...development.read].sort()).toEqual([...CONFIG_VARIABLES].sort());
    expect([...production.read].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('each change the build fingerprint', async () => {
    const base = await buildFingerprint({ production: false, draft: false, configVariables: CONFIG_VARIABLES });
    for (const name of CONFIG_VARIABLES) {
      const changed = await withEnv(name, name === 'SUPABASE_ANON_KEY' ? `${LOCAL_DEV_ANON_KEY}x` : 'https://changed.example', () =>
        buildFingerprint({ production: false, draft: false, configVariables: CONFIG_VARIABLES }),
      );
      expect(changed, name).not.toBe(base);
    }
  });

  it('are recorded with a build, so the fast path fingerprints the same list', async () => {
    const out = await mkdtemp(join(tmpdir(), 'stamp-'));
    try {
      expect(await recordedConfigVariables(out)).toBeUndefined();
      await recordBuild(out, { fingerprint: 'f', pages: 1, files: 1, configVariables: CONFIG_VARIABLES });
      expect(await recordedConfigVariables(out)).toEqual(CONFIG_VARIABLES);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('are the rows of README\'s "Configuration" table', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf('## Configuration');
    const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const rows = [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map(([, name]) => name);
    expect(rows).toEqual(CONFIG_VARIABLES);
    // The defaults cover every variable but CLIENT_RUNTIME, whose default is a choice of runtime, not a placeholder.
    expect([...Object.keys(CONFIG_DEFAULTS), 'CLIENT_RUNTIME']).toEqual(CONFIG_VARIABLES);
  });

  it('are named nowhere in the engine, and .env is parsed in one place', () => {
    const named: string[] = [];
    const envParsers: string[] = [];
    for (const dir of ['generator', 'cli', 'src']) {
      for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.(ts|tsx|mjs|mts)$/.test(e.name))) {
        const file = join(entry.parentPath, entry.name);
        const text = readFileSync(file, 'utf8');
        if (dir === 'generator') for (const name of CONFIG_VARIABLES) if (new RegExp(`\\b${name}\\b`).test(text)) named.push(`${file}: ${name}`);
        if (/\bparseEnv\(/.test(text)) envParsers.push(file);
      }
    }
    expect(named).toEqual([]);
    expect(envParsers).toEqual(['generator/config/environment.mjs']);
  });
});
