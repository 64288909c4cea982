/**
 * Output tests for the audience pages (docs/product-rules.md#audience-pages: /content-creators has 6 capability cards, 4
 * workflow phases and a demo; /marketing and /product-development have 4 cards, a 4-step process
 * and a demo). Expected counts are written out here, not read from src/content.
 */
import { describe, expect, it } from 'vitest';
import { builtExists, jsonLdNodes, loadPage } from '../helpers/site.ts';
import { routeToFile } from '../../src/render/paths.ts';

const AUDIENCES = [
  { path: '/content-creators', label: 'Content Creators', cards: 'capabilities', cardCount: 6, steps: 'phases', stepCount: 4, privacy: 'Your contracts and rates stay private.' },
  { path: '/marketing', label: 'Marketing', cards: 'features', cardCount: 4, steps: 'process', stepCount: 4, privacy: 'Customer and campaign data stay on your infrastructure.' },
  { path: '/product-development', label: 'Product Development', cards: 'features', cardCount: 4, steps: 'process', stepCount: 4, privacy: 'Designs stay on your infrastructure.' },
];

describe.each(AUDIENCES)('$path', ({ path, label, cards, cardCount, steps, stepCount, privacy }) => {
  // Review r5: a subtitle and a four-line body that overlapped pushed the buttons down on phones.
  it('keeps its hero to a subtitle and a one-sentence description', () => {
    const $ = loadPage(path);
    const [subtitle, description] = $('[data-section="hero"] h1 + div > p').toArray().map((p) => $(p).text().trim());
    expect(subtitle).not.toBe('');
    expect(description).toMatch(/^[^.]{20,120}\.$/);
  });

  it('is built with exactly one h1 and the product at work in its hero (no icon backdrop)', () => {
    expect(builtExists(routeToFile(path))).toBe(true);
    const $ = loadPage(path);
    expect($('h1')).toHaveLength(1);
    expect($('[data-section="hero"] [data-product-at-work]')).toHaveLength(1);
    expect($('[data-section="hero"] [data-icon-backdrop]')).toHaveLength(0);
  });

  it(`has ${cardCount} cards`, () => {
    const $ = loadPage(path);
    expect($('[data-cards]:not([data-cards="compliance"])')).toHaveLength(1);
    expect($(`[data-cards="${cards}"] [data-card]`)).toHaveLength(cardCount);
  });

  it(`has ${stepCount} numbered ${steps}`, () => {
    const $ = loadPage(path);
    const list = $(`ol[data-steps="${steps}"]`);
    expect(list).toHaveLength(1);
    expect(list.find('[data-step]')).toHaveLength(stepCount);
  });

  it('has a demo widget in its demo section', () => {
    const $ = loadPage(path);
    expect($('[data-section="demo"] [data-island="DemoWidget"]')).toHaveLength(1);
    expect($('[data-section="demo"] h2').text().trim()).toBe('See It In Action');
  });

  it('has none of the industry-only sections', () => {
    const $ = loadPage(path);
    for (const name of ['benefits', 'compliance', 'testimonial']) expect($(`[data-section="${name}"]`)).toHaveLength(0);
  });

  // Review r3: the hero promises the data stays on your infrastructure, and the page had no data or
  // compliance note. The frameworks band every deployment maps to (never one listed for one industry
  // only, such as HIPAA), with what a listing means, right before the demo.
  it('has the frameworks band before the demo, with the frameworks every deployment maps to', () => {
    const $ = loadPage(path);
    const band = $('[data-section="compliance-badges"]');
    expect(band).toHaveLength(1);
    expect(band.next().attr('data-section')).toBe('demo');
    expect(band.find('[data-chip-row] li').map((_, li) => $(li).text()).get()).toEqual(['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'ISO 27001']);
    expect(band.find('[data-listing-meaning]').text()).toContain('not a certificate issued to Vertiq');
    // Review r5: the band leads with where this team's data stays. Review r6: as the first sentence of
    // its text, under the heading every band has (as its heading it wrapped, ended in a full stop and
    // left "Frameworks your deployment maps to." as a fragment opening the text).
    expect(band.find('p').first().text()).toBe('Frameworks your deployment maps to');
    expect(band.find('[data-listing-meaning]').text().startsWith(`${privacy} Your deployment runs inside`)).toBe(true);
    expect($('[data-section="hero"]').text()).not.toContain(privacy);
    expect(band.find('a[href="/security#controls"]')).toHaveLength(1);
  });

  it('closes with links to /demo and /pricing', () => {
    const $ = loadPage(path);
    expect($('[data-section="cta"] a').map((_, el) => $(el).attr('href')).get()).toEqual(['/demo#top', '/pricing#top']);
  });

  it('describes the offering as a Service', () => {
    const service = jsonLdNodes(loadPage(path)).find((n) => n['@type'] === 'Service');
    expect(service).toBeDefined();
    expect(service!.name).toContain(label);
    expect(service!.provider['@id']).toMatch(/\/#organization$/);
  });
});

describe('demo documents', () => {
  it('each audience page demonstrates its own document', () => {
    const names = AUDIENCES.map(({ path }) => loadPage(path)('[data-demo-widget] .font-mono').first().text().trim());
    expect(names.every((n) => n.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(AUDIENCES.length);
  });
});

it('/content-creators is in the Industries navigation; /marketing and /product-development are reachable from the home grid', () => {
  const $ = loadPage('/');
  expect($('header a[href="/content-creators#top"]').first().text().trim()).toBe('Content Creators');
  expect($('main a[href="/marketing#top"]').length).toBeGreaterThan(0);
  expect($('main a[href="/product-development#top"]').length).toBeGreaterThan(0);
});
