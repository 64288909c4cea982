/**
 * Review A r17: the solution pages told their workflow twice in back-to-back sections (risk assessment's
 * "From flags to a logged decision" then "Collect, extract, score, decide"). Design review B r48 item 2: merged into the
 * steps without a heading, the hero's document after the read read as a fifth step at 390, and contract intelligence had
 * it as a section of its own. Now every page has the read as its own section (its heading, or the live demo's "See It In
 * Action" under the hero, tests/output/document-analysis-demo-section.test.ts); design review Q r52 item 1 puts the hero's
 * document after the read after the steps, under a heading of what the reviewer does next: neither explains the workflow
 * again (pages/SolutionPage.tsx).
 */
import { describe, expect, it } from 'vitest';
import { SOLUTIONS, SOLUTION_STEPS_WHERE } from '../../src/content/solutions.ts';
import { loadPage } from '../helpers/site.ts';

describe('solution pages tell the workflow once', () => {
  it.each(SOLUTIONS.map((s) => [`/solutions/${s.slug}`, s] as const))('%s: its sample after the read and its steps are sections apart', (path, solution) => {
    const $ = loadPage(path);
    const example = $('[data-sample-flow], [data-demo-widget]');
    const steps = $('[data-steps="how-it-works"]');
    expect(example, path).toHaveLength(1);
    const section = example.closest('[data-section]');
    const live = Boolean(solution.demo) && !$('[data-sample-flow]').length;
    expect(section.attr('data-section'), path).toBe(live ? 'demo' : 'after-read');
    // With no steps of its own; the live demo straight under the hero, the hero's document after the read after the steps
    // (design review Q r52 item 1: it pays off the steps, and straight under the hero it repeated the hero's document).
    expect(section.prev().attr('data-section'), path).toBe(live ? 'hero' : 'how-it-works');
    expect(section.find('[data-steps]'), path).toHaveLength(0);
    if (!solution.steps) {
      expect(steps, path).toHaveLength(0);
      return;
    }
    expect(steps, path).toHaveLength(1);
    const stepsSection = steps.closest('[data-section]');
    expect(stepsSection.attr('data-section'), path).toBe('how-it-works');
    expect(stepsSection.find('h2').text(), path).toBe(solution.steps.title);
    // Design review Q r52 item 1: the read follows the steps, as their pay-off. It no longer tells the workflow again (review
    // A r17's complaint, "From flags to a logged decision" then "Collect, extract, score, decide"): its heading says what the
    // page's reviewer does next, its panel the document's flags, next steps and record, no steps (checked above). Document
    // analysis's live demo stays under its hero, then the steps (design review I r51 item 3: no capabilities section).
    if (live) expect(section.next().is(stepsSection), path).toBe(true);
    else {
      expect(stepsSection.prev().attr('data-section'), path).toBe('capabilities');
      expect(stepsSection.next().is(section), path).toBe(true);
    }
    // Review C r23: where the steps run, said once, under their heading (before the first step).
    expect(stepsSection.find('h2 ~ p').first().text(), path).toBe(SOLUTION_STEPS_WHERE);
    expect($('main').text().split(SOLUTION_STEPS_WHERE), path).toHaveLength(2);
    expect($('main').text().split(solution.steps.title), path).toHaveLength(2);
  });

  it('gives every page that had its read under step 4 the read as a section of its own', () => {
    const merged = SOLUTIONS.filter((s) => loadPage(`/solutions/${s.slug}`)('[data-section="after-read"] [data-steps]').length).map((s) => s.slug);
    expect(merged).toEqual([]);
    const own = SOLUTIONS.filter((s) => loadPage(`/solutions/${s.slug}`)('main > section#after-read').length).map((s) => s.slug);
    expect(own.sort()).toEqual(['contract-intelligence', 'process-automation', 'quality-control', 'regulatory-compliance', 'risk-assessment']);
  });
});
