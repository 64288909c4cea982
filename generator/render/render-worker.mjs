/**
 * One rendering thread of the build's pool (generator/render/render-pool.ts). It imports the site bundle
 * once (workerData.moduleUrl, the file load-site.ts wrote) and renders pages in two steps, so the
 * main thread can cut each family's stylesheet from what every body of the family used:
 *   { id, kind: 'bodies', paths }       -> renders each body and keeps it here (as UTF-8 bytes);
 *                                          answers { id, usages: [{ path, usage } | { path, error }] }
 *   { id, kind: 'pages', paths, href }  -> wraps each kept body in its document; answers in batches
 *                                          { id, pages: [{ path, html (UTF-8 bytes, transferred), links, jsonLd } | { path, error }], done },
 *                                          each answered by { kind: 'ack' } once written
 * Bodies never cross threads: only what they used and the finished documents do.
 * The same steps as the main thread's renderer (generator/render/page-steps.mjs), so output is identical.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { createPageSteps } from './page-steps.mjs';

const { moduleUrl, config, assets, template, scratchDir, bodyBudget } = workerData;
const site = await import(moduleUrl);
const steps = createPageSteps(site, { config, assets, template });
const routes = new Map(site.routes.map((route) => [route.path, route]));
/**
 * Bodies rendered and not yet assembled, by path: their usage and route beside the UTF-8 bytes, or,
 * past `bodyBudget` bytes held, the file in `scratchDir` they wait in (the main thread removes the
 * folder): a family of thousands of pages costs each worker a bounded amount of memory.
 */
const kept = new Map();
let held = 0;
let spilled = 0;
function keep(path, rest, body) {
  const bytes = Buffer.from(body);
  if (held + bytes.byteLength <= bodyBudget) {
    held += bytes.byteLength;
    kept.set(path, { ...rest, take: () => ((held -= bytes.byteLength), bytes.toString()) });
    return;
  }
  const file = join(scratchDir, `${threadId}-${spilled++}`);
  writeFileSync(file, bytes);
  kept.set(path, { ...rest, take: () => {
    const text = readFileSync(file, 'utf8');
    unlinkSync(file);
    return text;
  } });
}
const BATCH = 16;

const failure = (path, error) => ({ path, error: { message: String(error?.message ?? error), stack: String(error?.stack ?? '') } });

function bodies(paths) {
  return paths.map((path) => {
    try {
      const { body, ...rest } = steps.renderBody(routes.get(path));
      keep(path, rest, body);
      return { path, usage: rest.usage, reads: rest.reads };
    } catch (error) {
      return failure(path, error);
    }
  });
}

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
    const body = kept.get(path);
    if (!body) continue; // its body failed, already reported
    kept.delete(path);
    try {
      const { take, ...rest } = body;
      const page = steps.assemble({ ...rest, body: take() }, href);
      const html = encoder.encode(page.html);
      transfer.push(html.buffer);
      batch.push({ path, html, links: [...page.links], jsonLd: page.jsonLd, reads: page.reads });
    } catch (error) {
      batch.push(failure(path, error));
    }
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
  } else if (kind === 'bodies') parentPort.postMessage({ id, usages: bodies(paths) });
  else if (kind === 'pages') void pages(id, paths, href);
});
parentPort.postMessage({ ready: true });
