/**
 * Issue 24: `--client react|preact` decides what hydrates the islands. The real client build (esbuild
 * over src/browser and src/islands) under each runtime: Preact's compat layer stands in for React's
 * packages, or React's own client hydrates through hydrate-react.tsx, preloaded with every island.
 */
import { describe, expect, it } from 'vitest';
import * as esbuild from 'esbuild';
import { clientBuildOptions, clientFromResult, hydrateModule } from '../../generator/outputs/scripts.ts';
import { resolveConfig } from '../../src/config.ts';
import { vertiqSite } from '../../src/site-definition.ts';

async function clientFor(runtime: 'preact' | 'react') {
  const config = resolveConfig({ CLIENT_RUNTIME: runtime }, { production: false });
  const result = await esbuild.build(clientBuildOptions(vertiqSite, config));
  const client = await clientFromResult(result, vertiqSite, runtime);
  const text = (path: string) => Buffer.from(client.files.find((f) => `/${f.path}` === path)!.content).toString("utf8");
  return { client, result, text };
}

describe('client runtime', () => {
  it('names the hydrate module per runtime: the site stand-in under React, hydrate.tsx otherwise', () => {
    expect(hydrateModule(vertiqSite, 'preact')).toBe('src/browser/hydrate.tsx');
    expect(hydrateModule(vertiqSite, 'react')).toBe('src/browser/hydrate-react.tsx');
  });

  it.each(['preact', 'react'] as const)('%s: every island is preloaded with its runtime\'s hydrate chunk, and only that runtime is bundled', async (runtime) => {
    const { client, result, text } = await clientFor(runtime);
    const inputs = Object.keys(result.metafile!.inputs);
    const hydrateOut = Object.entries(result.metafile!.outputs).find(([, o]) => o.entryPoint === hydrateModule(vertiqSite, runtime))?.[0];
    expect(hydrateOut, 'a chunk for the runtime\'s hydrate module').toBeDefined();
    const islands = Object.entries(client.islandChunks);
    expect(islands.length).toBeGreaterThanOrEqual(7);
    for (const [name, chunks] of islands) expect(chunks, name).toContain(`/${hydrateOut}`);
    if (runtime === 'react') {
      expect(inputs.some((i) => i.includes('node_modules/react-dom/'))).toBe(true);
      expect(inputs.some((i) => i.includes('node_modules/preact/'))).toBe(false);
      expect(inputs).not.toContain('src/browser/hydrate.tsx');
      // The stand-in's own option survives minification: its chunk is hydrate-react.tsx's code.
      expect(text(`/${hydrateOut}`)).toContain('onRecoverableError');
    } else {
      expect(inputs.some((i) => i.includes('node_modules/preact/compat/'))).toBe(true);
      expect(inputs.some((i) => i.includes('node_modules/react-dom/'))).toBe(false);
      expect(inputs).not.toContain('src/browser/hydrate-react.tsx');
    }
  });
});
