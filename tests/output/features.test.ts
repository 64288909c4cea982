/** Output tests for the eight feature pages: existence, compliance section placement, claims. */
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { builtExists, loadPage } from '../helpers/site.ts';
import { routeToFile } from '../../src/render/paths.ts';

const FEATURE_PATHS = [
  '/features/domain-expertise',
  '/features/cost-efficiency',
  '/features/lightning-speed',
  '/features/privacy-first',
  '/features/compliance-security',
  '/features/audit-trail',
  '/features/cyber-security',
  '/features/system-resilience',
];

/** The claim strip's entries as read aloud: value and label joined by a space. */
function claims($: CheerioAPI): string[] {
  return $('[data-section="claims"] [data-claim]')
    .map((_, el) => $(el).children().map((__, c) => $(c).text().trim()).get().join(' '))
    .get();
}

describe('feature pages', () => {
  it.each(FEATURE_PATHS)('%s is built with one h1, capabilities, steps and a claim strip', (path) => {
    expect(builtExists(routeToFile(path))).toBe(true);
    const $ = loadPage(path);
    expect($('h1')).toHaveLength(1);
    expect($('[data-cards="capabilities"] [data-card]').length).toBeGreaterThanOrEqual(3);
    expect($('[data-steps="how-it-works"] [data-step]').length).toBeGreaterThanOrEqual(3);
    expect(claims($).length).toBeGreaterThanOrEqual(1);
  });

  // Review A round 4: seven tiles in four columns were a ragged 4+3; the technology they share makes eight.
  it.each(FEATURE_PATHS)('%s links the seven other feature pages, then the technology page as the eighth tile', (path) => {
    const $ = loadPage(path);
    const links = $('[data-section="more-features"] a').map((_, el) => $(el).attr('href')).get();
    expect(links).toHaveLength(8);
    expect(links.at(-1)).toMatch(/^\/technology(#top)?$/);
    expect(links.slice(0, 7).sort()).toEqual(FEATURE_PATHS.filter((p) => p !== path).map((p) => `${p}#top`).sort());
  });

  // Review A round 3: a chip cloud with no section pattern that ended on an orphan chip, and a stat band
  // that stacked three numbers in ~270 px at 390.
  it.each(FEATURE_PATHS)('%s lists the other features as a section of its own: eyebrow, heading and a grid of links with icons', (path) => {
    const $ = loadPage(path);
    const section = $('section[data-section="more-features"]');
    expect(section.find('p.uppercase').first().text()).toBe('Explore');
    expect(section.find('h2').text()).toBe('More platform features');
    expect(section.find('nav ul').attr('class')).toContain('lg:grid-cols-4');
    section.find('nav li').each((_, li) => {
      expect($(li).find('a svg'), path).toHaveLength(2);
    });
  });

  // Review A round 4: three ~100 px columns at 390 ran captions to 5-6 lines. Design review L r45: the phone rows' value
  // column was as wide as each page's widest value, so the labels moved from page to page and sat on the value's top;
  // now value over label at every width (one column on phones, three from sm), each stat on its rule.
  it.each(FEATURE_PATHS)('%s stacks each stat\'s value over its label, three across from sm, with no baseline the business has not supplied', (path) => {
    const $ = loadPage(path);
    const dl = $('[data-section="claims"] dl');
    expect(dl.attr('class')).toMatch(/(^| )sm:grid-cols-3( |$)/);
    expect(dl.attr('class')).not.toMatch(/grid-cols-\[auto|(^| )grid-cols-3( |$)/);
    dl.find('[data-claim]').each((_, row) => {
      expect($(row).attr('class')).not.toMatch(/subgrid|(^| )grid( |$)|flex/);
      expect($(row).children().map((__, c) => c.tagName).get()).toEqual(['dt', 'dd']);
    });
    expect($('[data-figure-baseline]')).toHaveLength(0);
  });

  // Design review L r45: "words are set inside the big number ('Average 65%', 'Up to 80%')": the large type is the figure
  // alone; a word that cannot leave the value ("Up to", "Under") is set at the label's size, and the claim reads in full.
  it.each(FEATURE_PATHS)('%s sets no word inside a stat\'s large figure', (path) => {
    const $ = loadPage(path);
    $('[data-section="claims"] dt').each((_, dt) => {
      const lead = $(dt).find('[data-figure-lead]');
      const big = $(dt).text().slice(lead.text().length).trim();
      expect(big, path).not.toMatch(/^(up to|under|an average|average)\b/i);
      if (lead.length) expect(lead.attr('class')).toMatch(/(^| )text-base( |$)/);
    });
  });

  // Design review L r45: "How it works" ended on single words at 390 ('network.', 'is.', 'cloud.').
  it.each(FEATURE_PATHS)('%s sets its step and capability sentences text-wrap pretty', (path) => {
    const $ = loadPage(path);
    const sentences = $('[data-steps="how-it-works"] [data-step] p, [data-cards="capabilities"] [data-card] p');
    expect(sentences.length).toBeGreaterThanOrEqual(6);
    sentences.each((_, p) => expect($(p).attr('class')).toMatch(/(^| )text-pretty( |$)/));
  });

  // Design review L r45: "three identical cards with an icon, title and two lines of text ... Nothing after the hero shows
  // the feature". One capability is shown at work beside the list, in the hero visuals' frame, with a caption naming it.
  it.each([
    ['/features/audit-trail', 'Citations on every finding', 'mark.cite'],
    ['/features/cost-efficiency', 'Costs you can forecast', 'tbody tr'],
    ['/features/lightning-speed', 'Small models, fast inference', 'mark.cite'],
    ['/features/privacy-first', 'No third-party model calls', 'ol li'],
  ] as const)('%s shows "%s" at work beside its capabilities, server-rendered', (path, card, part) => {
    const $ = loadPage(path);
    const section = $('[data-section="capabilities"]');
    const specimen = section.find(`[data-specimen="${card}"] figure[data-figure]`);
    expect(specimen).toHaveLength(1);
    expect(specimen.find(part).length).toBeGreaterThanOrEqual(1);
    expect(specimen.find('figcaption').text()).toMatch(new RegExp(`^${card}: `));
    expect(section.find('[data-cards="capabilities"] [data-card] h3').map((_, h) => $(h).text()).get()).toContain(card);
    // Beside a picture the capabilities are a list, not a third row of identical framed cards.
    expect(section.find('[data-cards="capabilities"] [data-card].shadow-card')).toHaveLength(0);
    // Samples say so; the plans' figures are the price list's.
    if (path === '/features/cost-efficiency') {
      expect(specimen.find('tbody th').map((_, th) => $(th).text()).get()).toEqual(['Starter', 'Business', 'Business Elite']);
      expect(specimen.find('tbody td:last-child').map((_, td) => $(td).text()).get()).toEqual(['$69.99', '$399', '$999']);
      expect(specimen.find('tbody td:nth-child(2)').text().replace(/\u00a0/g, ' ')).toMatch(/128 GB.*1 TB.*5 TB/);
    } else expect(specimen.text()).toMatch(/\(sample\)|Sample/);
  });

  it('the privacy specimen shows the boundary\'s "Never called" state, and the cited clauses are the home sample document\'s', () => {
    expect(loadPage('/features/privacy-first')('[data-specimen] figure').text()).toContain('Never called');
    for (const path of ['/features/audit-trail', '/features/lightning-speed']) expect(loadPage(path)('[data-specimen] figure').text().replace(/\s+/g, ' '), path).toContain('Apex Data Services MSA (sample).pdf');
  });

  it('offers the free trial its closing sentence mentions', () => {
    const $ = loadPage('/features/lightning-speed');
    expect($('[data-section="cta"] p').text()).toContain('free trial');
    expect($('[data-section="cta"] a[href="/pricing#top"]').text()).toBe('Start Free Trial');
  });

  it('each hero shows its own product miniature, not the capability titles listed below it', () => {
    const texts = FEATURE_PATHS.map((path) => {
      const $ = loadPage(path);
      const figure = $('[data-section="hero"] [data-hero-visual] figure[data-figure]');
      expect(figure, path).toHaveLength(1);
      // Shown on phones too: it repeats nothing further down the page.
      expect(figure.parent().attr('class') ?? '', path).not.toContain('hidden');
      const titles = $('[data-cards="capabilities"] [data-card] h3').map((_, el) => $(el).text()).get();
      const repeated = titles.filter((title) => figure.text().includes(title));
      expect(repeated, path).toEqual([]);
      return figure.text();
    });
    expect(new Set(texts).size).toBe(FEATURE_PATHS.length);
  });

  it('no hero miniature repeats a figure the stat strip below it states (privacy-first showed 0 API calls and AES-256 twice)', () => {
    // "<500 ms" is "Under 500 ms" and "$0.00" is "$0" (lightning-speed and cost-efficiency showed them in both places).
    const key = (v: string) => v.replace(/[\s\u00a0]+/g, '').replace(/\u2011/g, '-').replace(/^</, 'under').replace(/^(\$\d+)\.00$/, '$1').toLowerCase();
    for (const path of FEATURE_PATHS) {
      const $ = loadPage(path);
      const strip = new Set($('[data-section="claims"] dd, [data-section="claims"] dt').map((_, el) => key($(el).text())).get());
      const facts = $('[data-hero-visual] figure > dl dd, [data-hero-visual] dl.border-t dd').map((_, el) => key($(el).text())).get();
      expect(facts.filter((f) => strip.has(f)), path).toEqual([]);
    }
    expect(loadPage('/features/privacy-first')('[data-hero-visual]').text()).not.toContain('AES');
  });

  it('the hero miniatures state claims as the product rules word them', () => {
    // The 98% stands once, in the stat strip: the hero card no longer repeats it.
    expect(loadPage('/features/domain-expertise')('[data-section="claims"]').text()).toContain('98%');
    expect(loadPage('/features/domain-expertise')('[data-hero-visual]').text()).not.toContain('98%');
    const speed = loadPage('/features/lightning-speed')('[data-hero-visual]');
    // The average stands once, in the strip under the hero; the sample trace's total stays under it.
    expect(speed.text()).not.toMatch(/<500|under 500/i);
    expect(loadPage('/features/lightning-speed')('[data-section="claims"]').text().replace(/\u00a0/g, ' ')).toContain('under 500 ms on average');
    // h9 review: the trace drew four steps above a three-step list with other names; one list now.
    const $speed = loadPage('/features/lightning-speed');
    const listed = $speed('[data-steps="how-it-works"] [data-step] h3').map((_, h) => $speed(h).text().trim().replace(/^Step \d+: /, '')).get();
    expect(listed).toHaveLength(4);
    for (const step of listed) expect(speed.text()).toContain(step);
    const total = Number(speed.find('dt:contains("Total") + dd').text().replace(' ms', ''));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(500);
    expect(loadPage('/features/cost-efficiency')('[data-hero-visual] tbody td:last-child').map((_, el) => loadPage('/features/cost-efficiency')(el).text()).get()).toEqual(Array(5).fill('$399.00'));
  });

  it('shows the compliance coverage section only on compliance-security', () => {
    for (const path of FEATURE_PATHS) {
      const $ = loadPage(path);
      expect($('[data-section="compliance"]').length, path).toBe(path === '/features/compliance-security' ? 1 : 0);
    }
    const $ = loadPage('/features/compliance-security');
    const frameworks = $('[data-cards="compliance"] h3').map((_, el) => $(el).text()).get();
    expect(frameworks).toEqual(['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'CMMC 2.0', 'HIPAA', 'PCI DSS', 'ISO 27001']);
    // The one label of every framework listing (review r7, C 2a), as the badge rows and industry sections carry it.
    expect($('[data-section="compliance"] h2').text()).toBe('Frameworks your deployment maps to');
  });

  it.each([
    ['/features/domain-expertise', ['98% term accuracy']],
    // Design review L r45: the qualifier in the label, the claim's words whole ("an average 65% lower processing cost per document").
    ['/features/cost-efficiency', ['65% lower processing cost per document, on average', 'Up to 80% lower computational requirements', '$0 per-token charges, with no token limits']],
    // h9 review: "Under 1 s" and "Under 500 ms" side by side read as one claim twice: one two-part stat.
    ['/features/lightning-speed', ['5x faster processing', 'Under 1 s per response, under 500\u00a0ms on average', '0 external API calls in the request path']],
    // Issue 14: the strip shows figures (the words it showed before are still in the page's copy, checked below).
    // Design review L r45: "Under 500 ms (a speed stat on the privacy page)": the on-premises claim, as system-resilience states it.
    ['/features/privacy-first', ['0 external API calls, with local processing', '100% of the deployment runs on servers you operate', 'AES-256 encryption']],
    ['/features/compliance-security', ['7 compliance frameworks mapped', '2+ authentication factors for every sign-in', 'AES-256 encryption']],
  ] as const)('%s states its claims exactly', (path, expected) => {
    const text = claims(loadPage(path)).join('\n');
    for (const claim of expected) expect(text).toContain(claim);
  });

  // Review: audit-trail's strip read "1" record per analysis and "0" analyses without a log: filler, not figures.
  it('audit-trail shows no bare 0 or 1 as a stat: it names the controls its trail answers instead', () => {
    const $ = loadPage('/features/audit-trail');
    for (const value of $('[data-section="claims"] [data-claim] dt').map((_, el) => $(el).text().trim()).get()) expect(value).not.toMatch(/^[01]$|%/);
    expect(claims(loadPage('/features/audit-trail')).join('\n')).toMatch(/HIPAA audit controls[\s\S]*PCI DSS[\s\S]*NIST 800-53 event logging/);
  });

  it('every stat of the claim strip leads with a figure', () => {
    for (const path of FEATURE_PATHS) {
      const values = loadPage(path)('[data-section="claims"] [data-claim] > :first-child').map((_, el) => loadPage(path)(el).text()).get();
      for (const value of values) expect(value, path).toMatch(/\d/);
    }
  });

  it.each([
    ['/features/privacy-first', ['local processing', 'external API calls', 'on-premises deployment']],
    ['/features/compliance-security', ['role-based access', 'multi-factor authentication']],
  ] as const)('%s still says in its copy what the product rules list as static claims', (path, phrases) => {
    const text = loadPage(path)('main').text().replace(/\s+/g, ' ').toLowerCase();
    for (const phrase of phrases) expect(text).toContain(phrase.toLowerCase());
  });
});

// Review C r7 (pricing b): the audit trail, role-based access and compliance reporting come with Business
// Elite and Enterprise (the product rules' tiers); our own copy that claims them names those plans.
describe('audit features claimed with their plans', () => {
  it.each([
    ['/features/audit-trail', '[data-section="hero"]'],
    ['/features/compliance-security', '[data-section="hero"]'],
    ['/security', 'main'],
    ['/about', 'main'],
    ['/pharmaceuticals', 'main'],
  ])('%s names Business Elite and Enterprise where it claims the audit features', (path, scope) => {
    const $ = loadPage(path);
    expect($(scope).text()).toContain('Business Elite and Enterprise plans');
  });
});
