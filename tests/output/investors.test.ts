/**
 * /investors' ending (review B r14: "the page ends abruptly" after the business model): a closing section of linked
 * cards to the pages that carry what an investor checks, each described in diligence terms (reviews B r26-r27: the pages'
 * meta descriptions were buyers' copy); no /pricing card, whose plans the ladder above draws; on the real site, without
 * supplied evidence, no card for /customers or /methodology (those pages do not exist).
 * The sample build's six cards are pinned in tests/browser/evidence.test.ts, which builds the sample fixture.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { JOURNEY_STAGES } from '../../src/content/journey.ts';
import { builtExists, loadPage } from '../helpers/site.ts';
import { routeToFile } from '../../src/render/paths.ts';

describe('/investors diligence links', () => {
  const $ = loadPage('/investors');
  const section = $('[data-section="diligence"]');
  const cards = section.find('[data-cards="diligence"] > li');
  const links = cards.toArray().map((li) => ({
    href: $(li).find('h3 a').attr('href')!,
    title: $(li).find('h3 a').text(),
    description: $(li).children('p').text(),
  }));

  it('closes the page after the business model, before the closing band, with four linked cards on the real site', () => {
    expect($('main > section[data-section]').toArray().map((el) => $(el).attr('data-section'))).toEqual(['hero', 'market', 'business-model', 'diligence', 'contact']);
    expect(section.find('h2').text()).toBe('For your diligence');
    expect(links.map((link) => link.href)).toEqual(['/technology/small-llms#top', '/security#top', '/about#top', '/journey#top']);
    // Four to a row from lg, one a row on phones (no lone card on a second row).
    expect(section.find('[data-cards]').attr('class')).toContain('lg:grid-cols-4');
  });

  it('titles each card by its page in the route table and describes it for an investor, not a buyer', () => {
    for (const link of links) {
      const path = link.href.replace(/#top$/, '');
      const route = routes.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      expect(builtExists(routeToFile(path)), path).toBe(true);
      expect(link.title, path).toBe(route!.label);
      // Not the page's meta description (written for buyers: "your teams", "your own deployment", review B r27).
      expect(link.description, path).not.toBe(route!.meta.description);
      expect(link.description, path).not.toMatch(/\byour\b/i);
    }
    // The journey card names the stages the page draws, in order, from their one source.
    const journey = links.find((link) => link.href === '/journey#top')!;
    expect(journey.description).toContain(JOURNEY_STAGES.map((stage) => stage.title.toLowerCase()).join(', '));
    expect(section.text()).not.toMatch(/Book a free consultation/);
    // Said once: no price, and no traction figure, again in the cards.
    expect(section.text()).not.toMatch(/\$\d|42%|500%/);
  });

  it('links no evidence page the real site does not build', () => {
    expect(section.find('a[href^="/customers"], a[href^="/methodology"]')).toHaveLength(0);
  });
});
