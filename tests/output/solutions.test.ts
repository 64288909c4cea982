/** Output tests for /solutions and the six solution pages. Expected lists are written out. */
import { describe, expect, it } from 'vitest';
import { builtExists, jsonLdNodes, loadPage } from '../helpers/site.ts';
import { routeToFile } from '../../src/render/paths.ts';

const SOLUTION_PATHS = [
  '/solutions/document-analysis',
  '/solutions/contract-intelligence',
  '/solutions/regulatory-compliance',
  '/solutions/risk-assessment',
  '/solutions/process-automation',
  '/solutions/quality-control',
];

describe('/solutions', () => {
  const $ = loadPage('/solutions');

  it('has four solution cards linking the four core solutions, in order', () => {
    expect($('[data-cards="solutions"] [data-card]')).toHaveLength(4);
    const links = $('[data-cards="solutions"] [data-card] a').map((_, el) => $(el).attr('href')).get();
    expect(links).toEqual([
      '/solutions/document-analysis#top',
      '/solutions/contract-intelligence#top',
      '/solutions/regulatory-compliance#top',
      '/solutions/risk-assessment#top',
    ]);
  });

  it('lists the two other solution pages outside the four cards', () => {
    const links = $('[data-cards="more-solutions"] a').map((_, el) => $(el).attr('href')).get();
    expect(links).toEqual(['/solutions/process-automation#top', '/solutions/quality-control#top']);
  });

  it('shows every solution in the hero catalog (kept on phones) and figures rather than slogans', () => {
    expect($('[data-section="hero"] [data-catalog] li')).toHaveLength(6);
    expect($('[data-section="hero"] [data-hero-visual]').attr('class') ?? '').not.toContain('hidden');
    // Issue 22: no stat band repeating the home page's figures.
    expect($('[data-section="stats"]')).toHaveLength(0);
  });

  it('has actions in the hero, an arrow on every core card, and each catalog row on two fixed lines', () => {
    expect($('[data-section="hero"] a[href="/demo#top"]')).toHaveLength(1);
    expect($('[data-cards="solutions"] [data-card] a svg')).toHaveLength(4);
    $('[data-catalog] li').each((_, li) => expect($(li).find('span.min-w-0 > span')).toHaveLength(3));
  });

  it('says how teams roll a first solution out, in three steps', () => {
    expect($('[data-steps="rollout"] [data-step]')).toHaveLength(3);
  });

  it('describes the solutions as an ItemList in JSON-LD', () => {
    const list = jsonLdNodes($).find((n) => n['@type'] === 'ItemList');
    expect(list).toBeDefined();
    expect(list!.itemListElement).toHaveLength(6);
    expect(list!.itemListElement[0].url).toMatch(/^https?:\/\/.+\/solutions\/document-analysis$/);
  });
});

describe('solution pages', () => {
  it.each(SOLUTION_PATHS)('%s is built with one h1, capabilities and a Service node', (path) => {
    expect(builtExists(routeToFile(path))).toBe(true);
    const $ = loadPage(path);
    expect($('h1')).toHaveLength(1);
    expect($('[data-cards="capabilities"] [data-card]')).toHaveLength(4);
    const service = jsonLdNodes($).find((n) => n['@type'] === 'Service');
    expect(service).toBeDefined();
    expect(service!.provider['@id']).toMatch(/\/#organization$/);
  });

  it('document-analysis has the demo widget', () => {
    const $ = loadPage('/solutions/document-analysis');
    expect($('[data-section="demo"] [data-demo-widget] [data-island="DemoWidget"]')).toHaveLength(1);
  });

  it('contract-intelligence is a short page without a demo', () => {
    const $ = loadPage('/solutions/contract-intelligence');
    expect($('[data-island="DemoWidget"]')).toHaveLength(0);
    expect($('[data-demo-widget]')).toHaveLength(0);
    expect($('[data-section="demo"]')).toHaveLength(0);
    expect($('[data-section="cta"]')).toHaveLength(1);
    expect($('meta[name="description"]').attr('content')?.length).toBeGreaterThan(50);
  });
});
