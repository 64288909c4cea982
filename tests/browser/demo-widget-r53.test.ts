/**
 * The demo widget after design review P r52 (items 4, 5, 7; 2b item 2) and the trust review TR r52 / review N r52 on
 * its actions: nothing jumps when processing starts (no re-wrapped document, no card coming in, the widget's height
 * kept), the status line one line beside the button at 1280, the phone document short enough that Process Document
 * stands within two screens, and an Export that saves a real file while the other actions claim nothing that did not
 * happen. In real headless Chromium.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openDemoWidget, pageAtWidth, useSite } from '../helpers/browser.ts';
import { ACTIONS_PENDING, ACTIONS_SIMULATED, DEMO_ACTIONS, DEMO_DELAY_MS } from '../../src/islands/DemoWidget.tsx';
import { industries } from '../../src/content/industries.ts';
import { audiences } from '../../src/content/audiences.ts';

const site = useSite();

/** Where each passage's lines stand in the document, and whether its number shows. */
const passages = (widget: Locator) =>
  widget.locator('.doc-clip mark').evaluateAll((marks) => {
    const doc = marks[0]!.closest('.doc-clip')!.getBoundingClientRect();
    return marks.map((m) => ({ lines: [...m.getClientRects()].map((r) => [Math.round(r.left - doc.left), Math.round(r.top - doc.top)]), number: getComputedStyle(m, '::after').display !== 'none' && getComputedStyle(m, '::after').visibility === 'visible' ? getComputedStyle(m, '::after').content : 'none', after: m.nextSibling?.textContent?.[0] ?? '' }));
  });

/** The widget and, on /solutions/document-analysis, the audit record under it: the section's demo, top to bottom. */
const demoHeight = (page: Page) =>
  page.evaluate(() => {
    const widget = document.querySelector('[data-demo-widget]')!;
    const last = widget.closest('[data-section]')?.querySelector('[data-demo-audit-record]') ?? widget;
    return Math.round(last.getBoundingClientRect().bottom - widget.getBoundingClientRect().top);
  });

describe('demo widget: nothing jumps at Process Document (design review P r52 item 4, 2b item 2)', () => {
  it.each([
    ['/', 1280],
    ['/solutions/document-analysis', 1280],
    ['/', 390],
    ['/solutions/document-analysis', 390],
  ] as const)('%s at %i px: the result moves no line of the document, its numbers come with the click, and the actions are there from the start where the page can afford them', async (path, width) => {
    const { page, widget } = await openDemoWidget(site, path, width);
    // The actions in place before the click, disabled, with the line saying why, on document analysis. Home's hero
    // gets them at the click, as the industry and team pages do: at rest they cost its first load ~310 B it does not
    // have beside the Platform proofs (design review P r52 item 1 over item 4).
    const atRest = path === '/solutions/document-analysis';
    const actions = widget.locator('[data-demo-actions] button');
    expect(await actions.count()).toBe(atRest ? 4 : 0);
    if (atRest) {
      expect(await actions.evaluateAll((bs) => bs.map((b) => (b as HTMLButtonElement).disabled))).toEqual([true, true, true, true]);
      await expect.poll(() => widget.getByText(ACTIONS_PENDING).isVisible()).toBe(true);
      expect(await page.locator('[data-demo-audit-record]').isVisible()).toBe(true);
    }
    const before = { passages: await passages(widget), height: await demoHeight(page) };
    expect(before.passages.every((p) => p.number === 'none')).toBe(true);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await widget.locator('[data-phase="processing"]').waitFor();
    await page.clock.runFor(400);
    const processing = { passages: await passages(widget), height: await demoHeight(page) };
    // The number after the passage's closing punctuation (no gap before a full stop, design review P r52 item 4): no
    // passage is followed by a stop it left outside. Design review V r53 item 2: no width at rest (the width kept hidden
    // read as double spaces); the numbers take it, muted, from the click, the input that excuses the re-wrap
    // (tests/browser/demo-widget-r54.test.ts measures the spaces and CLS).
    expect(before.passages.filter((p) => /[.,;:]/.test(p.after))).toEqual([]);
    expect(processing.passages.every((p) => p.number !== 'none')).toBe(true);
    await page.clock.runFor(DEMO_DELAY_MS);
    await widget.locator('[data-demo-analysis]').waitFor();
    const after = { passages: await passages(widget), height: await demoHeight(page) };
    // The numbers show with the result, each in its own width (design reviews P and N r53: in a box of no width they
    // ran over the next word), and move no word: the width was theirs from the click.
    expect(after.passages.every((p) => p.number !== 'none')).toBe(true);
    expect(after.passages.map((p) => p.lines)).toEqual(processing.passages.map((p) => p.lines));
    // Each number takes its own width at the passage's end (the mark's box runs past its words by the digits' width), so
    // it cannot sit on the character after it, as a box of no width let it.
    const numberWidths = await widget.locator('.doc-clip mark').evaluateAll((marks) =>
      marks.map((m) => {
        const range = document.createRange();
        range.selectNodeContents(m);
        const words = [...range.getClientRects()].at(-1)!;
        return Math.round([...m.getClientRects()].at(-1)!.right - words.right);
      }),
    );
    expect(numberWidths.every((w) => w >= 4), numberWidths.join(',')).toBe(true);
    // At 1280 the section keeps its height from the first paint to the result (933 -> 1114 px on home before); the
    // numbers' line at the click may add a line to the document (design review V r53 item 2), within the click's input.
    if (width === 1280 && atRest) {
      expect(Math.abs(processing.height - before.height)).toBeLessThanOrEqual(24);
      expect(Math.abs(after.height - processing.height)).toBeLessThanOrEqual(3);
    }
    await expect.poll(() => actions.count()).toBe(4);
    expect(await actions.evaluateAll((bs) => bs.map((b) => (b as HTMLButtonElement).disabled))).toEqual([false, false, false, false]);
    expect(await widget.getByText(ACTIONS_SIMULATED).isVisible()).toBe(true);
    await page.close();
  });
});

describe('demo widget status line (design review P r52 item 5)', () => {
  const open = pageAtWidth(site, 1280);
  it.each(['/', '/solutions/document-analysis', '/financial-services'])('%s at 1280 px: "Ready to run: ..." is one line beside Process Document', async (path) => {
    const page = await open(path);
    const line = await page.locator('[data-demo-widget] [data-phase] p').first().evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      return { lines: range.getClientRects().length, text: p.textContent };
    });
    expect(line.text).toMatch(/^Ready to run: \d fields, each cited to its source\.$/);
    expect(line.lines).toBe(1);
  });
});

describe('demo widget at 390 px (design review P r52 item 7)', () => {
  const open = pageAtWidth(site, 390);
  const paths = ['/', '/solutions/document-analysis', ...industries.map((i) => `/${i.slug}`), ...audiences.map((a) => `/${a.slug}`)];
  it.each(paths)('%s: the document preview is about six lines, Process Document within two screens of its section', async (path) => {
    const page = await open(path);
    const { clip, lineHeight, fromSection, screen } = await page.evaluate((home) => {
      const widget = document.querySelector('[data-demo-widget]')!;
      const doc = widget.querySelector<HTMLElement>('.doc-clip')!;
      const button = [...widget.querySelectorAll('button')].find((b) => b.textContent === 'Process Document')!;
      const section = widget.closest('[data-section]') ?? document.body;
      return {
        clip: doc.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(doc).lineHeight),
        // From the top of the page on home (the widget is in its hero), else from the demo section's top.
        fromSection: button.getBoundingClientRect().bottom - (home ? -scrollY : section.getBoundingClientRect().top),
        screen: innerHeight,
      };
    }, path === '/');
    expect(clip / lineHeight).toBeLessThanOrEqual(6.5);
    expect(clip / lineHeight).toBeGreaterThanOrEqual(4);
    expect(fromSection).toBeLessThan(2 * screen);
  });
});

describe('demo actions (trust review TR r52, review N r52)', () => {
  it('/solutions/document-analysis: Export downloads the analysis as shown, marked a sample, loaded at the click; the others say what a deployment would do', async () => {
    const { page, widget } = await openDemoWidget(site, '/solutions/document-analysis', 1280);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await widget.getByRole('button', { name: 'Process Document' }).click();
    await page.clock.runFor(DEMO_DELAY_MS);
    await widget.locator('[data-demo-analysis]').waitFor();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const loaded = async () => requested.some((url) => /demo-export/.test(url)) || (await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /demo-export/.test(e.name))));
    expect(await loaded()).toBe(false);
    const download = page.waitForEvent('download');
    await widget.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(await loaded()).toBe(true);
    const name = file.suggestedFilename();
    expect(name).toMatch(/ - sample analysis\.md$/);
    const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
    // The fields with their values and cited passages, the flags, the next steps and the page's audit record, as shown.
    const shown = await widget.locator('[data-demo-analysis] dl > div').evaluateAll((rows) => rows.map((r) => [r.querySelector('dt')!.textContent!, r.querySelector('dd')!.textContent!]));
    expect(shown.length).toBeGreaterThan(2);
    // A row's term is its number button and its label.
    for (const [label] of shown) expect(text).toContain(`**${label.replace(/^\d+/, '')}**`);
    const cited = await page.locator('[data-demo-widget] .doc-clip mark').allTextContents();
    // The page keeps units with their figures by no-break spaces (keepUnits); the file quotes the analysis as written.
    // (A passage's mark ends with its closing punctuation, which the analysis's quote leaves out.)
    for (const passage of cited) expect(text).toContain(passage.replaceAll('\u00a0', ' ').replace(/[.,;:]$/, ''));
    expect(text).toMatch(/^# Sample analysis: /);
    expect(text).toContain('## Flagged');
    expect(text).toContain('## Audit record');
    for (const term of await page.locator('[data-demo-audit-record] dt').allTextContents()) expect(text).toContain(`**${term}**`);
    await page.clock.runFor(DEMO_DELAY_MS);
    await expect.poll(() => page.locator('[data-action-done="export"]').textContent()).toContain(`Downloaded “${name}”`);
    for (const action of DEMO_ACTIONS.filter((a) => a.id !== 'export')) {
      await widget.getByRole('button', { name: action.label }).click();
      await page.clock.runFor(DEMO_DELAY_MS);
      const said = await page.locator(`[data-action-done="${action.id}"]`).textContent();
      expect(said).toMatch(/^In your deployment, .* would /);
    }
    await page.close();
  });
});
