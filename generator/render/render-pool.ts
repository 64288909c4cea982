/**
 * The build's rendering threads: `size` workers (generator/render/render-worker.mjs), each importing the
 * site bundle once. A family is rendered in two rounds: its routes are dealt out in contiguous
 * chunks, one a worker, which render and keep the bodies and send back only what each used; the
 * main thread cuts the family's stylesheet from that (render-page.ts's `familyStylesheet`, as
 * in-process rendering does); then the same workers wrap their held bodies in documents with the
 * stylesheet's URL and stream them back in batches. Which worker renders a page changes nothing
 * in it: every worker runs the same page renderer (page-renderer.mjs) on the same bundle.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ClientBuild } from '../outputs/scripts.ts';
import type { EngineConfig, EngineRoute } from '../config/site.ts';
import type { ImageTable } from '../images/table.ts';
import { BODY_BUDGET_BYTES, type BodyResult, type PageResult } from './page-renderer.mjs';

export interface RenderPoolInput {
  size: number;
  /** The site bundle's file URL (load-site.ts). */
  moduleUrl: string;
  config: EngineConfig;
  client: ClientBuild;
  template: string;
  /** The derived images, installed in each worker's copy of the site module (images/table.ts). */
  images?: ImageTable;
}

type Reply = { id: number; usages?: BodyResult[]; pages?: PageResult[]; done?: boolean };

export function createRenderPool({ size, moduleUrl, config, client, template, images }: RenderPoolInput) {
  // The scripts' files stay here: a page needs their URLs only.
  const { files: _files, ...assets } = client;
  const handlers = new Map<number, (reply: Reply) => void>();
  let next = 0;
  let failure: Error | undefined;
  // Each worker holds its share of the build's body budget; past it bodies wait on disk
  // (page-renderer.mjs), in a folder that goes with the pool.
  const scratchDir = mkdtempSync(join(tmpdir(), 'vertiq-render-'));
  const bodyBudget = Math.floor(BODY_BUDGET_BYTES / size);
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: { moduleUrl, config, assets, template, scratchDir, bodyBudget, images } });
    worker.on('message', (reply: Reply & { ready?: boolean }) => {
      if (!reply.ready) handlers.get(reply.id)?.(reply);
    });
    worker.on('error', (error: Error) => {
      failure ??= error;
      // Every request in flight fails with it; a build does not wait on a thread that is gone.
      for (const handler of handlers.values()) handler({ id: -1 });
    });
    return worker;
  });

  function request(worker: Worker, message: object, onReply: (reply: Reply) => boolean): Promise<void> {
    const id = next++;
    return new Promise((resolve, reject) => {
      handlers.set(id, (reply) => {
        if (reply.id === -1) {
          handlers.delete(id);
          reject(failure);
          return;
        }
        if (onReply(reply)) {
          handlers.delete(id);
          resolve();
        }
      });
      worker.postMessage({ id, ...message });
    });
  }

  /** `routes` dealt out in contiguous chunks, one a worker (fewer when there are fewer routes). */
  const deal = (routes: EngineRoute[]) => {
    const per = Math.ceil(routes.length / workers.length);
    return workers.map((worker, i) => ({ worker, paths: routes.slice(i * per, (i + 1) * per).map((r) => r.path) })).filter((c) => c.paths.length);
  };

  return {
    size,
    /** Renders a family's bodies; a family is then held by the workers until `pages` asks for it. */
    async bodies(routes: EngineRoute[]) {
      const chunks = deal(routes);
      const results: BodyResult[][] = [];
      await Promise.all(chunks.map((chunk, i) => request(chunk.worker, { kind: 'bodies', paths: chunk.paths }, (reply) => ((results[i] = reply.usages!), true))));
      return { results: results.flat(), chunks };
    },
    /** The family's documents, handed to `onBatch` as they arrive (a batch at a time per worker). */
    /** `ack()` once a batch is written: a worker sends a few batches ahead at most (render-worker.mjs). */
    pages(chunks: { worker: Worker; paths: string[] }[], href: string, onBatch: (pages: PageResult[], ack: () => void) => void): Promise<void> {
      return Promise.all(
        chunks.map((chunk) =>
          request(chunk.worker, { kind: 'pages', paths: chunk.paths, href }, (reply) => {
            onBatch(reply.pages!, () => chunk.worker.postMessage({ kind: 'ack' }));
            return reply.done === true;
          }),
        ),
      ).then(() => undefined);
    },
    close: () => Promise.all(workers.map((w) => w.terminate())).then(() => rmSync(scratchDir, { recursive: true, force: true })),
  };
}

export type RenderPool = ReturnType<typeof createRenderPool>;
