/**
 * The site module for `dev`, through Vite's SSR module loading: each module of src/ is transformed
 * once and kept; after an edit only the changed modules and those that import them (up to
 * the site's entry) are evaluated again, instead of re-bundling and re-importing the whole site.
 * JSX compiles against the same usage-recording runtime as the build's bundle (load-site.ts).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type EnvironmentModuleNode } from 'vite';
import { USAGE_JSX, USAGE_JSX_RUNTIME } from '../config/load-site.ts';
import { siteLoadDefines, type SiteDefinition, type SiteLoadOptions, type SiteModule } from '../config/site.ts';


/** An import of Node's file system module, as the SSR transform writes it. */
const READS_FILES = /["'](?:node:)?fs(?:\/promises)?["']/;

export interface DevSiteLoader {
  /** The site module as the files are now (evaluating only what changed since the last call). */
  load(): Promise<SiteModule>;
  /** Marks changed files (absolute paths) and every module that imports them as stale (all modules for a file outside the graph). */
  invalidate(files: Iterable<string>): void;
  close(): Promise<void>;
}

export async function createDevSiteLoader(site: Pick<SiteDefinition, 'root' | 'entry' | 'textImports'>, options: SiteLoadOptions = {}): Promise<DevSiteLoader> {
  const textImports = site.textImports ?? [];
  const vite = await createServer({
    root: site.root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    // No HTTP server, no HMR socket and no watcher of its own: `dev` serves and watches.
    // No WebSocket server either: Vite would open one on port 24678, and a second dev (or a test
    // running beside another) would find it taken.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    resolve: { alias: [{ find: new RegExp(`^${USAGE_JSX}/jsx-runtime$`), replacement: USAGE_JSX_RUNTIME }] },
    oxc: { jsx: { runtime: 'automatic', importSource: USAGE_JSX, development: false } },
    // The same compiled-in options as the build's bundle (generator/config/site.ts SiteLoadOptions).
    define: siteLoadDefines(options),
    optimizeDeps: { noDiscovery: true, include: [] },
    // As the build's bundle loads them (load-site.ts): the module is the file's text.
    plugins: [{ name: 'text-imports', load: async (id) => (textImports.some((extension) => id.endsWith(extension)) ? `export default ${JSON.stringify(await readFile(id, 'utf8'))};` : undefined) }],
  });
  return {
    load: () => vite.ssrLoadModule(`/${site.entry}`) as Promise<SiteModule>,
    invalidate(files) {
      const graph = vite.environments.ssr.moduleGraph;
      const changed = [...files];
      const seen = new Set<EnvironmentModuleNode>();
      // A changed file no module imports (a Markdown file a collection reads from disk) can only
      // reach the site through a module that reads files while it is evaluated: those that import
      // node:fs are evaluated again, and with them (Vite's propagation) every module importing them,
      // up to the entry. Softly: their compiled code stays, since their source did not change.
      if (changed.some((file) => !graph.getModulesByFile(file)?.size)) {
        for (const mod of [...graph.idToModuleMap.values()]) {
          // Every module has its compiled code after a load; one without was made stale already.
          const code = mod.transformResult?.code ?? '';
          if (READS_FILES.test(code)) graph.invalidateModule(mod, seen, Date.now(), false, true);
        }
      }
      // A changed module is compiled again; Vite marks its importers to be evaluated again, their
      // code kept where they import it statically.
      for (const file of changed) for (const mod of graph.getModulesByFile(file) ?? []) graph.invalidateModule(mod, seen);
    },
    close: () => vite.close(),
  };
}
