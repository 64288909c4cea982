/**
 * Design review L r52, the company family at 390 px, measured in Chromium on the real build: /about's regulated-customer
 * points set their icon in a column of its own, ~52 px of every heading, text and exhibit's width lost ("4 cited /
 * findings" wrapped; item 5); /journey's stages ran together, "Decision" 36 px over the next stage's badge (item 3).
 * Each test fails on the markup before the fix.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openLoaded, useSite } from '../helpers/browser.ts';

const site = useSite();

const open = (path: string, width: number): Promise<Page> => openLoaded(site, path, width);

describe('company family after design review L r52', () => {
  it('/about at 390 px: each regulated-customer point\'s icon over its heading, the text and exhibit the full width, "4 cited findings" on one line (item 5)', async () => {
    const page = await open('/about', 390);
    const m = await page.$eval('#compliance', (section) => {
      const list = section.querySelector('[data-points]')!.getBoundingClientRect();
      const points = [...section.querySelectorAll('[data-points] > li')].map((li) => {
        const badge = li.firstElementChild!.getBoundingClientRect();
        const heading = li.querySelector('h3')!.getBoundingClientRect();
        const show = li.querySelector('[data-point-show]')!.getBoundingClientRect();
        return { badgeOver: badge.bottom <= heading.top, headingLeft: heading.left - list.left, showWidth: show.width };
      });
      const findings = [...section.querySelectorAll('[data-point-show="audit-record"] *')].find((el) => el.children.length === 0 && el.textContent!.includes('cited findings'))!;
      const range = document.createRange();
      range.selectNodeContents(findings);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return { points, width: list.width, lines };
    });
    expect(m.points).toHaveLength(3);
    for (const point of m.points) {
      expect(point.badgeOver).toBe(true);
      expect(point.headingLeft).toBeLessThanOrEqual(1);
      expect(point.showWidth).toBeGreaterThanOrEqual(m.width - 1);
    }
    expect(m.lines).toBe(1);
  });

  it('/journey at 390 px: a rule between stages, ~32 px under each decision and over the next badge; stage 4 still its tinted card (item 3)', async () => {
    const page = await open('/journey', 390);
    const m = await page.$$eval('[data-steps="journey"] > li', (stages) =>
      stages.map((li, i) => {
        const body = li.querySelector('[data-stage-body]')!;
        const style = getComputedStyle(body);
        const decision = li.querySelector('[data-outcomes] > div:last-child')!.getBoundingClientRect();
        const next = stages[i + 1]?.querySelector(':scope > span.rounded-full');
        return {
          rule: style.borderBottomStyle === 'solid' ? parseFloat(style.borderBottomWidth) : 0,
          above: body.getBoundingClientRect().bottom - decision.bottom,
          below: next ? next.getBoundingClientRect().top - body.getBoundingClientRect().bottom : null,
          tint: getComputedStyle(li.querySelector('[data-outcomes]')!).backgroundColor,
        };
      }),
    );
    expect(m).toHaveLength(4);
    for (const stage of m.slice(0, 3)) {
      expect(stage.rule).toBeGreaterThanOrEqual(1);
      expect(stage.above).toBeGreaterThanOrEqual(30);
      expect(stage.below).toBeGreaterThanOrEqual(30);
    }
    expect(m[3]!.rule).toBe(0);
    expect(m[3]!.tint).not.toBe('rgba(0, 0, 0, 0)');
  });
});
