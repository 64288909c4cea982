/**
 * Every hero carries its own product visual (issue 22): no two routes draw the same card, the visual
 * is not hidden on phones, and the document miniature's risk flag ends at a sentence boundary.
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

/** Solution pages draw the document miniature in their hero (industry and audience pages do not: see below). */
const MINIATURES = ['/solutions/document-analysis', '/solutions/risk-assessment', '/solutions/process-automation'];

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
      const title = h.visual.find('figure [data-figure], figure').first().children().first().text().trim();
      if (title) byTitle.set(title, [...(byTitle.get(title) ?? []), h.path]);
    }
    const shared = [...byTitle.entries()].filter(([, paths]) => paths.length > 1);
    expect(shared).toEqual([]);
  });

  it('stay in the layout on phones: no wrapper hides them below sm or lg (legal pages excepted)', () => {
    const hidden = heroes.filter((h) => /\bhidden\b/.test(h.visual.attr('class') ?? '') && !['/privacy', '/terms'].includes(h.path)).map((h) => h.path);
    expect(hidden).toEqual([]);
  });

  it('show a sample document’s risk flag whole, ending at a sentence boundary, never clamped', () => {
    for (const path of MINIATURES) {
      const $ = loadPage(path);
      const flag = $('[data-hero-visual] .bg-red-50');
      expect(flag, path).toHaveLength(1);
      expect(flag.find('.line-clamp-3, [class*="line-clamp"]')).toHaveLength(0);
      expect(flag.text().trim(), path).toMatch(/[.!?]["”)]?$/);
    }
  });

  it('number every extracted fact in the document miniature, each badge matching a cited passage in view', () => {
    for (const path of MINIATURES) {
      const $ = loadPage(path);
      const facts = $('[data-hero-visual] dl > div');
      expect(facts.length, path).toBe(3);
      facts.each((i, fact) => {
        expect($(fact).find('dt span').first().text(), `${path} fact ${i + 1}`).toBe(String(i + 1));
        const marks = $('[data-hero-visual] mark[data-n]').map((_, m) => $(m).attr('data-n')!.split(',')).get();
        expect(marks, path).toContain(String(i + 1));
      });
    }
  });

  it('on industry and audience pages, show the page’s facts rather than the sample document the demo shows below', () => {
    for (const path of ['/healthcare', '/commercial-real-estate', '/financial-services', '/hr', '/marketing', '/content-creators']) {
      const $ = loadPage(path);
      const hero = $('[data-section="hero"] [data-hero-visual]');
      const documentName = $('[data-section="demo"] [data-demo-widget] p.font-mono').first().text().replace(/\u00a0/g, ' ').trim();
      expect(documentName, path).not.toBe('');
      expect(hero.text(), path).not.toContain(documentName);
      expect(hero.find('mark'), path).toHaveLength(0);
      expect(hero.find('figure').children().first().text(), path).toContain('Vertiq for');
      expect(hero.find('dt').map((_, dt) => $(dt).text()).get(), path).toEqual(expect.arrayContaining(['Term accuracy', 'Average response', 'External API calls']));
    }
    // An industry's card counts its own agents and the frameworks its badge row lists.
    const $ = loadPage('/healthcare');
    const row = (label: string) => $('[data-hero-visual] dt').filter((_, dt) => $(dt).text() === label).next('dd').text();
    expect(row('AI agents')).toBe(String($('[data-section="capabilities"] h3').length));
    expect(row('Frameworks mapped')).toBe(String($('[data-cards="compliance"] > li').length));
  });

  it('size the source panel to its content, not to the taller extracted column', () => {
    for (const path of MINIATURES) {
      const $ = loadPage(path);
      const panel = $('[data-hero-visual] mark[data-n]').first().parent().parent();
      expect(panel.children().first().text(), path).toContain('Source');
      expect(panel.attr('class'), path).toMatch(/\bself-start\b/);
    }
  });
});
