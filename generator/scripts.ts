/**
 * Client JavaScript with esbuild: ESM, minified, code-split, content-hashed. Two entries: the small
 * enhancement script every page loads, and the island entry that pages with islands load.
 * Backend settings are compiled in; only the public anon key may be (checked by src/site.ts).
 */
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import type { SiteConfig } from '../src/config.ts';
import type { IslandName } from '../src/islands/registry.ts';
import type { OutputFile } from './output-file.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
export const ENHANCE_ENTRY = here('../src/browser/enhance.ts');
export const ISLAND_ENTRY = here('../src/browser/island-loader.ts');
const ROOT = here('..');

export interface ClientBuild {
  enhance: string;
  islandEntry: string;
  islandChunks: Partial<Record<IslandName, string[]>>;
  files: OutputFile[];
  /** Absolute paths of the project sources each island's code is made of (its chunks and React's). */
  islandSources: Partial<Record<IslandName, string[]>>;
}

export function clientBuildOptions(config: SiteConfig): esbuild.BuildOptions {
  return {
    entryPoints: { enhance: ENHANCE_ENTRY, islands: ISLAND_ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    absWorkingDir: ROOT,
    write: false,
    metafile: true,
    define: {
      'process.env.NODE_ENV': '"production"',
      __BACKEND_URL__: JSON.stringify(config.supabaseUrl),
      __BACKEND_ANON_KEY__: JSON.stringify(config.supabaseAnonKey),
    },
    logLevel: 'silent',
  };
}

/** Reads esbuild's metafile to list, per island, the chunks its dynamic import pulls in and their sources. */
function islandChunkMap(meta: esbuild.Metafile): { chunks: Partial<Record<IslandName, string[]>>; sources: Partial<Record<IslandName, string[]>> } {
  const outputs = meta.outputs;
  const byEntry = new Map<string, string>();
  for (const [out, info] of Object.entries(outputs)) if (info.entryPoint) byEntry.set(info.entryPoint, out);
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const imp of outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') closure(imp.path, seen);
    return seen;
  };
  // Every island also needs the hydrate chunk (React); preload it together with the island.
  const hydrateOut = [...byEntry].find(([entry]) => entry.endsWith('src/browser/hydrate.tsx'))?.[1];
  const chunks: Partial<Record<IslandName, string[]>> = {};
  const sources: Partial<Record<IslandName, string[]>> = {};
  for (const [entry, out] of byEntry) {
    const match = /src\/islands\/(?:forms\/)?([A-Za-z]+)\.tsx$/.exec(entry);
    if (!match || match[1] === 'hydrate') continue;
    const name = match[1] as IslandName;
    const needed = closure(out);
    if (hydrateOut) closure(hydrateOut, needed);
    chunks[name] = [...needed].map((p) => `/${p}`).sort();
    // What the island can render after hydration: its own chunks' sources and the lazily loaded
    // parts it imports (a form's success card, for instance), all under src/.
    const reachable = new Set(needed);
    for (const o of needed) for (const imp of outputs[o]?.imports ?? []) if (imp.kind === 'dynamic-import') closure(imp.path, reachable);
    sources[name] = [...new Set([...reachable].flatMap((o) => Object.keys(outputs[o]?.inputs ?? {})))]
      .filter((input) => input.startsWith('src/'))
      .map((input) => join(ROOT, input))
      .sort();
  }
  return { chunks, sources };
}

export async function buildClient(config: SiteConfig): Promise<ClientBuild> {
  const result = await esbuild.build(clientBuildOptions(config));
  return clientFromResult(result);
}

export function clientFromResult(result: esbuild.BuildResult): ClientBuild {
  const files: OutputFile[] = (result.outputFiles ?? []).map((f) => ({ path: relative(ROOT, f.path).replaceAll('\\', '/'), content: f.contents }));
  const meta = result.metafile!;
  const entryOut = (name: string) => {
    const out = Object.entries(meta.outputs).find(([, info]) => info.entryPoint && info.entryPoint.endsWith(name));
    if (!out) throw new Error(`esbuild produced no output for ${name}`);
    return `/${out[0]}`;
  };
  const islands = islandChunkMap(meta);
  return {
    enhance: entryOut('src/browser/enhance.ts'),
    islandEntry: entryOut('src/browser/island-loader.ts'),
    islandChunks: islands.chunks,
    islandSources: islands.sources,
    files: files.sort((a, b) => a.path.localeCompare(b.path)),
  };
}
