/**
 * Each detail page's visual of its own (design review G r51 item 4: the three pages were one template with only the text
 * changed) in its Outcomes section (G item 3, I item 4: three ticked paragraphs only), drawn from the page's own sample
 * and marked as a sample. Fails on the old markup, which had no [data-solution-visual].
 */
import { describe, expect, it } from 'vitest';
import { loadPage } from '../helpers/site.ts';
import { HERO_SAMPLES } from '../../src/content/hero-samples.ts';
import { SOLUTIONS } from '../../src/content/solutions.ts';
import { ILLUSTRATIVE_NOTE } from '../../src/components/DocumentAnalysis.tsx';

const sampleOf = (slug: string) => {
  const solution = SOLUTIONS.find((s) => s.slug === slug)!;
  return HERO_SAMPLES[`/solutions/${slug}`] ?? solution.demo!.document;
};
const unquote = (text: string) => text.replace(/^[“"]|[”"]$/g, '');

describe('solution pages: a visual of their own', () => {
  it.each([
    ['risk-assessment', 'rating'],
    ['regulatory-compliance', 'requirements'],
    ['contract-intelligence', 'timeline'],
  ])('%s shows its %s in the Outcomes section, marked as a sample, beside the outcomes', (slug, kind) => {
    const $ = loadPage(`/solutions/${slug}`);
    const visual = $('[data-section="outcomes"] figure[data-solution-visual]');
    expect(visual.attr('data-solution-visual')).toBe(kind);
    expect(visual.find('[data-panel-title], p').first().text()).toMatch(/^Sample /);
    expect(visual.find('figcaption').text()).toBe(ILLUSTRATIVE_NOTE);
    // No other page has one: each visual is its page's own.
    for (const other of ['risk-assessment', 'regulatory-compliance', 'contract-intelligence'].filter((s) => s !== slug))
      expect(loadPage(`/solutions/${other}`)(`[data-solution-visual="${kind}"]`)).toHaveLength(0);
    // Every passage it quotes is the page's sample's own words.
    const original = sampleOf(slug).original.join('\n');
    const quotes = visual.find('q').map((_, el) => unquote($(el).text())).get();
    expect(quotes.length > 0).toBe(kind !== 'timeline');
    for (const quote of quotes) expect(original).toContain(quote);
  });

  it('risk assessment: four factors, each with its cited passage, whose points add to the rating', () => {
    const $ = loadPage('/solutions/risk-assessment');
    const points = $('[data-rating-factors] [data-points]').map((_, el) => Number($(el).attr('data-points'))).get();
    expect(points).toHaveLength(4);
    expect($('[data-rating-factors] li q')).toHaveLength(4);
    const total = $('[data-rating-total]').text();
    expect(total).toContain(`Rating: ${points.reduce((a, b) => a + b, 0)} of 100`);
    expect(total).toContain('Watch list');
  });

  it('regulatory compliance: a real table scoring each requirement met, partial or missing, with the counts', () => {
    const $ = loadPage('/solutions/regulatory-compliance');
    const table = $('table[data-requirement-grid]');
    expect(table.find('caption').text()).toContain('PCI DSS v4.0');
    expect(table.find('tbody th[scope="row"]')).toHaveLength(6);
    const statuses = table.find('tbody td').map((_, el) => $(el).text()).get();
    expect(new Set(statuses)).toEqual(new Set(['Met', 'Partial', 'Missing']));
    // Four gaps, as the page's audit record says ("accepts the four gaps").
    expect(statuses.filter((s) => s !== 'Met')).toHaveLength(4);
    expect($('[data-requirement-counts]').text()).toBe('2 met, 3 partial, 1 missing');
  });

  it('contract intelligence: dated events worked out from the sample, the 180-day notice deadline marked', () => {
    const $ = loadPage('/solutions/contract-intelligence');
    const dates = $('[data-timeline] time').map((_, el) => $(el).attr('datetime')).get();
    expect(dates).toEqual(['2021-04-01', '2025-10-03', '2026-01-01', '2026-04-01']);
    expect($('[data-timeline] [data-deadline] time').text()).toBe('Oct 3, 2025');
    expect(sampleOf('contract-intelligence').original[0]).toContain('Five years from April 1, 2021');
  });
});

// Design review I r51 item 4: "65% lower processing cost" was buried in the body text of a text-only band.
describe('/solutions/document-analysis outcomes', () => {
  // Design review V r54 pricing item 4: over its title, the figure set that title ~30 px below the other two: in the
  // title's line, so the three titles share a top.
  it('states its cost figure as a chip in the outcome\'s title line, from claims.ts', () => {
    const $ = loadPage('/solutions/document-analysis');
    const stat = $('[data-section="outcomes"] [data-card] [data-stat-value]');
    expect(stat.text()).toBe('65%');
    expect(stat.parent().is('h3')).toBe(true);
    expect(stat.parent().contents().first().text()).toBe('Lower cost per document');
    expect($('[data-section="outcomes"] [data-card] > div').map((_, div) => $(div).children().first().prop('tagName')).get()).toEqual(['H3', 'H3', 'H3']);
  });

  // Design review P r52 2b item 1: two ticks and the 65% shared a marker column sized for the figure (text indented ~87 px
  // at 390); J r52 pricing item 1 before it: the three texts line up.
  it('gives every outcome one marker, a tick in a column of its own width, so the three texts line up', () => {
    const $ = loadPage('/solutions/document-analysis');
    const markers = $('[data-section="outcomes"] [data-card]').map((_, card) => $(card).children().first()).get();
    expect(markers).toHaveLength(3);
    for (const marker of markers) {
      expect(marker.is('svg')).toBe(true);
      expect(marker.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['size-6', 'shrink-0']));
    }
  });
});

// Design review Q r52 item 2: centred against the visual (for K r52 item 1), the outcomes left 80-150 px empty above them
// and disagreed with contract intelligence's; top-aligned on all three, as the browser test of the outcomes measures.
describe('solution pages: outcomes beside the visual', () => {
  it.each(['risk-assessment', 'regulatory-compliance', 'contract-intelligence'])('%s sets its outcomes from the top of the row', (slug) => {
    const $ = loadPage(`/solutions/${slug}`);
    const list = $('[data-section="outcomes"] figure[data-solution-visual]').siblings('ul[data-cards="outcomes"]');
    expect(list.attr('class')!.split(' ')).not.toContain('lg:self-center');
  });
});

// Design review K r52 item 6: the after-the-read panel's white boxes had no edge on its slate-50 frame. The frame white, its
// boxes slate-50, with no border inside the frame from sm (review A r34); a border on phones, where there is no frame.
describe('solution pages: the after-the-read panel', () => {
  it.each(['risk-assessment', 'regulatory-compliance', 'contract-intelligence'])('%s: a white frame, tinted boxes', (slug) => {
    const $ = loadPage(`/solutions/${slug}`);
    const flow = $('[data-sample-flow]');
    const classes = (el: ReturnType<typeof $>) => el.attr('class')!.split(' ');
    expect(classes(flow)).toContain('sm:bg-white');
    expect(classes(flow)).not.toContain('sm:bg-slate-50');
    const boxes = flow.children('div').children();
    expect(boxes).toHaveLength(3);
    boxes.slice(1).each((_, box) => expect(classes($(box))).toEqual(expect.arrayContaining(['border', 'border-slate-200', 'bg-white', 'sm:border-0', 'sm:bg-slate-50'])));
    expect(classes(boxes.first())).toContain('bg-amber-50');
  });
});

// Design review G r51 item 2, I r51 item 7: the hero excerpts and the "illustrative" notes under them were 12 px.
describe('solution heroes: 13 px sample text', () => {
  it.each(['risk-assessment', 'regulatory-compliance', 'contract-intelligence', 'document-analysis'])('%s', (slug) => {
    const $ = loadPage(`/solutions/${slug}`);
    const picture = $('[data-section="hero"] figure').first();
    expect(picture.children('figcaption').attr('class')!.split(' ')).toContain('text-code');
    expect(picture.children('figcaption').attr('class')!.split(' ')).not.toContain('text-xs');
    if (slug !== 'document-analysis') expect(picture.find('.text-pretty > div').first().attr('class')!.split(' ')).toContain('[&>div]:text-code');
  });
});

// Design review G r51 item 5 and I r51 item 8: "CPI + / 2% yearly" and "0.5% of order value / a day" broke at a space.
describe('solution samples: phrases kept whole', () => {
  it('keeps "CPI + 2%" and "0.5% of order a day" together with no-break spaces', () => {
    expect(loadPage('/solutions/contract-intelligence')('[data-capability-artefact]').text()).toContain('CPI\u00a0+\u00a02%');
    expect(loadPage('/solutions/document-analysis')('[data-section="hero"] [data-document-pipeline]').text()).toContain('0.5%\u00a0of\u00a0order\u00a0a\u00a0day');
  });
});

// Design review G r51 item 6: "Used in" on all three detail pages, in chips without icons (three icon chips cost regulatory
// compliance ~660 B of first load it has not got; its grid took the room).
describe('solution pages: Used in, one row on each detail page', () => {
  it.each(['risk-assessment', 'regulatory-compliance', 'contract-intelligence'])('%s', (slug) => {
    const $ = loadPage(`/solutions/${slug}`);
    expect($('[data-used-in] a').length).toBeGreaterThan(0);
    expect($('[data-used-in] svg')).toHaveLength(0);
  });
});
