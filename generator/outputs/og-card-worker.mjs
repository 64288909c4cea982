/**
 * Draws Open Graph cards on a worker thread of its own, so a cold build's cards use every core and
 * leave the main thread to render pages: satori lays the card out as SVG (Inter from
 * @fontsource/inter; satori reads WOFF, not WOFF2), resvg turns the SVG into a PNG.
 * Native resvg (@resvg/resvg-js) rasterises a card several times faster than its WebAssembly build
 * (BENCHMARKS.md) and writes the same bytes (same resvg version; tests/unit/og-card.test.ts checks it);
 * the WebAssembly build stays as the fallback for a platform whose native binary npm did not install.
 * Plain JavaScript so the worker starts the same from source, tests and the compiled CLI.
 * Messages: { id, card, width, height } in, `card` being the card's element tree as JSON (og-card.tsx);
 * { id, png } or { id, error } out.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import satori from 'satori';
import { switchOn } from '../config/switches.mjs';

const require = createRequire(import.meta.url);

async function loadResvg() {
  // OG_RESVG=wasm forces the fallback (the test that both write the same bytes uses it).
  if (!switchOn('OG_RESVG')) {
    try {
      return { Resvg: require('@resvg/resvg-js').Resvg, native: true };
    } catch {
      // No native binary for this platform: fall through to WebAssembly.
    }
  }
  const wasm = await import('@resvg/resvg-wasm');
  await wasm.initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return { Resvg: wasm.Resvg, native: false };
}

const font = (weight) => readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)).then((data) => ({ name: 'Inter', data, weight, style: 'normal' }));
const [{ Resvg, native }, ...fonts] = await Promise.all([loadResvg(), font(400), font(700)]);

// One card at a time: satori is asynchronous, and two cards in flight would only interleave.
let queue = Promise.resolve();
parentPort.on('message', (job) => {
  queue = queue.then(() => draw(job));
});

async function draw({ id, card, width, height }) {
  try {
    const svg = await satori(card, { width, height, fonts });
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
    try {
      const png = image.asPng();
      parentPort.postMessage({ id, png }, [png.buffer]);
    } finally {
      // The WebAssembly image holds memory outside the JS heap until freed; the native one has no free().
      if (!native) image.free();
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
}
