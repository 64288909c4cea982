/**
 * Every hero carries its own product visual (issue 22): no two routes draw the same card and the visual
 * is not hidden on phones. Issue 35: the home, industry, audience and solution heroes show the product
 * at work on a sample document of the page's own, never the document its demo shows.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, loadPage } from '../helpers/site.ts';

function routes(dir = DIST): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : routes(join(dir, entry.name));
    if (entry.name !== 'index.html') return [];
    return [`/${relative(DIST, dir).replaceAll('\\', '/')}`.replace(/\/$/, '') || '/'];
  });
}

const heroes = routes()
  .map((path) => {
    const $ = loadPage(path);
    const visual = $('[data-section="hero"] [data-hero-visual]').first();
    return { path, $, visual, text: visual.text().replace(/\s+/g, ' ').trim() };
  })
  .filter((h) => h.visual.length === 1);

/** The heroes that show the product at work on a sample document (issue 35): home, industry, audience and solution pages. */
const PRODUCT_HEROES = heroes.filter((h) => h.visual.find('[data-product-at-work]').length === 1);
// Home's hero picture is its live demo (design review B r49 item 1; tests/output/home.test.ts), not a static sample; not
// /solutions/document-analysis either: its live demo follows the hero, which draws the pipeline instead (design review A
// r49 item 1; tests/output/solutions.test.ts).
const FAMILIES = ['/healthcare', '/commercial-real-estate', '/hr', '/marketing', '/content-creators', '/solutions', '/solutions/contract-intelligence', '/solutions/risk-assessment'];

/** The sample document's file name as a page prints it (its last space is a no-break space). */
function documentNames($: ReturnType<typeof loadPage>, scope: string): string[] {
  return $(`${scope} p.font-mono`).map((_, p) => $(p).text().replace(/\u00a0/g, ' ').trim()).get();
}

describe('hero visuals', () => {
  it('are found on the page families the issue names', () => {
    const paths = heroes.map((h) => h.path);
    for (const path of ['/', '/demo', '/technology', '/technology/rag', '/technology/small-llms', '/solutions/document-analysis', '/marketing', '/learn', '/journey', '/healthcare']) expect(paths).toContain(path);
  });

  it('differ on every route: no two heroes draw the same card (same title bar and content)', () => {
    const byText = new Map<string, string[]>();
    for (const h of heroes) byText.set(h.text, [...(byText.get(h.text) ?? []), h.path]);
    expect([...byText.values()].filter((paths) => paths.length > 1)).toEqual([]);
    // Nor the same figure title with the same first row (the pipeline card with another step lit).
    const byTitle = new Map<string, string[]>();
    // The legal pages' document card names its own document below the bar: one card type, two documents.
    for (const h of heroes.filter((x) => !['/privacy', '/terms'].includes(x.path))) {
      const figure = h.visual.find('figure [data-figure], figure').first();
      // The product picture is one panel: its title bar and what it shows, not the bar alone (two pages may analyse
      // one type of document, each its own).
      const title = (figure.is('[data-product-at-work]') ? figure.children().not('figcaption') : figure.children().first()).text().trim();
      if (title) byTitle.set(title, [...(byTitle.get(title) ?? []), h.path]);
    }
    const shared = [...byTitle.entries()].filter(([, paths]) => paths.length > 1);
    expect(shared).toEqual([]);
  });

  it('stay in the layout on phones: no wrapper hides them below sm or lg (legal pages, /pricing and /journey excepted)', () => {
    // /journey excepted again (reviews B r18-r19): its pilot report's blank layout read on phones as a skeleton, then,
    // without its value cells, as a broken outline; it shows from sm (tests/browser/journey-phone-hero.test.ts).
    // /pricing's plan-rules card is no longer excepted: it stays under the hero copy on phones, compact (design review A
    // r48 item 7: its phone copy after the four plan cards stood ~2,400 px down the page).
    const excepted = ['/privacy', '/terms', '/journey'];
    const hidden = heroes.filter((h) => /\bhidden\b/.test(h.visual.attr('class') ?? '') && !excepted.includes(h.path)).map((h) => h.path);
    expect(hidden).toEqual([]);
  });

  it('show the product at work on home, industry, audience and solution pages', () => {
    const paths = PRODUCT_HEROES.map((h) => h.path);
    for (const path of FAMILIES) expect(paths, path).toContain(path);
    for (const h of PRODUCT_HEROES) {
      // No facts card in its place, and no faded clip-art behind it.
      expect(h.text, h.path).not.toContain('Vertiq for');
      expect(h.$('[data-section="hero"] [data-icon-backdrop]'), h.path).toHaveLength(0);
    }
  });

  it('number every extracted field, each badge matching a highlighted passage in view, and show a flag', () => {
    for (const { path, visual, $ } of PRODUCT_HEROES) {
      const fields = visual.find('dl > div');
      expect(fields.length, path).toBe(3);
      const marks = visual.find('mark[data-n]').map((_, m) => $(m).attr('data-n')!.split(',')).get();
      fields.each((i, field) => {
        expect($(field).find('dt span').first().text(), `${path} field ${i + 1}`).toBe(String(i + 1));
        expect(marks, path).toContain(String(i + 1));
      });
      const flag = visual.find('ul > li');
      expect(flag.length, path).toBeGreaterThanOrEqual(1);
      // Its words a sentence, before the passage number that follows them (design review V r54 teams item 6: the live demo's row).
      expect(flag.first().text().trim().replace(/\u00a0\d+$/, ''), path).toMatch(/[.!?]["”)]?$/);
      // Figures are illustrative (docs/product-rules.md#illustrative-figures), and the picture says so.
      expect(visual.find('figcaption').text(), path).toContain('illustrative');
    }
  });

  it('work on a document of the page’s own: a different one on every page, never the one its demo shows', () => {
    const seen = new Map<string, string>();
    for (const { path, $ } of PRODUCT_HEROES) {
      const [hero] = documentNames($, '[data-section="hero"] [data-hero-visual]');
      expect(hero, path).toBeTruthy();
      expect(seen.get(hero!), `${path} and ${seen.get(hero!)} show ${hero}`).toBeUndefined();
      seen.set(hero!, path);
      for (const demo of documentNames($, '[data-section="demo"] [data-demo-widget]')) expect(demo, path).not.toBe(hero);
    }
  });

  it('are static: no island, no script inside the picture', () => {
    for (const { path, visual } of PRODUCT_HEROES) {
      expect(visual.find('[data-island], script, [data-demo-widget]'), path).toHaveLength(0);
    }
  });
});
