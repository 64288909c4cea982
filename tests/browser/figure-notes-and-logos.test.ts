/**
 * Review C r17's cues, logo strip and proof-card defects, measured in Chromium on the sample-evidence build
 * (tests/fixtures/sample-evidence, every entry SAMPLE): the figure notes one column at the article measure, the home
 * logo strip one group with fixed gaps, every /technology stat with its method line, and a proof card's label wrapping
 * at the card's full width on a phone.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = join(ROOT, '.cache/test-dist-figure-notes');

let browser: Browser;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  await promisify(execFile)(process.execPath, ['cli/run.mjs', 'build', '--quiet', '--content-from', 'tests/fixtures/sample-evidence', '--out', DIST], { cwd: ROOT, env: { ...process.env, ...TEST_BUILD_ENV } });
  const server = await startStaticServer({ root: DIST, port: 0 });
  baseUrl = server.url;
  close = server.close;
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await close?.();
});

/** Runs `check` on a fresh page of `path` at `width`, closing it after. */
async function onPage(path: string, width: number, check: (page: Page) => Promise<void>) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  try {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await check(page);
  } finally {
    await page.close();
  }
}

describe('figure notes (review C r17 cues (b), (c), (f))', () => {
  it('home 1280: one note a row at the article measure (720-768 px), from the page grid\'s left edge, each ending on a short "Method" link', () =>
    onPage('/', 1280, async (page) => {
      const notes = await page.locator('[data-section="figure-notes"] ol > li').evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect()).map((r) => ({ left: r.left, width: r.width })));
      expect(notes.length).toBe(5);
      // One column: every note starts at the same x, none beside another.
      expect(new Set(notes.map((n) => Math.round(n.left))).size).toBe(1);
      for (const n of notes) expect(n.width).toBeLessThanOrEqual(768);
      const heading = await page.locator('#figure-notes-heading').boundingBox();
      expect(Math.round(notes[0]!.left)).toBe(Math.round(heading!.x));
      // "Method" once a note, not "How It Was Measured"; its name says which figure's method.
      const links = await page.locator('[data-section="figure-notes"] a[data-methodology-link]').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('aria-label')]));
      expect(links.map(([text]) => text)).toEqual(['Method', 'Method', 'Method', 'Method', 'Method']);
      expect(links[1]![1]).toBe('Method: how 98% term accuracy was measured');
      await expect.poll(() => page.locator('[data-section="figure-notes"]').textContent()).not.toContain('How It Was Measured');
      // The link is a 24 px tall target (WCAG 2.5.8), on the caveat's last line.
      const box = await page.locator('[data-section="figure-notes"] a[data-methodology-link]').first().boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }));
});

describe('home logo strip (review C r22 logo strip; r17 (a), (c))', () => {
  it('1280: four equal cells fill the card\'s width between hairline rules, each mark centred in its cell; the card under it names the strip\'s first customer in text, not its mark again', () =>
    onPage('/', 1280, async (page) => {
      const cells = await page.locator('[data-section="customer-logos"] [data-logo-row] > li').evaluateAll((lis) =>
        lis.map((li) => {
          const r = li.getBoundingClientRect();
          const img = li.querySelector('img')!.getBoundingClientRect();
          return { left: r.left, right: r.right, width: r.width, markCentre: img.left + img.width / 2, rule: getComputedStyle(li).borderRightWidth, alt: li.querySelector('img')!.alt };
        }),
      );
      const card = (await page.locator('[data-section="customer-logos"] [data-proof-card]').boundingBox())!;
      expect(cells).toHaveLength(4);
      // No empty right third (r22), edge to edge with the card below.
      expect(Math.round(cells[0]!.left)).toBe(Math.round(card.x));
      expect(Math.round(cells[3]!.right)).toBe(Math.round(card.x + card.width));
      expect(new Set(cells.map((cell) => Math.round(cell.width))).size).toBe(1);
      // Centred in their cells, a rule between neighbours (r17: bare marks spread edge to edge read as a nav row).
      for (const cell of cells) expect(Math.abs(cell.markCentre - (cell.left + cell.right) / 2)).toBeLessThanOrEqual(1);
      expect(cells.map((cell) => cell.rule)).toEqual(['1px', '1px', '1px', '0px']);
      // The strip leads with the card's customer; the card names it in text, not with the same mark twice (r22).
      expect(cells[0]!.alt).toBe('Sample Bank (sample)');
      expect(await page.locator('[data-section="customer-logos"] [data-proof-card] img').count()).toBe(0);
      expect(await page.locator('[data-section="customer-logos"] [data-proof-card] [data-customer-name]').textContent()).toBe('Sample Bank (sample)');
    }));
});

describe('/technology stat cards (review C r17 cues (e))', () => {
  it('every stat card has one method line under its label, in one style', () =>
    onPage('/technology/small-llms', 1280, async (page) => {
      const claims = await page.locator('[data-section="claims"] [data-claim]').evaluateAll((els) => els.map((el) => [el.querySelector('dt')?.textContent, el.querySelector('[data-figure-scope]')?.textContent ?? null, el.querySelector('[data-figure-scope]')?.className ?? null]));
      expect(claims.map(([value, line]) => [value, line])).toEqual([
        ['98%', 'Measured on financial, legal and clinical terms (sample)'],
        ['Up to 80%', 'Median 61% lower (sample)'],
        ['Under 1 s', 'Measured on single-page queries, no other load (sample)'],
      ]);
      expect(new Set(claims.map(([, , className]) => className)).size).toBe(1);
    }));
});

describe('proof cards at 390 px (review C r17 proof cards (b), (d))', () => {
  it('a label wraps at the card\'s full width: its first line reaches past where the next word would have fit; "Source" at the meta line\'s size', () =>
    onPage('/', 390, async (page) => {
      const card = page.locator('[data-section="customer-logos"] [data-proof-card]');
      const measures = await card.locator('[data-result] dt').first().evaluate((dt) => {
        const range = document.createRange();
        range.selectNodeContents(dt);
        const lines = [...range.getClientRects()];
        const firstLineRight = Math.max(...lines.filter((r) => Math.abs(r.top - lines[0]!.top) < 2).map((r) => r.right));
        return { firstLineRight, right: dt.getBoundingClientRect().right, wrap: getComputedStyle(dt).textWrap };
      });
      expect(measures.wrap).not.toBe('pretty');
      // Greedy: the first line fills the label's box to within a word ("first-pass" fits where "first-" broke before).
      expect(measures.right - measures.firstLineRight).toBeLessThan(40);
      const sizes = await card.locator('summary').first().evaluate((summary) => [getComputedStyle(summary).fontSize, getComputedStyle(summary.querySelector('[data-result-source-label]')!).fontSize, getComputedStyle(summary.querySelector('[data-result-source-label]')!).fontWeight, getComputedStyle(summary).fontWeight]);
      expect(sizes[1]).toBe(sizes[0]);
      expect(sizes[2]).toBe(sizes[3]);
    }));
});
