/**
 * Design review Q r54, technology at 390 (items 1, 3, 4, 7, 8; item 6 in product-page-details' numbered-flow test):
 * - item 1: RAG's eyebrow broke with the separator dot starting line 2 ("· RETRIEVAL-AUGMENTED GENERATION"); no line of
 *   it starts or ends with the dot (Q r53 item 5: a dot alone at the line's end);
 * - item 3: the phone comparison's disclosure one line, "Show 4 more rows", the aspects a smaller muted line under it;
 * - item 4: the no-passage answer box's text filled ~75% of its width (pretty); its lines fill the box;
 * - item 7: small-llms' H1 set over four lines with "specialized" alone; three at 390;
 * - item 8: the External APIs box had ~8 px beside its one line at 1280; 16 px, two lines.
 */
import { describe, expect, it } from 'vitest';
import { useSite } from '../helpers/browser.ts';

const site = useSite();

/** The element's visible text, by line (characters grouped by their top): as source, so the browser runs it untransformed. */
const LINES = `(el) => {
  const lines = new Map();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || rect.width < 1) continue;
      const top = [...lines.keys()].find((t) => Math.abs(t - rect.top) < 8) ?? Math.round(rect.top);
      lines.set(top, (lines.get(top) ?? '') + node.data[i]);
    }
  }
  return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, t]) => t.trim());
}`;

describe('technology family after design review Q r54', () => {
  it.each([390, 1280])('/technology/rag: no line of the eyebrow starts or ends with its separator (%i px)', async (width) => {
    const page = await site.newPage({ width, height: 900 });
    await page.goto(`${site.baseUrl}/technology/rag`, { waitUntil: 'load' });
    const lines = (await page.evaluate(`(${LINES})(document.querySelector('[data-section="hero"] p'))`)) as string[];
    for (const line of lines) {
      expect(line, lines.join(' / ')).not.toMatch(/^·|·$/);
    }
    expect(lines.join(' ')).toMatch(/^Technology/i);
    if (width === 1280) expect(lines).toHaveLength(1);
    await page.close();
  });

  it('/technology at 390: the comparison disclosure is one line of label over one muted line of aspects, 44 px or taller', async () => {
    const page = await site.newPage({ width: 390, height: 900 });
    await page.goto(`${site.baseUrl}/technology`, { waitUntil: 'load' });
    const m = (await page.evaluate(`(() => {
      const lines = ${LINES};
      const summary = document.querySelector('[data-stacked-comparison-panel] summary');
      const label = summary.firstElementChild;
      const aspects = summary.lastElementChild;
      return { label: lines(label), aspects: lines(aspects), labelSize: parseFloat(getComputedStyle(label).fontSize), aspectsSize: parseFloat(getComputedStyle(aspects).fontSize), height: summary.getBoundingClientRect().height, padTop: parseFloat(getComputedStyle(summary).paddingTop), align: getComputedStyle(summary).textAlign };
    })()`)) as { label: string[]; aspects: string[]; labelSize: number; aspectsSize: number; height: number; padTop: number; align: string };
    expect(m.label).toEqual(['Show 4 more rows']);
    expect(m.aspects).toHaveLength(1);
    expect(m.aspectsSize).toBeLessThan(m.labelSize);
    expect(m.padTop).toBe(12);
    expect(m.align).not.toBe('center');
    expect(m.height).toBeGreaterThanOrEqual(44);
    await page.close();
  });

  it('/technology/rag at 390: the no-passage answer fills its box, each line as full as the next line\'s first word allows', async () => {
    const page = await site.newPage({ width: 390, height: 900 });
    await page.goto(`${site.baseUrl}/technology/rag`, { waitUntil: 'load' });
    const m = (await page.evaluate(`(() => {
      const dd = [...document.querySelectorAll('[data-no-passage] dd')].at(-1);
      const style = getComputedStyle(dd);
      const inner = dd.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const ctx = document.createElement('canvas').getContext('2d');
      ctx.font = style.font;
      const lines = (${LINES})(dd);
      // A line is short where the next line's first word (no-break spaces hold words together) would have fitted after it.
      return { lines, short: lines.slice(0, -1).filter((line, i) => ctx.measureText(line + ' ' + lines[i + 1].split(' ')[0]).width <= inner - 1) };
    })()`)) as { lines: string[]; short: string[] };
    expect(m.lines.length).toBeGreaterThan(1);
    expect(m.short, m.lines.join(' / ')).toEqual([]);
    await page.close();
  });

  it('/technology/small-llms at 390: the H1 in three lines', async () => {
    const page = await site.newPage({ width: 390, height: 900 });
    await page.goto(`${site.baseUrl}/technology/small-llms`, { waitUntil: 'load' });
    const lines = await page.locator('h1').evaluate((h1) => Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)));
    expect(lines).toBe(3);
    await page.close();
  });

  it('/technology at 1280: the External APIs box has 16 px inside and its line on two', async () => {
    const page = await site.newPage({ width: 1280, height: 900 });
    await page.goto(`${site.baseUrl}/technology`, { waitUntil: 'load' });
    const m = await page.locator('[data-external] > div').evaluate((box) => {
      const detail = box.lastElementChild!;
      return { pad: parseFloat(getComputedStyle(box).paddingLeft), lines: Math.round(detail.getBoundingClientRect().height / parseFloat(getComputedStyle(detail).lineHeight)) };
    });
    expect(m.pad).toBe(16);
    expect(m.lines).toBe(2);
    await page.close();
  });
});
