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
  // only, such as HIPAA), with what a listing means. Design review M r52, item 5: after the demo, as on the
  // industry pages (it stood before the demo here, after it there), and one row: the label and the chips
  // together, then the sentence and the link (a lone label sat over an empty column).
  it('has the frameworks band after the demo, as one row, with the frameworks every deployment maps to', () => {
    const $ = loadPage(path);
    const band = $('[data-section="compliance-badges"]');
    expect(band).toHaveLength(1);
    expect(band.prev().attr('data-section')).toBe('demo');
    expect(band.find('[data-chip-row] li').map((_, li) => $(li).text()).get()).toEqual(['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'ISO 27001']);
    expect(band.find('[data-chip-row]').parent().children('p').first().text()).toBe('Frameworks your deployment maps to');
    expect(band.find('[data-listing-meaning]').text()).toContain('not a certificate issued to Vertiq');
    // Review r5: the band leads with where this team's data stays. Review r6: as the first sentence of
    // its text, under the heading every band has (as its heading it wrapped, ended in a full stop and
    // left "Frameworks your deployment maps to." as a fragment opening the text).
    expect(band.find('p').first().text()).toBe('Frameworks your deployment maps to');
    expect(band.find('[data-listing-meaning]').text().startsWith(`${privacy} Your deployment runs inside`)).toBe(true);
    expect($('[data-section="hero"]').text()).not.toContain(privacy);
    expect(band.find('a[href="/security#controls"]')).toHaveLength(1);
  });

  // Design review M r52, item 3: nothing visual between the hero and the demo. The steps (still four) stand beside what
  // they produce, a sample drawn from the page's own demo document, marked as a sample.
  it(`shows its ${steps} beside a sample of what they produce, from its demo document`, () => {
    const $ = loadPage(path);
    const section = $(`[data-section="${steps}"]`);
    const figure = section.find('figure[data-figure]');
    expect(figure).toHaveLength(1);
    expect(figure.text()).toContain('Sample');
    expect(figure.find('figcaption').text()).toBe('From the sample in the demo below; all figures are illustrative.');
    expect(section.find('[data-step]')).toHaveLength(stepCount);
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

// Design review M r52, item 3: marketing's process beside an obligations timeline (deliverable, owner, due, cited clause),
// product development's beside a traceability matrix (requirement, specification, test) with one conflict; both read as
// a list or a table, every row's clause or requirement from the demo document on the same page.
describe('process samples', () => {
  it('/marketing: an obligations timeline, each obligation with its owner and clause, one flagged', () => {
    const $ = loadPage('/marketing');
    const timeline = $('[data-section="process"] ol[data-obligations]');
    expect(timeline).toHaveLength(1);
    // keepUnits holds "3 business" together with a no-break space; compared as spaces.
    const dues = timeline.children('li[data-milestone]').map((_, li) => $(li).children('div').children('p').first().text().replaceAll('\u00a0', ' ')).get();
    expect(dues).toEqual(['Due: Q3 2025', 'Due: Within 3 business days of a request', 'Due: Dec 31, 2025', 'Due: 12 months after publication']);
    const items = timeline.find('li[data-obligation]');
    expect(items.length).toBe(6);
    items.each((_, li) => {
      expect($(li).text()).toMatch(/Owner: .+§[2-5]/);
    });
    expect(timeline.find('[data-flag]').map((_, el) => $(el).text()).get()).toEqual(['No reply counts as approval']);
    // Every clause it cites is in the demo's agreement.
    const document = $('[data-section="demo"]').text();
    for (const clause of ['2. Contributions', '4. Approvals', '5. Term']) expect(document).toContain(clause);
  });

  it('/product-development: a traceability matrix, requirement to specification to test, with one conflict', () => {
    const $ = loadPage('/product-development');
    const table = $('[data-section="process"] table[data-trace]');
    expect(table).toHaveLength(1);
    expect(table.find('thead th').map((_, th) => $(th).text()).get()).toEqual(['Requirement', 'Supplier spec', 'Test']);
    const ids = table.find('tbody th[scope="row"]').map((_, th) => $(th).children().first().text()).get();
    expect(ids).toEqual(['REQ-014', 'REQ-021', 'REQ-033', 'REQ-040', 'REQ-047']);
    const document = $('[data-section="demo"]').text();
    for (const id of ids) expect(document).toContain(id);
    expect(table.find('[data-conflict]')).toHaveLength(1);
    expect(table.find('[data-conflict]').text()).toContain('SP-7');
    expect(table.find('[data-testable="no"]').length).toBe(2);
  });

  it('/content-creators: its four phases beside the deal timeline', () => {
    const $ = loadPage('/content-creators');
    expect($('[data-section="phases"] ol[data-obligations] li[data-milestone]')).toHaveLength(4);
  });
});

// Design review M r52, item 4: four narrow cards of 14 px text read as placeholders; two by two beside their heading, at
// body size. Content creators' six keep three columns.
it.each(['/marketing', '/product-development'])('%s: its four cards two by two beside their heading, at body size', (path) => {
  const $ = loadPage(path);
  const grid = $('[data-cards="features"]');
  const classes = grid.attr('class')!.split(/\s+/);
  expect(classes).toContain('sm:grid-cols-2');
  expect(classes).not.toContain('lg:grid-cols-4');
  expect(grid.parent().attr('class')).toContain('lg:col-span-2');
  grid.find('[data-card] p').each((_, p) => {
    expect($(p).attr('class')).toContain('text-base');
  });
});
