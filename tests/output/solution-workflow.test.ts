/**
 * Review A r17: the solution pages told their workflow twice in back-to-back sections (risk assessment's
 * "From flags to a logged decision" then "Collect, extract, score, decide"; document analysis's audit record
 * then "From upload to a confirmed report"). A page's steps and the hero's document after the read are one
 * section, the steps first; the live demo follows the steps in a section of its own under the industry pages'
 * heading (review A r18, tests/output/document-analysis-demo-section.test.ts), and neither explains the workflow again
 * (pages/SolutionPage.tsx).
 */
import { describe, expect, it } from 'vitest';
import { SOLUTIONS, SOLUTION_STEPS_WHERE } from '../../src/content/solutions.ts';
import { loadPage } from '../helpers/site.ts';

describe('solution pages tell the workflow once', () => {
  it.each(SOLUTIONS.map((s) => [`/solutions/${s.slug}`, s] as const))('%s: its steps and its sample after the read share one section', (path, solution) => {
    const $ = loadPage(path);
    const example = $('[data-sample-flow], [data-demo-widget]');
    const steps = $('[data-steps="how-it-works"]');
    expect(example, path).toHaveLength(1);
    const section = example.closest('[data-section]');
    const live = Boolean(solution.demo) && !$('[data-sample-flow]').length;
    expect(section.attr('data-section'), path).toBe(live ? 'demo' : 'after-read');
    if (!solution.steps) {
      expect(steps, path).toHaveLength(0);
      return;
    }
    expect(steps, path).toHaveLength(1);
    expect($('main').text(), path).not.toContain('From flags to a logged decision');
    // Review C r23: where the steps run, said once, under their heading (before the first step).
    const stepsSection = steps.closest('[data-section]');
    expect(stepsSection.find('h2 ~ p').first().text(), path).toBe(SOLUTION_STEPS_WHERE);
    expect($('main').text().split(SOLUTION_STEPS_WHERE), path).toHaveLength(2);
    if (live) {
      // The steps' own section, then the demo's right after it; the demo's section has no steps of its own.
      expect(steps.closest('[data-section]').attr('data-section'), path).toBe('how-it-works');
      expect(steps.closest('[data-section]').next().is(section), path).toBe(true);
      expect(section.find('[data-steps]'), path).toHaveLength(0);
      return;
    }
    // One section: its heading the steps' title, the steps, then the worked example under them.
    expect(section.find('[data-steps="how-it-works"]'), path).toHaveLength(1);
    expect(section.find('h2').text(), path).toBe(solution.steps.title);
    expect($('[data-section="how-it-works"]'), path).toHaveLength(0);
    expect(section.find('[data-steps] ~ [data-sample-flow]'), path).toHaveLength(1);
  });

  it('covers the four pages that had both bands', () => {
    const merged = SOLUTIONS.filter((s) => loadPage(`/solutions/${s.slug}`)('[data-section="after-read"] [data-steps]').length).map((s) => s.slug);
    expect(merged.sort()).toEqual(['process-automation', 'quality-control', 'regulatory-compliance', 'risk-assessment']);
  });
});
