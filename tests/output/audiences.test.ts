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
    // One paragraph since design review V r53 teams item 7 (one weight): the subtitle is its first sentence.
    const [subtitle, description] = $('[data-section="hero"] h1 + p').text().trim().split(/(?<=\.) /);
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
  // industry pages. Design review N r52 teams item 8: in the industry pages' two columns, the label left, and the sentence,
  // the chips and the link right, the link on its own line under the chips on every page (one row left the right half
  // empty at 1280, the link inline on two pages and on its own line on /marketing).
  it('has the frameworks band after the demo, in two halves, with the frameworks every deployment maps to', () => {
    const $ = loadPage(path);
    const band = $('[data-section="compliance-badges"]');
    expect(band).toHaveLength(1);
    expect(band.prev().attr('data-section')).toBe('demo');
    expect(band.find('[data-chip-row] li').map((_, li) => $(li).text()).get()).toEqual(['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'ISO 27001']);
    // Design review V r53 teams item 2: the label a heading above the sentence, no label alone in a first column of three;
    // N r54 industry item 1: the chips and the link in the right half (one column left the right 40% empty).
    const inner = band.children('div');
    expect(inner.find('.lg\\:grid-cols-3')).toHaveLength(0);
    const [left, right] = inner.find('.lg\\:grid-cols-2').children().toArray().map((el) => $(el));
    expect(left.children().first().text()).toBe('Frameworks your deployment maps to');
    expect(left.children().eq(1).is('[data-listing-meaning]')).toBe(true);
    expect(right.children().map((_, el) => (el.attribs['data-chip-row'] !== undefined ? 'chips' : $(el).find('a').attr('href'))).get()).toEqual(['chips', '/security#controls']);
    expect(band.find('[data-listing-meaning]').text()).toContain('not a certificate issued to Vertiq');
    // Review r5: the band leads with where this team's data stays. Review r6: as the first sentence of
    // its text, under the heading every band has (as its heading it wrapped, ended in a full stop and
    // left "Frameworks your deployment maps to." as a fragment opening the text).
    expect(band.find('p').first().text()).toBe('Frameworks your deployment maps to');
    expect(band.find('[data-listing-meaning]').text().startsWith(`${privacy} Your deployment runs inside`)).toBe(true);
    expect($('[data-section="hero"]').text()).not.toContain(privacy);
    expect(band.find('a[href="/security#controls"]')).toHaveLength(1);
  });

  // Design review N r52 teams, smaller items: "all figures are illustrative" three times a page (hero, process sample,
  // demo). The hero's picture and the demo say it (docs/product-rules.md#illustrative-figures); the process sample, drawn
  // from the demo's document, points at it.
  it('says its figures are illustrative once in the hero and once in the demo, not a third time', () => {
    const $ = loadPage(path);
    expect($('main').text().match(/all figures are illustrative/gi)).toHaveLength(2);
    expect($('[data-section="hero"]').text()).toMatch(/all figures are illustrative/i);
    expect($('[data-section="demo"]').text()).toMatch(/all figures are illustrative/i);
  });

  // Design review N r52 teams items 1, 3 and 5: one layout on the three pages, eyebrows "What it does" and "Process". Design
  // reviews V and N r53 (teams items 3, 4, 6): the heading above a full-width grid (beside it a column of 150-450 px of white),
  // each job at 14 px slate-600 and shown on phones too (no <details>).
  it(`has its ${cardCount} cards under their heading, every job shown`, () => {
    const $ = loadPage(path);
    const section = $(`[data-section="${cards}"]`);
    expect(section.find('> div > div').first().children('p').first().text()).toBe('What it does');
    expect($(`[data-section="${steps}"] > div > div`).first().children('p').first().text()).toBe('Process');
    const grid = section.find(`[data-cards="${cards}"]`);
    const classes = grid.attr('class')!.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(['capability-rows', 'sm:grid-cols-2', cardCount % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4']));
    expect(grid.parent().attr('class') ?? '').not.toContain('lg:col-span-2');
    expect(grid.find('details')).toHaveLength(0);
    expect(grid.find('[data-card] > div > h3')).toHaveLength(cardCount);
    grid.find('[data-card] > p').each((_, p) => {
      expect($(p).attr('class')).toContain('text-sm');
    });
  });

  // Design review M r52, item 3: nothing visual between the hero and the demo. The steps (still four) stand beside what
  // they produce, a sample drawn from the page's own demo document, marked as a sample.
  it(`shows its ${steps} beside a sample of what they produce, from its demo document`, () => {
    const $ = loadPage(path);
    const section = $(`[data-section="${steps}"]`);
    const figure = section.find('figure[data-figure]');
    expect(figure).toHaveLength(1);
    expect(figure.text()).toContain('Sample');
    expect(figure.find('figcaption').text()).toBe('From the sample in the demo below.');
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

// Design review N r52 teams item 7: terms are not broken at their hyphens: a nowrap span (Headline's keep-word, or
// whitespace-nowrap), never a non-breaking hyphen character (find-in-page and tests).
describe('terms kept whole', () => {
  it('/marketing: "go-live" in the process', () => {
    const $ = loadPage('/marketing');
    expect($('[data-section="process"] [data-step] .keep-word').map((_, el) => $(el).text()).get()).toContain('go-live');
    expect($('[data-section="process"] [data-step]').text()).not.toContain('\u2011');
  });

  it('/product-development: requirement ids and "SP-7 rev B" in the traceability matrix', () => {
    const $ = loadPage('/product-development');
    const table = $('table[data-trace]');
    table.find('tbody th[scope="row"]').each((_, th) => {
      expect($(th).children().first().attr('class')).toContain('whitespace-nowrap');
    });
    expect(table.find('[data-conflict] > span').first().attr('class')).toContain('whitespace-nowrap');
  });

  it('/content-creators: "short-form" in the deal timeline, "one-sided" and "go-live" in the cards', () => {
    const $ = loadPage('/content-creators');
    expect($('[data-obligations] .keep-word').map((_, el) => $(el).text()).get()).toContain('short-form');
    expect($('[data-cards="capabilities"] .keep-word').map((_, el) => $(el).text()).get()).toEqual(expect.arrayContaining(['one-sided', 'go-live']));
  });
});
