/**
 * Review A r18 (solution pages 7/8): on /solutions/document-analysis the live demo had been folded into "How it
 * works" without a heading, and at 390 px it read as more of step 4. The demo is its own section again (since design
 * review B r48 item 2 in the family's place for the read, under the hero), under the industry pages' eyebrow and H2 (one copy source), with its one sentence, and the steps
 * are not explained twice. Before Process Document its audit record is one line, not three pending rows and a
 * caption (tests/browser/product-page-details.test.ts and widgets.test.ts measure it and its CLS).
 */
import { describe, expect, it } from 'vitest';
import { INDUSTRY_SECTION_COPY } from '../../src/content/industries.ts';
import { SOLUTIONS } from '../../src/content/solutions.ts';
import { loadPage } from '../helpers/site.ts';

const solution = SOLUTIONS.find((s) => s.slug === 'document-analysis')!;

describe('/solutions/document-analysis demo section', () => {
  const $ = loadPage('/solutions/document-analysis');
  const demo = $('main > section#demo');

  it('is a section of its own, anchored #demo, with the industry pages\' eyebrow and H2 and its own sentence', () => {
    expect(demo).toHaveLength(1);
    expect(demo.attr('data-section')).toBe('demo');
    expect(demo.find('h2')).toHaveLength(1);
    expect(demo.find('h2').text()).toBe(INDUSTRY_SECTION_COPY.demo.title);
    expect(demo.find('h2').prev('p').text()).toBe(INDUSTRY_SECTION_COPY.demo.eyebrow);
    expect(demo.attr('aria-labelledby')).toBe(demo.find('h2').attr('id'));
    // The same heading as an industry page's demo.
    const industry = loadPage('/healthcare')('section#demo');
    expect(industry.find('h2').text()).toBe(demo.find('h2').text());
    // Its sentence is its lead, then the widget and the record it leaves.
    const lead = demo.find('h2').next('p');
    expect(lead.text()).toBe(solution.demo!.intro);
    expect(demo.find('[data-demo-widget] ~ [data-demo-audit-record]')).toHaveLength(1);
  });

  // Design review B r48 item 2: one order on every solution page, the read under the hero. Document analysis's read is its
  // live demo (its own section still, under its heading: review A r18), then the steps: its capabilities are the hero
  // pipeline's stages (design review I r51 item 3: the pipeline told three times), so it has no section of them.
  it('comes under the hero as the family\'s read, in a section apart from the steps, and says the workflow once', () => {
    expect(demo.prev().attr('data-section')).toBe('hero');
    expect(demo.next().attr('data-section')).toBe('how-it-works');
    const steps = $('main > [data-section="how-it-works"]');
    expect(steps).toHaveLength(1);
    expect($('main > [data-section="capabilities"]')).toHaveLength(0);
    expect(steps.find('h2').text()).toBe(solution.steps!.title);
    expect(steps.find('[data-demo-widget], [data-demo-audit-record]')).toHaveLength(0);
    expect(demo.find('[data-steps]')).toHaveLength(0);
    expect($('[data-steps]')).toHaveLength(1);
    const main = $('main').text();
    expect(main.split(solution.demo!.intro)).toHaveLength(2);
    expect(main.split(solution.steps!.title)).toHaveLength(2);
  });

  it('has its own band: the muted demo, the white steps, the muted outcomes', () => {
    const tone = (name: string) => ($(`main > [data-section="${name}"]`).attr('class') ?? '').match(/\bbg-(white|slate-50)\b/)?.[1];
    expect(['demo', 'how-it-works', 'outcomes'].map(tone)).toEqual(['slate-50', 'white', 'slate-50']);
  });

  it('has its audit record card in place before the read, the record itself laid out for after the run', () => {
    const record = demo.find('[data-demo-audit-record]');
    // Design review P r52 2b item 2: the card coming at Process Document grew the section ~400 px at 1280; it is in place
    // from the first paint, its values faded until the result (styles/main.css after-run; tests/browser/demo-record-reveal).
    // Reviews A r11, r22, r34, r35 before it: no dashed box, no grey sentence, no "Pending" values.
    expect(record.hasClass('run-record')).toBe(false);
    expect(record.find('.before-run')).toHaveLength(0);
    expect(record.find('dl.after-run dd')).toHaveLength(3);
  });

  it("draws the record's lines as home's audit trail rows, not three label/value columns", () => {
    // Design review P r53 item 4: the same concept as home's "Audit trail · Sample record" (LogEventParts) in three plain
    // cells, "flags" orphaned under Reviewer at 1280. Now a ring, the line's name in the row's ink, what it recorded under it.
    const dl = demo.find('[data-demo-audit-record] dl.after-run');
    expect(dl.attr('class')).not.toMatch(/grid-cols-3/);
    const rows = dl.children('div').toArray();
    expect(rows).toHaveLength(3);
    // Design review V r53 item 3: not a ring (it read as a radio button) but a grey dot, a rule from each line's dot to
    // the next (none under the last); the island fills "Analysis" with the result (tests/browser/demo-widget-r54).
    rows.forEach((row, i) => {
      const dt = $(row).children('dt');
      expect(dt.find('svg')).toHaveLength(0);
      expect(dt.children('[data-audit-dot]').attr('class')).toMatch(/\brounded-full\b.*\bbg-slate-300\b/);
      expect(dt.attr('class')).toMatch(/\bfont-semibold\b.*\btext-slate-900\b/);
      expect($(row).children('dd').attr('class')).toMatch(i < rows.length - 1 ? /\bborder-l\b/ : /\bpl-5\b/);
    });
  });
});
