/**
 * The demo widget after design reviews V and N r53: the passage numbers take no width at rest (the width kept for them
 * read as double and triple spaces, "July 1, 2026.   Insured") and their own width from the Process Document click, so
 * the re-wrap comes with the visitor's input (excluded from CLS) and a number never sits on the next word; no card of the
 * widget holds a blank band (the analysis card ~240 px, the document card 50-100 px); the audit record a timeline whose
 * "Analysis" line is checked with the result; one flag style under "Flagged", each flag's last words kept with their
 * number; /demo's title in two lines at 390. In real headless Chromium.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openDemoWidget, pageAtWidth, useSite } from '../helpers/browser.ts';
import { watchLayoutShift } from '../helpers/layout-shift.ts';
import { DEMO_DELAY_MS } from '../../src/islands/DemoWidget.tsx';

const site = useSite();

/**
 * Each passage followed by a word on its line: the gap from the mark's end (its number, where drawn) to that word, the
 * width of the space between them, whether the mark's last box overlaps the word's, and how far the mark's box runs past
 * its own words on their last line (the number's width; 0 when it is not drawn).
 */
type PassageEnd = { n: string | null; width: number; sameLine: boolean; gap: number | null; space: number | null; overlap: boolean };
const passageEnds = (widget: Locator): Promise<PassageEnd[]> =>
  widget.locator('.doc-clip mark').evaluateAll((marks) =>
    marks.flatMap((m): { n: string | null; width: number; sameLine: boolean; gap: number | null; space: number | null; overlap: boolean }[] => {
      const words = document.createRange();
      words.selectNodeContents(m);
      const text = [...words.getClientRects()].at(-1)!;
      const box = [...m.getClientRects()].at(-1)!;
      const next = m.nextSibling;
      const number = { n: m.getAttribute('data-n'), width: Math.round(box.right - text.right), sameLine: Math.abs(box.bottom - text.bottom) < 2 };
      if (!(next instanceof Text) || !/^ \S/.test(next.data)) return [{ ...number, gap: null, space: null, overlap: false }];
      const space = document.createRange();
      space.setStart(next, 0);
      space.setEnd(next, 1);
      const letter = document.createRange();
      letter.setStart(next, 1);
      letter.setEnd(next, 2);
      const s = space.getBoundingClientRect();
      const l = letter.getBoundingClientRect();
      // Only where the next word is on the mark's last line.
      if (Math.abs(l.bottom - box.bottom) > 2) return [{ ...number, gap: null, space: null, overlap: false }];
      return [{ ...number, gap: l.left - box.right, space: s.width, overlap: box.right > l.left + 0.5 }];
    }),
  );

describe('demo passage numbers: no width at rest, their own from the click (design review V r53 item 2, N r53 teams item 1)', () => {
  it.each([
    ['/solutions/document-analysis', 1280],
    ['/solutions/document-analysis', 390],
    ['/marketing', 1280],
    ['/financial-services', 1280],
    ['/', 1280],
  ] as const)('%s at %i px', async (path, width) => {
    const page = await site.newPage({ width, height: 900 });
    const cls = await watchLayoutShift(page);
    await page.clock.install();
    await page.goto(`${site.baseUrl}${path}`);
    const widget = page.locator('[data-demo-widget]').first();
    await widget.scrollIntoViewIfNeeded();
    await widget.locator('[data-island="DemoWidget"][data-hydrated]').waitFor();
    await page.evaluate(() => document.fonts.ready);

    // At rest: between a passage and the next word, one normal space ("2026.␣␣␣Insured" before), and no number drawn.
    const rest = await passageEnds(widget);
    const measured = rest.filter((p) => p.gap !== null);
    expect(measured.length).toBeGreaterThan(0);
    for (const p of measured) expect(Math.abs(p.gap! - p.space!), `passage ${p.n}: gap ${p.gap} for a ${p.space} px space`).toBeLessThanOrEqual(1);
    expect(rest.map((p) => p.width)).toEqual(rest.map(() => 0));
    expect(await cls()).toBe(0);

    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await widget.locator('[data-phase="processing"]').waitFor();
    // From the click, each number in its own width, on the line of the passage's last words and closing stop.
    const processing = await passageEnds(widget);
    for (const p of processing) expect(p, `passage ${p.n} while processing`).toMatchObject({ sameLine: true, overlap: false });
    expect(processing.every((p) => p.width >= 4), processing.map((p) => p.width).join(',')).toBe(true);

    await page.clock.runFor(DEMO_DELAY_MS + 100);
    await widget.locator('[data-demo-analysis]').waitFor();
    const after = await passageEnds(widget);
    for (const p of after) expect(p, `passage ${p.n} analysed`).toMatchObject({ sameLine: true, overlap: false });
    // The result moves no word: the numbers took their width with the click.
    expect(after.map((p) => p.gap)).toEqual(processing.map((p) => p.gap));
    // The click's re-wrap is input (hadRecentInput), as CLS counts it; nothing else moved.
    expect(await cls()).toBe(0);
    await page.close();
  });
});

/** Each card of the widget: its height, and the blank band inside it under its content (above the document's footer). */
const cardBands = (widget: Locator) =>
  widget.evaluate((w) => {
    const grid = w.querySelector('[data-island="DemoWidget"] > .grid') ?? w.querySelector('.grid')!;
    const cards = [...w.querySelectorAll<HTMLElement>('.rounded-xl')];
    const contentBottom = (el: Element): number => {
      const kids = [...el.children].filter((k) => getComputedStyle(k).display !== 'none' && k.getBoundingClientRect().height > 0);
      if (!kids.length) return el.getBoundingClientRect().bottom;
      return Math.max(...kids.map((k) => (k.matches('p, ul, dl, section, h2, h3, button') ? k.getBoundingClientRect().bottom : contentBottom(k))));
    };
    return {
      columns: [...grid.children].map((c) => Math.round(c.getBoundingClientRect().bottom)),
      bands: cards.map((card) => {
        const footer = card.lastElementChild!;
        const body = footer.previousElementSibling;
        // The document card: from its text to its footer row, less the body's 16 px bottom padding.
        if (footer.tagName === 'P' && body) return Math.round(footer.getBoundingClientRect().top - contentBottom(body) - 16);
        return Math.round(card.getBoundingClientRect().bottom - contentBottom(card) - 16);
      }),
    };
  });

describe('demo widget at 1280: no blank band inside a card (design review V r53 item 1, N r53 teams 7 and industry 4)', () => {
  it.each(['/solutions/document-analysis', '/marketing', '/product-development', '/hr'])('%s before and after the run', async (path) => {
    const { page, widget } = await openDemoWidget(site, path, 1280);
    await page.evaluate(() => document.fonts.ready);
    const before = await cardBands(widget);
    expect(before.bands.every((b) => b <= 40), `${path} at rest: ${JSON.stringify(before)}`).toBe(true);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await page.clock.runFor(DEMO_DELAY_MS + 100);
    await widget.locator('[data-demo-analysis]').waitFor();
    const after = await cardBands(widget);
    expect(after.bands.every((b) => b <= 40), `${path} analysed: ${JSON.stringify(after)}`).toBe(true);
    await page.close();
  });
});

describe('the audit record as a timeline (design review V r53 item 3)', () => {
  it.each([1280, 390])('/solutions/document-analysis at %i px: grey dots joined by a rule, "Analysis" checked with the result, nothing moved', async (width) => {
    const { page, widget } = await openDemoWidget(site, '/solutions/document-analysis', width);
    const record = page.locator('[data-demo-audit-record]');
    const dots = () =>
      record.locator('[data-audit-dot]').evaluateAll((ds) =>
        ds.map((d) => {
          const r = d.getBoundingClientRect();
          return { background: getComputedStyle(d).backgroundColor, text: d.textContent, box: [r.left, r.top + scrollY, r.width, r.height].map(Math.round) };
        }),
      );
    const grey = 'rgb(202, 213, 226)'; // slate-300
    const before = await dots();
    expect(before.map((d) => [d.background, d.text])).toEqual([
      [grey, ''],
      [grey, ''],
      [grey, ''],
    ]);
    // No hollow ring (an svg circle read as a radio button); a rule from each dot to the next, none after the last.
    expect(await record.locator('svg').count()).toBe(0);
    const rules = await record.locator('dd').evaluateAll((dds) => dds.map((dd) => getComputedStyle(dd).borderLeftWidth));
    expect(rules).toEqual(['1px', '1px', '0px']);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await page.clock.runFor(DEMO_DELAY_MS + 100);
    await widget.locator('[data-demo-analysis]').waitFor();
    const after = await dots();
    expect(after.map((d) => d.text)).toEqual(['\u2713', '', '']);
    expect(after[0]!.background).toBe('rgb(20, 71, 230)');
    expect(after.slice(1).map((d) => d.background)).toEqual([grey, grey]);
    // Same boxes: the scroll may differ, so compare sizes and the dots' spacing.
    expect(after.map((d) => d.box.slice(2))).toEqual(before.map((d) => d.box.slice(2)));
    // Reset: pending again.
    await widget.getByRole('button', { name: 'Reset Analysis' }).click();
    await expect.poll(async () => (await dots()).map((d) => d.text)).toEqual(['', '', '']);
    await page.close();
  });
});

describe('the Flagged list (design review V r53 item 5, N r53 teams item 5)', () => {
  it.each([
    ['/solutions/document-analysis', 1280],
    ['/marketing', 1280],
    ['/marketing', 390],
  ] as const)('%s at %i px: one flag style for every number, each kept on a line with the flag\'s last words', async (path, width) => {
    const { page, widget } = await openDemoWidget(site, path, width);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await page.clock.runFor(DEMO_DELAY_MS + 100);
    await widget.locator('[data-demo-analysis]').waitFor();
    const chips = await widget.locator('[data-flags] [data-show-passage] > span').evaluateAll((cs) => cs.map((c) => getComputedStyle(c).backgroundColor));
    expect(chips.length).toBeGreaterThan(1);
    expect(new Set(chips).size).toBe(1);
    // The flag's last words on one line, and its number's chip level with them (its middle within their line).
    const tails = await widget.locator('[data-flag-tail]').evaluateAll((ts) =>
      ts.map((t) => {
        const range = document.createRange();
        range.selectNodeContents(t.firstChild!);
        const words = [...range.getClientRects()];
        const chip = t.querySelector('[data-show-passage] > span')!.getBoundingClientRect();
        const middle = (chip.top + chip.bottom) / 2;
        return { text: t.textContent, lines: words.length, level: middle > words[0]!.top && middle < words[0]!.bottom };
      }),
    );
    expect(tails.length).toBeGreaterThan(1);
    for (const t of tails) expect(t, t.text!).toMatchObject({ lines: 1, level: true });
    // A short last word keeps the one before it ("withdraw it." on /marketing, not "it. 6" alone: N r53 teams item 5).
    if (path === '/marketing') expect(tails.map((t) => t.text)).toContain('withdraw it.\u00a06');
    await page.close();
  });
});

describe('/demo at 390 px (design review V r53 item 8)', () => {
  const open = pageAtWidth(site, 390);
  it('sets its title in two lines', async () => {
    const page: Page = await open('/demo');
    await page.evaluate(() => document.fonts.ready);
    const lines = await page.locator('h1').evaluate((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)));
    expect(lines).toBe(2);
  });
});
