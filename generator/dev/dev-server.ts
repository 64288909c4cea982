/**
 * `dev`: the build's page renderer and extra outputs, in memory, per request, with live reload.
 * Four concerns, a module each: rebuilds (rebuilds.ts: what a request renders from, made again after
 * each change), requests (requests.ts: pages on demand with the build's checks as an overlay,
 * assets, extra outputs), file watching (watch.ts) and the event stream to open pages (events.ts).
 * A rebuild that left the client scripts as they were sends `update`: the page fetches itself and
 * swaps in what changed (body, stylesheet, head; dev-client/hot-swap.ts), keeping scroll position
 * and input; one that changed them sends `reload`.
 * The static server is the caller's (the product's preview server): the engine imports none.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sitePath, type EngineConfig, type SiteDefinition } from '../config/site.ts';
import { bundleDevClient } from './dev-client.ts';
import { createEventStream } from './events.ts';
import { createRebuilds } from './rebuilds.ts';
import { createRequestHandler } from './requests.ts';
import { watchedFolders, watchFolders } from './watch.ts';

/** What dev needs of a static server: a folder served, with requests answered first by `intercept`. */
export interface StaticServer {
  start(options: { root: string; port: number; precompressed: boolean; intercept: (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean> }): Promise<{ url: string }>;
  contentTypes: Record<string, string>;
  /** Its reading of `_redirects`, so moved pages answer in dev as they do in preview. */
  redirectFor?: (redirectsFile: string, pathname: string) => { status: number; location: string } | undefined;
}

export async function startDevServer<C extends EngineConfig>(definition: SiteDefinition<C>, config: C, options: { port: number; server: StaticServer }): Promise<{ url: string }> {
  const bundling = bundleDevClient();
  const [devClient, rebuilds] = await Promise.all([bundling, createRebuilds(definition, config, bundling)]);
  const events = createEventStream();
  const rebuild = async (changed?: Set<string>) => {
    const result = await rebuilds.rebuild(changed);
    if ('error' in result) {
      console.error(`[dev] rebuild failed: ${result.error}`);
      events.broadcast('failed', result.error);
    }
    return result;
  };
  const first = await rebuild();
  if ('error' in first) console.error('[dev] the first build failed; fix the error and save to retry.');

  const { url } = await options.server.start({
    root: sitePath(definition, `${definition.templatesDir}/static`),
    port: options.port,
    precompressed: false,
    intercept: createRequestHandler({ definition, rebuilds, events, devClient, contentTypes: options.server.contentTypes, redirectFor: options.server.redirectFor }),
  });
  const watched = watchedFolders(definition);
  console.log(`Dev server at ${url} (first build ${'ms' in first ? first.ms.toFixed(0) : '-'} ms). Watching ${watched.join(', ')}.`);
  watchFolders(definition.root, watched, async (changed) => {
    const result = await rebuild(changed);
    if ('error' in result) return;
    console.log(`[dev] rebuilt in ${result.ms.toFixed(0)} ms (${result.event === 'update' ? 'swapping into open pages' : 'client scripts changed: reloading open pages'})`);
    events.broadcast(result.event);
  });
  return { url };
}
