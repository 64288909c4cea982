/**
 * The brand typeface: Inter's variable Latin subset (one woff2 file from @fontsource-variable/inter),
 * emitted with a hashed name, plus a metric-matched fallback face so text does not move when the font
 * arrives (CLS 0). The fallback's overrides are computed here from the font file's own tables, as
 * Next's font loader does: size-adjust scales the local face's average advance to the brand font's,
 * and the ascent, descent and line gap are the brand font's, divided by that scale.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { brotliDecompressSync } from 'node:zlib';
import { contentHash } from '../cache/hash.ts';
import type { OutputFile } from './output-file.ts';

/** A site's brand face: its CSS family name and the woff2 file (a module specifier, resolved from the engine's packages). */
export interface SiteFont {
  family: string;
  file: string;
}

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  lineGap: number;
  xAvgCharWidth: number;
}

/** Arial's own tables (hhea and OS/2); Liberation Sans shares them, so Linux matches too. */
export const ARIAL: FontMetrics = { unitsPerEm: 2048, ascender: 1854, descender: -434, lineGap: 67, xAvgCharWidth: 904 };

// WOFF2 known-table indices (the spec's table) for the three tables read here.
const KNOWN_TAGS: Record<number, string> = { 0: 'cmap', 1: 'head', 2: 'hhea', 3: 'hmtx', 6: 'OS/2', 10: 'glyf', 11: 'loca' };

/**
 * English letter frequencies with the space (capsize's weighting, which its Arial figure of 904 uses):
 * OS/2's xAvgCharWidth averages every glyph, so a face with many wide symbols (Inter) would read as
 * far wider than its running text is.
 */
const WEIGHTS: Record<string, number> = {
  a: 0.0668, b: 0.0122, c: 0.0228, d: 0.0348, e: 0.1039, f: 0.0182, g: 0.0165, h: 0.0499, i: 0.057, j: 0.0013, k: 0.0063, l: 0.0329, m: 0.0197,
  n: 0.0552, o: 0.0614, p: 0.0158, q: 0.0008, r: 0.049, s: 0.0518, t: 0.0741, u: 0.0225, v: 0.008, w: 0.0193, x: 0.0012, y: 0.0162, z: 0.0006, ' ': 0.1818,
};

function base128(view: DataView, at: { pos: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = view.getUint8(at.pos++);
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('woff2: UIntBase128 longer than 5 bytes');
}

/** head and hhea metrics and the running-text average advance (cmap, hmtx) from a WOFF2 file. */
export function woff2Metrics(bytes: Uint8Array): FontMetrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0) !== 0x774f4632) throw new Error('not a WOFF2 file');
  const numTables = view.getUint16(12);
  const compressedSize = view.getUint32(20);
  const at = { pos: 48 };
  const tables: { tag: string; transformed: boolean; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = view.getUint8(at.pos++);
    let tag = KNOWN_TAGS[flags & 0x3f] ?? `#${flags & 0x3f}`;
    if ((flags & 0x3f) === 0x3f) {
      tag = String.fromCharCode(...bytes.subarray(at.pos, at.pos + 4));
      at.pos += 4;
    }
    const version = flags >> 6;
    const origLength = base128(view, at);
    // glyf/loca are transformed at version 0; every other table at a non-zero version.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    tables.push({ tag, transformed, length: transformed ? base128(view, at) : origLength });
  }
  const data = brotliDecompressSync(bytes.subarray(at.pos, at.pos + compressedSize));
  const found = new Map<string, DataView>();
  let offset = 0;
  let hmtxTransformed = false;
  for (const { tag, length, transformed } of tables) {
    found.set(tag, new DataView(data.buffer, data.byteOffset + offset, length));
    if (tag === 'hmtx') hmtxTransformed = transformed;
    offset += length;
  }
  const table = (tag: string) => found.get(tag) ?? (() => { throw new Error(`woff2: no ${tag} table`); })();
  const head = table('head'), hhea = table('hhea');
  const cmap = glyphLookup(table('cmap'));
  // hmtx: advance widths lead the table, 4 bytes a metric; a transformed hmtx has a flags byte, then the widths alone.
  const hmtx = table('hmtx'), metricsCount = hhea.getUint16(34);
  const advance = (glyph: number) => {
    const i = Math.min(glyph, metricsCount - 1);
    return hmtxTransformed ? hmtx.getUint16(1 + 2 * i) : hmtx.getUint16(4 * i);
  };
  let weighted = 0;
  for (const [ch, weight] of Object.entries(WEIGHTS)) weighted += advance(cmap(ch.charCodeAt(0))) * weight;
  const total = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);
  return { unitsPerEm: head.getUint16(18), ascender: hhea.getInt16(4), descender: hhea.getInt16(6), lineGap: hhea.getInt16(8), xAvgCharWidth: Math.round(weighted / total) };
}

/** Code point to glyph id through the cmap's format 4 or 12 Unicode subtable. */
function glyphLookup(cmap: DataView): (code: number) => number {
  const count = cmap.getUint16(2);
  for (let i = 0; i < count; i++) {
    const offset = cmap.getUint32(8 + i * 8);
    const format = cmap.getUint16(offset);
    if (format === 12) {
      const groups = cmap.getUint32(offset + 12);
      return (code) => {
        for (let g = 0; g < groups; g++) {
          const at = offset + 16 + g * 12;
          const start = cmap.getUint32(at), end = cmap.getUint32(at + 4);
          if (code >= start && code <= end) return cmap.getUint32(at + 8) + code - start;
        }
        return 0;
      };
    }
    if (format === 4) {
      const segs = cmap.getUint16(offset + 6) / 2;
      const ends = offset + 14, starts = ends + segs * 2 + 2, deltas = starts + segs * 2, ranges = deltas + segs * 2;
      return (code) => {
        for (let s = 0; s < segs; s++) {
          if (code > cmap.getUint16(ends + s * 2)) continue;
          const start = cmap.getUint16(starts + s * 2);
          if (code < start) return 0;
          const delta = cmap.getInt16(deltas + s * 2), rangeOffset = cmap.getUint16(ranges + s * 2);
          if (rangeOffset === 0) return (code + delta) & 0xffff;
          const glyph = cmap.getUint16(ranges + s * 2 + rangeOffset + (code - start) * 2);
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
  }
  throw new Error('woff2: no format 4 or 12 cmap subtable');
}

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The fallback face's overrides for `font` drawn with a local face of `fallback`'s metrics. */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics = ARIAL) {
  const sizeAdjust = font.xAvgCharWidth / font.unitsPerEm / (fallback.xAvgCharWidth / fallback.unitsPerEm);
  const scaled = (v: number) => Math.abs(v) / (font.unitsPerEm * sizeAdjust);
  return { sizeAdjust: pct(sizeAdjust), ascentOverride: pct(scaled(font.ascender)), descentOverride: pct(scaled(font.descender)), lineGapOverride: pct(scaled(font.lineGap)) };
}

export function fontFaceCss(family: string, href: string, metrics: FontMetrics): string {
  const o = fallbackOverrides(metrics);
  return (
    `@font-face{font-family:${family};font-weight:100 900;font-display:swap;src:url(${href}) format("woff2")}` +
    `@font-face{font-family:"${family} Fallback";src:local("Arial"),local("Liberation Sans");` +
    `size-adjust:${o.sizeAdjust};ascent-override:${o.ascentOverride};descent-override:${o.descentOverride};line-gap-override:${o.lineGapOverride}}`
  );
}

export interface BrandFont {
  href: string;
  file: OutputFile;
  css: string;
}

const cached = new Map<string, Promise<BrandFont>>();
/** The font file (hashed name under assets/) and its two @font-face rules; read once per process. */
export function brandFont(font: SiteFont): Promise<BrandFont> {
  let made = cached.get(font.file);
  if (!made) {
    made = (async () => {
      const bytes = new Uint8Array(await readFile(createRequire(import.meta.url).resolve(font.file)));
      const path = `assets/${font.family.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${contentHash(bytes)}.woff2`;
      const href = `/${path}`;
      return { href, file: { path, content: bytes }, css: fontFaceCss(font.family, href, woff2Metrics(bytes)) };
    })();
    cached.set(font.file, made);
  }
  return made;
}
