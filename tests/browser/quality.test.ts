/**
 * Quality gates in real Chromium, on every route of the table, against the test build served with
 * its `_headers` (CSP included):
 * - axe-core finds no violations at 390 px (phone) and 1280 px (desktop), after islands that
 *   hydrate at load have hydrated;
 * - nothing overflows horizontally at 320 px (the narrowest width the site supports).
 * One browser; one context (and page) per width, reused across routes, to keep the file fast.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '../../src/routes.ts';
import { useSite } from '../helpers/browser.ts';

// The CSP's script-src 'self' blocks an injected <script> tag; evaluate the source instead.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const paths = routes.map((r) => r.path);
const site = useSite();

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  expect(response?.status(), `${path} status`).toBe(path === '/404' ? 404 : 200);
  // Islands that hydrate at load may change the accessibility tree: wait until they have.
  await page
    .waitForFunction(() => [...document.querySelectorAll('[data-hydrate="load"]')].every((el) => el.hasAttribute('data-hydrated')), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

async function axeViolations(page: Page): Promise<string[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n')}`,
  );
}

for (const width of [390, 1280]) {
  describe(`axe-core at ${width} px`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await site.newPage({ width, height: width < 768 ? 844 : 900 });
    });
    afterAll(async () => page?.close());

    it.each(paths)('%s has no violations', async (path) => {
      await visit(page, site.baseUrl, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/** Null when the page fits its viewport; otherwise the scroll width and the elements sticking out. */
function measureOverflow(): { scrollWidth: number; width: number; culprits: string[] } | null {
  const width = document.documentElement.clientWidth;
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (scrollWidth <= width) return null;
  // Name the culprits: visible elements whose box or unclipped content ends past the viewport,
  // and that no scroll box of theirs clips.
  const clipped = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true;
    return false;
  };
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((el) => el.checkVisibility())
    .filter((el) => {
      const r = el.getBoundingClientRect();
      const contentRight = getComputedStyle(el).overflowX === 'visible' ? r.left + el.scrollWidth : r.right;
      return Math.max(r.right, contentRight) > width + 0.5 && !clipped(el);
    })
    .reverse() // innermost first
    .slice(0, 5)
    .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 5).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  return { scrollWidth, width, culprits };
}

describe('no horizontal overflow at 320 px', () => {
  let page: Page;
  beforeAll(async () => {
    page = await site.newPage({ width: 320, height: 640 });
  });
  afterAll(async () => page?.close());

  it.each(paths)('%s fits in 320 px, menu closed and open', async (path) => {
    await visit(page, site.baseUrl, path);
    expect(await page.evaluate(measureOverflow)).toBeNull();
    await page.click('[data-mobile-menu] > summary');
    expect(await page.evaluate(measureOverflow), 'with the mobile menu open').toBeNull();
  });
});
