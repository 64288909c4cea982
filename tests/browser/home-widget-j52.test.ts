/**
 * Design review J r52 (home items 3 and 5, pricing items 2, 3 and 8): the demo widget's processing state says its status
 * once (the button's "Analyzing document..." is docs/product-rules.md's; the line beside it says what is read, on one
 * line) and draws its pending passages without grey boxes; the actions a 2x2 grid of equal compact buttons from 360 px;
 * /pricing's phone comparison headers kept apart; the document-analysis hero's facts each
 * label and value on one line at 390. In real headless Chromium.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openDemoWidget, useSite, type SiteHarness } from '../helpers/browser.ts';
import { DEMO_DELAY_MS, processingStatus } from '../../src/islands/DemoWidget.tsx';

/** The widget with the page's clock paused a minute on, so each state is read before the timers move it. */
async function widgetAt(site: SiteHarness, path: string, width: number): Promise<{ page: Page; widget: Locator }> {
  const opened = await openDemoWidget(site, path, width);
  await opened.page.clock.pauseAt(new Date(Date.now() + 60_000));
  return opened;
}

async function process(widget: Locator): Promise<void> {
  await widget.getByRole('button', { name: 'Process Document' }).click();
  await widget.locator('[data-phase="processing"]').waitFor();
}

describe('design review J r52', () => {
  const site = useSite();

  // Home item 3 / pricing item 3: "Processing locally: extracting terms, scoring risk..." beside "Analyzing document...",
  // two short lines at 1280 (and at 416 it grew the panel, moving the button 20 px down at the click); grey squares after
  // the pending passages.
  it.each([
    ['/', 1280],
    ['/', 416],
    ['/', 390],
    ['/solutions/document-analysis', 1280],
  ] as const)('%s at %i px: while processing the status line says what is read, on one line, and nothing moves', async (path, width) => {
    const { page, widget } = await widgetAt(site, path, width);
    const fields = await widget.locator('[data-phase] .pending-rows').first().locator('li').count();
    const measure = () => widget.locator('[data-phase] button').first().evaluate((b) => [b.getBoundingClientRect().top, b.getBoundingClientRect().width, b.parentElement!.getBoundingClientRect().height]);
    const before = await measure();
    await process(widget);
    expect(await measure()).toEqual(before);
    // The line before the click stays under it, invisible, holding the box's height (phones); the status is the other span.
    const status = await widget.locator('[data-phase] p').first().evaluate((p) => {
      const shown = [...p.children].filter((c) => getComputedStyle(c).visibility === 'visible');
      return { text: shown.map((c) => c.textContent).join(''), lines: shown[0]!.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight) };
    });
    expect(status.text).toBe(processingStatus(fields));
    expect(status.text).not.toMatch(/analy[sz]ing|\.\.\./i);
    expect(status.lines).toBeLessThan(1.5);
    expect(await widget.getByRole('button', { name: 'Analyzing document...' }).count()).toBe(1);
    // No box drawn after a pending passage: its number's slot has no ground of its own.
    const slots = await page.locator('[data-demo-widget] mark[data-n]').evaluateAll((ms) => ms.map((m) => getComputedStyle(m, '::after').backgroundColor));
    expect(slots.length).toBeGreaterThan(0);
    expect(new Set(slots)).toEqual(new Set(['rgba(0, 0, 0, 0)']));
    await page.close();
  });

  // Home item 5: four full-width buttons stacked (~230 px) at 390. A 2x2 grid of equal buttons from 360 px, "Schedule
  // Follow-Up" on one line (O r46, I r51 item 2); one column below.
  it.each([
    [320, 1],
    [360, 2],
    [390, 2],
    [416, 2],
  ])('at %i px the actions stand in %i equal column(s), every label on one line', async (width, columns) => {
    const { page, widget } = await widgetAt(site, '/', width);
    await process(widget);
    await page.clock.runFor(DEMO_DELAY_MS);
    await widget.locator('[data-demo-analysis]').waitFor();
    const buttons = await widget.locator('[data-demo-actions] button').evaluateAll((bs) =>
      bs.map((b) => {
        const r = b.getBoundingClientRect();
        const label = b.querySelector('span')!;
        return { left: Math.round(r.left), width: Math.round(r.width), height: r.height, lines: label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight) };
      }),
    );
    expect(buttons).toHaveLength(4);
    expect(new Set(buttons.map((b) => b.left)).size).toBe(columns);
    expect(new Set(buttons.map((b) => b.width)).size).toBe(1);
    for (const b of buttons) {
      expect(b.lines).toBeLessThan(1.5);
      expect(b.height).toBeLessThan(44);
    }
    // Compact: the grid of two rows is well under the ~230 px the four stacked took.
    if (columns === 2) expect(Math.max(...buttons.map((b) => b.height)) * 2 + 8).toBeLessThan(100);
    await page.close();
  });

  // Pricing item 2: at 390 "Business Elite" and "Enterprise" ~4 px apart, "Contact Sales" at the card's edge.
  it('/pricing at 390 px: the comparison headers stand at least 8 px apart, the last 12 px from the card edge', async () => {
    const page = await site.newPage({ width: 390 });
    await page.goto(`${site.baseUrl}/pricing`);
    const heads = await page.locator('table thead th').evaluateAll((ths) =>
      ths
        .filter((th) => th.checkVisibility())
        .map((th) => {
          // The ink of each header: the widest of its text lines.
          const range = document.createRange();
          range.selectNodeContents(th);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          return { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)), ground: getComputedStyle(th).backgroundColor, text: th.textContent };
        }),
    );
    expect(heads).toHaveLength(4);
    for (let i = 1; i < heads.length; i++) expect(heads[i]!.left - heads[i - 1]!.right, heads[i]!.text!).toBeGreaterThanOrEqual(8);
    const card = await page.locator('table').evaluate((t) => t.parentElement!.getBoundingClientRect().right);
    expect(card - heads[3]!.right).toBeGreaterThanOrEqual(12);
    await page.close();
  });

  // Pricing item 8: the hero card's "Late delivery:" alone above its value at 390, unlike the other facts.
  it('/solutions/document-analysis at 390 px: every fact of the hero card keeps label and value on one line', async () => {
    const page = await site.newPage({ width: 390 });
    await page.goto(`${site.baseUrl}/solutions/document-analysis`);
    const facts = await page.locator('[data-section="hero"] [data-document-pipeline] li').evaluateAll((lis) =>
      lis
        .filter((li) => li.children.length === 2 && /:\s*$/.test(li.children[0]!.textContent!))
        .map((li) => ({ text: li.textContent, lines: li.getBoundingClientRect().height / parseFloat(getComputedStyle(li).lineHeight) })),
    );
    expect(facts.map((f) => f.text!.split(':')[0])).toContain('Late delivery');
    for (const fact of facts) expect(fact.lines, fact.text!).toBeLessThan(1.5);
    await page.close();
  });
});
