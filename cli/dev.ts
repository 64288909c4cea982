/**
 * `dev`: the engine's dev server (generator/dev/dev-server.ts) for the Vertiq site, on the preview
 * server (runtime/preview-server), with the local backend the forms talk to (runtime/local-backend)
 * unless `--no-backend`.
 */
import { resolveConfig } from '../src/config.ts';
import { vertiqSite } from '../src/site-definition.ts';
import { startDevServer } from '../generator/dev/dev-server.ts';
import { CONTENT_TYPES, startStaticServer } from '../runtime/preview-server/static-server.ts';
import { parseRedirectsFile, redirectFor } from '../runtime/preview-server/redirect-rules.ts';

export async function runDev(options: { port: number; backend: boolean; environment: Record<string, string | undefined> }): Promise<void> {
  const config = resolveConfig(options.environment, { production: false });

  if (options.backend) {
    const { startLocalBackend } = await import('../runtime/local-backend/index.ts');
    const backend = await startLocalBackend({ quiet: true }).catch((error: Error) => {
      console.warn(`Local backend not started (${error.message}); forms will fail until one runs on ${config.supabaseUrl}.`);
      return undefined;
    });
    if (backend) console.log(`Local backend at ${backend.url} (rows: npm run leads)`);
  }

  await startDevServer(vertiqSite, config, { port: options.port, server: { start: startStaticServer, contentTypes: CONTENT_TYPES, redirectFor: (file, pathname) => redirectFor(parseRedirectsFile(file), pathname) } });
}
