/** `preview`: serve a built folder on localhost as a CDN would. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startStaticServer } from '../runtime/preview-server/static-server.ts';

export async function runPreview(options: { dir: string; port: number; host: string }): Promise<void> {
  const root = resolve(options.dir);
  if (!existsSync(`${root}/index.html`)) {
    throw new Error(`${options.dir} holds no built site (no index.html). Run \`npm run build\` first, or pass --dir.`);
  }
  const { url } = await startStaticServer({ root, port: options.port, host: options.host });
  console.log(`Previewing ${options.dir} at ${url} (Ctrl-C to stop)`);
}
