/**
 * Review A r18 (solution pages 7/8): on /solutions/document-analysis the live demo had been folded into "How it
 * works" without a heading, and at 390 px it read as more of step 4. The demo is its own section again, after
 * the steps, under the industry pages' eyebrow and H2 (one copy source), with its one sentence, and the steps
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

  it('follows the steps\' section, which does not carry the demo, and says the workflow once', () => {
    const steps = $('main > [data-section="how-it-works"]');
    expect(steps).toHaveLength(1);
    expect(steps.next().is(demo)).toBe(true);
    expect(steps.find('h2').text()).toBe(solution.steps!.title);
    expect(steps.find('[data-demo-widget], [data-demo-audit-record]')).toHaveLength(0);
    expect(demo.find('[data-steps]')).toHaveLength(0);
    expect($('[data-steps]')).toHaveLength(1);
    const main = $('main').text();
    expect(main.split(solution.demo!.intro)).toHaveLength(2);
    expect(main.split(solution.steps!.title)).toHaveLength(2);
  });

  it('has its own band: muted steps, the white demo, muted outcomes', () => {
    const tone = (name: string) => ($(`main > [data-section="${name}"]`).attr('class') ?? '').match(/\bbg-(white|slate-50)\b/)?.[1];
    expect(['capabilities', 'how-it-works', 'demo', 'outcomes'].map(tone)).toEqual(['white', 'slate-50', 'white', 'slate-50']);
  });

  it('opens its audit record with its shape, the three lines not yet values, the record itself laid out for after the run', () => {
    const record = demo.find('[data-demo-audit-record]');
    // Review A r22: one grey sentence in the card read as an empty container; the pending record has the
    // filled record's three terms, in order, each with a pending value in grey (never a sample's value).
    const pending = record.find('.before-run dl');
    expect(pending).toHaveLength(1);
    const terms = (dl: typeof pending) => dl.find('dt').map((_, dt) => $(dt).text()).get();
    expect(terms(pending)).toEqual(terms(record.find('dl.after-run')));
    expect(pending.find('dd').map((_, dd) => $(dd).text()).get()).toEqual(['What was found, each item cited', 'Who confirmed each flag', 'What was decided, and when']);
    for (const dd of pending.find('dd').get()) expect($(dd).hasClass('text-slate-500')).toBe(true);
    // Three columns at every width (review A r18: pending rows stacked on a phone took ~300 px).
    expect(pending.hasClass('grid-cols-3')).toBe(true);
    expect(record.find('dl.after-run dd')).toHaveLength(3);
    expect(record.find('dl.after-run').text()).not.toMatch(/What was found|Who confirmed each flag|What was decided/);
  });
});
