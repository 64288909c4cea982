/**
 * dev's rebuilds: everything a request renders from, made again after each batch of changes.
 * - the site module loads through Vite's SSR module loading (dev-site.ts): an edit re-evaluates only
 *   the changed modules and their importers;
 * - client scripts rebuild only when one of their inputs changed; CSS rebuilds through Tailwind;
 * - pages render through the page renderer, a family at a time (render-page.ts
 *   `createOnDemandRenderer`), each family's stylesheet kept until the next change;
 * - the site's extra outputs (feeds, Open Graph cards, sitemap) run once per change, when first
 *   asked for.
 * A rebuild says whether open pages can swap the change in (`update`) or must reload.
 */
import { readFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';
import { producerFiles } from '../outputs/extra-outputs.ts';
import { buildCss, type SiteCss } from '../outputs/css.ts';
import { brandFont } from '../outputs/font.ts';
import { clientBuildOptions, clientFromResult, type ClientBuild } from '../outputs/scripts.ts';
import { createOnDemandRenderer, type OnDemandRenderer } from '../render/render-page.ts';
import { readStaticFiles } from '../session/pipeline.ts';
import { DEFAULT_CLIENT_RUNTIME, sitePath, type EngineConfig, type EngineRoute, type SiteDefinition, type SiteModule } from '../config/site.ts';
import { deriveImages } from '../images/derive.ts';
import { createDevSiteLoader } from './dev-site.ts';
import { devClientTag, type DevClientScript } from './dev-client.ts';

/** Everything one rebuild produced; a request renders from it. */
export interface DevState {
  site: SiteModule;
  renderer: OnDemandRenderer;
  /** Hashed asset URL -> content: client scripts, the full stylesheet, family stylesheets as cut. */
  files: Map<string, Uint8Array | string>;
  staticPaths: Set<string>;
  /** URL -> content of what the extra outputs write (feeds, cards, sitemap), made when first asked for. */
  extras?: Promise<Map<string, Uint8Array | string>>;
}

/** `renderPage`, keeping a family stylesheet cut for it among the served files. */
export function renderInto(s: DevState, route: EngineRoute) {
  const rendered = s.renderer.renderPage(route);
  if (rendered.newStylesheet) s.files.set(rendered.stylesheet.href, rendered.stylesheet.css);
  return rendered;
}

const routeTableKey = (site: SiteModule) => site.routes.map((r) => r.path).join('\n');

/** `devClient`: the script dev adds to every page, bundled while the site module first loads. */
export async function createRebuilds<C extends EngineConfig>(definition: SiteDefinition<C>, config: C, devClient: Promise<DevClientScript>) {
  // dev previews work in progress: content entries marked as drafts show.
  const siteLoader = await createDevSiteLoader(definition, { draft: true });
  const clientCtx = await esbuild.context(clientBuildOptions(definition, config));
  const staticPaths = new Set((await readStaticFiles(definition)).map((f) => `/${f.path}`));
  const templateFile = sitePath(definition, `${definition.templatesDir}/document.html`);

  let state: DevState | undefined;
  let lastError: string | null = null;
  /** The paths the extra outputs wrote when last made, and for which route table. */
  let extraPaths: { routes: string; paths: Set<string> } | undefined;
  /** Source files the client bundle is made of: a change elsewhere (most content edits) skips its rebuild. */
  let clientInputs = new Set<string>();
  let client: ClientBuild | undefined;
  let siteCss: SiteCss | undefined;
  /** The client files' names (content-hashed) as the open pages loaded them: a change means a reload. */
  let clientKey = '';

  /** The site's extra outputs over every page as it renders now: the files the build would write besides pages. */
  async function extrasFor(s: DevState): Promise<Map<string, Uint8Array | string>> {
    const pages = s.site.routes.flatMap((route) => {
      try {
        return [renderInto(s, route).page];
      } catch {
        return []; // that page shows its own error when requested
      }
    });
    const extras = new Map<string, Uint8Array | string>();
    for (const producer of definition.extraOutputs) {
      // A failed producer is reported and its files are missing; the pages still serve.
      const files = await producerFiles(producer, { routes: s.site.routes, config, pages, site: s.site }).catch((error: Error) => {
        console.error(`[dev] ${error.message}`);
        return [];
      });
      for (const file of files) extras.set(`/${file.path}`, 'from' in file ? await readFile(file.from) : file.content);
    }
    return extras;
  }

  return {
    /** Lets go of the module loader, the client build's context and the renderer. */
    async close() {
      state?.renderer.close();
      await Promise.all([siteLoader.close(), clientCtx.dispose()]);
    },
    get state() {
      return state;
    },
    /** The message of the last rebuild's failure, until one succeeds. */
    get lastError() {
      return lastError;
    },
    /** Extra outputs of `s`, made once; their paths are kept for the page checks of later states. */
    extras(s: DevState) {
      return (s.extras ??= extrasFor(s).then((extras) => {
        extraPaths = { routes: routeTableKey(s.site), paths: new Set(extras.keys()) };
        return extras;
      }));
    },
    /** The extra outputs' paths as last made, while the route table is the one they were made for. */
    knownExtraPaths(site: SiteModule): Set<string> | undefined {
      return extraPaths?.routes === routeTableKey(site) ? extraPaths.paths : undefined;
    },
    /** Rebuilds; says how long it took and whether open pages can swap the change in or must reload. */
    async rebuild(changed?: Set<string>): Promise<{ ms: number; event: 'update' | 'reload' } | { error: string }> {
      const start = performance.now();
      try {
        const clientStale = !client || !changed || [...changed].some((file) => clientInputs.has(file));
        // Stylesheets are Tailwind's input, never read by the site module: an edit to one re-evaluates nothing.
        if (changed) siteLoader.invalidate([...changed].filter((file) => !file.endsWith('.css')));
        const [site, clientResult, css, tpl, images] = await Promise.all([
          siteLoader.load(),
          clientStale ? clientCtx.rebuild() : undefined,
          // Not the tree cache: it keys on the tree as the process first saw it. The last result's parsed
          // tree is reused when an edit leaves the stylesheet as it was (most content edits).
          buildCss(definition, { cache: false, previous: siteCss }),
          readFile(templateFile, 'utf8'),
          // The build's images, the same files (cached: only an edited image is derived again).
          deriveImages(definition),
        ]);
        site.installImages?.(images.table);
        siteCss = css;
        if (clientResult) {
          const [built, font] = await Promise.all([clientFromResult(clientResult, definition, config.clientRuntime ?? DEFAULT_CLIENT_RUNTIME), definition.font && brandFont(definition.font)]);
          client = font ? { ...built, font: font.href, files: [...built.files, font.file] } : built;
          clientInputs = new Set(Object.keys(clientResult.metafile!.inputs).map((input) => `${definition.root}${input}`));
        }
        // Before the page's scripts: the dev client copies the body as the server wrote it.
        const tag = devClientTag(await devClient);
        const servedTemplate = tpl.replace('<!--scripts-->', () => `${tag}\n<!--scripts-->`);
        state?.renderer.close();
        state = {
          site,
          renderer: createOnDemandRenderer({ site, config, client: client!, cssTree: css.tree, template: tpl, servedTemplate }),
          files: new Map([...client!.files.map((f) => [`/${f.path}`, f.content] as const), [css.href, css.file.content], ...images.files.map((f) => [`/${f.path}`, f.content] as const)]),
          staticPaths,
        };
        // A page that showed a failed build is not the server's HTML of a working one: reload it.
        const wasFailed = lastError !== null;
        lastError = null;
        const key = client!.files.map((f) => f.path).sort().join('\n');
        const event = key === clientKey && !wasFailed ? 'update' : 'reload';
        clientKey = key;
        return { ms: performance.now() - start, event };
      } catch (error) {
        lastError = (error as Error).message;
        return { error: lastError };
      }
    },
  };
}

export type Rebuilds = Awaited<ReturnType<typeof createRebuilds>>;
