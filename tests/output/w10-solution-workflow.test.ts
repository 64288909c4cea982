/**
 * Review A r17: the solution pages told their workflow twice in back-to-back sections (risk assessment's
 * "From flags to a logged decision" then "Collect, extract, score, decide"; document analysis's audit record
 * then "From upload to a confirmed report"). A page's steps and their worked example, the live demo or the
 * hero's document after the read, are one section, the steps first (pages/SolutionPage.tsx).
 */
import { describe, expect, it } from 'vitest';
import { SOLUTIONS } from '../../src/content/solutions.ts';
import { loadPage } from '../helpers/site.ts';

describe('solution pages tell the workflow once', () => {
  it.each(SOLUTIONS.map((s) => [`/solutions/${s.slug}`, s] as const))('%s: its steps and its sample after the read share one section', (path, solution) => {
    const $ = loadPage(path);
    const example = $('[data-sample-flow], [data-demo-widget]');
    const steps = $('[data-steps="how-it-works"]');
    expect(example, path).toHaveLength(1);
    const section = example.closest('[data-section]');
    expect(section.attr('data-section'), path).toBe(solution.demo && !$('[data-sample-flow]').length ? 'demo' : 'after-read');
    if (!solution.steps) {
      expect(steps, path).toHaveLength(0);
      return;
    }
    // One section: its heading the steps' title, the steps, then the worked example under them.
    expect(section.find('[data-steps="how-it-works"]'), path).toHaveLength(1);
    expect(steps, path).toHaveLength(1);
    expect(section.find('h2').text(), path).toBe(solution.steps.title);
    expect($('[data-section="how-it-works"]'), path).toHaveLength(0);
    expect(section.find('[data-steps] ~ [data-sample-flow], [data-steps] ~ [data-demo-widget]'), path).toHaveLength(1);
    expect($('main').text(), path).not.toContain('From flags to a logged decision');
  });

  it('covers the five pages that had both bands', () => {
    const merged = SOLUTIONS.filter((s) => loadPage(`/solutions/${s.slug}`)('[data-section="after-read"] [data-steps], [data-section="demo"] [data-steps]').length).map((s) => s.slug);
    expect(merged.sort()).toEqual(['document-analysis', 'process-automation', 'quality-control', 'regulatory-compliance', 'risk-assessment']);
  });

  it('document-analysis leads its demo with the demo\'s own sentence, under the steps', () => {
    const $ = loadPage('/solutions/document-analysis');
    const lead = $('[data-section="demo"] [data-steps] ~ p');
    expect(lead.text()).toMatch(/^A sample commercial property insurance renewal\. Process it/);
    expect(lead.next().is('[data-demo-widget]')).toBe(true);
  });
});
