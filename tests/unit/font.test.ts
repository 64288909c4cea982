import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { vertiqSite } from '../../src/site-definition.ts';
import { ARIAL, brandFont, fallbackOverrides, fontFaceCss, woff2Metrics } from '../../generator/outputs/font.ts';

const fontPath = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

describe('brand font metrics (generator/outputs/font.ts)', () => {
  it('reads Inter’s head, hhea and running-text advance from the woff2 file', async () => {
    const metrics = woff2Metrics(new Uint8Array(await readFile(fontPath)));
    // Inter 4 tables: 2048 units, hhea 1984 / -494 / 0.
    expect(metrics).toMatchObject({ unitsPerEm: 2048, ascender: 1984, descender: -494, lineGap: 0 });
    // Letter-weighted advance: Inter runs ~7% wider than Arial's 904, far below OS/2's all-glyph 1250.
    expect(metrics.xAvgCharWidth).toBeGreaterThan(940);
    expect(metrics.xAvgCharWidth).toBeLessThan(1000);
  });

  it('computes the fallback overrides as Next’s font loader does', () => {
    const font = { unitsPerEm: 1000, ascender: 900, descender: -250, lineGap: 50, xAvgCharWidth: 500 };
    const fallback = { unitsPerEm: 2000, ascender: 0, descender: 0, lineGap: 0, xAvgCharWidth: 800 };
    // size-adjust = (500/1000) / (800/2000) = 1.25; ascent = 900 / (1000 × 1.25) = 0.72, and so on.
    expect(fallbackOverrides(font, fallback)).toEqual({ sizeAdjust: '125.00%', ascentOverride: '72.00%', descentOverride: '20.00%', lineGapOverride: '4.00%' });
  });

  it('gives Inter over Arial the overrides Next publishes for it, within a few tenths of a percent', async () => {
    const o = fallbackOverrides(woff2Metrics(new Uint8Array(await readFile(fontPath))), ARIAL);
    // next/font's Inter fallback: size-adjust 107.12%, ascent 90.44%, descent 22.52%, line gap 0%.
    expect(parseFloat(o.sizeAdjust)).toBeCloseTo(107.12, 0);
    expect(parseFloat(o.ascentOverride)).toBeCloseTo(90.44, 0);
    expect(parseFloat(o.descentOverride)).toBeCloseTo(22.52, 0);
    expect(o.lineGapOverride).toBe('0.00%');
  });

  it('emits one hashed woff2 file and @font-face rules pointing at it', async () => {
    const font = await brandFont(vertiqSite.font!);
    expect(font.file.path).toMatch(/^assets\/inter-[\w]{10}\.woff2$/);
    expect(font.href).toBe(`/${font.file.path}`);
    expect(font.css).toContain(`src:url(${font.href}) format("woff2")`);
    expect(font.css).toMatch(/font-family:"Inter Fallback";src:local\("Arial"\).*size-adjust:\d+\.\d+%/);
    expect(fontFaceCss('Inter', '/x.woff2', ARIAL)).toContain('size-adjust:100.00%');
  });
});
