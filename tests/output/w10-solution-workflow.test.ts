/**
 * Review A r17: the solution pages told their workflow twice in back-to-back sections (risk assessment's
 * "From flags to a logged decision" then "Collect, extract, score, decide"). Where a page shows its hero's
 * document after the read, its steps and that worked example are one section (pages/SolutionPage.tsx).
 */
import { describe, expect, it } from 'vitest';
import { SOLUTIONS } from '../../src/content/solutions.ts';
import { loadPage } from '../helpers/site.ts';

describe('solution pages tell the workflow once', () => {
  it.each(SOLUTIONS.map((s) => [`/solutions/${s.slug}`, s] as const))('%s: its steps and its sample after the read share one section', (path, solution) => {
    const $ = loadPage(path);
    const flow = $('[data-sample-flow]');
    const steps = $('[data-steps="how-it-works"]');
    if (!flow.length) {
      // The demo's page keeps its steps apart from the demo (the live widget leads its section).
      expect($('[data-demo-widget]').length, path).toBe(1);
      return;
    }
    const section = flow.closest('[data-section]');
    expect(section.attr('data-section'), path).toBe('after-read');
    if (!solution.steps) {
      expect(steps, path).toHaveLength(0);
      return;
    }
    // One section: its heading the steps' title, the steps, then the worked example under them.
    expect(section.find('[data-steps="how-it-works"]'), path).toHaveLength(1);
    expect(steps, path).toHaveLength(1);
    expect(section.find('h2').text(), path).toBe(solution.steps.title);
    expect($('[data-section="how-it-works"]'), path).toHaveLength(0);
    expect(section.find('[data-steps] ~ [data-sample-flow]'), path).toHaveLength(1);
    expect($('main').text(), path).not.toContain('From flags to a logged decision');
  });

  it('covers the four pages that had both bands', () => {
    const merged = SOLUTIONS.filter((s) => loadPage(`/solutions/${s.slug}`)('[data-section="after-read"] [data-steps]').length).map((s) => s.slug);
    expect(merged.sort()).toEqual(['process-automation', 'quality-control', 'regulatory-compliance', 'risk-assessment']);
  });
});
