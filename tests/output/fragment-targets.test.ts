/**
 * Every link to a place on a page lands on an element with that id (trust review T8 r54: /journey's hero "Book Your
 * Free Consultation" pointed at #booking, which no element carried, so the main sign-up path went nowhere). The build's
 * link check resolves paths only; this checks the fragment of every same-page and cross-page link on every built page.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { loadPage } from '../helpers/site.ts';

describe('fragment targets', () => {
  it('every #fragment on every page names an id on its target page', () => {
    const ids = new Map<string, Set<string>>();
    const idsOf = (path: string) => {
      if (!ids.has(path)) {
        const $ = loadPage(path);
        ids.set(path, new Set($('[id]').map((_, el) => $(el).attr('id')!).get()));
      }
      return ids.get(path)!;
    };
    const paths = new Set(routes.map((route) => route.path));
    const missing: string[] = [];
    let checked = 0;
    for (const path of paths) {
      const $ = loadPage(path);
      for (const href of new Set($('a[href*="#"]').map((_, el) => $(el).attr('href')!).get())) {
        const [target, fragment] = href.split('#');
        if (!fragment || /^[a-z]+:/.test(target)) continue;
        const targetPath = target === '' ? path : target;
        if (!paths.has(targetPath)) continue;
        checked++;
        if (!idsOf(targetPath).has(decodeURIComponent(fragment))) missing.push(`${path}: ${href}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('/journey: the hero action lands on the booking band', () => {
    const $ = loadPage('/journey');
    expect($('a[href="#booking"]').length).toBeGreaterThan(0);
    expect($('section#booking[data-section="booking"]')).toHaveLength(1);
  });
});
