/**
 * Design pass r54 on the technology family (after design review Q r53 technology item 7: "intact" alone under /technology's
 * "Ingest and parse"): no text block of the three pages' visuals and explainer paragraphs ends on one short word, at 390
 * and 1280. At 390: the architecture parts ('today', 'server', 'step'), the first approach card's sample ('thought")'), the
 * phone comparison's answers ('limits', 'finding', 'misread', 'provider'), small-llms' 'library.', RAG's 'Francisco.' and
 * 'owner.'; at 1280 RAG's In and Out in quarter columns ('numbers', 'passages', 'evidence').
 */
import { describe, expect, it } from 'vitest';
import { useSite } from '../helpers/browser.ts';

const site = useSite();

const BLOCKS = [
  '[data-steps] [data-step] dl > div',
  '[data-boundary] li p',
  '[data-card-sample] dd',
  '[data-stacked-comparison] dd',
  '[data-section="explainer"] article section > p',
  '[data-section="hero"] figure li',
  '[data-no-passage] dd',
  '[data-policy-update] > p',
].join(', ');

describe('technology family: no block ends on one short word', () => {
  it.each(['/technology', '/technology/small-llms', '/technology/rag'])('%s at 390 and 1280', async (path) => {
    for (const width of [390, 1280]) {
      const page = await site.newPage({ width, height: 900 });
      await page.goto(`${site.baseUrl}${path}`, { waitUntil: 'load' });
      const lone = await page.evaluate((selector) => {
        const found: string[] = [];
        for (const el of document.querySelectorAll(selector)) {
          if (!(el as HTMLElement).checkVisibility()) continue;
          // The visible text's characters, by line (sr-only text has no width).
          const chars: { ch: string; top: number }[] = [];
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node as Text;
            for (let i = 0; i < text.length; i++) {
              const range = document.createRange();
              range.setStart(text, i);
              range.setEnd(text, i + 1);
              const rect = range.getClientRects()[0];
              if (rect && rect.width > 1) chars.push({ ch: text.data[i]!, top: Math.round(rect.top) });
            }
          }
          // One line: tops within 10 px (a small-capitals term and its larger text share a line, not a top).
          const lastTop = Math.max(...chars.map((c) => c.top));
          if (chars.every((c) => c.top >= lastTop - 10)) continue;
          const last = chars.filter((c) => c.top >= lastTop - 10).map((c) => c.ch).join('').trim();
          if (!/\s/.test(last) && last.length < 12) found.push(`"${last}" ending "${(el.textContent ?? '').trim().slice(0, 60)}"`);
        }
        return found;
      }, BLOCKS);
      expect(lone, `${path} at ${width}`).toEqual([]);
      await page.close();
    }
  });
});
