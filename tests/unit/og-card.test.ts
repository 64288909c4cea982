/**
 * Open Graph cards rasterise with native resvg, falling back to resvg's WebAssembly build where npm
 * installed no native binary. Builds must not depend on which one ran: both must write the same bytes.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { renderOgImage } from '../../generator/outputs/og-images.ts';

async function drawWith(resvg: 'native' | 'wasm'): Promise<Buffer> {
  const before = process.env.OG_RESVG;
  // A worker thread copies the environment when it starts, so this choice reaches the new pool.
  process.env.OG_RESVG = resvg;
  try {
    return Buffer.from(await renderOgImage('Contract review agents for commercial real estate', 'Industry', 'Vertiq'));
  } finally {
    if (before === undefined) delete process.env.OG_RESVG;
    else process.env.OG_RESVG = before;
  }
}

describe('Open Graph card rasterising', () => {
  it('this machine has the native rasteriser (else the comparison below would be WebAssembly twice)', () => {
    expect(() => createRequire(import.meta.url)('@resvg/resvg-js')).not.toThrow();
  });

  it('native resvg and the WebAssembly fallback write the same PNG bytes', async () => {
    const [native, wasm] = [await drawWith('native'), await drawWith('wasm')];
    expect(native.subarray(1, 4).toString()).toBe('PNG');
    expect(native.length).toBeGreaterThan(10_000);
    expect(native.equals(wasm)).toBe(true);
  });
});
