/**
 * Turns Open Graph card SVGs into PNGs with resvg (WebAssembly, single-threaded), on a worker thread
 * of its own, so the cards of a cold build rasterise on every core (generator/og-images.ts keeps a
 * pool). Plain JavaScript so the worker starts the same from source, tests and the compiled CLI.
 * Messages: { id, svg, width } in; { id, png } or { id, error } out.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const require = createRequire(import.meta.url);
await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));

parentPort.on('message', ({ id, svg, width }) => {
  try {
    const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
    try {
      const png = image.asPng();
      parentPort.postMessage({ id, png }, [png.buffer]);
    } finally {
      image.free();
    }
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
