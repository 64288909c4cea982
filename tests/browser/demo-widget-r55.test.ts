/**
 * The demo widget after design reviews V and N r54: the audit record's timeline spaced as the hero's stepper, its still-pending lines faded (V items 2, 3); while
 * processing, the status line at the strip's top on phones and the flags' numbers small grey pills (V item 7, N item 8);
 * 16 px from the passage hint to the first field at 390 as at 1280 (N item 5). In real headless Chromium.
 */
import { describe, expect, it } from 'vitest';
import { openDemoWidget, useSite } from '../helpers/browser.ts';
import { DEMO_DELAY_MS } from '../../src/islands/DemoWidget.tsx';

const site = useSite();
const PATH = '/solutions/document-analysis';

describe('the audit record spaced as the hero stepper, pending lines faded (design review V r54 items 2 and 3)', () => {
  it.each([1280, 390])(`${PATH} at %i px`, async (width) => {
    const { page, widget } = await openDemoWidget(site, PATH, width);
    await page.evaluate(() => document.fonts.ready);
    const lines = () =>
      page.locator('[data-demo-audit-record] dl > div').evaluateAll((items) =>
        items.map((item) => {
          const dt = item.querySelector('dt')!;
          const dd = item.querySelector('dd')!;
          const label = document.createRange();
          label.selectNodeContents(dt.lastChild!);
          const text = document.createRange();
          text.selectNodeContents(dd);
          const rects = [...text.getClientRects()];
          return {
            dotToLabel: label.getBoundingClientRect().left - dt.querySelector('[data-audit-dot]')!.getBoundingClientRect().right,
            labelX: label.getBoundingClientRect().left,
            textX: rects[0]!.left,
            textBottom: rects.at(-1)!.bottom,
            top: dt.getBoundingClientRect().top,
            colour: getComputedStyle(dd).color,
          };
        }),
      );
    const SLATE_500 = 'rgb(98, 116, 142)';
    const rest = await lines();
    for (const l of rest) {
      expect(l.dotToLabel).toBeCloseTo(12, 0);
      expect(Math.abs(l.textX - l.labelX), JSON.stringify(l)).toBeLessThanOrEqual(0.5);
      expect(l.colour).toBe(SLATE_500);
    }
    // 18 px from one line's text box to the next line's name (14 before: 12 px of padding and the half-leading).
    for (let i = 1; i < rest.length; i++) expect(Math.round(rest[i]!.top - rest[i - 1]!.textBottom)).toBe(18);

    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await page.clock.runFor(DEMO_DELAY_MS + 100);
    await widget.locator('[data-demo-analysis]').waitFor();
    // With the result, the analysis's line in the record's ink; the reviewer's and the decision's, still pending, faded.
    const after = await lines();
    expect(after.map((l) => l.colour)).toEqual(['rgb(49, 65, 88)', SLATE_500, SLATE_500]);
    await page.close();
  });
});

describe('processing: the status line at the strip top, the numbers small grey pills (design review V r54 item 7, N r54 item 8)', () => {
  it.each([
    [PATH, 390],
    ['/financial-services', 390],
    [PATH, 1280],
  ] as const)('%s at %i px', async (path, width) => {
    const { page, widget } = await openDemoWidget(site, path, width);
    await page.evaluate(() => document.fonts.ready);
    const button = () => widget.locator('[data-phase] .bg-blue-50 button').boundingBox();
    const before = await button();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await widget.locator('[data-skeleton]').waitFor();
    const strip = await widget.locator('[data-phase] .bg-blue-50').evaluate((box) => {
      const line = [...box.querySelectorAll('p > span')].find((s) => getComputedStyle(s).visibility === 'visible')!;
      return { blankAbove: line.getBoundingClientRect().top - box.getBoundingClientRect().top };
    });
    // The strip's 16 px padding and no more over the line (~30 px blank at 390 before), where it stands over the button.
    if (width < 640) expect(Math.round(strip.blankAbove)).toBe(16);
    // The button just pressed does not move (design review J r52).
    expect(await button()).toEqual(before);
    const chips = await widget.locator('[data-skeleton] [data-flag-chip] > [data-skeleton-chip]').evaluateAll((cs) =>
      cs.map((c) => {
        const r = c.getBoundingClientRect();
        const tail = c.closest('[data-flag-tail]')!;
        const words = document.createRange();
        words.setStart(tail.firstChild!, 0);
        words.setEnd(tail.firstChild!, (tail.firstChild as Text).data.trimEnd().length);
        const end = [...words.getClientRects()].at(-1)!;
        return { width: r.width, height: r.height, background: getComputedStyle(c).backgroundColor, after: r.left - end.right, middle: r.top + r.height / 2 - (end.top + end.height / 2) };
      }),
    );
    expect(chips.length).toBeGreaterThan(0);
    for (const c of chips) {
      expect(c, JSON.stringify(c)).toMatchObject({ width: 16, height: 10, background: 'rgb(226, 232, 240)' });
      // Right after its bar, on its line.
      expect(c.after).toBeGreaterThanOrEqual(0);
      expect(c.after).toBeLessThanOrEqual(10);
      expect(Math.abs(c.middle)).toBeLessThanOrEqual(6);
    }
    await page.close();
  });
});

describe('16 px from the passage hint to the first field at every width (design review N r54 item 5)', () => {
  it.each([
    [PATH, 390],
    [PATH, 1280],
    ['/financial-services', 390],
    ['/financial-services', 1280],
  ] as const)('%s at %i px', async (path, width) => {
    const { page, widget } = await openDemoWidget(site, path, width);
    await page.evaluate(() => document.fonts.ready);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await page.clock.runFor(DEMO_DELAY_MS + 100);
    const analysis = widget.locator('[data-demo-analysis]');
    await analysis.waitFor();
    const gap = await analysis.evaluate((a) => {
      const hint = [...a.querySelectorAll('p')].find((p) => p.textContent!.startsWith('Select a number'))!;
      const lead = hint.parentElement!;
      return lead.nextElementSibling!.getBoundingClientRect().top - hint.getBoundingClientRect().bottom;
    });
    expect(Math.round(gap)).toBe(16);
    await page.close();
  });
});
