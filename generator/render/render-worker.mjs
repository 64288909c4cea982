/**
 * One rendering thread of the build's pool (generator/render/render-pool.ts). It imports the site bundle
 * once (workerData.moduleUrl, the file load-site.ts wrote) and runs the page renderer
 * (page-renderer.mjs) on it, so the main thread can cut each family's stylesheet from what every
 * body of the family used:
 *   { id, kind: 'bodies', paths }       -> renders each body and holds it here;
 *                                          answers { id, usages: [{ path, usage, reads } | { path, error }] }
 *   { id, kind: 'pages', paths, href }  -> wraps each held body in its document; answers in batches
 *                                          { id, pages: [{ path, html (UTF-8 bytes, transferred), links, jsonLd, reads } | { path, error }], done },
 *                                          each answered by { kind: 'ack' } once written
 * Bodies never cross threads: only what they used and the finished documents do.
 */
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { createPageRenderer } from './page-renderer.mjs';

const { moduleUrl, config, assets, template, scratchDir, bodyBudget, images } = workerData;
const site = await import(moduleUrl);
// The derived images' table (generator/images/table.ts), installed before any page renders.
if (images) site.installImages?.(images);
// Bodies past this worker's share of the budget wait in the pool's scratch folder (it removes it).
const renderer = createPageRenderer(site, { config, assets, template, budget: bodyBudget, scratchDir, scratchPrefix: `${threadId}-` });
const routes = new Map(site.routes.map((route) => [route.path, route]));
const BATCH = 16;

/**
 * Batches the main thread has not yet written: past WINDOW of them this worker waits for an `ack`,
 * so finished documents never pile up in the main thread's memory faster than it writes them.
 */
const WINDOW = 4;
let unacknowledged = 0;
let wake;

/**
 * Documents go to the main thread as UTF-8 bytes in buffers handed over, not copied: as strings,
 * 10,000 pages' HTML passed through the main thread's heap, most of its peak as garbage
 * (BENCHMARKS.md, issue 23), and were encoded there again to be written.
 */
const encoder = new TextEncoder();

async function pages(id, paths, href) {
  let batch = [];
  let transfer = [];
  const send = async (done) => {
    parentPort.postMessage({ id, pages: batch, done }, transfer);
    batch = [];
    transfer = [];
    unacknowledged++;
    if (!done && unacknowledged >= WINDOW) await new Promise((resolve) => (wake = resolve));
  };
  for (const path of paths) {
    const page = renderer.document(path, href);
    if (!page) continue;
    if ('html' in page) {
      const html = encoder.encode(page.html);
      transfer.push(html.buffer);
      batch.push({ ...page, html });
    } else batch.push(page);
    if (batch.length >= BATCH) await send(false);
  }
  await send(true);
}

parentPort.on('message', ({ id, kind, paths, href }) => {
  if (kind === 'ack') {
    unacknowledged--;
    if (wake && unacknowledged < WINDOW) {
      const resume = wake;
      wake = undefined;
      resume();
    }
  } else if (kind === 'bodies') parentPort.postMessage({ id, usages: renderer.bodies(paths.map((path) => routes.get(path))) });
  else if (kind === 'pages') void pages(id, paths, href);
});
parentPort.postMessage({ ready: true });
