/**
 * Client JavaScript with esbuild: ESM, minified, code-split, content-hashed. Two entries: the small
 * enhancement script every page loads, and the island entry that pages with islands load.
 * Settings reach the bundle only through the site's `client.define` (generator/config/site.ts), which names what is safe to ship.
 */
import { extname, join, relative, resolve } from 'node:path';
import { readFile } from 'node:fs/promises';
import type * as esbuild from 'esbuild';
import { sourceCandidates } from './css-split.ts';
import type { OutputFile } from './output-file.ts';
import { treeCached } from '../cache/tree-cache.ts';
import { brandFont } from './font.ts';
import { DEFAULT_CLIENT_RUNTIME, sitePath, type ClientRuntime, type EngineConfig, type SiteDefinition } from '../config/site.ts';

/** An island's name, as its marker writes it and the island loader exports it. */
type IslandName = string;


export interface ClientBuild {
  enhance: string;
  islandEntry: string;
  islandChunks: Partial<Record<IslandName, string[]>>;
  /** The brand font's hashed URL (generator/outputs/font.ts). */
  font?: string;
  files: OutputFile[];
  /**
   * Every Tailwind candidate in the project sources an island's code is made of (its chunks and the
   * parts it loads lazily): what it may render after hydration, such as an error or a success card.
   * The files are read once more here: handing esbuild's own copy over (an onLoad plugin, or source
   * maps with their contents) changes every chunk's content hash, so the output would change.
   */
  islandClasses: Partial<Record<IslandName, Set<string>>>;
}

/** The module every island needs to hydrate under this runtime: the site's stand-in for it, if any. */
export function hydrateModule(site: Pick<SiteDefinition, 'client'>, runtime: ClientRuntime): string | undefined {
  return site.client.hydrateFor?.[runtime] ?? site.client.hydrate;
}

/**
 * Islands are written against React's API and rendered on the server by react-dom/server; in the
 * browser Preact hydrates them through preact/compat by default: React's client chunk is large enough
 * that evaluating it alone is a long task on a slow phone, before any island hydrates, and Preact's
 * is not (figures: BENCHMARKS.md, "Figures behind the code's choices" and "Client runtime"). `react`
 * leaves the imports as written.
 */
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** Imports of the site's hydrate module resolve to its stand-in for this runtime (site.ts, `hydrateFor`). */
function hydrateStandIn(site: Pick<SiteDefinition, 'root' | 'client'>, runtime: ClientRuntime): esbuild.Plugin[] {
  const standIn = site.client.hydrateFor?.[runtime];
  if (!site.client.hydrate || !standIn) return [];
  const original = sitePath(site, site.client.hydrate);
  const base = original.slice(original.lastIndexOf('/') + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    {
      name: 'hydrate-stand-in',
      setup(build) {
        build.onResolve({ filter: new RegExp(`/${base}$`) }, (args) => (resolve(args.resolveDir, args.path) === original ? { path: sitePath(site, standIn) } : undefined));
      },
    },
  ];
}

export function clientBuildOptions<C extends EngineConfig>(site: SiteDefinition<C>, config: C): esbuild.BuildOptions {
  const runtime = config.clientRuntime ?? DEFAULT_CLIENT_RUNTIME;
  return {
    entryPoints: { enhance: sitePath(site, site.client.entries.enhance), islands: sitePath(site, site.client.entries.islands) },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    ...(runtime === 'preact' ? { alias: PREACT_ALIASES } : { plugins: hydrateStandIn(site, runtime) }),
    outdir: 'assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    absWorkingDir: site.root,
    write: false,
    metafile: true,
    define: {
      'process.env.NODE_ENV': '"production"',
      ...site.client.define(config),
    },
    logLevel: 'silent',
  };
}

/**
 * Reads esbuild's metafile: each island is the dynamically imported entry that exports the
 * component under the island's name (the registry loads `m.<Name>`), so no file name is parsed.
 * Lists, per island, the chunks its dynamic import pulls in and the classes its code can render.
 */
function islandChunkMap(meta: esbuild.Metafile, site: Pick<SiteDefinition, 'client'>, hydrate: string | undefined): { islandChunks: ClientBuild['islandChunks']; islandInputs: Partial<Record<IslandName, string[]>> } {
  const outputs = meta.outputs;
  const closure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const imp of outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') closure(imp.path, seen);
    return seen;
  };
  const lazyEntries = new Set(Object.values(outputs).flatMap((info) => info.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)));
  // Every island also needs the hydrate chunk (React); preload it together with the island.
  const hydrateOut = Object.entries(outputs).find(([, info]) => hydrate !== undefined && info.entryPoint === hydrate)?.[0];
  const islandChunks: ClientBuild['islandChunks'] = {};
  const islandInputs: Partial<Record<IslandName, string[]>> = {};
  for (const out of [...lazyEntries].sort()) {
    for (const exported of outputs[out]?.exports ?? []) {
      if (out === hydrateOut || !/^[A-Z]/.test(exported)) continue;
      const name = exported as IslandName;
      const needed = closure(out);
      if (hydrateOut) closure(hydrateOut, needed);
      islandChunks[name] = [...needed].map((p) => `/${p}`).sort();
      const reachable = new Set(needed);
      for (const o of needed) for (const imp of outputs[o]?.imports ?? []) if (imp.kind === 'dynamic-import') closure(imp.path, reachable);
      // The site's own sources only: React's strings are not class names.
      islandInputs[name] = [...new Set([...reachable].flatMap((o) => Object.keys(outputs[o]?.inputs ?? {})))].filter((input) => input.startsWith(`${site.client.sourceDir}/`)).sort();
    }
  }
  return { islandChunks, islandInputs };
}

/**
 * A source's code without its comments: a word in a comment ("static server HTML", "a table") is not
 * a class, but the scanner took it for one and its rule travelled in the first load of every page with
 * an island. Whitespace is minified too: without it esbuild kept a `{/* comment *\/}` among JSX
 * children and a `//` comment inside a JSX attribute (their "outline buttons" shipped `.outline` to
 * every page with the demo). String and template literals, the class names, stay as written.
 */
export async function withoutComments(content: string, extension: string): Promise<string> {
  if (!/^[cm]?[jt]sx?$/.test(extension)) return content;
  const { transform } = await import('esbuild');
  return (await transform(content, { loader: extension.replace(/^[cm]/, '') as esbuild.Loader, jsx: 'preserve', minifyWhitespace: true, legalComments: 'none' })).code;
}

/** Tailwind candidates per island, from its source files (each file read once for all islands). */
async function islandClassesOf(islandInputs: Partial<Record<IslandName, string[]>>, root: string): Promise<ClientBuild['islandClasses']> {
  const texts = new Map<string, Promise<string>>();
  const read = (input: string) => texts.get(input) ?? texts.set(input, readFile(join(root, input), 'utf8')).get(input)!;
  const classes: ClientBuild['islandClasses'] = {};
  for (const [name, inputs] of Object.entries(islandInputs) as [IslandName, string[]][]) {
    classes[name] = sourceCandidates(await Promise.all(inputs.map(async (input) => ({ content: await withoutComments(await read(input), extname(input).slice(1)), extension: extname(input).slice(1) }))));
  }
  return classes;
}

/** The client scripts for the sources as they are (esbuild runs only when they changed, see tree-cache.ts). */
export async function buildClient<C extends EngineConfig>(site: SiteDefinition<C>, config: C): Promise<ClientBuild> {
  const [client, font] = await Promise.all([buildScripts(site, config), site.font && brandFont(site.font)]);
  // The brand font travels with the client assets: emitted with them, preloaded by every page's head.
  return font ? { ...client, font: font.href, files: [...client.files, font.file] } : client;
}

async function buildScripts<C extends EngineConfig>(site: SiteDefinition<C>, config: C): Promise<ClientBuild> {
  const runtime = config.clientRuntime ?? DEFAULT_CLIENT_RUNTIME;
  const make = async () => clientFromResult(await (await import('esbuild')).build(clientBuildOptions(site, config)), site, runtime);
  if (site.treeCache === false) return make();
  // The runtime is part of the key: the two runtimes' scripts are never read for each other.
  return treeCached(`${site.name}-client`, { define: site.client.define(config), runtime }, make, {
    encode: (c) => ({
      ...c,
      files: c.files.map((f) => ({ path: f.path, base64: Buffer.from(f.content).toString('base64') })),
      islandClasses: Object.fromEntries(Object.entries(c.islandClasses).map(([name, set]) => [name, [...(set ?? [])]])),
    }),
    decode: (json) => {
      const c = json as Omit<ClientBuild, 'files' | 'islandClasses'> & { files: { path: string; base64: string }[]; islandClasses: Record<string, string[]> };
      return {
        ...c,
        files: c.files.map((f) => ({ path: f.path, content: new Uint8Array(Buffer.from(f.base64, 'base64')) })),
        islandClasses: Object.fromEntries(Object.entries(c.islandClasses).map(([name, list]) => [name, new Set(list)])),
      };
    },
  });
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile every
 * function of the file when the file is compiled, off the main thread where the script is streamed,
 * instead of lazily at first call. Hydration calls most of the runtime's and the island's functions
 * for the first time, so without it their compilation sits inside the hydration task, the one task a
 * visitor waits on (figures: BENCHMARKS.md, "Figures behind the code's choices"; issue 11).
 * For the chunks an island needs to hydrate (islandChunkMap, whose entries include the forms that
 * open on demand: they are fetched ahead, on hover or focus, and compiled then). supabase-js, loaded
 * when a form is touched, keeps lazy compilation.
 */
const COMPILE_HINT = new TextEncoder().encode('//# allFunctionsCalledOnLoad\n');
function withCompileHint(content: Uint8Array): Uint8Array {
  const hinted = new Uint8Array(COMPILE_HINT.length + content.length);
  hinted.set(COMPILE_HINT);
  hinted.set(content, COMPILE_HINT.length);
  return hinted;
}

export async function clientFromResult(result: esbuild.BuildResult, site: Pick<SiteDefinition, 'root' | 'client'>, runtime: ClientRuntime): Promise<ClientBuild> {
  const files = (result.outputFiles ?? []).map((f) => ({ path: relative(site.root, f.path).replaceAll('\\', '/'), content: f.contents }));
  const meta = result.metafile!;
  const entryOut = (name: string) => {
    const out = Object.entries(meta.outputs).find(([, info]) => info.entryPoint && info.entryPoint.endsWith(name));
    if (!out) throw new Error(`esbuild produced no output for ${name}`);
    return `/${out[0]}`;
  };
  const { islandChunks, islandInputs } = islandChunkMap(meta, site, hydrateModule(site, runtime));
  const hydrationFiles = new Set(Object.values(islandChunks).flatMap((chunks) => (chunks ?? []).map((chunk) => chunk.slice(1))));
  for (const file of files) if (hydrationFiles.has(file.path)) file.content = withCompileHint(file.content);
  return {
    enhance: entryOut(site.client.entries.enhance),
    islandEntry: entryOut(site.client.entries.islands),
    islandChunks,
    islandClasses: await islandClassesOf(islandInputs, site.root),
    files: files.sort((a, b) => a.path.localeCompare(b.path)),
  };
}
