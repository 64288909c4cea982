/** Output tests for the story pages' hero visuals and the stacked comparison (issue 10B). */
import { TECHNOLOGY } from '../../src/content/technology.ts';
import { describe, expect, it } from 'vitest';
import { loadPage } from '../helpers/site.ts';

// /about's hero is type alone (design review, round 3: a company page, not the product template; resources.test.ts pins it),
// and so is /investors' since review B round 5 (its market chart only restated the CAGR; pinned below).
const STORY_PAGES = ['/technology', '/technology/small-llms', '/technology/rag', '/learn', '/journey', '/prompt-engineering'];

describe('story page heroes', () => {
  it.each(STORY_PAGES)('%s carries a captioned figure beside its copy', (path) => {
    const $ = loadPage(path);
    const figure = $('[data-section="hero"] [data-hero-visual] figure[data-figure]');
    expect(figure).toHaveLength(1);
    expect(figure.text().trim().length).toBeGreaterThan(40);
  });

  // Issue 22 review: the pipeline was drawn three times on /technology (hero, architecture, step list).
  // Issue 35: the figures stand in the comparison table, not again in the hero card; the RAG steps are
  // told once (the body's paragraph and its diagram), the hero showing retrieval at work instead.
  it('shows where each part runs on /technology, not the pipeline or the figures again; the RAG explainer shows retrieval at work', () => {
    const tech = loadPage('/technology');
    expect(tech('[data-hero-visual] [data-pipeline-node]')).toHaveLength(0);
    // Design review G r51 item 1: the architecture, not the solutions' document card (technology.test.ts pins its parts).
    expect(tech('[data-hero-visual] [data-architecture-diagram]')).toHaveLength(1);
    expect(tech('[data-hero-visual] [data-product-at-work]')).toHaveLength(0);
    expect(tech('[data-hero-visual]').text()).not.toMatch(/98%|80%/);
    // RAG's hero: a question, the passages retrieved for it and the answer citing them (technology.test.ts pins its parts).
    const $ = loadPage('/technology/rag');
    expect($('[data-hero-visual] [data-pipeline-node]')).toHaveLength(0);
    expect($('[data-hero-visual] [data-retrieval-sample]')).toHaveLength(1);
  });

  // Review B round 5: the market chart (two bars, 100 and 202) only restated the 42% CAGR; the figures
  // stand beside the lede in the company pages' one editorial hero, with no chart.
  it('shows the two traction claims of the product rules as the /investors hero\'s figures, beside its lede, with no chart', () => {
    const $ = loadPage('/investors');
    const values = $('[data-section="hero"] [data-stats] [data-stat-value]').map((_, el) => $(el).text()).get();
    expect(values).toEqual(['42%', '500%']);
    expect($('[data-section="hero"]').attr('data-hero')).toBe('editorial');
    expect($('[data-section="hero"] [data-hero-visual], [data-section="hero"] figure')).toHaveLength(0);
  });

  it('builds the /learn course outline from the modules themselves', () => {
    const $ = loadPage('/learn');
    expect($('[data-course-outline] > li')).toHaveLength($('[role="tabpanel"]').length);
  });
});

describe('/technology comparison on small screens', () => {
  const $ = loadPage('/technology');

  it('repeats every table row as a card with both answers, and shows the table only from md up', () => {
    const section = $('[data-section="comparison"]');
    const rows = section.find('tbody tr');
    // In table order: the four that decide, then the four behind "Show all 8" (design review G r51 item 6).
    const order = [...rows.toArray().filter((_, i) => TECHNOLOGY.comparison.table.rows[i]!.decides), ...rows.toArray().filter((_, i) => !TECHNOLOGY.comparison.table.rows[i]!.decides)];
    const cards = section.find('[data-stacked-comparison] > li');
    expect(cards).toHaveLength(rows.length);
    cards.each((i, card) => {
      const cells = $(order[i]).find('td');
      expect($(card).find('dd').map((_, dd) => $(dd).text()).get()).toEqual([$(cells[0]).text(), $(cells[1]).text()]);
    });
    expect(section.find('[data-stacked-comparison-panel]').parent().attr('class')).toContain('md:hidden');
    // The two options named once, over their columns (design review K r44: the name before every answer read as a wall).
    expect(section.find('[data-comparison-names] span').map((_, s) => $(s).text()).get()).toHaveLength(2);
    expect(section.find('[data-stacked-comparison] dt.sr-only')).toHaveLength(rows.length * 2);
    expect(section.find('table').closest('.hidden').attr('class')).toContain('md:block');
  });
});
