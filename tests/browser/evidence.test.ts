/**
 * The business's evidence on the page (issue 34). The real site ships its evidence collections
 * empty, so the real test build must carry no trace of them; the sample-evidence fixture
 * (tests/fixtures/sample-evidence, every entry marked SAMPLE) is built here with `--content-from`
 * and each section is checked in its HTML, and in Chromium at 320, 390 and 1280 px: nothing overflows,
 * axe-core finds nothing.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as cheerio from 'cheerio';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../tools/scripts/chromium.ts';
import { startStaticServer } from '../../runtime/preview-server/static-server.ts';
import { routeToFile } from '../../src/render/paths.ts';
import { validateJsonLd, type JsonLdNode } from '../../src/render/jsonld.ts';
import { DIST, jsonLdNodes } from '../helpers/site.ts';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { TEST_BUILD_ENV } from '../helpers/test-build-env.ts';
import { sectionGaps, smallTargets } from '../helpers/design-measures.ts';
import { unlinkedFigures } from '../helpers/unlinked-figures.ts';
import { LISTING_MEANING, LISTING_MEANING_WITH_ATTESTATION } from '../../src/content/compliance.ts';

const ROOT = new URL('../..', import.meta.url).pathname;
/** The assurance line the sample's SOC 2 and penetration-test entries make (written out, not read from src/content). */
// Review C r11: the auditor and the testing firm named, under each fact's dates.
const ASSURANCE_LINE = 'Vertiq\u2019s own assurance: SOC 2 Type II report, Issued Aug 28, 2026, Period Jul 2025\u2013Jun 2026, Audited by Sample Assurance LLP (sample); Penetration test, Completed Aug 18, 2026, Next test due Aug 31, 2027, Tested by Sample Offensive Security Ltd (sample); Audit Evidence';
/** Its compact form where the band is not the page's point (pricing, the teams, the demo, a solution's case study): each fact's main date. */
// Trust review T1 r34: the compact line dropped the audit period; each fact's dates runs a line never breaks inside.
// Trust review r42: it dropped the auditor's and the testing firm's names too, which the full band gives.
const COMPACT_ASSURANCE_LINE = 'Vertiq\u2019s own assurance: SOC 2 Type II report issued Aug 28, 2026 by Sample Assurance LLP (sample), period Jul 2025\u2013Jun 2026; Penetration test Aug 18, 2026 by Sample Offensive Security Ltd (sample) Audit Evidence';
/** What /methodology says for each reason an entry states for an empty row (`noValue`; written out, not read from src/content). */
const NO_VALUE_WORDS: Record<string, string> = { 'not-applicable': 'Not applicable', none: 'None', 'not-measured-yet': 'Not measured yet', 'under-nda': 'Under NDA' };
const EVIDENCE_DIST = join(ROOT, '.cache/test-dist-evidence/');
/** Customers named, but no case study yet: the build of the empty-state test. */
const NO_STUDIES_DIST = join(ROOT, '.cache/test-dist-evidence-no-studies/');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const load = (dist: string, path: string) => cheerio.load(readFileSync(join(dist, routeToFile(path)), 'utf8'));
const sample = (path: string) => load(EVIDENCE_DIST, path);
const real = (path: string) => load(DIST, path);

/** Every evidence section with the page it is on. */
const SECTIONS: [path: string, selector: string][] = [
  ['/', '[data-section="customer-logos"]'],
  ['/financial-services', '[data-section="customer-logos"]'],
  ['/legal', '[data-section="customer-logos"]'],
  // A pilot's card, its linked mark and "Pilot" badge (trust review r42).
  ['/commercial-real-estate', '[data-section="customer-logos"]'],
  ['/investors', '[data-section="customer-logos"]'],
  ['/about', '[data-section="leadership"]'],
  ['/security', '[data-section="assurance"]'],
  // The company facts under /about's hero; /customers' facts panel beside its copy, with its reference offer (review C r22).
  ['/about', '[data-section="hero"]'],
  ['/customers', '[data-section="hero"]'],
  ['/customers', '[data-section="case-studies"]'],
  ['/customers', '[data-section="named-customers"]'],
  ['/customers/sample-bank-credit-files', 'main'],
  ['/customers/sample-health-prior-authorizations', 'main'],
  ['/methodology', 'main'],
  ['/solutions/risk-assessment', '[data-section="case-study"]'],
  ['/pricing', '[data-section="pricing-proof"]'],
  ['/demo', '[data-section="demo-proof"]'],
  // The assurance line, where it joins a framework listing (badge row, compliance section).
  ['/', '[data-section="compliance-badges"]'],
  ['/financial-services', '#compliance'],
  // With the business's commitment to the industry's customers (a BAA) under the frameworks.
  ['/healthcare', '#compliance'],
  // The models' facts (trust review T1 r34), and the line naming its model beside an industry's agents.
  ['/technology/small-llms', '[data-section="model-facts"]'],
  ['/financial-services', '[data-section="capabilities"]'],
  // Figures with their method cue and caveat line (tag and notes): a claim strip and a stat strip.
  ['/', '[data-proof="comparison"]'],
  ['/features/lightning-speed', '[data-section="claims"]'],
  // The notes the cues lead to, above the closing band (review C r8); /trends's before its newsletter.
  ['/', '[data-section="figure-notes"]'],
  ['/financial-services', '[data-section="figure-notes"]'],
  ['/trends', '[data-section="figure-notes"]'],
  // Trust review T2 r46: the places for the business's plan terms, statements, support line and agent evidence.
  ['/pricing', '[data-plan-terms]'],
  // The compare section, not the table: the table is hidden on phones (design review A r49 item 7), its support row from sm.
  ['/pricing', '[data-section="compare"]'],
  ['/security', '[data-assurance="statements"]'],
  ['/technology/small-llms', '[data-section="custom-training"]'],
  ['/about', '[data-contacts]'],
  ['/', '[data-cell-evidence]'],
];

const build = (contentFrom: string, out: string) =>
  promisify(execFile)(process.execPath, ['cli/run.mjs', 'build', '--quiet', '--content-from', contentFrom, '--out', out], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_BUILD_ENV },
  });

beforeAll(async () => {
  await build('tests/fixtures/sample-evidence', EVIDENCE_DIST);
}, 240_000);

describe('the real site, its evidence collections empty', () => {
  const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

  it('carries no trace of an evidence section, page or link', () => {
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const html = readFileSync(join(DIST, file), 'utf8');
      for (const trace of ['customer-logos', 'data-section="leadership"', 'data-company-facts', 'data-section="assurance"', 'data-assurance-line', 'audit-evidence', 'method-cue', 'data-methodology-link', 'figure-note', 'data-section="case-study"', 'data-section="pricing-proof"', 'data-section="demo-proof"', 'data-proof-card', 'data-accountable', 'data-joined', 'data-founder', 'data-credential-source', 'data-point-link', 'data-no-value', 'data-plan-terms', 'data-plan-term', 'data-minimums-link', 'data-continuity-link', 'data-assurance="statements"', 'data-statement', 'statement-', 'data-custom-training-link', 'data-section="custom-training"', 'data-cell-evidence', 'data-agent-evidence', 'data-industry-model-limits', 'data-credential-checks', 'data-financials-link', 'data-customers-in-production', 'data-named-customers', 'data-in-production-line', 'data-agent-stage', 'data-agent-status', 'data-assurance="environment"', 'data-industry-model-evaluation', 'data-support-contact', 'data-contact-phone', 'data-contact-note', 'First response:', 'Our first Type II report', 'href="/customers', 'href="/methodology', '/evidence/']) {
        expect(html.includes(trace), `${file} contains ${trace}`).toBe(false);
      }
    }
    expect(readFileSync(join(DIST, 'sitemap.xml'), 'utf8')).not.toMatch(/\/customers|\/methodology/);
    expect(existsSync(join(DIST, 'customers'))).toBe(false);
    expect(existsSync(join(DIST, 'evidence'))).toBe(false);
  });

  it('names no employee, legal name or profile in the Organization it does not have, and its security.txt no policy', () => {
    const organization = jsonLdNodes(real('/')).find((node) => node['@type'] === 'Organization')!;
    expect(organization).toBeDefined();
    expect(Object.keys(organization)).not.toEqual(expect.arrayContaining(['employee']));
    expect(Object.keys(organization)).not.toEqual(expect.arrayContaining(['founder']));
    expect(organization.legalName).toBeUndefined();
    expect(organization.sameAs).toBeUndefined();
    const securityTxt = readFileSync(join(DIST, '.well-known/security.txt'), 'utf8');
    expect(securityTxt).toMatch(/^Contact: mailto:security@vertiq\.example\nExpires: \d{4}-\d{2}-\d{2}T00:00:00Z\nCanonical: http:\/\/localhost:4173\/\.well-known\/security\.txt\nPreferred-Languages: en\n$/);
  });
});

describe('the sample evidence, built into the real site', () => {
  it('shows every customer logo under the home hero, and an industry page only its own customers', () => {
    const home = sample('/');
    const logos = home('[data-section="customer-logos"] ul img').toArray().map((img) => home(img).attr('alt'));
    expect(logos).toEqual(['Sample Bank (sample)', 'Sample Health (sample)', 'Sample Law LLP (sample)', 'Sample Properties (sample)']);
    for (const img of home('[data-section="customer-logos"] ul img').toArray()) expect(existsSync(join(EVIDENCE_DIST, home(img).attr('src')!))).toBe(true);
    // The strip sits right under the hero.
    expect(home('[data-section="hero"]').next().is('[data-section="customer-logos"]')).toBe(true);
    // One customer on an industry page: a card whose logo names them and whose line under it says what kind
    // of organisation (review: the name twice in a row, logo then text).
    const finance = sample('/financial-services');
    const card = finance('[data-section="customer-logos"] [data-customer-card]');
    expect(card.find('img').attr('alt')).toBe('Sample Bank (sample)');
    expect(card.find('[data-customer-descriptor]').text()).toBe('Regional bank (sample)');
    expect(card.find('p').toArray().map((p) => finance(p).text())).not.toContain('Sample Bank (sample)');
    // The descriptor under the logo on phones (review C r15: beside it at 390 px it wrapped against the divider), beside
    // it behind a divider from sm.
    expect(card.find('[data-customer-descriptor]').parent().attr('class')!.split(' ')).toEqual(expect.arrayContaining(['grid', 'sm:flex', 'sm:items-center']));
    expect(card.find('[data-customer-descriptor]').attr('class')!.split(' ')).toEqual(expect.arrayContaining(['sm:border-l']));
    expect(card.find('[data-customer-descriptor]').hasClass('border-l')).toBe(false);
    // Its one customer named as one (review C r12: "Who runs Vertiq in financial services" over one customer).
    expect(finance('[data-section="customer-logos"] h2').text()).toBe('A financial-services customer');
    // The figures a two-column mini-grid from phones up, the third across the row under them (review C r12: ~1.3 screens at 390 px).
    expect(card.find('dl').attr('class')!.split(' ')).toEqual(expect.arrayContaining(['min-[480px]:grid-cols-2', 'min-[480px]:max-lg:*:odd:last:col-span-2', 'lg:grid-cols-3']));
    // The page's only customer: up to three results of its study, each with its source, and the consented quote
    // (review: the bank's model-risk figure and its quote were on the case study only).
    expect(card.find('[data-result] dd:first-of-type').toArray().map((dd) => finance(dd).text())).toEqual(['62%', '97.6%', '72 of 72']);
    expect(card.find('[data-result-source]')).toHaveLength(3);
    // Who measured them said once, in the card's footer, not under each figure (review C r8: three times a card).
    expect(card.find('[data-card-caveat]').text()).toBe('Figures as measured by the customer, not independently verified');
    // At the site's small-print size, 14 px (review C r15: at 12 px the disclosure read below a comfortable size).
    expect(card.find('[data-card-caveat]').attr('class')!.split(' ')).toContain('text-sm');
    expect(card.text().match(/not independently verified/g)).toHaveLength(1);
    // Review C r22: the attribution as on the case study, the name in semibold ink and the role on a line under it
    // (one grey "name, role" line gave the person no weight).
    expect(card.find('[data-customer-quote] figcaption > span').toArray().map((span) => [finance(span).text(), finance(span).attr('class')])).toEqual([
      ['Taylor Sample (sample)', 'block font-semibold text-slate-900'],
      ['Head of Credit Operations, Sample Bank (sample)', 'block'],
    ]);
    // Review C r22: the third figure's caption says what was caught and that none got through ("72 of 72" took a second read; SAMPLE text).
    // Trust review T r45: the (SAMPLE) review is the bank's full one, after a limited-use approval before go-live.
    expect(card.find('[data-result] dt').last().text()).toBe("mismatches caught by the model's own confidence check in the bank's full model-risk review; none reached sign-off");
    // Four customers (home) are a quiet strip of logos, no cards and no captions (review C r8: the industry under each
    // cluttered it), grey, and every one linked alike (review C r9: evidence, not decoration; r7: some linked and some
    // plain read as disabled links): to its case study, else to its row on /customers, which has that anchor.
    expect(home('[data-section="customer-logos"] [data-customer-card]')).toHaveLength(0);
    const strip = home('[data-section="customer-logos"] ul li');
    // No caption but a pilot's "Pilot" (trust review r42: Sample Properties, a pilot, read as in production under "Named
    // customers"); each link's name says where it leads, in words only a screen reader hears.
    const visible = (li: Parameters<typeof home>[0]) => home(li).clone().find('.sr-only').remove().end().text();
    expect(strip.toArray().map(visible)).toEqual(['', '', '', 'Pilot']);
    expect(strip.toArray().map((li) => `${home(li).find('img').attr('alt')}${home(li).find('a').text()}`)).toEqual([
      'Sample Bank (sample), case study',
      'Sample Health (sample), case study',
      'Sample Law LLP (sample), customer details',
      'Sample Properties (sample), Pilot, customer details',
    ]);
    expect(strip.find('[data-customer-status]').toArray().map((badge) => home(badge).attr('data-customer-status'))).toEqual(['pilot']);
    expect(strip.toArray().map((li) => home(li).children('a').attr('href'))).toEqual([
      '/customers/sample-bank-credit-files#top',
      '/customers/sample-health-prior-authorizations#top',
      '/customers#customer-sample-law',
      '/customers#customer-sample-properties',
    ]);
    for (const link of strip.find('a').toArray()) expect(home(link).find('img').attr('alt')).toMatch(/\(sample\)$/);
    for (const img of strip.find('img').toArray()) expect(home(img).hasClass('grayscale')).toBe(true);
    // One treatment at every width (review C r15: bordered tiles with corner arrows at 1280 px read as buttons; borderless
    // at 390 px): no border or arrow at any width, the link cue an underline on hover and focus.
    for (const link of strip.find('a').toArray()) {
      const classes = home(link).attr('class')!.split(' ');
      expect(classes.filter((c) => /(^|:)border/.test(c))).toEqual([]);
      expect(classes).toEqual(expect.arrayContaining(['hover:after:opacity-100', 'focus-visible:after:opacity-100']));
      expect(home(link).find('svg')).toHaveLength(0);
    }
    // A one-line eyebrow at 390 px (review C r12: "Customers who run Vertiq on their own documents" wrapped), and true:
    // not "Customers running Vertiq" while one of them is a pilot (review C r15: Sample Properties).
    expect(home('[data-section="customer-logos"] h2').text()).toBe('Named customers');
    // One logo treatment: the same grey on /customers (review C r8: grey here, colour there).
    const customersPage = sample('/customers');
    expect(customersPage('main img[alt^="Sample"]').length).toBeGreaterThan(0);
    for (const img of customersPage('main img[alt^="Sample"]').toArray()) expect(customersPage(img).hasClass('grayscale')).toBe(true);
    // Under it the site's one proof card (review C r7: the home card had a layout of its own), with the bank's
    // model-risk figure beside its time saving, the study's link and the way to every customer.
    const proof = home('[data-section="customer-logos"] [data-proof-card="sample-bank-credit-files"]');
    expect(proof.find('[data-result] dd:first-of-type').toArray().map((dd) => home(dd).text())).toEqual(['62%', '97.6%']);
    // Two figures split the card in halves from 480 px (three columns only for three figures).
    expect(proof.find('dl').attr('class')!.split(' ')).toEqual(expect.arrayContaining(['min-[480px]:grid-cols-2']));
    expect(proof.find('dl').attr('class')!.split(' ')).not.toContain('lg:grid-cols-3');
    // Trust review T r45: the (SAMPLE) time saving counts the one loan type then on Vertiq, not every file of the quarter.
    expect(proof.find('[data-result-scope]').toArray().map((line) => home(line).text())).toEqual(['700 term-loan files\u00a0· Q2 2026 vs Q2 2025', '3,012 terms in 300 files\u00a0· Jun 30, 2026']);
    expect(proof.find('a').toArray().map((a) => home(a).attr('href'))).toEqual(['/customers/sample-bank-credit-files#top', '/customers#top']);
    // The header every other proof card has, name and descriptor, but the name in text: the strip right above leads with
    // this customer's mark (review C r22: the same mark twice read as said twice).
    expect(home(strip.find('img').get(0)).attr('alt')).toBe('Sample Bank (sample)');
    expect(proof.find('img')).toHaveLength(0);
    expect(proof.find('[data-customer-name]').text()).toBe('Sample Bank (sample)');
    expect(proof.find('[data-customer-descriptor]').text()).toBe('Regional bank (sample)');
    expect(proof.find('[data-card-caveat]').text()).toBe('Figures as measured by the customer, not independently verified');
    // An industry without a named customer has no strip at all.
    expect(sample('/energy')('[data-section="customer-logos"]')).toHaveLength(0);
  });

  // Outside review: one customer's lone small logo and a link made the industry page's band look empty.
  it("shows one or two customers on an industry page as cards: the case study's headline result with its source and date, and a link to it", () => {
    const health = sample('/healthcare');
    const band = health('[data-section="customer-logos"]');
    // One customer named as one (review C r12: "Who runs Vertiq in ..." over a single customer emphasised the thinness).
    expect(band.find('h2').text()).toBe('A healthcare customer');
    const card = band.find('[data-customer-card]');
    expect(card).toHaveLength(1);
    expect(card.text()).toContain('48%');
    expect(card.find('[data-result-source]').first().text()).toMatch(/^Source: .+, measured August 29, 2026\.$/);
    // Closed, one line says what it counts and when; the full source sentence is behind its native "Source" disclosure
    // (review C, E4), and who measured the figures is the card's one footer line (review C r8).
    expect(card.find('details[data-result-citation]:not([open]) > summary[data-result-measured-by]').first().text()).toBe('5,400 requests\u00a0· May–Jul 2026 vs 2025\u00a0·\u00a0Source');
    expect(card.find('[data-card-caveat]').text()).toBe('Figures as measured by the customer, not independently verified');
    // The site's one arrow (an icon, as on /pricing and /demo), not a text glyph.
    // The study has three results (its nurse-correction rate, review C r7), all shown at every width (review C r11: on
    // phones the third hid behind "(1 More Result)"); one link to the study at the card's foot, after the quote (review
    // C r8: the link sat between the figures and the quote), labelled as every study link, and beside it the offer of a
    // reference, as on /demo (review C r15: a page's single customer and no way to ask for another).
    expect(card.find('[data-result]')).toHaveLength(3);
    expect(card.find('[data-result].max-sm\\:hidden')).toHaveLength(0);
    // Review C r22: a bare "3.1" set large read like a score; r31: the unit small after the number broke the numeral row.
    // The number alone, the (SAMPLE) entry's unit leading the descriptor under it.
    // Review C r32: the correction rate stood in the gains' ink and type, as one more win; the (SAMPLE) entry marks it an
    // error rate, named so beside it.
    expect(card.find('[data-result-figure]').toArray().map((dd) => health(dd).text())).toEqual(['48%', '31%', '3.1 Error rate']);
    expect(card.find('[data-result-kind="error-rate"]')).toHaveLength(1);
    // Trust review T r45: the (SAMPLE) label counts nurses' corrections, without the circular "every one caught".
    expect(health(card.find('[data-result] dt').get(2)).text()).toMatch(/^per 100 packets: corrections to the model's summaries, made by nurses/);
    expect(card.find('a').toArray().map((a) => [health(a).attr('href'), health(a).text()])).toEqual([
      ['/customers/sample-health-prior-authorizations#top', 'Read the Case Study: Sample Health (sample)'],
      ['mailto:sales@vertiq.sample?subject=Reference%20customer', 'Ask for a Reference Customer'],
    ]);
    expect(card.find('[data-customer-quote], a[data-case-study-link]').toArray().map((el) => health(el).is('a'))).toEqual([false, true]);
    // The site's one proof card (review C r8: the industry card had a layout of its own).
    expect(card.find('[data-proof-card="sample-health-prior-authorizations"]')).toHaveLength(1);
    expect(card.find('a').first().find('svg[aria-hidden="true"]')).toHaveLength(1);
    // A way across to another industry's study (review C r8: healthcare had none to the bank's proof): a link row under
    // the card, not a second proof inside it (review C r11).
    expect(card.find('[data-other-study]')).toHaveLength(0);
    const other = band.find('ul + [data-other-study]');
    expect(other.text()).toBe('Also in Financial Services: Sample Bank (sample) Case Study');
    expect(other.find('a').attr('href')).toBe('/customers/sample-bank-credit-files#top');
    // Its own study is linked, so no second link to every study.
    expect(band.find('a[href="/customers#top"]')).toHaveLength(0);
    // A customer without a case study: the date they allowed us to name them, and the way to the studies there are.
    const legal = sample('/legal')('[data-section="customer-logos"]');
    expect(legal.find('[data-customer-card]').text()).toContain("Named with the customer's permission on August 20, 2026.");
    expect(legal.find('a[href="/customers#top"]')).toHaveLength(1);
    // Its mark linked as in the home strip, to its entry on /customers (trust review r42); a pilot's card says "Pilot" with it.
    expect(legal.find('[data-customer-card] a[data-customer-logo-link]').attr('href')).toBe('/customers#customer-sample-law');
    expect(legal.find('[data-customer-status]')).toHaveLength(0);
    const property = sample('/commercial-real-estate')('[data-section="customer-logos"] [data-customer-card]');
    const propertyLink = property.find('a[data-customer-logo-link]');
    expect(propertyLink.attr('href')).toBe('/customers#customer-sample-properties');
    expect(`${propertyLink.find('img').attr('alt')}${propertyLink.text()}`).toBe('Sample Properties (sample), Pilot, customer details');
    expect(propertyLink.find('[data-customer-status="pilot"]').text()).toBe('Pilot');
  });

  it('serves raster logos as <picture>s of AVIF and WebP sized for where they show, SVG logos as they are', () => {
    const urls = (set: string | undefined) => (set ?? '').split(', ').map((candidate) => candidate.split(' ')[0]);
    // [page, the raster image's container, its alt ('' for a photo beside its name), sizes, width x height, lazy]
    const rasters: [string, string, string, string, string, boolean][] = [
      // The strip at the card logo's size (review C r15: one size at both widths).
      ['/', '[data-section="customer-logos"]', 'Sample Health (sample)', '11rem', '480x144', true],
      // /customers' hero panel at the case study's size (review C r31: small marks in a large box).
      ['/customers', '[data-section="hero"]', 'Sample Health (sample)', '14rem', '480x144', true],
      ['/customers/sample-health-prior-authorizations', 'main', 'Sample Health (sample)', '14rem', '480x144', false],
    ];
    for (const [path, container, alt, sizes, size, lazy] of rasters) {
      const $ = sample(path);
      const img = $(container).find(`picture img[alt="${alt}"]`).first();
      expect(img.length, `${path}: a <picture> of ${alt || 'a photo'}`).toBe(1);
      const sources = img.parent('picture').find('source');
      expect(sources.toArray().map((source) => $(source).attr('type')), path).toEqual(['image/avif', 'image/webp']);
      for (const source of sources.toArray()) expect($(source).attr('sizes'), path).toBe(sizes);
      expect([img.attr('sizes'), `${img.attr('width')}x${img.attr('height')}`], path).toEqual([sizes, size]);
      // Below the fold lazy; the case study's logo is in its hero, fetched first.
      expect([img.attr('loading'), img.attr('fetchpriority')], path).toEqual(lazy ? ['lazy', undefined] : [undefined, 'high']);
      for (const url of [img.attr('src'), ...urls(img.attr('srcset')), ...sources.toArray().flatMap((source) => urls($(source).attr('srcset')))]) {
        expect(url, path).toMatch(/^\/assets\/images\/[\w-]+\.(avif|webp|jpg|png)$/);
        expect(existsSync(join(EVIDENCE_DIST, url!)), `${path}: ${url}`).toBe(true);
      }
    }
    // An SVG logo: one file as it is, at its intrinsic size, no <source>.
    const home = sample('/');
    const bank = home('[data-section="customer-logos"] img[alt="Sample Bank (sample)"]');
    expect(bank.attr('src')).toMatch(/^\/assets\/images\/sample-bank-\w+\.svg$/);
    expect([bank.attr('width'), bank.attr('height'), bank.attr('loading')]).toEqual(['240', '72', 'lazy']);
    expect(bank.parent('picture').find('source')).toHaveLength(0);
    // Nothing is copied beside the pipeline any more.
    expect(existsSync(join(EVIDENCE_DIST, 'evidence'))).toBe(false);
  });

  it('puts the legal entity and the profiles of the identity file in every footer', () => {
    const footer = sample('/pricing')('footer');
    expect(footer.find('a[href="https://www.linkedin.com/company/vertiq-sample"]').text()).toBe('LinkedIn');
    expect(footer.text()).toContain('© 2026 Vertiq Sample Holdings, Inc. (sample).');
    expect(footer.find('a[href="tel:+15125552368"]').text()).toBe('+1 (512) 555-2368');
    expect(real('/pricing')('footer').text()).toContain('© 2026 Vertiq.');
  });

  it('lists the leadership on /about and as the Organization\'s employees', () => {
    const about = sample('/about');
    expect(about('[data-section="leadership"] [data-person] h3').toArray().map((h) => about(h).text())).toEqual(['Alex Sample (sample)', 'Morgan Sample (sample)', 'Riley Sample (sample)']);
    expect(sample('/investors')('[data-section="leadership"]')).toHaveLength(0);
    // Investors see adoption: the customers who allowed naming, right under the hero (none on the real site, checked above).
    const investors = sample('/investors');
    expect(investors('[data-section="hero"]').next().is('[data-section="customer-logos"]')).toBe(true);
    expect(investors('[data-section="customer-logos"] ul img').toArray().map((img) => investors(img).attr('alt'))).toHaveLength(4);
    // Review B r14: its closing diligence links add the evidence pages once they exist (the real four: tests/output/investors.test.ts).
    expect(investors('[data-cards="diligence"] h3 a').toArray().map((a) => investors(a).attr('href')).slice(4)).toEqual(['/customers#top', '/methodology#top']);
    // Where a buyer looks for who is accountable: straight after the mission, not after the contacts.
    expect(about('[data-section="mission"] + [data-section="leadership"]')).toHaveLength(1);
    // Review C round 6: /about points at who uses the product, once there are case studies to read.
    expect(about('[data-section="hero"] a[data-more][href="/customers#top"]').text()).toBe('Who We Work With');
    // And security questions go to the security address, as on /security.
    expect(about('[data-section="contacts"] a[href="mailto:security@vertiq.sample"]')).toHaveLength(1);
    expect(about('[data-section="leadership"] [data-person] a[rel~="me"]').first().attr('class')).toContain('min-h-11');
    // Design review (round 3): the link says where it goes; the bio at the site's card body size.
    expect(about('[data-person] a[rel~="me"]').toArray().map((a) => about(a).text())).toEqual(['LinkedIn profile of Alex Sample (sample)', 'LinkedIn profile of Morgan Sample (sample)', 'LinkedIn profile of Riley Sample (sample)']);
    expect(about('[data-person] > p').first().attr('class')).toContain('text-sm');
    // Review C r23: the outside advisor (group: advisors) in a row of its own under the leaders, labelled, in the leaders'
    // columns (in their grid only a pill set it apart), and not named as an employee (below). The three leaders fill a
    // row of three (review C r7); two a row otherwise (review C r22: four made ~30-character bio lines).
    const grid = about('[data-section="leadership"] ul').first();
    expect(grid.attr('class')).toContain('lg:grid-cols-3');
    expect(grid.children('li').toArray().map((li) => [about(li).is('[data-advisor]'), about(li).find('h3').text()])).toEqual([
      [false, 'Alex Sample (sample)'],
      [false, 'Morgan Sample (sample)'],
      [false, 'Riley Sample (sample)'],
    ]);
    const advisors = about('[data-section="leadership"] [data-advisors]');
    expect(advisors.children('h3').text()).toBe('Outside advisors');
    // Review C r31: a lone advisor one card across the row (in a row of three it left two thirds empty).
    expect(advisors.children('ul').attr('class')).toBe('grid');
    expect(advisors.find('li').toArray().map((li) => [about(li).is('[data-advisor]'), about(li).find('h3').text()])).toEqual([[true, 'Jordan Sample (sample)']]);
    expect(about('[data-advisor] h3 + p').text()).toBe('Regulatory advisor');
    expect(about('[data-advisor] [data-bio]')).toHaveLength(1);
    expect(about('[data-advisor] a[rel~="me"]').text()).toBe('LinkedIn profile of Jordan Sample (sample)');
    // Review C r23: the board (names and affiliations, no bios) is one of the company's facts, not thin cards of its own.
    expect(about('[data-section="leadership"] [data-board], [data-section="leadership"] [data-board-member]')).toHaveLength(0);
    // Two of the four with a photo (review r43: leaders shown as initials only; the sample's photos drawn, marked SAMPLE),
    // in the leaders' row and the advisor's; the others their initials, drawn (review C r23: text-only cards gave no
    // anchor), never a silhouette of their own (review C r7: it read as a missing headshot). Each credential line under the
    // role, when supplied.
    const portraits = about('[data-section="leadership"] li').toArray().map((li) => about(li).find('img').length ? about(li).find('img').attr('src') : about(li).find('[data-monogram]').text());
    expect(portraits).toEqual([expect.stringMatching(/alex-sample/), 'MS', 'RS', expect.stringMatching(/jordan-sample/)]);
    expect(about('[data-section="leadership"] img').toArray().map((img) => about(img).attr('alt'))).toEqual(['', '']);
    expect(about('[data-credential]').toArray().map((p) => about(p).text())).toEqual(['Former head of lending operations (sample)', 'PhD, machine learning, Sample University (sample)', 'CISSP, CISM (sample)', 'Former state bank examiner (sample)']);
    // Where to verify a credential, when the entry says (review r43: "no link to a verification source"), each named by
    // its site, on a line under the credential.
    expect(about('[data-credential-sources]').toArray().map((p) => about(p).prev().text())).toEqual(['PhD, machine learning, Sample University (sample)', 'CISSP, CISM (sample)']);
    expect(about('a[data-credential-source]').toArray().map((a) => [about(a).contents().first().text(), about(a).attr('href')])).toEqual([
      ['studentclearinghouse.org', 'https://www.studentclearinghouse.org/verifiers/'],
      ['isc2.org', 'https://www.isc2.org/member-verification'],
      ['isaca.org', 'https://www.isaca.org/credentialing/verify-a-certification'],
    ]);
    // Trust review T2 r46: each link names the one credential it checks (ISC2 checks CISSP, not CISM).
    expect(about('a[data-credential-source]').eq(1).text()).toBe('isc2.org, to verify CISSP for Riley Sample (sample)');
    // Review C r7: the regulated-customers block as the dated assurance facts, linking to the evidence on /security.
    const compliance = about('[data-section="compliance"] [data-points] > li');
    expect(compliance.toArray().map((li) => about(li).find('h3').text())).toEqual(['SOC 2 Type II report', 'Penetration test', 'Documents on request', 'Business continuity']);
    // Review C r12: the business's own continuity statement (identity.yaml facts.continuity), as written; review r43: then
    // the documents on request the business marks as answering for continuity, by their names, linked to the list.
    expect(compliance.eq(3).find('p').text()).toBe('SAMPLE: your deployment runs on your servers and keeps working without ours (sample). Also on request: Source-code escrow agreement (sample).');
    expect(compliance.eq(0).find('p').text()).toBe('Issued Aug 28, 2026. Period Jul 2025–Jun 2026.');
    expect(compliance.eq(1).find('p').text()).toBe('Completed Aug 18, 2026. Next test due Aug 31, 2027.');
    // Ten: source-code escrow is one of them (review C r15: lifted from the continuity statement to /security's list), the
    // audited financial statements another (trust review T2 r40).
    expect(compliance.eq(2).find('p').first().text()).toBe('10 documents for your security and vendor-risk review, listed with the reports on our security page.');
    // Review r43: the documents' row said where they are listed without linking there.
    expect(about('[data-section="compliance"] a').toArray().map((a) => about(a).attr('href'))).toEqual(['/security#documents', '/security#documents', '/security#audit-evidence']);
    expect(about('[data-section="compliance"] a[data-point-link]').toArray().map((a) => about(a).text())).toEqual(['listed with the reports on our security page', 'Source-code escrow agreement (sample)']);
    expect(sample('/security')('#documents').text()).toContain('Source-code escrow agreement (sample)');
    // The section's link after its row of points, not inside the last one (review B r8; design review Q r47).
    expect(about('[data-section="compliance"] [data-points] + div > a[data-more]').text()).toBe('Audit Evidence');
    // The company's facts from the identity file, under the hero of /about and /investors (a full-width row under the
    // lede and its panel: /about's deployment drawing, /investors' figures).
    // Review C r23: the board in the facts on both pages, seven facts four a row from lg; review C r31: the board one
    // labelled cell (over two columns its second member sat unlabelled), the last fact running to the row's end so the
    // second row is full (review C r15: an empty last cell).
    for (const page of [about, sample('/investors')]) {
      // Trust review T2 r46: the customers in production before the funding; eight facts, two full rows of four.
      expect(page('[data-section="hero"] [data-company-facts] dt').toArray().map((dt) => page(dt).text())).toEqual(['Founded', 'Team', 'Headquarters', 'Customers in production', 'Funding', 'Backers', 'Board', 'Legal entity']);
      const classes = page('[data-section="hero"] [data-company-facts]').attr('class')!.split(' ');
      expect(classes).toContain('lg:grid-cols-4');
      expect(classes.filter((c) => c.includes('last-child'))).toEqual([]);
    }
    for (const page of [about, sample('/investors')]) {
      // Review C r7: the board and the legal entity when supplied, a backer linked to its page when the file gives one.
      expect(page('[data-section="hero"] .lg\\:grid-cols-5 [data-company-facts]')).toHaveLength(0);
      // Review C r12: both backers linked (one linked and one not read as unchecked), one a line like the board.
      expect(page('[data-company-facts] a').toArray().map((a) => [page(a).text(), page(a).attr('href')])).toEqual([
        // Trust review T3 r47: the count of customers in production says how many the customers page names.
        ['3 named on our customers page, and 1 pilot', '/customers#top'],
        // Trust review T2 r46: the funding fact links the financial statements /security offers under NDA.
        ['Audited financial statements, under NDA (sample)', '/security#documents'],
        ['Sample Ventures (sample)', 'https://sample-ventures.sample/'],
        ['Example Growth Partners (sample)', 'https://example-growth.sample/'],
      ]);
      expect(page('[data-company-facts]').text()).toContain('Legal entityVertiq Sample Holdings, Inc. (sample)');
      const backers = page('[data-company-facts] > div').filter((_, d) => page(d).children('dt').text() === 'Backers');
      expect(backers.find('dd > span.block').toArray().map((b) => page(b).text())).toEqual(['Sample Ventures (sample)', 'Example Growth Partners (sample)']);
      // Review C r9: one board member a line, not one run-on line of two people and an affiliation (on /investors; /about's
      // with its people, above).
      const board = page('[data-company-facts] > div').filter((_, d) => page(d).children('dt').text() === 'Board');
      expect(board).toHaveLength(1);
      expect(board.attr('class')).toBe('col-span-2 min-w-0 lg:col-span-1');
      expect(board.find('dd > [data-board-member]').toArray().map((m) => page(m).text())).toEqual(['Alex SampleCEO (sample)', 'Jamie SampleSample Ventures (sample)']);
      // Review C r11: the affiliation muted on its own line, so a quarter column does not break it mid-name; r12: every
      // member's (the CEO looked unaffiliated).
      expect(board.find('[data-board-member] > span').toArray().map((m) => page(m).text())).toEqual(['CEO (sample)', 'Sample Ventures (sample)']);
      // Review C r23: the backers in the site's link style, not the only fully underlined links on the site.
      expect(page('[data-company-facts] a').toArray().every((a) => !/\bunderline\b/.test(page(a).attr('class') ?? ''))).toBe(true);
      // The funding round when the business states it (review round 5: "will you exist in 3 years?"); optional like every fact.
      expect(page('[data-company-facts]').text()).toContain('FundingSeries A, 2025 (sample)');
    }
    // Review B round 5: the ARR growth with the period the business supplied (facts.arrGrowthPeriod), in the
    // figure's own label and the notice; the real site, with none, says it is stated without one (resources.test.ts).
    const investorsPage = sample('/investors');
    expect(investorsPage('[data-section="hero"] [data-stat] [data-stat-label]').last().text()).toBe('Growth in annual recurring revenue (ARR), FY2024 to FY2025 (sample)');
    // The market's growth with who published it, when supplied (real-site trust review r34).
    expect(investorsPage('[data-section="hero"] [data-stat] [data-stat-label]').first().text()).toBe('Compound annual growth (CAGR) of the market Vertiq addresses, per Sample Research, Market Outlook 2025 (sample)');
    // With the period in the label, the figures need no note (review B2 r11: a note restating the labels said them twice).
    expect(investorsPage('[data-figures-note]')).toHaveLength(0);
    expect(investorsPage('main').text()).not.toContain('base period');
    const nodes = jsonLdNodes(sample('/')) as JsonLdNode[];
    expect(validateJsonLd(nodes)).toEqual([]);
    const organization = nodes.find((node) => node['@type'] === 'Organization') as Record<string, any>;
    expect(organization.legalName).toBe('Vertiq Sample Holdings, Inc. (sample)');
    expect(organization.sameAs).toEqual(['https://www.linkedin.com/company/vertiq-sample']);
    expect(organization.employee).toEqual([
      // With the SAMPLE portrait (review r43) as the person's image.
      { '@type': 'Person', name: 'Alex Sample (sample)', jobTitle: 'Chief Executive Officer', sameAs: 'https://www.linkedin.com/in/alex-sample', image: expect.stringMatching(/^http:\/\/localhost:4173\/assets\/images\/alex-sample-/) },
      expect.objectContaining({ '@type': 'Person', name: 'Morgan Sample (sample)', jobTitle: 'Chief Technology Officer' }),
      expect.objectContaining({ '@type': 'Person', name: 'Riley Sample (sample)', jobTitle: 'Chief Information Security Officer' }),
    ]);
    // Trust review T3 r41 ("No founders are named"): the SAMPLE founder as `founder` too, and on their card "Founder", the
    // only one (review r43: "Co-founder" implied another).
    expect(organization.founder).toEqual([organization.employee[0]]);
    expect(about('[data-person] h3 + p').toArray().map((p) => about(p).text())).toEqual(['Founder \u00b7 Chief Executive Officer', 'Chief Technology Officer', 'Chief Information Security Officer']);
  });

  it('shows the assurance facts on /security, the disclosure policy where security.txt points', () => {
    const security = sample('/security');
    const section = security('[data-section="assurance"]');
    // The last issued report: "available" with the date it was issued, after its period ended (review: a period
    // ending two days before a case study, shown as "Report available" with nothing to check it by).
    expect(section.attr('id')).toBe('audit-evidence');
    const soc2 = section.find('[data-assurance="soc2"]');
    expect(soc2.find('dt').toArray().map((dt) => security(dt).text())).toEqual(['Audit period', 'Report issued', 'Auditor', 'Next report expected', 'Auditor\u2019s opinion', 'Exceptions noted', 'Report', 'Scope', 'Trust services criteria', 'How to get the report']);
    expect(soc2.text()).toMatch(/Report available.*July 1, 2025 to June 30, 2026.*August 28, 2026.*Sample Assurance LLP/);
    // Trust review r42: the opinion in the auditor's word with a plain gloss, beside the exceptions the report notes, 0 shown as 0.
    const soc2Fact = (term: string) => soc2.find('dt').filter((_, dt) => security(dt).text() === term).next('dd').text();
    expect([soc2Fact('Auditor\u2019s opinion'), soc2Fact('Exceptions noted')]).toEqual(['Unqualified (a clean opinion)', '0']);
    expect(soc2.text()).toContain('Security, Availability, Confidentiality');
    const penTest = section.find('[data-assurance="penetration-test"]');
    expect(penTest.text()).toMatch(/August 18, 2026.*Sample Offensive Security Ltd.*Annually and after each major release.*August 31, 2027/);
    // No link to the disclosure card right below it; the summary's request, as the SOC 2 card ends with the report's (review round 5).
    expect(penTest.find('a[href^="#"]')).toHaveLength(0);
    // Review C r7: the pen test's status chip, as the SOC 2 card's, when the entry says how to get the summary.
    expect(penTest.find('h3 + span').text()).toBe('Summary available');
    expect(soc2.find('h3 + span').text()).toBe('Report available');
    expect(penTest.find('[data-request-panel="penetration-test"]').text()).toMatch(/^How to get the summarySAMPLE\. The testing firm's summary letter.*Request the Summary$/);
    expect(penTest.find('a').attr('href')).toBe('mailto:security@vertiq.sample?subject=Penetration%20test%20summary%20request');
    expect(soc2.find('[data-request-panel="soc2"] a').text()).toBe('Request the Report');
    // Review C r22: the incident-notification commitment as the business writes it, one row right under the report and
    // the test, before the documents.
    const incident = section.find('[data-assurance="incident-notification"]');
    expect([incident.find('h3').text(), incident.find('p').text()]).toEqual(['Security incident notification', 'SAMPLE. Within 72 hours of confirming an incident that affects your data, by email and phone to the security contacts named in your agreement.']);
    expect(incident.prev().find('[data-assurance="penetration-test"]')).toHaveLength(1);
    // Trust review T1 r34 ("the page never says whether Vertiq signs a BAA"): a commitment to one industry's customers,
    // the industry named over it, in the incident row's shape, before the documents.
    const commitment = incident.next();
    expect(commitment.is('[data-assurance="industry-commitment"]')).toBe(true);
    expect([commitment.find('p').first().text(), commitment.find('h3').text()]).toEqual(['Healthcare', 'Business associate agreement']);
    expect(commitment.children('p').text()).toMatch(/^SAMPLE\. Signed with every healthcare customer before any protected health information is processed/);
    // Then the statements on the product and its models (trust review T2 r46), how it fits the customer's controls (trust
    // review T7 r53), then the documents.
    expect(commitment.next().is('[data-assurance="statements"]')).toBe(true);
    expect(commitment.next().next().is('[data-assurance="environment"]')).toBe(true);
    expect(commitment.next().next().next().is('[data-assurance="on-request"]')).toBe(true);
    // The vendor-risk documents, as the business lists them, with one request to the security address.
    const onRequest = section.find('[data-assurance="on-request"]');
    expect(onRequest.find('h3').text()).toBe('Also available on request');
    expect(onRequest.find('li')).toHaveLength(10);
    // A bridge letter for the months since the SOC 2 period ended (review round 4, 4.5).
    expect(onRequest.find('li').first().text()).toMatch(/^Bridge letter/);
    expect(onRequest.find('a').attr('href')).toMatch(/^mailto:security@vertiq\.sample\?subject=/);
    expect(section.find('[data-assurance="subprocessors"] tbody tr')).toHaveLength(3);
    // Review C r8: the list's date and how to hear of a change, from the business's subprocessor-list entry.
    const subprocessors = section.find('[data-assurance="subprocessors"]');
    expect(subprocessors.find('caption').text()).toBe('SubprocessorsCompanies that process customer data on our behalf · Updated July 1, 2026');
    expect(subprocessors.find('caption time').attr('datetime')).toBe('2026-07-01');
    expect(subprocessors.find('[data-subprocessor-notices]').text()).toBe('SAMPLE. Customers who ask are emailed 30 days before a new subprocessor starts.Get Change Notices');
    expect(subprocessors.find('[data-subprocessor-notices] a').attr('href')).toBe('mailto:security@vertiq.sample?subject=Subprocessor%20change%20notices');
    expect(section.find('#disclosure-policy').text()).toContain('security@vertiq.sample');
    expect(readFileSync(join(EVIDENCE_DIST, '.well-known/security.txt'), 'utf8')).toContain('Policy: http://localhost:4173/security#disclosure-policy\n');
    // The two ways to report are standalone links (24 px targets), not a line of small print.
    expect(section.find('[data-report-to] a').toArray().map((a) => security(a).attr('class'))).toEqual([expect.stringContaining('min-h-6'), expect.stringContaining('min-h-6')]);
  });

  it("/security: with Vertiq's own SOC 2 Type II entry, the framework list no longer says a listing is not Vertiq's certificate, and points to the report", () => {
    const security = sample('/security');
    const frameworks = security('#frameworks');
    // The real site (no attestation) keeps the sentence (tests/output/security.test.ts pins it); with one, it would read as a contradiction.
    expect(frameworks.text()).not.toContain('not a certificate issued to Vertiq');
    expect(frameworks.text()).toMatch(/A listed framework describes your own deployment.*Vertiq’s own attestation is a separate document/);
    const own = frameworks.find('[data-framework="SOC 2 Type II"] [data-own-report="row"]');
    expect(own.text()).toMatch(/^Vertiq’s own SOC 2 Type II reportReport available, report issued August 28, 2026/);
    expect(own.find('a').attr('href')).toBe('#soc2-report');
    expect(security('#soc2-report[data-assurance="soc2"]')).toHaveLength(1);
    // Only SOC 2 Type II carries the note; on the real site no row does. Trust review r42: below lg the rows after the first
    // start closed and hid it, so the same note stands over the list there (shown below lg only, the row's from lg only:
    // the Chromium test checks it is seen once at 390 and at 1280).
    expect(security('[data-own-report]').toArray().map((note) => security(note).attr('data-own-report'))).toEqual(['list', 'row']);
    const list = frameworks.find('[data-own-report="list"]');
    expect(list.next().is('[data-framework-list]')).toBe(true);
    expect(list.text()).toBe(own.text());
    expect(real('/security')('[data-own-report]')).toHaveLength(0);
    expect(real('/security')('#frameworks').text()).toContain('A listed framework is not a certificate issued to Vertiq.');
    // Review C r12: below lg only the first entry starts open (opening SOC 2 too, for its note, read as arbitrary); the
    // report itself is the Assurance section's card, above.
    expect(frameworks.find('[data-framework] > details').toArray().map((d) => security(d).attr('open') !== undefined)).toEqual([true, false, false, false, false, false, false]);
  });

  it('builds /customers and a page a case study, in the sitemap and the Company menu; every result with its source and date', () => {
    const sitemap = readFileSync(join(EVIDENCE_DIST, 'sitemap.xml'), 'utf8');
    for (const path of ['/customers', '/customers/sample-bank-credit-files', '/customers/sample-health-prior-authorizations', '/methodology']) expect(sitemap).toContain(`<loc>http://localhost:4173${path}</loc>`);
    const home = sample('/');
    expect(home('header a[href="/customers#top"]').length).toBeGreaterThan(0);
    expect(home('footer a[href="/methodology#top"]')).toHaveLength(1);
    expect(sample('/customers')('[data-case-study]')).toHaveLength(2);
    const study = sample('/customers/sample-bank-credit-files');
    const results = study('[data-result]').toArray();
    // The time saving and the model-risk review's two figures, promoted from the body (review: they were buried there).
    // Review C r7: no "2.6x" restating the 62%, and the egress audit (an architecture fact, not a result) is a key fact.
    expect(results).toHaveLength(3);
    expect(study('main').text()).not.toContain('2.6x');
    // Review C r12: the deployment (with its egress audit) is the hero card's, said once: not also Key facts'.
    expect(study('[data-customer-facts]').text()).toContain("no outbound connection, confirmed by the bank's network egress audit");
    expect(study('[data-key-facts]').text()).not.toMatch(/Deployment|Volume|egress audit/);
    // Each says who measured it: the sample names no verifier, so each is plainly the customer's own (review C, E4).
    // Review C r8: who measured them is said once, over the Results, not closing every source.
    for (const result of results) expect(study(result).find('[data-result-source]').text()).toMatch(/^Source: .+, measured [A-Z][a-z]+ \d{1,2}, 2026\.$/);
    expect(study('[data-section="results"] h2').next().text()).toBe('Figures as measured by Sample Bank (sample), not independently verified; each with its source and date.');
    expect(study('main').text().split('not independently verified')).toHaveLength(2);
    expect(study('[data-quote] figcaption').text()).toMatch(/Taylor Sample \(sample\).*Quoted with permission given September 1, 2026\./);
    // The sample's health study is a full one too (review: without quote or detail it read as a stub).
    expect(sample('/customers/sample-health-prior-authorizations')('[data-quote] figcaption').text()).toMatch(/Casey Sample \(sample\).*Quoted with permission given September 22, 2026\./);
    // Review C r22/r31: the nurse-correction rate carries its unit on the study's page too, the same way as on the card.
    const healthStudy = sample('/customers/sample-health-prior-authorizations');
    const rate = healthStudy('[data-section="results"] [data-result]').last();
    const [figure, label] = rate.find('p').first().children('span').toArray().map((el) => healthStudy(el).text());
    expect(figure).toBe('3.1 Error rate');
    expect(label).toMatch(/^per 100 packets: corrections to the model's summaries, made by nurses/);
    expect(label).not.toContain('every one caught');
    // An error rate never heads a card: /customers' card for the study leads with its first gain.
    const customers = sample('/customers');
    const healthCard = customers('li[data-case-study]').filter((_, li) => customers(li).text().includes('Prior authorizations triaged'));
    expect(healthCard.find('span.text-5xl').text()).toBe('48%');
  });

  it('says each thing once on a case study: the hero says who, the results section what was measured', () => {
    const study = sample('/customers/sample-bank-credit-files');
    const hero = study('[data-section="hero"] [data-hero-visual]');
    // Regression (review): the hero card showed 62% and 0, then the Results section showed them again.
    for (const figure of ['62%', '97.6%']) expect(hero.text(), figure).not.toContain(figure);
    expect(hero.find('img[alt="Sample Bank (sample)"]')).toHaveLength(1);
    expect(hero.find('[data-customer-descriptor]').text()).toBe('Regional bank (sample)');
    // The name is the logo's (and the heading's when a business writes it there): not also the eyebrow's and the Results lede's.
    // Review C r12: the industry is the card's row, so the eyebrow says only what the page is.
    expect(study('[data-section="hero"] p').first().text()).toBe('Case study');
    const facts = hero.find('[data-customer-facts] > div').toArray().map((d) => [study(d).find('dt').text(), study(d).find('dd').text()]);
    // Review round 6: how long the reference has been live, when the business gives it (the entry's optional inProductionSince).
    // Review C r12: a logo and three dates left the card sparse: industry, deployment and volume first, from the entry.
    expect(facts).toEqual([
      ['Industry', 'Financial Services'],
      ['Deployment', "On-premises, two GPU servers in the bank's own data center; no outbound connection, confirmed by the bank's network egress audit in August 2026 (sample)"],
      ['Volume', 'About 1,200 credit files a quarter (sample)'],
      ['In production since', 'November 3, 2025'],
    ]);
    expect(hero.find('[data-customer-facts] a')).toHaveLength(0);
    expect(study('[data-section="next"] a[href="/financial-services#top"]')).toHaveLength(1);
    expect(hero.find('time').toArray().map((t) => study(t).attr('datetime'))).toEqual(['2025-11-03']);
    // Review C r15: the publication and naming dates under the hero's copy, as a byline (the card ran ~200 px past the copy).
    const dates = study('[data-section="hero"] [data-study-dates] > div').toArray().map((d) => [study(d).find('dt').text(), study(d).find('time').attr('datetime'), study(d).find('dd').text()]);
    expect(dates).toEqual([
      ['Published', '2026-09-10', 'September 10, 2026'],
      ['Named with permission', '2026-06-02', 'June 2, 2026'],
    ]);
    expect(study('[data-hero-visual] [data-study-dates]')).toHaveLength(0);
    // Every result once on the page, each with a machine-readable date.
    expect(study('main').text().split('62%')).toHaveLength(2);
    expect(study('[data-result] [data-result-source] time').toArray().map((t) => study(t).attr('datetime'))).toEqual(['2026-07-31', '2026-06-30', '2026-06-30']);
    // Said once: the review's figure is a result, not also the body's.
    expect(study('main').text().split('2,940')).toHaveLength(2);
    // Review C r12: Results and Keep reading carry an eyebrow, as every section of the site does.
    expect(study('main').text()).not.toContain('What’s next');
    expect(['results', 'next'].map((name) => [study(`[data-section="${name}"] h2`).prev('p').text(), study(`[data-section="${name}"] h2`).text()])).toEqual([
      ['Results', 'What changed'],
      ['Related', 'Keep reading'],
    ]);
    // The optional limits, last in the story, only where the entry gives them (the bare study below has none). Review C r8:
    // both sample studies give them, so both show the same sections in the same order (one template).
    expect(study('[data-study-limits]').text()).toMatch(/^SAMPLE\. We would have brought the model-risk team in/);
    const health = sample('/customers/sample-health-prior-authorizations');
    expect(health('[data-study-limits]').text()).toMatch(/^SAMPLE\. We would have started with the payer/);
    // Review C r15: a number keeps the word it counts ("the 11 / weeks" broke at 390 px). Trust review T r45: each (SAMPLE)
    // lesson names the milestone it would have moved (the second loan type, the correction rate), not the time to production.
    expect(study('[data-study-limits]').text()).toContain('more than 8\u00a0months after the first');
    expect(health('[data-study-limits]').text()).toContain('the 3.1\u00a0corrections per 100\u00a0packets');
    expect(study('[data-study-limits]').text()).not.toContain('11\u00a0weeks');
    expect(health('[data-study-limits]').text()).not.toContain('9\u00a0weeks');
    for (const page of [study, health]) {
      expect(page('[data-section="story"] h2').toArray().map((h) => page(h).text())).toEqual(['The problem', 'The approach', 'In detail', 'What we would do differently']);
      expect(page('main > section').toArray().map((section) => page(section).attr('data-section'))).toEqual(['hero', 'results', 'story', 'next', 'case-study-cta']);
    }
    // The way back is a full-size button in the closing band, not 20 px of small print.
    const back = study('[data-section="case-study-cta"] a[data-back-to-index]');
    expect([back.attr('href'), back.text()]).toEqual(['/customers#top', 'All Case Studies']);
    expect(back.find('svg[aria-hidden="true"]')).toHaveLength(1);
    // Trust review T2 r40: the band offers a reference customer; it now asks for one, by email to sales, subject filled in.
    const ask = study('[data-section="case-study-cta"] a[data-reference-offer]');
    expect([ask.text(), ask.attr('href')]).toEqual(['Ask for a Reference Customer', expect.stringMatching(/^mailto:[^?]+\?subject=Reference%20customer$/)]);
    expect(study('[data-section="case-study-cta"] a').toArray().map((a) => study(a).text())).toEqual(['Schedule Demo', 'Ask for a Reference Customer', 'All Case Studies']);
  });

  // Trust review T r45: read as a bank CTO, the SAMPLE evidence contradicted itself. Each case study, /methodology entry and
  // model card now tells one story; these check the fixture's own logic (placement and format are checked above).
  it('tells each (SAMPLE) case study, methodology entry and model card as one story, its dates and milestones agreeing', () => {
    const bank = sample('/customers/sample-bank-credit-files');
    const health = sample('/customers/sample-health-prior-authorizations');
    const detail = (page: typeof bank) => page('[data-story-rest] [data-prose] p').toArray().map((p) => page(p).text().replace(/\s+/g, ' '));
    // In production since November 3, 2025, with the model-risk review dated June 30, 2026: the validation before go-live
    // is said (a limited-use approval for the first loan type), and the full review is the one that widened it.
    expect(bank('[data-customer-facts]').text()).toContain('November 3, 2025');
    expect(detail(bank)[0]).toMatch(/approved the model for limited use: that loan type only.*went live on November 3, 2025\. The team's full review.*ran from March to June 2026/);
    expect(bank('[data-key-facts]').text()).toContain("11 weeks from contract to the first loan type in production, under a limited-use approval from the bank's model-risk team");
    for (const source of bank('[data-result-source]').toArray().slice(1)) expect(bank(source).text()).toMatch(/^Source: Sample Bank's full model-risk review, March to June 2026, /);
    // The 62% counts the files of the one loan type then on Vertiq (the second went live in July 2026), not the quarter's.
    expect(bank('[data-result-source]').first().text()).toContain('the 700 commercial term-loan files of Q2 2026 (the one loan type then on Vertiq)');
    expect(bank('[data-study-limits]').text()).toContain('set the date the second loan type went live, July 20, 2026');
    // The lesson names what the changed start would have moved, not the time to the first payers in production.
    expect(health('[data-study-limits]').text()).toMatch(/brought the 3\.1\u00a0corrections per 100\u00a0packets down sooner/);
    expect(health('[data-key-facts]').text()).toContain('9 weeks from contract to the first two payers in production');
    expect(health('[data-result-source]').last().text()).toContain('it counts what nurses corrected, not errors a nurse missed');
    // Each study's vendor review its own customer's: no sentence of one's "In detail" in the other's.
    const sentences = (page: typeof bank) => detail(page).flatMap((p) => p.split(/(?<=[.;:])\s+/)).filter((sentence) => sentence.length > 30);
    const healthText = detail(health).join(' ');
    expect(sentences(bank).filter((sentence) => healthText.includes(sentence.replace(/\(sample\)\.?$/, '').trim()))).toEqual([]);
    expect(detail(bank).join(' ')).not.toContain('the vendor review closed in');
    expect(healthText).not.toContain('the vendor review closed in');
    // /methodology: the cost figure says the subscription is counted, in its scope (the figure's notes) and its method.
    const methodology = sample('/methodology');
    const row = (id: string, name: string) => methodology(`section#${id} dt`).filter((_, dt) => methodology(dt).text() === name).first().next('dd').text();
    expect(row('document-cost', 'Scope')).toBe('40,000 documents at three customers, counting the Vertiq subscription, hardware and power (sample)');
    expect(row('document-cost', 'How it was computed')).toContain('divides the Vertiq subscription for the period, the amortised hardware and the power');
    expect(sample('/features/cost-efficiency')('[data-section="figure-notes"]').text()).toContain('counting the Vertiq subscription');
    // The 70B on one 48 GB GPU: its precision and serving said wherever the comparison is, the notes included.
    expect(row('compute', 'Compared against')).toBe('A general-purpose 70B model quantized to 4-bit (AWQ), served with vLLM on the same server, same documents and prompts (sample)');
    expect(row('compute', 'Conditions')).toContain('the 70B quantized to 4-bit (AWQ) to fit the one 48 GB GPU');
    expect(sample('/technology/small-llms')('[data-section="figure-notes"]').text()).toContain('Compared with a general-purpose 70B model quantized to 4-bit (AWQ)');
    // The timing runs' servers against the model cards' minimum, said; the latency set named.
    for (const id of ['response-time', 'average-response', 'speed']) expect(row(id, 'Conditions'), id).toContain("32 vCPU, 128 GB RAM, above our model cards' minimum of 16 vCPU, 64 GB RAM");
    expect(row('response-time', 'Data set')).toMatch(/^SAMPLE\. 5,000 single-page queries drawn from the 300 financial documents of the term-accuracy data set/);
    expect(methodology('main').text()).not.toContain('the same document set');
    // The health card's release 3.1 with its own pre-ship result, beside the lab's figure on 3.0 (which its next run replaces).
    const healthCard = sample('/technology/small-llms')('article#model-sample-health-7b');
    const updates = healthCard.find('dt').filter((_, dt) => healthCard.find(dt).text() === 'Updates').next('dd').text();
    expect(updates).toContain('re-measured on our held-out clinical set before it ships (3.1: 98.1%, July 2026)');
    expect(row('term-accuracy', 'Measured again')).toContain("the clinical model's release 3.1, measured internally before it shipped, is in the next run");
  });

  it('/customers: the hero\'s panel (the customers\' logos, no counts, and the reference offer); the case studies first, title then metric, then the other named customers once as cards of the same frame', () => {
    const customers = sample('/customers');
    const hero = customers('[data-section="hero"]');
    // Review round 5: an "Also using" card in the hero ranked the customers without results above the case studies,
    // and counted "2 customers" beside "4 named customers". The studies follow the hero; every customer is named once, after them.
    const sections = customers('main > section').toArray().map((section) => customers(section).attr('data-section'));
    expect(sections.slice(0, 3)).toEqual(['hero', 'case-studies', 'named-customers']);
    expect(hero.find('[data-named-customers]')).toHaveLength(0);
    // No "Customers by industry" card or chips (review C r9: four "1 customer" rows spent the hero on a thin count and
    // repeated the sections below), and no counts (review C r28, r23: "4" and "2" set large drew the eye to how small the
    // base is): beside the copy the customers' logos, each linked as on the home strip, and the way to speak to one.
    expect(hero.find('[data-figure], [data-customers-by-industry], [data-industry-chips], [data-evidence-counts], [data-stat], [data-customers-facts] dl, [data-customers-facts] .text-4xl')).toHaveLength(0);
    const facts = hero.find('[data-hero-visual] [data-customers-facts]');
    expect(facts.find('[data-hero-logos] > li img').toArray().map((img) => customers(img).attr('alt'))).toEqual(['Sample Bank (sample)', 'Sample Health (sample)', 'Sample Law LLP (sample)', 'Sample Properties (sample)']);
    expect(facts.find('[data-hero-logos] a').toArray().map((a) => customers(a).attr('href'))).toEqual(['/customers/sample-bank-credit-files#top', '/customers/sample-health-prior-authorizations#top', '/customers#customer-sample-law', '/customers#customer-sample-properties']);
    expect(facts.find('a[data-reference-offer]')).toHaveLength(1);
    expect(hero.text()).not.toContain('Corporate law firm (sample)');
    // Each customer once under the hero (review C r7: the studies' customers were listed again under their cards): a
    // customer with a case study is its card, with an id of its own; the others are cards of one list.
    expect(customers('[data-case-study]').toArray().map((li) => customers(li).attr('id'))).toEqual(['customer-sample-bank', 'customer-sample-health']);
    const grid = customers('[data-section="named-customers"]');
    // Not count-led (review C r9).
    expect(grid.find('h2').text()).toBe('Other named customers');
    // Review C r15: cards side by side in the case-study cards' frame (a two-row table across the page at 1280 px, its
    // Stage column wide and empty), as many columns as cards (review C r31: two cards in three columns left the right third
    // empty), each headed by its name in text (its mark is the hero's); every fact labelled (review C r8).
    const named = grid.find('ul[data-named-customers] > li');
    const columns = grid.find('ul[data-named-customers]').attr('class')!.split(' ');
    expect(columns).toContain('sm:grid-cols-2');
    expect(columns.filter((c) => /^(lg|xl):grid-cols-/.test(c))).toEqual([]);
    expect(named.toArray().map((li) => [customers(li).attr('id'), customers(li).find('[data-customer-name]').text()])).toEqual([
      ['customer-sample-law', 'Sample Law LLP (sample)'],
      ['customer-sample-properties', 'Sample Properties (sample)'],
    ]);
    const frame = (el: Parameters<typeof customers>[0]) => customers(el).attr('class')!.split(' ').filter((c) => ['rounded-card', 'border', 'border-slate-200', 'bg-white', 'p-6'].includes(c));
    for (const li of [...named.toArray(), ...customers('[data-case-study]').toArray()]) expect(frame(li)).toHaveLength(5);
    // Each customer's mark once on the whole page, the hero's (review C r22: the same mark in the hero and in its card).
    const marks = customers('main img');
    expect(marks.length).toBe(4);
    expect(customers('[data-case-study] img, [data-named-customers] img')).toHaveLength(0);
    for (const img of marks.toArray()) expect(marks.filter((_, other) => customers(other).attr('alt') === customers(img).attr('alt')), customers(img).attr('alt')).toHaveLength(1);
    // The stage is what the business records, a short badge by the name (review C r28: "Stage: In production since
    // {date}" beside "Public reference since" read as two "since" dates; r11: "In production since: —" read as "not using
    // it"): the law firm's production date makes it "In production", the property manager's status "Pilot"; nothing
    // recorded, no badge. Under the name one line, descriptor · industry (review C r28: three stacked identity lines).
    // What each runs it on, the fixture's optional `uses` line (review C r22: the cards were ~60% empty). Then the dates,
    // short labels (r28: "Public reference since" wrapped at 390 px): live since or pilot since, when recorded (r31: a pilot had one
    // date where a live customer has two), and named publicly.
    const card = (li: (typeof named)[number]) => [
      customers(li).find('[data-customer-status]').text(),
      customers(li).find('[data-customer-descriptor]').parent().text(),
      customers(li).find('[data-customer-uses]').text(),
      ...customers(li).find('dl').children().toArray().map((el) => `${el.tagName}:${customers(el).text()}`),
    ];
    expect(card(named[0])).toEqual(['In production', 'Corporate law firm (sample) \u00b7 Legal', "Engagement letters and NDAs checked against the firm's own playbook (sample)", 'dt:Live since', 'dd:Apr 6, 2026', 'dt:Named publicly', 'dd:Aug 20, 2026']);
    expect(card(named[1])).toEqual(['Pilot', 'Commercial property manager (sample) \u00b7 Commercial Real Estate', 'Lease abstracts for its office portfolio, read on its own servers (sample)', 'dt:Pilot since', 'dd:Jul 13, 2026', 'dt:Named publicly', 'dd:Sep 5, 2026']);
    expect(customers(named[1]).find('[data-customer-name] + [data-customer-status="pilot"]').text()).toBe('Pilot');
    // The study cards carry no badge (their stage is the study page's Key facts).
    expect(customers('[data-case-study] [data-customer-status]')).toHaveLength(0);
    // Review C r12: every value at one weight (a bold Type column weighted the row unevenly).
    for (const dd of named.find('dd').toArray()) expect(customers(dd).attr('class') ?? '').not.toMatch(/font-(semibold|bold|medium)/);
    expect(customers('main').text()).not.toContain('\u2014');
    expect(named.find('time').toArray().map((t) => customers(t).attr('datetime'))).toEqual(['2026-04-06', '2026-08-20', '2026-07-13', '2026-09-05']);
    // A customer card never leads to an industry's marketing page (review C r7), nor anywhere else.
    expect(named.find('a')).toHaveLength(0);
    // Permission said once on the page, in the grid's intro (review: lede, every tile and caption said it).
    expect(grid.find('h2').next().text()).toBe('Each customer agreed to be named, on the date shown.');
    expect(customers('main').text()).not.toMatch(/permission/i);
    // The reference offer said once, in the hero's facts panel (review C r8: the case studies' intro said it too; r11: it
    // was only in the closing band, under the evidence), an email to sales, a text link (r22: a second button stacked
    // under the first at 390 px competed with it; r12: not a caption, a link with its lead-in).
    expect(customers('main').text().split(/reference customer/i)).toHaveLength(2);
    const reference = hero.find('a[data-reference-offer]');
    expect([reference.text(), reference.attr('href')]).toEqual(['Ask for a Reference Customer', 'mailto:sales@vertiq.sample?subject=Reference%20customer']);
    expect(reference.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['font-semibold', 'text-blue-700']));
    expect(reference.attr('class')).not.toMatch(/(^|\s)border/);
    expect(hero.find('[data-reference-offer]').parent().text()).toBe('Speak to one of them before you decide. Ask for a Reference Customer');
    expect(customers('[data-section="customers-cta"]').text()).toContain('A demo runs on documents like yours.');
    expect(customers('[data-section="case-studies"] h2').next().length).toBe(0);
    expect(hero.find('a[href="/demo#top"]').text()).toBe('Schedule Demo');
    // The headline results are not repeated in the hero; each card gives its source inline and its date.
    expect(hero.text()).not.toContain('62%');
    expect(customers('[data-case-study] [data-result-source]').toArray().map((p) => customers(p).text())).toEqual([
      "Source: Sample Bank's credit-operations time tracking, the 700 commercial term-loan files of Q2 2026 (the one loan type then on Vertiq) against the same loan type's files of Q2 2025 (sample), measured July 31, 2026; not independently verified.",
      expect.stringMatching(/^Source: .+, measured [A-Z][a-z]+ \d{1,2}, 2026; not independently verified\.$/),
    ]);
    // Basis, then who measured it on a line of its own (review C r28: at 390 px the phrase split mid-way), at 14 px (trust
    // review T2 r34: ~12 px read hard at 390), ending on the inline "Source" of every card, a 24 px summary (review C r31:
    // a full-width accordion row here was a third source treatment), above the card's stretched link (review C, E4).
    const citation = customers('[data-case-study] .relative.z-10').first();
    expect(citation.children().first().attr('class')!.split(' ')).toContain('text-sm');
    // Trust review T2 r34: the study cards give the customer's dates as the other customers' cards do.
    expect(customers('[data-case-study] [data-customer-dates] dt').map((_, dt) => customers(dt).text()).get()).toEqual(['Live since', 'Named publicly', 'Live since', 'Named publicly']);
    expect(citation.find('[data-result-scope], [data-result-measured-by]').toArray().map((p) => customers(p).text())).toEqual(['700 term-loan files\u00a0· Q2 2026 vs Q2 2025', 'Customer-measured, not independently verified']);
    const source = citation.find('details[data-result-citation] > summary');
    expect(source.find('[data-result-source-label]').text()).toBe('Source');
    expect(source.text()).toMatch(/^Customer-measured, not independently verified\u00a0· Source$/);
    expect(source.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['block', 'min-h-6']));
    // No quote on the index (review C r11: it is on the study page and the industry page, and pushed the link below the fold at 390 px).
    expect(customers('[data-case-study] [data-customer-quote], [data-case-study] blockquote')).toHaveLength(0);
    // Review C r28: a card reads who, the title, the headline result with its basis, then a summary that adds to it
    // rather than restating the figure (r8: the result, the reason to click, came last); the deployment line is the
    // study page's Key facts, not the card's.
    for (const card of customers('[data-case-study]').toArray()) {
      const text = customers(card).text();
      const summary = customers(card).find('.text-5xl').parent().parent().next().find('p').first().text();
      const order = [customers(card).find('[data-customer-descriptor]').text(), customers(card).find('h3').text(), customers(card).find('.text-5xl').text(), summary].map((part) => text.indexOf(part));
      expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])), JSON.stringify(order)).toBe(true);
      expect(summary).toMatch(/^SAMPLE case study: /);
      expect(summary).not.toContain(customers(card).find('.text-5xl').text());
      expect(summary).not.toMatch(/cut review time|faster|shorter/);
    }
    expect(customers('[data-case-study]').text()).not.toContain('Deployment');
    // The card's title does not repeat the name its logo shows.
    expect(customers('[data-case-study] h3').first().text()).toBe('Credit review on its own servers (sample)');
    // No logo-strip section (and its proof card) here: each customer is its card.
    expect(customers('[data-section="customer-logos"]')).toHaveLength(0);
  });

  // Review: evidence reached only home, industry, about and security pages, not where a buyer decides.
  it('shows a solution page the case study that names it, and /pricing and /demo a sourced headline result', () => {
    const risk = sample('/solutions/risk-assessment');
    expect(risk('[data-section="case-study"] [data-case-study]').attr('data-case-study')).toBe('sample-bank-credit-files');
    expect(risk('[data-section="case-study"] a[data-case-study-link]').attr('href')).toBe('/customers/sample-bank-credit-files#top');
    // The results the study marks for risk assessment (the review time its summary cites, and the model-risk review), not
    // the industry page's three and its quote again (review C; r11: one figure alone in the card's right half).
    expect(risk('[data-section="case-study"] [data-result] dd:first-of-type').toArray().map((dd) => risk(dd).text())).toEqual(['62%', '97.6%']);
    expect(risk('[data-section="case-study"] blockquote')).toHaveLength(0);
    // A solution page whose study marks no result for it shows the first three and the quote.
    const documents = sample('/solutions/document-analysis')('[data-section="case-study"]');
    expect(documents.find('[data-result]')).toHaveLength(3);
    expect(documents.find('blockquote').text()).toContain('SAMPLE QUOTE');
    expect(sample('/solutions/regulatory-compliance')('[data-case-study]').attr('data-case-study')).toBe('sample-health-prior-authorizations');
    // A solution no study names shows none.
    expect(sample('/solutions/contract-intelligence')('[data-section="case-study"]')).toHaveLength(0);
    const pricing = sample('/pricing')('[data-section="pricing-proof"]');
    expect(pricing.find('[data-proof-card]')).toHaveLength(2);
    // Two cards that would say the same caveat say it once (review C r9), as the footer of one frame round the pair, not
    // an orphan line under it (review C r11).
    expect(pricing.find('[data-proof-card] [data-card-caveat]')).toHaveLength(0);
    expect(pricing.find('[data-proof-group] > :last-child').is('[data-card-caveat]')).toBe(true);
    expect(pricing.find('[data-proof-group] [data-proof-card]')).toHaveLength(2);
    expect(pricing.find('[data-card-caveat]').text()).toBe('Figures as measured by the customer, not independently verified');
    expect(pricing.text().match(/not independently verified/g)).toHaveLength(1);
    const demo = sample('/demo')('[data-section="demo-proof"]');
    expect(demo.find('[data-proof-card]')).toHaveLength(1);
    expect(demo.text()).toMatch(/Source: .+, measured [A-Z][a-z]+ \d{1,2}, 2026\./);
    // The reference offer a link beside the study's, above the card's rule (review C r12: under the rule it read as an orphan).
    const reference = demo.find('[data-proof-foot] > div:first-child a[href^="mailto:"]');
    expect(reference.text()).toBe('Ask for a Reference Customer');
    expect(reference.attr('href')).toBe('mailto:sales@vertiq.sample?subject=Reference%20customer');
    expect(demo.find('[data-proof-foot] .border-t').text()).toBe('Figures as measured by the customer, not independently verified');
    // Solution page from lg: the study's foot under the story in the left column, the results down the right (review C r12: an empty left column).
    const riskCard = risk('[data-section="case-study"] [data-case-study]');
    expect(riskCard.find('[data-proof-foot]').attr('class')!.split(' ')).toEqual(['lg:col-start-1', 'lg:row-start-2']);
    expect(riskCard.find('[data-proof-foot]').prev().attr('class')!.split(' ')).toEqual(expect.arrayContaining(['lg:row-span-2']));
    // Every product page's card says who measured its figures once, in its footer (review C r8).
    for (const [path, container] of [['/demo', '[data-section="demo-proof"] [data-proof-card]'], ['/solutions/document-analysis', '[data-section="case-study"] [data-case-study]']]) {
      const $ = sample(path);
      for (const card of $(container).toArray()) {
        expect($(card).text().match(/not independently verified/g), path).toHaveLength(1);
        expect($(card).find('[data-proof-foot] [data-card-caveat]').text(), path).toBe('Figures as measured by the customer, not independently verified');
      }
    }
    // Beside the form: the hero's column under the copy, not a section further down.
    expect(demo.closest('[data-section="hero"]')).toHaveLength(1);
  });

  it('links each product figure to its methodology entry through the figure component', () => {
    // /technology/small-llms states the 98% once, in its explainer (issue 35 left /technology's figures to its table's prose).
    const technology = sample('/technology/small-llms');
    // The cue leads to the figure's note on the page; the note, to the method.
    expect(technology('a.method-cue[data-methodology-link="term-accuracy"]').first().attr('href')).toBe('#figure-note-1');
    expect(technology('a.method-cue[data-methodology-link="term-accuracy"]').first().text()).toBe('98%');
    expect(technology('#figure-note-1 a[data-methodology-link="term-accuracy"]').attr('href')).toBe('/methodology#term-accuracy');
    // Review C r11: the box claimed "each vertical" where the method measured 3 of 13; the box says no more than the
    // method; on the real site too (no method). Review C r22: under the stat only its tag, on a line of its own; what it
    // was measured on is the note's alone (the stat's "Measured on ..." repeated the note's condition).
    const box = technology('[data-section="claims"]').first();
    // Trust review T7 r53: the stat says what the 98% covers, from the entry's appliesTo, over its tag.
    expect(box.find('[data-figure-caveat]').text()).toBe('On financial, legal and clinical terms (sample)Independent');
    expect(box.find('[data-figure-applies-to]').text()).toBe('On financial, legal and clinical terms (sample)');
    expect(box.find('[data-figure-caveat]').text()).not.toContain('Measured on');
    expect(technology('#figure-note-1').text()).toContain('Measured on financial, legal and clinical terms');
    expect(box.find('[data-figure-caveat] > span.block > [data-independence]')).toHaveLength(1);
    expect(box.find('[data-figure-note]')).toHaveLength(0);
    for (const $ of [technology, real('/technology/small-llms')]) expect($('[data-section="claims"]').first().text()).not.toMatch(/each vertical/i);
    const methodology = sample('/methodology');
    for (const id of ['term-accuracy', 'response-time', 'average-response', 'document-cost', 'compute', 'speed']) {
      expect(methodology(`section#${id} h2`).text(), id).not.toBe('');
      expect(methodology(`section#${id} dl`).text()).toMatch(id === 'average-response' ? /Same study as figure\u00a02.*Data set.*Conditions/ : /Measured by.*Measured on.*Data set.*Conditions/);
    }
    // Each figure scannable: its place, statement, its own anchor, then data set, date, conditions as rows.
    const ids = ['term-accuracy', 'response-time', 'average-response', 'document-cost', 'compute', 'speed'];
    ids.forEach((id, i) => {
      const entry = methodology(`section#${id}`);
      expect(entry.find('p').first().text()).toBe(`Figure\u00a0${i + 1} of 6`);
      expect(entry.find('a[data-anchor]').attr('href')).toBe(`#${id}`);
      // One table of what takes sentences, how it was computed its last row (one body size); the optional rows only when given.
      // Whether the test documents were kept out of training and when the figure is measured again (review C), where given.
      // What the measurement covers, after the data set, where the entry says (review C r7: "Not yet measured").
      // Review C r15: every figure names every row (rows on some figures only read as omissions), never a value made up
      // for one the entry does not give. Review C r17: those share one grey line at the table's foot, in the table's order,
      // rather than a "Not stated" row each (4-5 rows of grey on internal figures).
      const rows = ['Data set', 'Coverage', 'Conditions', 'Compared against', 'Not counted', 'Kept out of training', 'Measured again', 'How it was computed'];
      const given: Record<string, string[]> = { 'term-accuracy': ['Coverage', 'Compared against', 'Kept out of training', 'Measured again'], 'response-time': ['Measured again'], 'average-response': ['Measured again'], compute: ['Compared against'], 'document-cost': ['Compared against', 'Not counted'], speed: ['Compared against'] };
      const optional = ['Coverage', 'Compared against', 'Not counted', 'Kept out of training', 'Measured again'];
      const absent = optional.filter((row) => !(given[id] ?? []).includes(row));
      // Review C r28: the grey "Not published for this figure: ..." sentence was near the same on five figures (and "what it
      // leaves out." a bare fragment); every row is on every figure, so rows line up, those not given muted "Not published".
      // SAMPLE average-response reports a second statistic of response-time's study: only its rows that differ (below); it is
      // measured again as response-time is (trust review T2 r34: "Measured again: Not published" beside its sibling's "every
      // model release" contradicted it), so that row is response-time's, not repeated.
      const shown = id === 'average-response' ? ['Data set', 'Conditions', 'How it was computed'] : rows;
      const table = entry.find('dl:not([data-figure-facts]) > div');
      expect(table.toArray().map((div) => methodology(div).find('dt').text())).toEqual(shown);
      for (const div of table.toArray()) {
        const row = methodology(div).find('dt').text();
        const unsaid = absent.includes(row);
        expect(methodology(div).is('[data-not-published]'), `${id} ${row}`).toBe(unsaid);
        // A row the entry says why it leaves empty says so in that reason's words (trust review T2 r40, T3 r41), any other
        // empty row "Not published".
        if (unsaid) expect(methodology(div).find('dd').text()).toBe(NO_VALUE_WORDS[methodology(div).attr('data-no-value') ?? ''] ?? 'Not published');
        else expect(methodology(div).find('dd').text()).not.toMatch(/^Not published/);
      }
      expect(entry.text()).not.toMatch(/Not stated|Not published for this figure|Measured internally/);
      // The facts in a strip above the table (review C r28: the rail ended a third of the way down a ~560 px table), one
      // order in every figure (review C r9, r28: figure 5's median led and its range trailed): who, scope, when, then the
      // outside check of an internal figure or the report of an independent one. Said once (review C r7): the sample size
      // only in the table's "Data set" row.
      // Review C r31: the same four slots in every figure (figures 5-6 had three, figure 3 a "Study" alone): figure 3's
      // "Study" takes the first; a slot the entry does not fill says so, muted (tests/unit/methodology-figure.test.tsx:
      // every SAMPLE figure gives its scope since trust review T7 r53, "Scope: Not published" beside a data set that said it).
      const internal = !['term-accuracy', 'document-cost'].includes(id);
      // Review C r22: the heading states the figure, so the facts do not say it again; every fact at one size.
      // SAMPLE speed's report is an internal run log on request (trust review T7 r53; it said "Under NDA", trust review T3
      // r41): that slot, then its outside check.
      const reportWithheld = id === 'speed';
      const terms = [id === 'average-response' ? 'Study' : 'Measured by', 'Scope', 'Measured on', ...(reportWithheld ? ['Report'] : []), internal ? 'Outside check' : 'Report'];
      expect(entry.find('[data-figure-facts] dt').toArray().map((dt) => methodology(dt).text())).toEqual(terms);
      expect(entry.find('[data-figure-facts] > div').toArray().map((div) => methodology(div).is('[data-not-published]'))).toEqual([false, false, false, ...(reportWithheld ? [false] : []), false]);
      expect(entry.find('[data-figure-facts] .sr-only, [data-figure-facts] .text-2xl')).toHaveLength(0);
      const statement = entry.children('h2').text();
      for (const dd of entry.find('[data-figure-facts] dd').toArray()) expect(statement).not.toContain(methodology(dd).text().replace(/ \(sample\)$/, ''));
      // Review C r17, r28: an internal figure's date for its outside measurement (SAMPLE), a quiet fact like "Measured on";
      // the notice itself once, in the index.
      if (internal) expect(entry.find('[data-figure-facts] > div').last().find('dd').text()).toBe('Due March 31, 2027');
      // The independent figures' reports on request, with the request link (trust review T7 r53: their links led to files no build ships).
      if (!internal) expect(entry.find('[data-figure-facts] > div').last().find('dd').text()).toBe(`${entry.find('[data-report-on-request]').text()}Request the Report`);
      expect(entry.find('.bg-amber-50')).toHaveLength(0);
      expect(entry.find('[data-figure-facts] time').first().attr('datetime')).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(entry.find('[data-sample-size]')).toHaveLength(1);
      expect(entry.find('[data-sample-size]').closest('div').find('dt').text()).toBe('Data set');
      // The statement over the full width, then the facts' strip, then the table (review C r7: three-line titles in a
      // ~230 px rail; review C r28: the strip above a full-width table).
      expect(entry.children('h2').nextAll('[data-figure-facts]')).toHaveLength(1);
      expect(entry.children('[data-figure-facts]').next().is('dl')).toBe(true);
      // Each figure's bar: its place and permalink, the way back to the list, and the figures before and after it
      // (review C r7: at 390 px each figure ran 1.5 screens with no way to the next).
      const bar = entry.find('[data-figure-bar]');
      expect(bar.find('a[data-back-to-index]').attr('href')).toBe('#figures');
      // In words, "Previous · All Figures · Next" (review C r9: bare chevrons beside "All Figures" read as a dropdown).
      expect(bar.children('p').last().text()).toBe([i > 0 && 'Previous', 'All Figures', i < ids.length - 1 && 'Next'].filter(Boolean).join('·'));
      expect(bar.find('a[aria-label="Previous figure"]').attr('href')).toBe(i > 0 ? `#${ids[i - 1]}` : undefined);
      expect(bar.find('a[aria-label="Next figure"]').attr('href')).toBe(i < ids.length - 1 ? `#${ids[i + 1]}` : undefined);
      // The permalink sits on the eyebrow line, not beside the wrapping heading.
      expect(entry.find('p').first().find('a[data-anchor]')).toHaveLength(1);
    });
    // The hero's index links every entry: the statement and its tag, no sample size or date (said once, with the figure).
    expect(methodology('[data-section="hero"] a[href^="#"]').toArray().map((a) => methodology(a).attr('href'))).toEqual(ids.map((id) => `#${id}`));
    expect(methodology('#figures [data-sample-size], #figures time')).toHaveLength(0);
    expect(methodology('[data-section="hero"] time').toArray().map((t) => methodology(t).attr('datetime'))).toEqual(['2027-03-31']);
    expect(methodology('[data-section="hero"] ul#figures')).toHaveLength(1);
    expect(methodology('main').text().split('12,000 terms (sample)')).toHaveLength(2);
    // The optional fields, shown only where the (SAMPLE) entry gives them: the coverage row, the report link.
    expect(methodology('section#term-accuracy dl:not([data-figure-facts]) dt').toArray().map((dt) => methodology(dt).text())).toContain('Coverage');
    expect(methodology('div:not([data-not-published]) > dt').filter((_, dt) => methodology(dt).text() === 'Coverage')).toHaveLength(1);
    // Trust review T7 r53: no report link to a file the build does not ship; each report the sample names is on request, in
    // its words, with the request link /security's documents on request use, its subject naming the figure.
    expect(methodology('a[data-report-link]')).toHaveLength(0);
    expect(methodology('[data-report-on-request]').toArray().map((el) => [methodology(el).closest('section').attr('id'), methodology(el).text(), methodology(el).next('a[data-report-request]').attr('href')])).toEqual([
      ['term-accuracy', 'Lab summary letter, on request under NDA (sample)', 'mailto:security@vertiq.sample?subject=Methodology%20report%20request%3A%2098%25%20term%20accuracy'],
      ['document-cost', 'Audit summary, on request under NDA (sample)', 'mailto:security@vertiq.sample?subject=Methodology%20report%20request%3A%20An%20average%2065%25%20lower%20processing%20cost%20per%20document'],
      ['speed', 'Internal run log, on request under NDA (sample)', 'mailto:security@vertiq.sample?subject=Methodology%20report%20request%3A%205x%20faster%20processing'],
    ]);
    // Trust review T7 r53: what the cost figure's average is taken over, a line of its data set; its customers said to be unnamed.
    expect(methodology('[data-average]').toArray().map((el) => [methodology(el).closest('section').attr('id'), methodology(el).text()])).toEqual([['document-cost', "Average: The mean of the three customers' own cost reductions, each customer weighted equally (sample)"]]);
    expect(methodology('section#document-cost [data-sample-size]').parent().text()).toContain('three customers who used hosted APIs before (not named)');
    // The statement, the product pages' claim, stays as written where the median leads.
    expect(methodology('section#compute h2').text()).toBe('Up to 80% lower computational requirements');
    // Who measured, as the business states it: a named third party for term accuracy in the sample.
    expect(methodology('section#term-accuracy [data-figure-facts] dd').first().text()).toBe('Sample Evaluation Lab, independent third party (sample) Independent');
    // Where the entry leads with its median (SAMPLE compute), the median and range together, one line under the statement
    // (review C r7, r28: split by other facts they read as two findings).
    expect(methodology('section#compute h2 + [data-figure-result]').text()).toBe('Median and range: 61% lower · 38% to 80% lower across 6 document types (sample)');
    expect(methodology('[data-figure-result]')).toHaveLength(1);
    // Review C r28: figure 3 reports a second statistic of figure 2's study: said so, linked, its shared rows not repeated
    // (its four facts stay, review C r31: one grid in every figure).
    expect(methodology('[data-same-study]').toArray().map((a) => [methodology(a).closest('section').attr('id'), methodology(a).text(), methodology(a).attr('href')])).toEqual([['average-response', 'Same study as figure\u00a02', '#response-time']]);
    // Review C r23, r28: the notice for internal figures, said once, against the index's "Internal" tag, with the date.
    expect(methodology('[data-section="hero"] figcaption [data-internal-note]').text()).toBe('InternalMeasured internally; no external letter yet. An outside measurement is due by March 31, 2027.');
    expect(methodology('main').text().split('no external letter')).toHaveLength(2);
    // Review C r15 ("under 1 s" with no other load: what under concurrency?): where the entry gives it, a line of the conditions.
    expect(methodology('[data-under-load]').toArray().map((el) => [methodology(el).closest('section').attr('id'), methodology(el).closest('div').find('dt').text(), methodology(el).text()])).toEqual([
      ['response-time', 'Conditions', 'Under load: p95 0.8 s with 20 concurrent queries on the same server, July 16, 2026; not yet measured above 20 (sample)'],
    ]);
    // Trust review T1 r34 ("hardware is never named"): what each speed, latency, compute and cost figure ran on, a line of
    // its conditions; the accuracy figure gives none. Said once in a same-study pair (figure 3 shares figure 2's).
    expect(methodology('[data-hardware]').toArray().map((el) => [methodology(el).closest('section').attr('id'), methodology(el).closest('div').find('dt').text(), methodology(el).text().slice(0, 30)])).toEqual([
      ['response-time', 'Conditions', 'Ran on: One server: 1x NVIDIA '],
      ['average-response', 'Conditions', 'Ran on: One server: 1x NVIDIA '],
      ['document-cost', 'Conditions', "Ran on: The three customers' o"],
      ['compute', 'Conditions', 'Ran on: One server: 1x NVIDIA '],
      ['speed', 'Conditions', 'Ran on: One server: 1x NVIDIA '],
    ]);
    // Review C r15: Figure 1 states one scoring rule, once (its conditions said "exact-match", its method "the same meaning").
    expect(methodology('section#term-accuracy').text().match(/exact match/gi)).toHaveLength(1);
    expect(methodology('section#term-accuracy').text()).not.toMatch(/exact-match|same meaning/);
    // Independent and internal figures tagged apart, in the index and beside who measured (review C, E5); the sample has 2 and 4.
    expect(methodology('#figures [data-independence]').toArray().map((tag) => methodology(tag).text())).toEqual(['Independent', 'Internal', 'Internal', 'Independent', 'Internal', 'Internal']);
    // One cue on every figure link, stat or sentence: the marker class, the figure's number among this page's notes (its
    // superscript, review C round 8), a title and a name that say the note's number and who measured it (review C, E5).
    const links = sample('/')('a[data-methodology-link]:not([data-figure-note-n] a)').toArray();
    expect(links.length).toBeGreaterThan(3);
    for (const a of [...links, ...technology('a[data-methodology-link]:not([data-figure-note-n] a)').toArray()]) {
      const n = technology(a).attr('data-figure-n')!;
      expect(technology(a).attr('href')).toBe(`#figure-note-${n}`);
      expect(technology(a).attr('class')).toMatch(/(^| )method-cue( |$)/);
      expect(technology(a).attr('title')).toMatch(/^How this was measured \((Independent|Internal): .+\)$/);
      expect(technology(a).attr('aria-label')).toBe(`${technology(a).text()}: figure note ${n}, ${/Independent/.test(technology(a).attr('title')!) ? 'independent' : 'internal'} measurement`);
    }
    // Where the figure is the point (a figure block, not a sentence), who measured it is a visible tag under it, in every
    // stat block (StatStrip too: review C r15, no second line under the row citing the figure again).
    expect(technology('[data-claim] [data-figure-caveat] [data-independence]').first().text()).toBe('Independent');
    const speed = sample('/features/lightning-speed');
    expect(speed('[data-claim] [data-figure-caveat] [data-independence]').toArray().map((tag) => speed(tag).text())).toEqual(['Internal', 'Internal']);
    expect(speed('[data-figure-baseline]')).toHaveLength(0);
    // Review C r15: one note format on every page: the caveat (scope, median, comparison) is in the note, never in the
    // stat's caption, on /technology as on home and /financial-services (where /technology's notes left it out).
    expect(technology('main [data-figure-note]').not('[data-section="figure-notes"] [data-figure-note]')).toHaveLength(0);
    const notesOf = (li: string) => technology('[data-section="figure-notes"] li').filter((_, el) => technology(el).text().includes(li));
    // Review C r15 (small-llms (b): no accuracy comparison with a general model): the sample's lab baseline, in the note.
    // Review C r22: a clause a line, as /methodology lists them, not joined by " · ".
    const clauses = (note: ReturnType<typeof notesOf>) => note.find('[data-figure-note] > [data-figure-note-clause]').toArray().map((el) => technology(el).text());
    expect(clauses(notesOf('98% term accuracy'))).toEqual(['Measured on financial, legal and clinical terms; 98% is the lowest of the three (sample)', 'Compared with a hosted general-purpose 70B model, run by the same lab on the same 900 documents and prompts, which scored 91.2% (sample)']);
    expect(notesOf('98% term accuracy').find('[data-figure-note]').text()).not.toContain(' · ');
    expect(notesOf('computational').find('[data-figure-note]').text()).toContain('Median 61% lower, range 38% to 80% lower across 6 document types (sample)');
    expect(notesOf('computational').find('[data-independence]').text()).toBe('Internal');
    // A note carries what its method does not count (review C r15: home's [3] hid that the 65% leaves out staff time).
    const homeCost = sample('/')('[data-section="figure-notes"] li').filter((_, el) => sample('/')(el).text().includes('65% lower'));
    expect(homeCost.find('[data-figure-note-clause]').last().text()).toBe('Not counted: operations staff and MLOps time, which the customers did not track per document (sample)');
    // The same page of the real site shows the figure as plain text, once, in the section it explains.
    expect(real('/technology/small-llms')('a[data-methodology-link]')).toHaveLength(0);
    expect(real('/technology/small-llms')('[data-section="explainer"] [data-claim]').text()).toContain('98%');
  });

  it('puts every occurrence of a product figure on every page inside a methodology link (cards, tables, lists, hero text and Markdown articles); the real build has none', () => {
    const files = readdirSync(EVIDENCE_DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    expect(files.length).toBeGreaterThan(50);
    // /methodology is where the figures are explained: it names them as headings, not links to itself.
    const unlinked = files
      .filter((file) => !file.startsWith('methodology'))
      .flatMap((file) => unlinkedFigures(readFileSync(join(EVIDENCE_DIST, file), 'utf8')).map((hit) => `${file}: ${hit.id}: ${hit.context}`));
    expect(unlinked).toEqual([]);
    // The places the audit found plain, each now linked: a sentence (inline) and the Markdown step.
    const inline = (path: string, id: string) => sample(path)(`a[data-methodology-link="${id}"][data-figure-inline]`);
    // The whole phrase, so the mark does not split "5x faster ⓘ processing" (review round 5); short phrases kept on one line.
    expect(inline('/', 'speed').first().text()).toBe('5x faster processing');
    expect(inline('/', 'speed').first().attr('class')).toContain('whitespace-nowrap');
    expect(inline('/technology', 'average-response').first().text().replace(/\u00a0/g, ' ')).toBe('under 500 ms');
    // (An industry page's reason, in a sentence; healthcare's hero, the example here before, no longer states the figure: review r5.)
    expect(inline('/aviation', 'response-time').first().text()).toBe('under 1 s');
    // /trends states its figures once, in the featured insight panel, each a stat linked to its method.
    expect(sample('/trends')('[data-insight] a[data-methodology-link="document-cost"]').text()).toBe('65%');
    // /learn's lesson 1.2 states its figures once, as stat values (the sentence that repeated each is gone).
    expect(sample('/learn')('[data-claim] dt a[data-methodology-link="compute"]:not([data-figure-inline])').text()).toBe('Up to 80%');
    const article = sample('/trends/small-language-models-regulated-industries');
    expect(article(article('[data-prose] a[data-methodology-link="term-accuracy"]').attr('href')).find('a[data-methodology-link]').attr('href')).toBe('/methodology#term-accuracy');
    expect(article('[data-prose] a[data-methodology-link]').toArray().map((a) => article(a).attr('data-methodology-link'))).toEqual(expect.arrayContaining(['term-accuracy', 'compute', 'response-time', 'average-response', 'document-cost']));
    // The copy stays as written: linking changes no text.
    article('[data-section="figure-notes"]').remove();
    expect(article('main').text().replace(/\s+/g, ' ')).toBe(real('/trends/small-language-models-regulated-industries')('main').text().replace(/\s+/g, ' '));
    // The real build: every figure is plain text, none is a link.
    for (const file of readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
      expect(readFileSync(join(DIST, file), 'utf8').includes('data-methodology-link'), file).toBe(false);
    }
  });

  it('numbers the figure cues of every page 1, 2, 3 in reading order, each leading to its note above the closing band, every note tagged (review C r8)', () => {
    const files = readdirSync(EVIDENCE_DIST, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    let cited = 0;
    for (const file of files) {
      const $ = cheerio.load(readFileSync(join(EVIDENCE_DIST, file), 'utf8'));
      const cues = $('a.method-cue').toArray();
      const notes = $('[data-section="figure-notes"] ol > li').toArray();
      if (cues.length === 0) {
        expect(notes, file).toHaveLength(0);
        continue;
      }
      cited++;
      // A new figure takes the next number; a figure cited again keeps its own.
      const numbers = cues.map((a) => Number($(a).attr('data-figure-n')));
      const firstSeen = numbers.filter((n, i) => numbers.indexOf(n) === i);
      expect(firstSeen, file).toEqual(firstSeen.map((_, i) => i + 1));
      const figureOf = new Map(cues.map((a) => [$(a).attr('data-figure-n'), $(a).attr('data-methodology-link')]));
      expect(new Set(cues.map((a) => $(a).attr('data-methodology-link'))).size, file).toBe(figureOf.size);
      // One block, straight before the page's closing band (/trends: its newsletter), one note a number.
      expect($('[data-section="figure-notes"]'), file).toHaveLength(1);
      expect($('[data-section="figure-notes"] + section').is('.cta-band, [data-section="newsletter"]'), file).toBe(true);
      expect(notes.map((li) => $(li).attr('id')), file).toEqual(firstSeen.map((n) => `figure-note-${n}`));
      // Review C r11: where a customer's result shows its own "Source" too, one line under the heading says how each
      // kind of figure is cited; nowhere else.
      expect($('[data-figure-notes-legend]'), file).toHaveLength($('[data-result-source-label]').length > 0 ? 1 : 0);
      for (const a of cues) expect($(`${$(a).attr('href')}[data-figure-note-n]`), `${file} ${$(a).attr('href')}`).toHaveLength(1);
      // Review C r9: a caveat the page shows beside its figure is not printed again in the figure's note.
      const besideFigures = $('main [data-figure-note]').not('[data-section="figure-notes"] [data-figure-note]').toArray().map((el) => $(el).text());
      for (const li of notes) {
        const n = $(li).attr('data-figure-note-n')!;
        const noted = $(li).find('[data-figure-note]').text();
        if (noted) expect(besideFigures, `${file} note ${n}: said twice`).not.toContain(noted);
        // Nor again in a later note: two figures of one run point to the note that gives their conditions.
        const earlier = notes.slice(0, Number(n) - 1).map((other) => $(other).find('[data-figure-note]').text());
        if (noted) expect(earlier, `${file} note ${n}: printed in an earlier note`).not.toContain(noted);
        expect($(li).find('[data-independence]').text(), `${file} note ${n}`).toMatch(/^(Independent|Internal)$/);
        expect($(li).find('a[data-methodology-link]').attr('href')).toBe(`/methodology#${figureOf.get(n)}`);
        expect($(li).find('a[data-methodology-link]').text()).toBe('Method');
        // Its number leads back to the page's first cue of the figure.
        expect($(li).find('a').first().attr('href')).toBe(`#figure-cite-${n}`);
        expect($(`#figure-cite-${n}`).attr('data-figure-n'), file).toBe(n);
      }
    }
    expect(cited).toBeGreaterThan(15);
    // Home: six figures, in the order the page shows them (the feature list's, then the Platform comparison's 5x and 80%:
    // design review P r52 items 1 and 6 moved 5x from the claim strip), no caveat line repeating one under the comparison.
    const home = sample('/');
    expect(home('[data-section="figure-notes"] li').toArray().map((li) => home(li).find('[data-figure-note-body] > span').first().text())).toEqual(['98% term accuracy', 'An average 65% lower processing cost per document', 'Response under 1 s', 'Average response under 500 ms', '5x faster processing', 'Up to 80% lower computational requirements']);
    expect(home('[data-proof="comparison"] [data-figure-baseline]')).toHaveLength(0);
    expect(home('[data-proof="comparison"]').text().split('5x faster processing')).toHaveLength(2);
    // Financial services: its two response figures, both marked Internal (review C r8 table 1 (a)).
    const finance = sample('/financial-services');
    expect(finance('[data-section="figure-notes"] li [data-independence]').toArray().map((tag) => finance(tag).text())).toEqual(['Internal', 'Internal']);
    // Each tag names who (review C r11: "Independent" said of whom?): the method entry's measuredBy beside it.
    const technology = sample('/technology/small-llms');
    expect(technology('[data-section="figure-notes"] li').first().find('[data-independence] + [data-figure-measured-by]').text()).toBe('Sample Evaluation Lab, independent third party (sample)');
    // A footnote's heading, an h3's size (review C r12: as a full section heading the notes competed with the content).
    expect(technology('#figure-notes-heading').attr('class')).toContain('text-lg font-semibold');
    expect(finance('[data-section="figure-notes"] h2 + [data-figure-notes-legend]').text()).toBe('How each numbered figure was measured. Customer figures give theirs under “Source”.');
    expect(sample('/technology/small-llms')('[data-figure-notes-legend]')).toHaveLength(0);
  });

  it("badge rows and compliance sections: with Vertiq's own SOC 2 Type II entry they no longer say a listing is not Vertiq's certificate, and carry the assurance line", () => {
    for (const [path, selector] of [['/', '[data-section="compliance-badges"]'], ['/pricing', '[data-section="compliance-badges"]'], ['/aviation', '[data-section="compliance-badges"]'], ['/marketing', '[data-section="compliance-badges"]'], ['/healthcare', '#compliance'], ['/financial-services', '#compliance']] as const) {
      const section = sample(path)(selector);
      expect(section, path).toHaveLength(1);
      expect(section.text(), path).not.toContain('not a certificate issued to Vertiq');
      expect(section.text(), path).toContain(LISTING_MEANING_WITH_ATTESTATION.sentence);
      // Review C r23, 1a: the full block where a regulated buyer weighs the vendor (home, the industries), one line elsewhere.
      expect(section.find('[data-assurance-line]').text(), path).toBe(['/pricing', '/marketing'].includes(path) ? COMPACT_ASSURANCE_LINE : ASSURANCE_LINE);
      expect(section.find('[data-assurance-line] a').attr('href'), path).toBe('/security#audit-evidence');
      // The real site keeps the sentence and has no line for audits it does not have.
      const realSection = real(path)(selector);
      expect(realSection.text(), path).toContain(LISTING_MEANING);
      expect(realSection.find('[data-assurance-line]'), path).toHaveLength(0);
    }
    // The anchor the line links to is the audit-evidence section on /security.
    expect(sample('/security')('#audit-evidence[data-section="assurance"]')).toHaveLength(1);
  });

  // Trust review T1 r34: "no model facts (parameter count, base model and licence, training-data provenance, version
  // updates), which a bank's model inventory and SR 11-7 validation need".
  it('lists each model\'s facts on /technology/small-llms and names its model on its industry page, linked; nothing on the real site', () => {
    const llms = sample('/technology/small-llms');
    const cards = llms('[data-section="model-facts"] article[data-model]');
    // Trust review T7 r53: the legal model, measured independently (98.1%, release 2.3), has its card.
    expect(cards.map((_, card) => llms(card).attr('id')).get()).toEqual(['model-sample-finance-7b', 'model-sample-health-7b', 'model-sample-legal-7b']);
    expect(cards.first().find('h3').text()).toBe('Sample Finance 7B (sample)');
    expect(cards.first().find('h3 + p').text()).toBe('Financial Services \u00b7 Release 4.2, Jun 26, 2026');
    // Trust review T3 r41: every card the same rows in one order (the health card lacked two the finance card had), with
    // minimum hardware, known limits and out-of-scope uses; a row the entry does not give says "Not published".
    // Trust review r43: the evaluation leads the card, above the rows.
    const rows = ['Parameters', 'Context window', 'Minimum hardware', 'Base model', 'Licence', 'Training data', 'Updates', 'Known limits', 'Out-of-scope uses', 'Full model card'];
    for (const card of cards.toArray()) expect(llms(card).find('dt').map((_, dt) => llms(dt).text()).get()).toEqual(rows);
    expect(cards.first().find('[data-not-published]')).toHaveLength(0);
    // The SAMPLE health model names no context window; its model card is on request, as /security's documentation pack
    // says (trust review T7 r53: "Not published" there contradicted /security).
    expect(cards.eq(1).find('[data-not-published]').toArray().map((div) => [llms(div).find('dt').text(), llms(div).find('dd').text()])).toEqual([['Context window', 'Not published']]);
    expect(cards.first().find('dd ul').toArray().map((ul) => llms(ul).find('li').length)).toEqual([2, 2]);
    // Trust review T7 r53: every card's full model card on request (as /security's pack), and the clinical model's
    // de-identification standard a line of its training data.
    expect(cards.toArray().map((card) => llms(card).find('dt').filter((_, dt) => llms(dt).text() === 'Full model card').next('dd').text())).toEqual(Array(3).fill('SAMPLE. On request, under NDA, from your account team.'));
    expect(cards.eq(1).find('[data-model-deidentification]').text()).toMatch(/^De-identification: SAMPLE\. HIPAA Expert Determination \(45 CFR 164\.514\(b\)\(1\)\)/);
    expect(cards.eq(1).find('[data-model-deidentification]').closest('dd').prev('dt').text()).toBe('Training data');
    expect(llms('[data-model-deidentification]')).toHaveLength(1);
    // Trust review r43: "Both cards use the blended '98% term accuracy[1]' ... /methodology already has per-vertical numbers";
    // "Sample Health 7B is release 3.1" against a run on another release. Each card its own row of the figure, the date and
    // release measured, linked to that row on /methodology (which has it); the SAMPLE health card's release is not the one
    // measured, and it says so.
    const evaluation = (n: number) => cards.eq(n).find('[data-model-evaluation]');
    expect(evaluation(0).children('p').toArray().map((p) => llms(p).text())).toEqual(['Evaluation', '98.4% term accuracy on financial terms (sample)', 'Measured Jun 30, 2026 on release\u00a04.2, the release this card describes.']);
    expect(evaluation(1).find('[data-release-mismatch]').text()).toBe('Measured Jun 30, 2026 on release\u00a03.0; this card describes release\u00a03.1.');
    expect(evaluation(0).find('[data-release-mismatch]')).toHaveLength(0);
    const methodology = sample('/methodology');
    for (const [n, row, line] of [[0, 'financial', '98.4% term accuracy on financial terms (sample), release\u00a04.2'], [1, 'clinical', '98.0% term accuracy on clinical terms (sample), release\u00a03.0'], [2, 'legal', '98.1% term accuracy on legal terms (sample), release\u00a02.3']] as const) {
      expect(evaluation(n).find('a[data-model-method-link]').attr('href')).toBe(`/methodology#term-accuracy-${row}`);
      expect(methodology(`section#term-accuracy #term-accuracy-${row}[data-breakdown-row]`).text()).toBe(line);
    }
    expect(llms('[data-section="model-facts"]').text()).not.toContain('98% term accuracy');
    // "'For each model we ship' sits above 2 cards, while the site claims 13 industry models": the count, from the data.
    expect(llms('[data-model-count]').text()).toMatch(/^We publish the facts of 3 of our 13 industry models here\./);
    // The section at the content width between the explainer's article and its sequence links (review r43: in the
    // article's 768 px column the cards were hard to scan).
    // The custom-training statement under the cards (trust review T2 r46), then the sequence links.
    expect(llms('[data-section="explainer"] + [data-section="model-facts"] + [data-section="custom-training"] + div > div > nav[data-closing-actions]')).toHaveLength(1);
    expect(llms('[data-section="explainer"] nav[data-closing-actions]')).toHaveLength(0);
    const finance = sample('/financial-services')('[data-section="capabilities"] [data-industry-model]');
    // With the model's own evaluation, who measured it and its method (trust review T4 r48: the independent 98.4% was not
    // on the page), and the card's known limits, US documents only among them (trust review T2 r46).
    expect(finance.text()).toBe(
      "Runs on Sample Finance 7B (sample), release 4.2 of Jun 26, 202698.4% term accuracy on financial terms (sample)Independent measured Jun 30, 2026 on release\u00a04.2. How It Was MeasuredKnown limitsSAMPLE. Scanned pages below 200 dpi lose table structure; covenant tables are then flagged for review.SAMPLE. Trained on US documents only: loan agreements under other jurisdictions' law are not measured.Model facts",
    );
    expect(finance.find('a').toArray().map((a) => finance.find(a).attr('href'))).toEqual(['/methodology#term-accuracy-financial', '/technology/small-llms#model-sample-finance-7b']);
    // The sample's legal model names its page (trust review T7 r53 added its card).
    expect(sample('/legal')('[data-industry-model] a').last().attr('href')).toBe('/technology/small-llms#model-sample-legal-7b');
    for (const path of ['/technology/small-llms', '/financial-services', '/healthcare']) expect(real(path)('[data-section="model-facts"], [data-industry-model]'), path).toHaveLength(0);
  });

  // Trust review T1 r34: "HIPAA appears only as a 'maps to' chip; the page never says whether Vertiq signs a BAA".
  it("ends an industry's audits band with the business's commitments to that industry's customers, on that industry's page only", () => {
    const rows = sample('/healthcare')('#compliance [data-industry-commitments] > div');
    expect(rows.map((_, row) => [[sample('/healthcare')(row).find('dt').text(), sample('/healthcare')(row).find('dd').text().slice(0, 40)]]).get()).toEqual([['Business associate agreement', 'SAMPLE. Signed with every healthcare cus']]);
    for (const path of ['/financial-services', '/legal', '/']) expect(sample(path)('[data-industry-commitments]'), path).toHaveLength(0);
    for (const path of ['/healthcare', '/security']) expect(real(path)('[data-industry-commitments], [data-assurance="industry-commitment"]'), path).toHaveLength(0);
  });

  // Trust review T2 r40: "/security never names the CISO"; "no one named for model evaluation"; "no joined date";
  // "Not published" on rows that cannot apply "reads as withholding".
  it('names who answers for security on /security and for the figures on /methodology, linked to their cards on /about, which give tenure', () => {
    const about = sample('/about');
    for (const [path, area, name] of [['/security', 'security', 'Riley Sample (sample)'], ['/methodology', 'model-evaluation', 'Morgan Sample (sample)']] as const) {
      const line = sample(path)(`[data-accountable="${area}"]`);
      expect(line, path).toHaveLength(1);
      const link = line.find('a');
      expect(link.text()).toBe(name);
      const card = about(link.attr('href')!.replace('/about', ''));
      expect(card.find('h3').text(), link.attr('href')).toBe(name);
      expect(line.text()).toContain(card.find('h3 + p').text());
    }
    // SAMPLE Alex, a founder (trust review T3 r41), joined in the year the company was founded (the sample's facts: 2021).
    expect(about('[data-joined]').map((_, p) => about(p).text()).get()).toEqual(['Joined April 2021', 'Joined June 2023', 'Joined February 2024', 'Advisor since March 2025']);
    expect(about('[data-advisor] [data-joined] time').attr('datetime')).toBe('2025-03');
  });

  // Trust review T3 r41: "'Not published' is used for three different things: nothing excluded, withheld, and not yet
  // measured ... every use reads as hidden". Each reason the (SAMPLE) entries state, in its own words; the rest unchanged.
  it('/methodology says why a row is empty only where an entry states it, "Not published" on the other empty ones', () => {
    const $ = sample('/methodology');
    const row = (figure: string, term: string) => $(`#${figure} dl > div`).filter((_, div) => $(div).find('dt').text() === term);
    expect(row('response-time', 'Kept out of training').find('dd').text()).toBe('Not applicable');
    expect(row('response-time', 'Not counted').find('dd').text()).toBe('None');
    expect(row('term-accuracy', 'Not counted').find('dd').text()).toBe('None');
    expect(row('compute', 'Measured again').find('dd').text()).toBe('Not measured yet');
    // Trust review T7 r53: the speed report, "Under NDA", is the internal run log on request; the figure says what was timed
    // (the median end-to-end time) and at what concurrency, not "Not published".
    expect(row('speed', 'Report').find('dd').text()).toBe('Internal run log, on request under NDA (sample)Request the Report');
    expect(row('speed', 'Scope').find('dd').text()).toMatch(/median end-to-end time .*one request at a time/);
    expect(row('document-cost', 'Measured again').find('dd').text()).toBe('Not published');
    // Every reason the sample states (it states none "under NDA" since trust review T7 r53: its report is on request; the
    // unit tests render that reason, tests/unit/methodology-figure.test.tsx).
    expect(new Set($('[data-no-value]').toArray().map((div) => $(div).attr('data-no-value')))).toEqual(new Set(Object.keys(NO_VALUE_WORDS).filter((reason) => reason !== 'under-nda')));
    for (const div of $('[data-no-value]').toArray()) expect($(div).find('dd').text()).toBe(NO_VALUE_WORDS[$(div).attr('data-no-value')!]);
  });

  it('puts the assurance line on the pages a buyer lands on: beside the solution case study and under the demo form', () => {
    const risk = sample('/solutions/risk-assessment');
    expect(risk('[data-section="case-study"] [data-assurance-line]').text()).toBe(COMPACT_ASSURANCE_LINE);
    const demo = sample('/demo');
    expect(demo('[data-section="hero"] [data-assurance-line]').text()).toBe(COMPACT_ASSURANCE_LINE);
    for (const path of ['/solutions/risk-assessment', '/demo', '/', '/financial-services']) expect(real(path)('[data-assurance-line]'), path).toHaveLength(0);
    // The band these pages have only for the audits leaves no trace on the real site (no empty band, no frameworks row of its own).
    expect(real('/solutions/risk-assessment')('[data-section="case-study"], [data-section="compliance-badges"]')).toHaveLength(0);
    expect(real('/demo')('[data-section="hero"] [data-section="compliance-badges"]')).toHaveLength(0);
  });

  // Review r7, C 2f: risk assessment (and the demo) showed the assurance line alone, every other page with the
  // frameworks under it. One rule: wherever the line shows, it is the first row of the one compliance band,
  // the frameworks under it with the one label; C 2b: with Vertiq's own SOC 2 Type II report in the row above,
  // no "SOC 2 Type II" chip for the customer's deployment in the same band (the rules allow no other name).
  it('every page that shows the assurance line shows the same two rows, the frameworks under the one label, no second "SOC 2 Type II"', () => {
    const pages = readdirSync(EVIDENCE_DIST, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html') && readFileSync(join(EVIDENCE_DIST, file), 'utf8').includes('data-assurance-line'))
      .map((file) => `/${file.replace(/index\.html$/, '').replace(/\/$/, '')}`);
    expect(pages).toEqual(expect.arrayContaining(['/', '/pricing', '/healthcare', '/financial-services', '/aviation', '/solutions/risk-assessment', '/demo']));
    // /features/compliance-security: its coverage list with each framework's scope is the frameworks row there, the line its foot.
    for (const path of pages.filter((p) => p !== '/features/compliance-security')) {
      const $ = sample(path);
      const band = $('[data-assurance-line]').closest('[data-section="compliance-badges"], #compliance');
      expect(band, path).toHaveLength(1);
      // Every such band opens with the same label row (review C r23: on home, between two sections with no heading it read
      // as a footer strip; r31: on the industry pages, as an orphan).
      const rows = band.children().first().children();
      expect(rows.first().is('[data-band-label]'), path).toBe(true);
      expect(rows.first().text(), path).toBe('Audits and frameworks');
      expect(rows.first().next().is('[data-assurance-line]'), path).toBe(true);
      expect(band.find('h2, p').filter((_, el) => $(el).text() === 'Frameworks your deployment maps to'), path).toHaveLength(1);
      const chips = band.find('[data-chip-row] li').map((_, li) => $(li).text()).get();
      expect(chips.length, path).toBeGreaterThan(2);
      expect(chips, path).not.toContain('SOC 2 Type II');
    }
    const feature = sample('/features/compliance-security')('#compliance');
    expect(feature.find('h2').text()).toBe('Frameworks your deployment maps to');
    expect(feature.find('[data-assurance-line]').text()).toBe(ASSURANCE_LINE);
    // The real site, without Vertiq's report, keeps the chip: the customer's SOC 2 is then the only one named.
    for (const path of ['/', '/pricing', '/healthcare']) expect(real(path)('[data-chip-row] li').text(), path).toContain('SOC 2 Type II');
  });
});

// Trust review T2 r46 (the sample scored pricing 6; home, about, /financial-services and /technology/small-llms 7): a place
// for each fact only the business can state, shown only when filled, and the site's own fixes.
describe('trust review T2 r46: the places, filled by the sample', () => {
  it('/pricing: support by plan as the table\'s row after the features, what every plan assumes under it, linked to the model cards\' minimums', () => {
    const $ = sample('/pricing');
    // Then sign-in and the contract term by plan (trust review T7 r53; tests/build/trust-b54.test.ts).
    const rows = $('[data-plan-comparison] tbody tr');
    expect(rows.slice(-3).toArray().map((tr) => $(tr).find('th').text())).toEqual(['Support', 'Sign-in', 'Term and notice']);
    const support = rows.eq(-3);
    expect(support.find('td').toArray().map((td) => $(td).text())).toEqual([
      'Weekdays, 8:00-18:00 CT (sample). First response: next business day (sample)',
      'Weekdays, 8:00-18:00 CT (sample). First response: next business day (sample)',
      '24/7 for a system down, weekdays otherwise (sample). First response: 1 hour for a system down, else 4 business hours (sample)',
      '24/7 for a system down, weekdays otherwise (sample). First response: 1 hour for a system down, else 4 business hours (sample)',
    ]);
    const terms = $('[data-plan-terms]');
    expect(terms.find('h3').text()).toBe('What every plan assumes');
    expect(terms.find('dt').toArray().map((dt) => $(dt).text())).toEqual(['What you provide', 'Licensing without a connection', 'Security updates', 'Installing the free trial', 'If we stop trading']);
    // The business's continuity statement and its escrow, beside the plans (trust review T6 r50: "is this sustainable?").
    const continuity = terms.find('[data-plan-term="continuity"] dd');
    expect(continuity.text()).toBe('SAMPLE: your deployment runs on your servers and keeps working without ours (sample). Also on request: Source-code escrow agreement (sample).');
    expect(continuity.find('a[data-continuity-link]').attr('href')).toBe('/security#documents');
    expect(terms.find('[data-plan-term="offline-licensing"] dd').text()).toMatch(/^SAMPLE\. A signed licence file .* never calls home/);
    expect(terms.find('[data-minimums-link]').attr('href')).toBe('/technology/small-llms#model-sample-finance-7b');
    expect(sample('/technology/small-llms')('#model-sample-finance-7b').text()).toContain('48 GB GPU');
  });

  it('/pricing: the plans without the audit features say so on their cards (the real site too)', () => {
    for (const $ of [sample('/pricing'), real('/pricing')]) {
      expect($('[data-no-audit]').toArray().map((li) => $(li).closest('[data-tier]').attr('data-tier'))).toEqual(['Starter', 'Business']);
      expect($('[data-no-audit]').first().text()).toBe('Not for audited scope: no audit trail or role-based access');
      // The plan that sells the audit trail says its trial runs Business, without it (trust review T3 r47: its "Start Free
      // Trial" read as a trial of the audit trail).
      expect($('[data-trial-note]').toArray().map((li) => [$(li).closest('[data-tier]').attr('data-tier'), $(li).text()])).toEqual([['Business Elite', 'Free trial runs Business, without the audit trail or roles']]);
    }
  });

  it('/about: the support line first among the contacts, the customers in production with the date of the count, the funding amount linked to the financial statements on request', () => {
    const $ = sample('/about');
    const support = $('[data-contacts] li').first();
    expect(support.find('[data-support-contact] p').first().text()).toBe('Support and incident escalation');
    expect(support.find('a').toArray().map((a) => $(a).attr('href'))).toEqual(['mailto:support@vertiq.sample', 'tel:+15125552370']);
    expect(support.find('[data-contact-note]').text()).toBe('24/7 for a system down on Business Elite and Enterprise; weekdays 8:00-18:00 CT otherwise (sample)');
    expect(support.attr('class')!.split(' ')).toContain('lg:col-span-3');
    expect($('[data-customers-in-production]').text()).toBe('11, as of Sep 30, 2026');
    // With how many the customers page names, linked (trust review T3 r47: the two numbers were never connected).
    // Trust review T4 r48: the pilot (sample-properties) counted apart from the customers in production.
    expect($('[data-named-customers]').text()).toBe('3 named on our customers page, and 1 pilot');
    expect($('[data-named-customers]').attr('href')).toBe('/customers#top');
    // And /customers says how its named customers stand against that count (trust review T4 r48); the real site, no count, no line.
    expect(sample('/customers')('[data-customers-facts] [data-in-production-line]').text()).toBe('11 customers in production as of Sep 30, 2026; 3 of them are named here, as is 1 customer in pilot.');
    // Trust review T7 r53: the home strip's four logos never said that eleven are in production; the same line under its title,
    // and only there (not over an industry page's own customers).
    const home = sample('/')('[data-section="customer-logos"]');
    expect(home.children('div').children('h2').next('[data-in-production-line]').text()).toBe(sample('/customers')('[data-in-production-line]').text());
    expect(sample('/financial-services')('[data-in-production-line]')).toHaveLength(0);
    const funding = $('[data-company-facts] dt:contains("Funding")').next();
    expect(funding.text()).toMatch(/^Series A, 2025 \(sample\), \$18M raised \(sample\)Audited financial statements, under NDA \(sample\)$/);
    expect(funding.find('[data-financials-link]').attr('href')).toBe('/security#documents');
    expect(sample('/security')('#documents').text()).toContain('Audited financial statements, under NDA (sample)');
  });

  it('/about: each of the CISO\'s verification links names the one credential it checks', () => {
    const $ = sample('/about');
    const line = $('[data-person]').filter((_, el) => $(el).text().includes('Riley Sample')).find('[data-credential-sources]');
    expect(line.find('[data-credential-checks]').toArray().map((s) => $(s).text())).toEqual(['CISSP at ', 'CISM at ']);
    expect(line.find('a .sr-only').toArray().map((s) => $(s).text())).toEqual([', to verify CISSP for Riley Sample (sample)', ', to verify CISM for Riley Sample (sample)']);
  });

  it('/security: the statements on AI testing, signed updates and telemetry; custom training linked to where it is stated; the first Type II report said plainly', () => {
    const $ = sample('/security');
    const statements = $('[data-assurance="statements"]');
    expect(statements.find('[data-statement]').toArray().map((el) => $(el).attr('data-statement'))).toEqual(['ai-testing', 'update-signing', 'telemetry', 'custom-training']);
    const ai = statements.find('#statement-ai-testing');
    expect(ai.find('h4').text()).toBe('AI-specific testing');
    expect(ai.text()).toContain('Prompt injection hidden in document text');
    expect(ai.find('time').attr('datetime')).toBe('2026-08-18');
    expect(statements.find('[data-custom-training-link]').attr('href')).toBe('/technology/small-llms#custom-training');
    // The statement itself in place, not only the link (trust review T5 r50).
    expect(statements.find('#statement-custom-training p').text()).toContain('Custom training runs on your own servers');
    expect($('[data-assurance="soc2"] dt').filter((_, dt) => $(dt).text() === 'Report').next().text()).toBe('Our first Type II report');
  });

  // Trust review T5 r50: "5x faster processing", the business's own measurement, stood in the strip beside structural facts.
  // Design review P r52 item 6: the strip is gone; each figure in the Platform comparison says who measured it, the claim
  // lines under the proofs (no figure) carry no tag.
  it('/: a comparison figure says who measured it, beside its statement; the claims without a figure carry no tag', () => {
    const $ = sample('/');
    const rows = $('[data-proof="comparison"] [data-comparison] > p:first-child');
    // Trust review T7 r53: the compute row leads with its median (the sample entry's lead: median), the claim's words after it.
    expect(rows.toArray().map((p) => $(p).text())).toEqual(['5x faster processing Internal', '61% lower (median)Up to 80% lower computational requirements Internal']);
    expect(rows.find('[data-independence]').first().attr('data-independence')).toBe('internal');
    expect($('[data-proof] [data-claim] [data-independence]')).toHaveLength(0);
  });

  // Trust review T7 r53 (home and /technology/small-llms at 7): a figure says what its method says where it stands as a general
  // property; the real build, with no methodology entry, shows none of it.
  it('/: the 98% card says which terms, the footnotes what was timed and the p95 under load, the compute row its median first; the System Resilience card claims no more than the deployment shows', () => {
    const $ = sample('/');
    const card = (href: string) => $(`li[data-card]:has(a[href="${href}"])`).text();
    expect(card('/features/domain-expertise#top')).toContain('with 98% term accuracy on financial, legal and clinical terms (sample).');
    const note = (statement: string) => $('[data-section="figure-notes"] li').filter((_, li) => $(li).find('[data-figure-note-body] > span').first().text() === statement);
    expect(note('5x faster processing').find('[data-figure-note-clause]').first().text()).toBe('Measured on 2,000 contracts, median end-to-end time (upload to cited findings), one request at a time on each side (sample)');
    expect(note('Response under 1 s').find('[data-figure-note-clause]').toArray().map((el) => $(el).text())).toContain('Under load: p95 0.8 s with 20 concurrent queries on the same server, July 16, 2026; not yet measured above 20 (sample)');
    // The mean's note still points to the run's (its clauses are all in "under 1 s"'s).
    expect(note('Average response under 500 ms').text()).toContain('Measured in the same run as note');
    expect($('[data-proof="comparison"] [data-figure-median-lead]').text()).toBe('61% lower (median)');
    const llms = sample('/technology/small-llms');
    expect(llms('[data-claim] [data-figure-median-lead]').text()).toBe('61% lower (median)');
    expect(llms('[data-claim]').filter((_, c) => llms(c).text().includes('computational')).find('[data-figure-median]')).toHaveLength(0);
    for (const page of [sample('/'), real('/')]) {
      const resilience = page('li[data-card]:has(a[href="/features/system-resilience#top"])').text();
      expect(resilience).toContain('No hosted AI service in the analysis path: a model provider’s outage does not stop it.');
      expect(resilience).not.toContain('cloud outages');
    }
    // The real build: none of it (no methodology entry).
    for (const path of ['/', '/technology/small-llms']) {
      const page = real(path);
      expect(page('[data-figure-median-lead], [data-figure-applies-to], [data-figure-note-clause]'), path).toHaveLength(0);
      expect(page('main').text(), path).not.toContain('financial, legal and clinical terms');
    }
    expect(real('/')('main').text()).toContain('with 98% term accuracy.');
  });

  it('/: the Cyber Security cell\'s "prompt injection" leads to the AI testing on /security, as a target of its own', () => {
    const $ = sample('/');
    const link = $('[data-cell-evidence]');
    expect(link).toHaveLength(1);
    expect(link.closest('[data-card]').text()).toContain('prompt injection');
    expect(link.attr('href')).toBe('/security#statement-ai-testing');
    expect(link.text()).toBe('What we tested');
    expect(link.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['relative', 'z-10', 'min-h-6']));
  });

  it('/technology/small-llms: the custom-training statement as a section under the model cards, agreeing with both case studies', () => {
    const $ = sample('/technology/small-llms');
    const section = $('[data-section="custom-training"]');
    expect(section.prev().is('[data-section="model-facts"]')).toBe(true);
    expect(section.find('h2#custom-training').text()).toBe('Custom training and your data');
    expect(section.find('p').text()).toMatch(/inside your deployment.*none of them leaves your site/);
  });

  it('/financial-services: how documents are split and retrieved, linked to /technology/rag (the real site too); the model\'s known limits beside its agents; the agents a case study runs say where', () => {
    for (const $ of [sample('/financial-services'), real('/financial-services')]) {
      const features = $('#features');
      expect(features.text()).not.toContain('in full');
      expect(features.find('h2').next('p').text()).toBe('The documents that carry the most risk are also the longest. Vertiq splits each one into sections that keep clause numbers and tables intact, retrieves the passages each check needs and cites the page behind every finding.');
      expect(features.find('[data-intro-link]').attr('href')).toBe('/technology/rag#top');
    }
    const $ = sample('/financial-services');
    expect($('[data-industry-model-limits] li').toArray().map((li) => $(li).text())).toContain("SAMPLE. Trained on US documents only: loan agreements under other jurisdictions' law are not measured.");
    const proven = $('[data-agent-evidence]')
      .toArray()
      .map((a) => `${$(a).closest('[data-card]').find('h3').text()}: ${$(a).text()} -> ${$(a).attr('href')}`);
    expect(proven).toEqual(['Covenant extraction: In production at Sample Bank (sample) -> /customers/sample-bank-credit-files', 'Exception reports: In production at Sample Bank (sample) -> /customers/sample-bank-credit-files']);
    // With the business's agent status (trust review T7 r53), each agent's chip on its row at every width, in place of the
    // stage; without one (healthcare), the stage on the agent's own row (the card's header since the jobs no longer fold,
    // design review N r53 industry item 5), for phones (T4 r48), and only there.
    expect($('[data-card] > div > [data-agent-stage]')).toHaveLength(0);
    expect($('[data-card] > div > [data-agent-status]')).toHaveLength(8);
    expect($('[data-card] > div > [data-agent-status]').attr('class')!.split(' ')).not.toContain('sm:hidden');
    const healthPage = sample('/healthcare');
    const healthTags = healthPage('[data-card] > div > [data-agent-stage]');
    expect(healthTags.toArray().map((tag) => `${healthPage(tag).prev('h3').text()}: ${healthPage(tag).text()}`)).toEqual(['Authorization matching: In production']);
    expect(healthTags.attr('class')!.split(' ')).toContain('sm:hidden');
    // Each industry's page only its own customers' evidence, and healthcare's model has no US-only limit to show.
    const health = sample('/healthcare');
    expect(health('[data-agent-evidence]').toArray().map((a) => `${health(a).closest('[data-card]').find('h3').text()}: ${health(a).text()}`)).toEqual(['Authorization matching: In production at Sample Health (sample)']);
    expect(sample('/legal')('[data-agent-evidence]')).toHaveLength(0);
    expect(sample('/healthcare')('[data-industry-model-limits]').text()).not.toContain('US documents');
  });

  it('/security: HIPAA applies to HR only where it administers a group health plan (the real site too)', () => {
    for (const $ of [sample('/security'), real('/security')]) {
      expect($('[data-framework="HIPAA"] [data-applies-to]').first().text()).toBe('Applies to: Healthcare, Pharmaceuticals and HR (where it administers a group health plan)');
    }
  });
});

describe('the sample evidence pages are valid HTML (html-validate, the rules tests/validate uses)', () => {
  const validator = new HtmlValidate(new StaticConfigLoader(JSON.parse(readFileSync(join(ROOT, '.htmlvalidate.json'), 'utf8'))));
  it.each([...new Set([...SECTIONS.map(([path]) => path), '/customers/sample-health-prior-authorizations'])])('%s has no errors', async (path) => {
    const file = routeToFile(path);
    const report = await validator.validateString(readFileSync(join(EVIDENCE_DIST, file), 'utf8'), file);
    const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
    expect(errors.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`)).toEqual([]);
  });
});

describe('the evidence sections in Chromium', () => {
  let browser: Browser;
  let baseUrl: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const server = await startStaticServer({ root: EVIDENCE_DIST.replace(/\/$/, ''), port: 0 });
    baseUrl = server.url;
    close = server.close;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await close?.();
  });

  // 390 and 1280 px as the issue asks, and 320 px, the narrowest width the site supports.
  for (const width of [320, 390, 1280]) {
    describe(`at ${width} px`, () => {
      let page: Page;
      /** Images the server answered with an error, on the page under test. */
      let failedImages: string[] = [];
      beforeAll(async () => {
        page = await browser.newPage({ viewport: { width, height: 900 } });
        page.on('response', (response) => {
          if (response.request().resourceType() === 'image' && response.status() >= 400) failedImages.push(`${response.status()} ${response.url()}`);
        });
      });
      afterAll(() => page?.close());

      it.each(SECTIONS)('%s %s: nothing overflows, axe finds nothing', async (path, selector) => {
        failedImages = [];
        const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await expect.poll(() => page.locator(selector).count()).toBeGreaterThan(0);
        // Logos and photos are lazy: bring each into view so it has loaded (a broken image would fail below).
        await page.locator(selector).first().scrollIntoViewIfNeeded();
        await page.waitForFunction((sel) => [...document.querySelectorAll(`${sel} img`)].every((img) => (img as HTMLImageElement).complete), selector);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow (px)').toBeLessThanOrEqual(0);
        const broken = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} img`)].filter((img) => !(img as HTMLImageElement).naturalWidth).map((img) => img.getAttribute('src')), selector);
        expect(broken).toEqual([]);
        // A raster logo or photo is fetched as AVIF, the first source Chromium reads.
        const fetched = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} picture:has(source) img`)].map((img) => (img as HTMLImageElement).currentSrc), selector);
        for (const url of fetched) expect(url).toMatch(/\.avif$/);
        expect(failedImages).toEqual([]);
        if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
        const violations = await page.evaluate(async (sel) => {
          const axe = (window as unknown as { axe: { run: (ctx: string, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
          const result = await axe.run(sel, { resultTypes: ['violations'] });
          return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
        }, selector);
        expect(violations).toEqual([]);
      });

      // WCAG 2.2 2.5.8 in the evidence sections, by the design system's rule (tests/helpers/design-measures.ts):
      // only a link inside a run of text is excepted. The real-site design-system test never sees these pages.
      it.each(SECTIONS)('%s %s: every target at least 24×24 px', async (path, selector) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const small = await page.evaluate(smallTargets, selector);
        expect(small.map((t) => `${t.what} ${t.width}×${t.height}`)).toEqual([]);
      });

      if (width !== 320)
        it.each(['/customers', '/customers/sample-bank-credit-files', '/customers/sample-health-prior-authorizations', '/methodology', '/security'])(
          '%s: one section gap above the closing band, none doubled',
          async (path) => {
            await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
            const rhythm = width === 390 ? 64 : 80;
            const gaps = await page.evaluate(sectionGaps);
            const band = await page.evaluate(() => document.querySelector('.cta-band')?.getAttribute('data-section') ?? null);
            const above = gaps.find((g) => g.section === band);
            expect(above, `a section above the closing band "${band}"`).toBeDefined();
            expect(Math.abs(above!.gap - rhythm), `gap above the closing band: ${above!.gap} px`).toBeLessThanOrEqual(10);
            const doubled = gaps.filter((g) => g.gap > 2 * rhythm + 10 || (g.gap > 1.5 * rhythm && !g.divided)).map((g) => `${g.section}: ${g.gap} px`);
            expect(doubled).toEqual([]);
          },
        );
      // Review: logos at five sizes, the smallest wordmark about 10 px. Two sizes now: 4rem tall in a case study's hero,
      // 3.25rem in a card's header and the logo rows (the sample's wordmark then shows its name at about 14 px).
      if (width === 1280)
        it.each(['/', '/financial-services', '/customers', '/customers/sample-bank-credit-files', '/pricing', '/demo', '/solutions/risk-assessment'])('%s: every customer logo at one of the two logo sizes', async (path) => {
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
          const heights = await page.evaluate(() =>
            [...document.querySelectorAll('main img')].filter((img) => /\(sample\)$/.test(img.getAttribute('alt') ?? '') && !img.closest('[data-person]')).map((img) => img.getBoundingClientRect().height),
          );
          expect(heights.length).toBeGreaterThan(0);
          for (const height of heights) expect([64, 52]).toContain(Math.round(height));
        });
      // Review C r7: at 1280 a narrow centred strip over a proof card of another width. Review C r8: both still inset
      // (≈128–1152 px) against the sections above and below (24–1256 px): now on the page grid. Review C r15: one
      // treatment at both widths, a borderless row of marks at one size (52 px tall at 390 and 1280), two a row on
      // phones and across the grid at 1280, one grey tone, the link cue an underline on hover and focus.
      it('/: the logo strip and its proof card on the page grid, as the section under them; the logos one borderless row at one size', async () => {
        await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
        const m = await page.evaluate(() => {
          const band = document.querySelector('[data-section="customer-logos"]')!;
          const box = (el: Element) => el.getBoundingClientRect();
          const next = band.nextElementSibling!.querySelector('.max-w-7xl')!;
          const padding = parseFloat(getComputedStyle(next).paddingLeft);
          const links = [...band.querySelectorAll('ul li > a')];
          const logos = [...band.querySelectorAll('ul li img')];
          return {
            logoHeights: logos.map((img) => Math.round(box(img).height)),
            rows: new Set(logos.map((img) => Math.round(box(img).top))).size,
            filters: logos.map((img) => getComputedStyle(img).filter),
            borders: links.map((a) => getComputedStyle(a).borderTopWidth),
            arrows: links.map((a) => a.querySelectorAll('svg').length),
            strip: box(band.querySelector('ul')!),
            card: box(band.querySelector('[data-proof-card]')!),
            label: box(band.querySelector('h2')!),
            grid: { left: box(next).left + padding, right: box(next).right - padding },
            firstLogo: box(logos[0]!).left,
            lastLogo: box(logos.at(-1)!).right,
            rowHeight: box(band.querySelector('ul')!).height,
            cardHeight: box(band.querySelector('[data-proof-card]')!).height,
            results: [...band.querySelectorAll('[data-proof-card] [data-result]')].map(box),
            foot: box(band.querySelector('[data-proof-card] [data-proof-foot]')!),
          };
        });
        // Review C r23/r31: the card's foot as a column beside the figures stood blank between its links and its caveat: the
        // foot (the links, the caveat) a row under the figures at every width, as on the industry cards, across the card.
        const lastResult = m.results.at(-1)!;
        expect(m.foot.top).toBeGreaterThanOrEqual(Math.max(...m.results.map((r) => r.bottom)));
        expect(m.foot.left).toBeCloseTo(m.results[0]!.left, 0);
        if (width >= 1024) expect(m.card.right - m.foot.right).toBeLessThan(40);
        expect(lastResult.right).toBeGreaterThan(m.card.left + m.card.width / 2);
        expect(m.strip.left).toBeCloseTo(m.card.left, 0);
        // The label starts where the card does (review C r9: centred over a left-aligned card).
        expect(m.label.left).toBeCloseTo(m.card.left, 0);
        expect(m.strip.width).toBeCloseTo(m.card.width, 0);
        expect(m.card.left).toBeCloseTo(m.grid.left, 0);
        expect(m.card.right).toBeCloseTo(m.grid.right, 0);
        // Two a row on phones from the grid's left edge; at 1280 one row of equal cells across the grid, the marks centred
        // in them, as far from the right edge as from the left (review C r22: a group from the left edge left the right
        // third empty; tests/browser/figure-notes-and-logos.test.ts measures the cells and their rules).
        expect(m.rows).toBe(width === 1280 ? 1 : 2);
        // (to within the hairline rules' pixel)
        if (width === 1280) expect(Math.abs(m.firstLogo - m.grid.left - (m.grid.right - m.lastLogo))).toBeLessThanOrEqual(1);
        else expect(m.firstLogo).toBeCloseTo(m.grid.left, 0);
        // One size at every width (not 64 px tiles at 1280 and 51 px cells at 390).
        expect(m.logoHeights).toEqual(width === 320 ? m.logoHeights : [52, 52, 52, 52]);
        expect(new Set(m.logoHeights).size, JSON.stringify(m.logoHeights)).toBe(1);
        // One grey tone: every mark a silhouette at one opacity, whatever its own colours.
        for (const filter of m.filters) expect(filter).toContain('brightness(0)');
        // Light: no tile borders, no corner arrows, and the row well under the proof card's height (review C r15: it
        // must not outweigh the card).
        expect(m.borders).toEqual(['0px', '0px', '0px', '0px']);
        expect(m.arrows).toEqual([0, 0, 0, 0]);
        expect(m.rowHeight).toBeLessThan(m.cardHeight / 2);
      });
      it('/: a strip logo is underlined on hover and on keyboard focus, its focus outline visible', async () => {
        await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
        const link = page.locator('[data-section="customer-logos"] ul li > a').first();
        const underline = () => link.evaluate((a) => ({ opacity: getComputedStyle(a, '::after').opacity, height: getComputedStyle(a, '::after').height, outline: getComputedStyle(a).outlineStyle }));
        await page.mouse.move(0, 0);
        expect((await underline()).opacity).toBe('0');
        await link.hover();
        expect(await underline()).toMatchObject({ opacity: '1', height: '2px' });
        await page.mouse.move(0, 0);
        // Keyboard focus (Tab from the element before it) shows the underline and the site's focus outline.
        await link.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const focused = await underline();
        expect(focused.opacity).toBe('1');
        expect(focused.outline).not.toBe('none');
      });
      // Review C r8: numerals ~28 px against three grey lines made a flat hierarchy; logo and descriptor two lines at 390;
      // the caveat under every figure.
      // Review C r9: beside the logo at 390 px the descriptor wrapped to three lines; "Source" ~11 px: 14 px. Review C r12:
      // stacked under the logo on phones it read as a subheading: beside it behind the divider. Review C r15: beside it at
      // 390 px it wrapped against the divider: under the logo, on its left edge, on phones; beside it from sm (640 px).
      it.each(['/', '/financial-services', '/healthcare', '/pricing', '/demo', '/solutions/risk-assessment'])('%s: proof cards set number > label > meta, the customer on one line from 640 px, under the logo on phones, the caveat once', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('[data-proof-card], [data-customer-card], [data-case-study]')].map((card) => {
            const size = (el: Element | null) => parseFloat(getComputedStyle(el!).fontSize);
            const result = card.querySelector('[data-result]')!;
            const header = card.querySelector('[data-customer-descriptor]')!;
            const logo = header.previousElementSibling!.getBoundingClientRect();
            const descriptor = header.getBoundingClientRect();
            return {
              figure: size(result.querySelector('[data-result-figure]')),
              label: size(result.querySelector('dt')),
              meta: size(result.querySelector('summary')),
              source: size(result.querySelector('[data-result-source-label]')),
              target: result.querySelector('summary')!.getBoundingClientRect().height,
              oneLine: descriptor.top < logo.bottom && descriptor.bottom > logo.top && descriptor.left > logo.left,
              stacked: descriptor.top >= logo.bottom - 1 && Math.abs(descriptor.left - logo.left) < 1,
              twoLines: descriptor.height <= 2 * parseFloat(getComputedStyle(header).lineHeight),
              caveats: [...card.querySelectorAll('*')].filter((el) => el.checkVisibility() && [...el.childNodes].some((n) => n.nodeType === 3 && /not independently verified/.test(n.textContent ?? ''))).length,
            };
          }),
        );
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card.figure).toBe(width < 640 ? 32 : 40);
          expect(card.label).toBe(14);
          expect(card.meta).toBe(12);
          // "Source" a step over the meta line, not the label's size (review C r22: at the line's 12 px a poor target at
          // 390 px; r17: at 14 px it outweighed the 12 px line it ends).
          expect(card.source).toBe(13);
          expect(card.target).toBeGreaterThanOrEqual(24);
          expect(card.twoLines).toBe(true);
          if (width >= 640) expect(card.oneLine).toBe(true);
          else expect(card.stacked).toBe(true);
          // /pricing's two cards state it once beneath the pair (checked on the built page above).
          expect(card.caveats).toBe(path === '/pricing' ? 0 : 1);
        }
      });
      // Review C r8: a superscript jumped to another page without warning. It now scrolls to its note on the page, in view
      // below the sticky header and marked, and the note's number leads back to the cue.
      it.each(['/', '/financial-services'])('%s: each figure cue scrolls to its note in view, and the note back to the cue', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const inView = (selector: string) =>
          page.evaluate((sel) => {
            const box = document.querySelector(sel)!.getBoundingClientRect();
            const header = document.querySelector('header')!.getBoundingClientRect();
            return box.top >= Math.max(0, header.bottom) - 1 && box.top < window.innerHeight;
          }, selector);
        const cues = await page.locator('a.method-cue').evaluateAll((links) => links.filter((a) => (a as HTMLElement).checkVisibility()).map((a) => a.getAttribute('href')!));
        expect(cues.length).toBeGreaterThan(0);
        for (const href of new Set(cues)) {
          await page.locator(`a.method-cue[href="${href}"]:visible`).first().click();
          await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
          expect(await inView(href), href).toBe(true);
          // The note is marked as the target (a tint), and has its tag.
          expect(await page.locator(`${href}`).evaluate((li) => getComputedStyle(li).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
          expect(await page.locator(`${href} [data-independence]`).count()).toBe(1);
        }
        const n = cues[0].replace('#figure-note-', '');
        await page.locator(`#figure-note-${n} a[href="#figure-cite-${n}"]`).click();
        await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#figure-cite-${n}`);
        expect(await inView(`#figure-cite-${n}`)).toBe(true);
      });
      // Review C r12: the notes' heading was a full section heading; on /technology they ran the page's width under a
      // 720 px article; at 390 px a source wrapped under its tag started with a stray indent.
      it.each(['/', '/financial-services', '/technology/small-llms', '/trends', '/trends/on-premises-ai-data-sovereignty'])('%s: the figure notes are footnotes, in the article column where the page is one, no indented line', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const m = await page.evaluate(() => {
          const notes = document.querySelector('[data-section="figure-notes"]')!;
          const heading = notes.querySelector('h2')!;
          // The page's section headings' size: its largest h2 (a card's own h2 may be smaller).
          const sectionSize = Math.max(...[...document.querySelectorAll('main h2')].filter((h) => !notes.contains(h)).map((h) => parseFloat(getComputedStyle(h).fontSize)));
          // The page's content column where it has one: an explainer's article, a /trends article's pair (its "More analysis" row keeps to it).
          const article = document.querySelector('[data-section="explainer"] article h2, [data-section="more-articles"] h2');
          const list = notes.querySelector('ol')!.getBoundingClientRect();
          const style = getComputedStyle(notes);
          return {
            headingSize: parseFloat(getComputedStyle(heading).fontSize),
            sectionSize,
            rule: style.borderTopWidth,
            ground: style.backgroundColor,
            list: { left: Math.round(list.left), right: Math.round(list.right) },
            // From the notes' ground to the closing panel (the cta band's, /trends' newsletter's).
            gapAfter: [...notes.nextElementSibling!.querySelectorAll('*')].find((el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)')!.getBoundingClientRect().top - notes.getBoundingClientRect().bottom,
            article: article && { left: Math.round(article.getBoundingClientRect().left), right: Math.round(article.parentElement!.getBoundingClientRect().right) },
            // Each line of the measuring team's words: where it starts, and whether it is the tag's line or one under it.
            lines: [...notes.querySelectorAll('li')].flatMap((li) => {
              const p = li.querySelector('[data-figure-note-body]')!.getBoundingClientRect();
              const tag = li.querySelector('[data-independence]')!.getBoundingClientRect();
              return [...li.querySelector('[data-figure-measured-by]')!.getClientRects()].map((r) => ({ under: r.top >= tag.bottom - 2, left: r.left - p.left, afterTag: r.left - tag.right }));
            }),
          };
        });
        expect(m.headingSize, 'a heading smaller than the page\'s sections').toBeLessThan(m.sectionSize);
        expect(m.headingSize).toBeLessThanOrEqual(18);
        expect(m.rule).toBe('1px');
        expect(m.ground, 'a quiet ground of its own').not.toMatch(/^rgba?\(255, 255, 255|^rgba\(0, 0, 0, 0\)/);
        expect(m.gapAfter, 'a section\'s gap before the closing panel').toBeGreaterThanOrEqual(64);
        if (m.article) {
          expect(m.list.left, 'the notes start where the article does').toBe(m.article.left);
          expect(m.list.right).toBeLessThanOrEqual(m.article.right);
        }
        expect(m.lines.length).toBeGreaterThan(0);
        for (const line of m.lines) {
          if (line.under) expect(line.left, 'a wrapped line starts at the note\'s edge').toBeCloseTo(0, 0);
          else expect(line.afterTag).toBeGreaterThan(0);
        }
      });
      it.each(['/', '/financial-services', '/healthcare', '/solutions/document-analysis'])('%s: a proof card shows every figure at every width (review C r11), stacked on a phone, two a row from 480 px (review C r12, r15), every citation inside its card', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('[data-proof-card], [data-customer-card], [data-case-study]')].map((card) => ({
            all: card.querySelectorAll('[data-result]').length,
            shown: [...card.querySelectorAll('[data-result]')].filter((r) => r.checkVisibility()).length,
            lefts: new Set([...card.querySelectorAll('[data-result]')].map((r) => Math.round(r.getBoundingClientRect().left))).size,
            links: [...card.querySelectorAll('a[data-case-study-link]')].map((a) => a.textContent),
            // How far any citation's words run past the card's right edge (review C r15: "Source" overflowed it at 390).
            overrun: Math.max(0, ...[...card.querySelectorAll('[data-result-citation] summary')].flatMap((s) => [...s.getClientRects()].map((r) => r.right - card.getBoundingClientRect().right))),
          })),
        );
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card.shown).toBe(card.all);
          // Under 480 px one column: two there wrapped captions to six lines and pushed "Source" out of the card.
          if (width < 640) expect(card.lefts).toBe(width < 480 ? 1 : Math.min(card.all, 2));
          expect(card.overrun, `${path} at ${width} px: a citation past its card's edge`).toBeLessThanOrEqual(0);
          for (const link of card.links) expect(link).toMatch(/^Read the Case Study: /);
        }
      });
      if (width === 1280)
        it('/solutions/risk-assessment: the case-study card spans the container, as the assurance line under it', async () => {
          await page.goto(`${baseUrl}/solutions/risk-assessment`, { waitUntil: 'load' });
          const widths = await page.evaluate(() => ['[data-section="case-study"] [data-case-study]', '[data-section="case-study"] [data-assurance-line]'].map((s) => document.querySelector(s)!.getBoundingClientRect().width));
          expect(widths[0]).toBeCloseTo(widths[1], 0);
        });
      // The strip's and the cards' links ("All Customers", 17 px tall before) are 24 px targets.
      // The figure-to-method cue's box: every line of every figure link at least 24 px tall, inline ones too
      // (WCAG 2.5.8 excepts them; the review measured 18 px in 14 px text), the figure dotted-underlined and its
      // number drawn after it as a raised citation (review C round 7: "under 1 s Method" read as broken text).
      it.each(['/', '/financial-services', '/technology/small-llms', '/features/lightning-speed'])('%s: every figure link at least 24 px tall, with its number as a superscript', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const links = await page.evaluate(() =>
          [...document.querySelectorAll('a.method-cue')].map((a) => {
            const after = getComputedStyle(a, '::after');
            return {
              text: a.textContent,
              heights: [...a.getClientRects()].map((r) => Math.round(r.height)),
              width: Math.round(a.getBoundingClientRect().width),
              underline: getComputedStyle(a).textDecorationStyle,
              // The figure's number in brackets, raised, 12 px at least; no word ("Method") added. A word joiner ties it to the figure.
              marker: after.content === `"\u2060[${(a as HTMLElement).dataset.figureN}]"` && /^[1-6]$/.test((a as HTMLElement).dataset.figureN ?? '') && after.verticalAlign === 'super' && parseFloat(after.fontSize) >= 12,
            };
          }),
        );
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          for (const height of link.heights) expect(height, link.text ?? '').toBeGreaterThanOrEqual(24);
          // The whole underlined figure is the link, its [n] included (review C r11 asked for a 24 px hit area at 390).
          expect(link.width, link.text ?? '').toBeGreaterThanOrEqual(24);
          expect(link.underline, link.text ?? '').toBe('dotted');
          expect(link.marker, link.text ?? '').toBe(true);
        }
      });
      // Review C: three full source sentences ran ~9 grey lines at 1280 px and ~1.5 screens at 390 px. Closed, each
      // customer figure's citation is two lines (what and when; who and "Source", review C r7), three in a narrow
      // column at 1280 px and four at most at 390, a 24 px target; opened, it shows the source sentence, and the two /pricing cards still end level.
      it.each(['/financial-services', '/pricing'])('%s: each customer figure cites in a few lines, its source behind a disclosure', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const summaries = page.locator('details[data-result-citation] > summary');
        expect(await summaries.count()).toBeGreaterThan(0);
        const closed = await page.evaluate(() =>
          // The figures a phone card keeps (the rest wait behind "+N More in the Case Study").
          [...document.querySelectorAll('details[data-result-citation]')].filter((details) => details.checkVisibility()).map((details) => {
            const summary = details.querySelector('summary')!;
            const source = details.querySelector('[data-result-source]')!;
            // Closed, the disclosure is its summary's height: the source sentence takes no room.
            return { height: summary.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(summary).lineHeight), sourceShown: details.getBoundingClientRect().height > summary.getBoundingClientRect().height + 1 || source.checkVisibility() };
          }),
        );
        for (const c of closed) {
          expect(c.sourceShown).toBe(false);
          expect(c.height).toBeGreaterThanOrEqual(24);
          if (width >= 390) expect(c.height).toBeLessThan((width === 1280 ? 3 : 4) * c.lineHeight + 1);
        }
        if (path === '/pricing') {
          const bottoms = await page.evaluate(() => [...document.querySelectorAll('[data-proof-card]')].map((card) => Math.round(card.getBoundingClientRect().bottom)));
          if (width >= 768) expect(new Set(bottoms).size).toBe(1);
        }
        await summaries.first().click();
        expect(await page.locator('details[data-result-citation]').first().evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
        await expect.poll(() => page.locator('details[data-result-citation] [data-result-source]').first().isVisible()).toBe(true);
      });
      // Review round 5: two backers wrapped to four lines in a half column. Review C r12: no band between a card's
      // credential and its bio. Review C r23: the three leaders a row of three at 1280, the outside advisor in a row of its
      // own under them at one card's width, each with its portrait (a photo or a monogram) beside the name; the seven
      // facts in two full rows of four from lg, the board over two columns, its members side by side.
      it('/about: the leaders a row, the advisor a row of its own, each bio right under its name block, the facts in full rows from lg', async () => {
        await page.goto(`${baseUrl}/about`, { waitUntil: 'load' });
        const m = await page.evaluate(() => {
          const box = (el: Element | null) => el!.getBoundingClientRect();
          const backers = [...document.querySelectorAll('[data-company-facts] > div')].find((d) => /^Backers/.test(d.textContent ?? ''))!;
          const board = [...document.querySelectorAll('[data-company-facts] > div')].find((d) => /^Board/.test(d.textContent ?? ''))!;
          const people = [...document.querySelectorAll('[data-section="leadership"] li:is([data-person], [data-advisor])')];
          const cards = people.map((li) => ({ top: Math.round(box(li).top), bottom: Math.round(box(li).bottom), width: box(li).width, advisor: li.hasAttribute('data-advisor') }));
          const links = people.map((li) => li.querySelector('a[rel~="me"]')!).map((a) => Math.round(box(a).top));
          const bioGaps = people.map((li) => Math.round(box(li.querySelector('[data-bio]')).top - box(li.querySelector(':scope > div')).bottom));
          const bioLines = people.map((li) => li.querySelector('[data-bio]')!).map((p) => Math.round(box(p).height / parseFloat(getComputedStyle(p).lineHeight)));
          const advisorCard = people.find((li) => li.hasAttribute('data-advisor'))!;
          const advisorBio = { top: Math.round(box(advisorCard.querySelector('[data-bio]')).top), left: Math.round(box(advisorCard.querySelector('[data-bio]')).left), nameTop: Math.round(box(advisorCard.querySelector('h3')).top), nameRight: Math.round(box(advisorCard.querySelector(':scope > div')).right) };
          // The portrait's circle: a photo, or the initials without one.
          const circle = (li: Element) => li.querySelector('img, [data-monogram]');
          const monogramTops = people.map((li) => Math.round(box(circle(li)).top - box(li).top));
          const grid = box(document.querySelector('[data-company-facts]'));
          const lastFact = box(document.querySelector('[data-company-facts] > div:last-child'));
          const monograms = people.map(circle).map((mono) => [Math.round(box(mono).width), Math.round(box(mono).height)]);
          const facts = [...document.querySelectorAll('[data-company-facts] > div')].map((d) => ({ top: Math.round(box(d).top), width: box(d).width }));
          const members = [...board.querySelectorAll('[data-board-member]')].map((member) => Math.round(box(member).top));
          const dd = backers.querySelector('dd')!;
          return { advisorBio, monogramTops, lastFactWidth: lastFact.width, lastFactRightGap: grid.right - lastFact.right, bioGaps, bioLines, monograms, members, factTops: facts.map((f) => f.top), factWidths: facts.map((f) => f.width), board: box(board).width, cards, links, backers: box(backers).width, facts: box(document.querySelector('[data-company-facts]')).width, backersLines: Math.round(box(dd).height / parseFloat(getComputedStyle(dd).lineHeight)) };
        });
        expect(m.cards.map((card) => card.advisor)).toEqual([false, false, false, true]);
        expect(m.cards[3].top, 'the advisor under the leaders').toBeGreaterThan(m.cards[2].bottom);
        // 64 px on phones, 80 from sm (review r43: a face at 64 px on a 1280 px card was hard to make out), photo or initials.
        for (const size of m.monograms) expect(size).toEqual(width >= 640 ? [80, 80] : [64, 64]);
        // Review C r31: the portraits top-aligned in their cards, whatever the name block's length.
        expect(new Set(m.monogramTops).size, 'the portraits at one height in their cards').toBe(1);
        // Review C r31: the lone advisor one card across the row from lg, the bio beside the name block, level with the name.
        if (width >= 1024) {
          expect(m.cards[3].width).toBeGreaterThan(m.cards[0].width * 2.5);
          expect(m.advisorBio.top).toBe(m.advisorBio.nameTop);
          expect(m.advisorBio.left).toBeGreaterThan(m.advisorBio.nameRight);
        } else expect(m.cards[3].width).toBeCloseTo(m.cards[0].width, 0);
        // The board's members one under the other in the board's one labelled cell, at every width (review C r31).
        expect(m.members).toHaveLength(2);
        expect(m.members[1]).toBeGreaterThan(m.members[0]);
        if (width === 1280) {
          const leaders = m.cards.slice(0, 3);
          expect([new Set(leaders.map((card) => card.top)).size, new Set(leaders.map((card) => card.bottom)).size]).toEqual([1, 1]);
          expect(new Set(m.links.slice(0, 3)).size, 'the leaders\' profile links level').toBe(1);
        }
        // Bios the card can carry (review C r23: shorten to what the card holds): three lines at most, four on a phone.
        for (const lines of m.bioLines) expect(lines).toBeLessThanOrEqual(width === 1280 ? 3 : width === 320 ? 5 : 4);
        // The bio 12 px under its own name block on every card, whatever the other cards' credentials take.
        // (From lg the lone advisor's bio sits beside its name block, checked above.)
        expect(m.bioGaps.slice(0, width >= 1024 ? 3 : 4)).toEqual(width >= 1024 ? [12, 12, 12] : [12, 12, 12, 12]);
        // Eight facts, two full rows of four from lg; below lg the backers the whole row.
        if (width >= 1024) {
          expect(m.factTops.filter((top) => top === m.factTops[0])).toHaveLength(4);
          expect(new Set(m.factTops).size).toBe(2);
          // Every fact a column, the board too; the last (the legal entity) to the row's end, so no cell is left empty.
          for (const factWidth of m.factWidths.slice(0, -1)) expect(factWidth).toBeLessThan(m.facts / 4);
          // Eight facts since trust review T2 r46 added the customers in production: the last a column of the full row.
          expect(m.lastFactWidth).toBeGreaterThan(m.facts / 4 - 24);
          expect(Math.abs(m.lastFactRightGap)).toBeLessThanOrEqual(1);
        } else expect(m.backers).toBeCloseTo(m.facts, 0);
        expect(m.backersLines).toBeLessThanOrEqual(width === 320 ? 3 : 2);
      });
      // Review r7, C 2d: at 390 px the line was two tall stacks of plain text (about 1.2 screens with the frameworks).
      // In a container under 36rem a compact row: the label with the link on its right, then each fact on one line,
      // its name and main date; from 36rem each date on a line of its own, from 56rem label, facts and link one row.
      it.each(['/', '/financial-services'])('%s: the assurance line compact where it is narrow, one row where it is wide', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const m = await page.evaluate(() => {
          const line = document.querySelector('[data-assurance-line]')!;
          const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
          return {
            width: line.getBoundingClientRect().width,
            height: line.getBoundingClientRect().height,
            labelTop: top(line.querySelector('p')!),
            linkTop: top(line.querySelector('a')!),
            listTop: top(line.querySelector('ul')!),
            listRight: Math.round(line.querySelector('ul')!.getBoundingClientRect().right),
            linkLeft: Math.round(line.querySelector('a')!.getBoundingClientRect().left),
            // Where the label's words start (after its icon and the gap) and where the link's do (after its padding).
            labelTextLeft: Math.round(line.querySelector('p svg')!.getBoundingClientRect().right + parseFloat(getComputedStyle(line.querySelector('p')!).columnGap)),
            linkTextLeft: Math.round(line.querySelector('a')!.getBoundingClientRect().left + parseFloat(getComputedStyle(line.querySelector('a')!).paddingLeft)),
            labelBottom: Math.round(line.querySelector('p')!.getBoundingClientRect().bottom),
            listLeft: Math.round(line.querySelector('ul')!.getBoundingClientRect().left),
            linkRight: Math.round(line.querySelector('a')!.getBoundingClientRect().right),
            byLines: [...line.querySelectorAll('[data-assurance-by]')].map((by) => Math.round(by.getBoundingClientRect().height / parseFloat(getComputedStyle(by).lineHeight))),
            linkBottom: Math.round(line.querySelector('a')!.getBoundingClientRect().bottom),
            listBottom: Math.round(line.querySelector('ul')!.getBoundingClientRect().bottom),
            facts: [...line.querySelectorAll('li')].map((li) => ({
              height: li.getBoundingClientRect().height,
              lineHeight: parseFloat(getComputedStyle(li).lineHeight),
              shown: [...li.querySelectorAll(':scope > span:not(.sr-only)')].filter((span) => span.checkVisibility()).length,
            })),
          };
        });
        expect(m.facts).toHaveLength(2);
        // Every fact shows its name, both dates and who did the work, on a phone too (review C r11: a phone dropped
        // "Next test due", the forward commitment); a phone keeps the name and the main date on one line.
        for (const fact of m.facts) expect(fact.shown, 'the name, both dates and the firm').toBe(4);
        // Review C r31: the link ends the facts at every width (under the label at 1280, beside it at 390, it moved about).
        expect(m.linkTop, 'the link under the facts').toBeGreaterThanOrEqual(m.listBottom);
        expect(m.linkTextLeft, 'in line with the facts').toBe(m.listLeft);
        if (m.width < 576) {
          for (const fact of m.facts) expect(fact.height / fact.lineHeight).toBeLessThanOrEqual(width === 320 ? 5.1 : 3.1);
          expect(m.height).toBeLessThanOrEqual(width === 320 ? 260 : 190);
        } else if (m.width >= 896) {
          expect(m.listTop, 'label and facts in one row').toBe(m.labelTop);
          expect(m.labelBottom).toBeLessThan(m.listBottom);
          expect(m.labelTextLeft, 'the label in the first column').toBeLessThan(m.listLeft);
          // Review C r12: "Tested by Sample Offensive Security / Ltd (sample)" ragged the block at 1280.
          if (width === 1280) expect(m.byLines, '"Audited by" and "Tested by" one line each').toEqual([1, 1]);
        }
      });
      // Review C r23, 1a-b: the full block word for word on six pages, ~400 px of small grey text at 390 px. Where the band is
      // not the page's point, two lines at most at 1280 px (label, the two dated facts and who did each, the link), four at
      // most at 390 (trust review r42: with the auditor's and the testing firm's names, one line and three had been the rule),
      // each fact on a line of its own (trust review T4 r42: run together they read as one four-line sentence at 390).
      it.each(['/pricing', '/solutions/risk-assessment', '/demo'])('%s: the compact assurance line, two lines wide, four at most at 390', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const m = await page.evaluate(() => {
          const line = document.querySelector('[data-assurance-line="compact"]')!;
          const facts = line.querySelectorAll('p')[1];
          const box = (el: Element) => el.getBoundingClientRect();
          return {
            facts: line.querySelectorAll('p').length,
            // Lines of text: the facts' height less the gap between them.
            lines: Math.round((box(facts).height - (box(facts.children[1]!).top - box(facts.children[0]!).bottom)) / parseFloat(getComputedStyle(facts).lineHeight)),
            height: box(line).height,
            linkInFacts: facts.contains(line.querySelector('a')) && line.querySelector('a')!.parentElement!.matches('p > span:last-child'),
            // Trust review T5 r43: wrapped at 390, the second fact read on from the first; a gap sets them apart.
            gap: box(facts.children[1]!).top - box(facts.children[0]!).bottom,
            overflow: box(line).right > document.documentElement.clientWidth,
          };
        });
        expect(m.facts).toBe(2);
        expect(m.linkInFacts, 'the link ends the last fact\'s line').toBe(true);
        expect(m.gap, 'a gap between the facts').toBeGreaterThanOrEqual(4);
        expect(m.overflow).toBe(false);
        if (width === 1280 && path !== '/demo') expect(m.lines, 'two lines beside the label').toBeLessThanOrEqual(2);
        else expect(m.lines).toBeLessThanOrEqual(width === 320 ? 6 : 4);
        expect(m.height).toBeLessThanOrEqual(width === 320 ? 170 : 130);
      });
      // Review C r12: "How We Support Compliance" ended the sentence, so it fell inline on some pages and on a line of its
      // own on others; at 390 px the sentence was set larger than the assurance facts above it in the same band.
      it.each(['/', '/healthcare', '/pricing', '/demo'])('%s: the compliance band\'s two links in one place, its text one size', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const m = await page.evaluate(() => {
          const line = document.querySelector('[data-assurance-line]')!;
          const band = line.closest('[data-section="compliance-badges"], #compliance')!;
          const support = band.querySelector<HTMLElement>('a[href="/security#controls"]')!;
          const audit = line.querySelector<HTMLElement>('a')!;
          const compact = line.matches('[data-assurance-line="compact"]');
          const heading = [...band.querySelectorAll('h2, p')].find((el) => el.textContent === 'Frameworks your deployment maps to')!;
          const box = (el: Element) => el.getBoundingClientRect();
          const textLeft = (a: HTMLElement) => Math.round(box(a).left + parseFloat(getComputedStyle(a).paddingLeft));
          return {
            inSentence: support.closest('[data-listing-meaning]') !== null,
            supportHeight: box(support).height,
            supportTextLeft: textLeft(support),
            auditTextLeft: textLeft(audit),
            supportTop: Math.round(box(support).top),
            headingBottom: Math.round(box(heading).bottom),
            chipsBottom: Math.round(box(band.querySelector('[data-chip-row]')!).bottom),
            chipsLeft: Math.round(box(band.querySelector('[data-chip-row]')!).left),
            compact,
            sizes: [...new Set([compact ? line.querySelectorAll('p')[1] : line.querySelector('li')!, band.querySelector('[data-listing-meaning]')!, heading].map((el) => getComputedStyle(el).fontSize))],
          };
        });
        expect(m.inSentence, 'a line of its own, not the end of the sentence').toBe(false);
        expect(m.supportHeight, 'a 24 px target').toBeGreaterThanOrEqual(24);
        expect(m.sizes, 'one body size in the band').toEqual(['14px']);
        // Review C r31: at every width the frameworks' link ends its value, under the chips and in line with them, as "Audit
        // Evidence" ends the facts above it (under the labels at 1280, at the band's foot at 390, they moved about).
        expect(m.supportTop, 'under the chips').toBeGreaterThanOrEqual(m.chipsBottom);
        expect(m.supportTextLeft, 'in line with the chips').toBe(m.chipsLeft);
        if (!m.compact) expect(m.supportTextLeft, 'in line with "Audit Evidence"').toBe(m.auditTextLeft);
        if (width === 1280 && path !== '/demo') expect(m.headingBottom, 'the label beside its value').toBeLessThan(m.chipsBottom);
      });
      it.each(['/', '/financial-services'])('%s: the assurance line\'s two facts of one width, not filled boxes', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const facts = await page.evaluate(() => [...document.querySelectorAll('[data-assurance-line] li')].map((li) => ({ width: li.getBoundingClientRect().width, background: getComputedStyle(li).backgroundColor })));
        expect(facts).toHaveLength(2);
        expect(facts[0].width).toBeCloseTo(facts[1].width, 0);
        for (const fact of facts) expect(fact.background).toBe('rgba(0, 0, 0, 0)');
      });
      // Review C r15: side by side the two cards are one height, their request panels level at their feet (r12 had each
      // panel straight under its facts, which left the cards ~55 px apart); stacked, each panel straight under its facts.
      // Round 6: at 390 px one fact a row ran the two cards to 2.5 screens.
      // Review C r23 and r31: pinned to the foot, the SOC 2 card's panel left a dead gap under its shorter facts; each panel
      // straight under its facts at every width, the cards still one height side by side.
      it('/security: each assurance card\'s request panel straight under its facts, the cards level side by side, the dates two a row at every width', async () => {
        await page.goto(`${baseUrl}/security`, { waitUntil: 'load' });
        const cards = await page.evaluate(() =>
          ['soc2', 'penetration-test'].map((name) => {
            const card = document.querySelector(`[data-assurance="${name}"]`)!;
            const facts = card.querySelector('dl')!;
            const panel = card.querySelector(`[data-request-panel="${name}"]`)!.getBoundingClientRect();
            const columns = new Set([...facts.children].map((fact) => Math.round(fact.getBoundingClientRect().left))).size;
            const box = card.getBoundingClientRect();
            return { gap: panel.top - facts.getBoundingClientRect().bottom, below: box.bottom - panel.bottom, columns, top: box.top, bottom: box.bottom, panelBottom: panel.bottom };
          }),
        );
        for (const card of cards) {
          expect(card.gap).toBeLessThanOrEqual(24);
          expect(card.columns).toBe(2);
        }
        // The taller card (stacked, each) ends on its panel.
        expect(Math.min(...cards.map((card) => card.below))).toBeLessThanOrEqual(32);
        if (width < 768) for (const card of cards) expect(card.below).toBeLessThanOrEqual(32);
        else {
          expect(cards[0].top).toBeCloseTo(cards[1].top, 0);
          expect(cards[0].bottom).toBeCloseTo(cards[1].bottom, 0);
        }
      });
      // Review C r31: under lg the incident card's commitment hung indented under its heading (the icon's column).
      it('/security: the incident card\'s commitment flush with the card\'s padding, like every other card\'s text', async () => {
        await page.goto(`${baseUrl}/security`, { waitUntil: 'load' });
        const m = await page.evaluate(() => {
          const card = document.querySelector('[data-assurance="incident-notification"]')!;
          const left = card.getBoundingClientRect().left + parseFloat(getComputedStyle(card).paddingLeft) + parseFloat(getComputedStyle(card).borderLeftWidth);
          return { text: Math.round(card.querySelector('p')!.getBoundingClientRect().left - left), icon: Math.round(card.querySelector('svg')!.getBoundingClientRect().left - left) };
        });
        expect(m.icon).toBe(0);
        if (width < 1024) expect(m.text).toBe(0);
        else expect(m.text).toBeGreaterThan(200);
      });
      // Review C r8: at 390 px the penetration test's badge wrapped under its heading while SOC 2's stayed beside it;
      // r22: beside it, "Penetration test" wrapped to two lines at 390 px. On phones both badges on a line of their own
      // under the heading, at its left edge, each heading on one line; at 1280 at the end of the heading row, at the
      // card's right edge; on one line at every width.
      it('/security: the two assurance badges sit alike, under the heading on phones, at the end of its row at 1280', async () => {
        await page.goto(`${baseUrl}/security`, { waitUntil: 'load' });
        const badges = await page.evaluate(() =>
          ['soc2', 'penetration-test'].map((name) => {
            const card = document.querySelector(`[data-assurance="${name}"]`)!;
            const heading = card.querySelector('h3')!.getBoundingClientRect();
            const badge = card.querySelector('[data-badge]')!;
            const box = badge.getBoundingClientRect();
            const inset = card.getBoundingClientRect().right - box.right;
            const h3 = card.querySelector('h3')!;
            return { beside: box.left > heading.right && box.top < heading.bottom, under: box.top >= heading.bottom && Math.round(box.left) === Math.round(heading.left), headingLines: Math.round(heading.height / parseFloat(getComputedStyle(h3).lineHeight)), inset, padding: parseFloat(getComputedStyle(card).paddingRight), lines: badge.getClientRects().length, height: box.height };
          }),
        );
        for (const badge of badges) {
          expect([badge.beside, badge.under]).toEqual(width >= 640 ? [true, false] : [false, true]);
          if (width >= 640) expect(badge.inset).toBeCloseTo(badge.padding + 1, 0);
          expect(badge.headingLines).toBe(1);
          expect(badge.height).toBeLessThan(28);
        }
      });
      // Review C r7: at 390 px the page runs about six screens; a jump list under the hero's buttons, phones only.
      // Review C r8: at 1280 too (a long run of same-weight cards, no way to jump), in one row there, two a row on phones.
      // Trust review r42: at 390 the rows after the first start closed, and Vertiq's own report's note hid in SOC 2 Type II's.
      it("/security: Vertiq's own SOC 2 report's status seen in the frameworks section without opening a row, and once", async () => {
        await page.goto(`${baseUrl}/security`, { waitUntil: 'load' });
        const seen = () => page.evaluate(() => [...document.querySelectorAll('#frameworks [data-own-report]')].filter((note) => note.checkVisibility()).map((note) => note.getAttribute('data-own-report')));
        expect(await seen()).toEqual([width >= 1024 ? 'row' : 'list']);
        if (width < 1024) {
          // Opening the SOC 2 Type II row does not say it a second time.
          await page.locator('[data-framework="SOC 2 Type II"] summary').click();
          expect(await page.locator('[data-framework="SOC 2 Type II"] > details').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
          expect(await seen()).toEqual(['list']);
        }
      });
      it('/security: a jump list to its parts under the hero buttons at every width, two a row on phones, three from sm', async () => {
        await page.goto(`${baseUrl}/security`, { waitUntil: 'load' });
        const links = await page.evaluate(() =>
          [...document.querySelectorAll('[data-jump-list] a')].map((a) => {
            const box = a.getBoundingClientRect();
            return { href: a.getAttribute('href'), target: !!document.querySelector(a.getAttribute('href')!), height: box.height, top: Math.round(box.top), visible: (a as HTMLElement).offsetParent !== null };
          }),
        );
        // Trust review T r45: the disclosure policy and the shared-responsibility split were missing from it.
        expect(links.map((link) => link.href)).toEqual(['#audit-evidence', '#documents', '#subprocessors', '#disclosure-policy', '#responsibility', '#frameworks']);
        for (const link of links) {
          expect(link.target).toBe(true);
          expect(link.visible).toBe(true);
          expect(link.height).toBeGreaterThanOrEqual(24);
        }
        expect(new Set(links.map((link) => link.top)).size).toBe(width >= 640 ? 2 : 3);
      });
      // Review C r7: in the index the "Internal" tag wrapped onto a line of its own at 390 px; review C r28: at 1280 px
      // "document ↓ Independent" wrapped alone. The tags are a column at the rows' right end, each level with its arrow.
      it('/methodology: the index tags form one column, each level with its statement\'s last line, after the arrow', async () => {
        await page.goto(`${baseUrl}/methodology`, { waitUntil: 'load' });
        const rows = await page.evaluate(() =>
          [...document.querySelectorAll('#figures a')].map((a) => {
            const arrow = a.querySelector('svg')!.getBoundingClientRect();
            const tag = a.querySelector('[data-independence]')!.getBoundingClientRect();
            return { centres: Math.abs(arrow.top + arrow.height / 2 - (tag.top + tag.height / 2)), after: tag.left - arrow.right, left: Math.round(tag.left) };
          }),
        );
        expect(rows).toHaveLength(6);
        for (const row of rows) {
          expect(row.centres).toBeLessThan(6);
          expect(row.after).toBeGreaterThanOrEqual(0);
        }
        expect(new Set(rows.map((row) => row.left)).size).toBe(1);
      });
      // Review C r7: at 390 px a figure ran ~1.5 screens with no way to the next one but scrolling.
      it('/methodology: each figure\'s bar is one line at every width, Previous and Next on phones too; below lg it stays under the header through its figure, and its Next link moves on', async () => {
        await page.goto(`${baseUrl}/methodology`, { waitUntil: 'load' });
        const bars = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-figure-bar]')].map((bar) => {
            const [label, nav] = [...bar.querySelectorAll(':scope > p')].map((p) => p.getBoundingClientRect());
            const shown = [...bar.querySelectorAll<HTMLElement>(':scope > p:last-child > a')].filter((a) => a.getBoundingClientRect().width > 0).map((a) => a.textContent);
            const permalink = bar.querySelector('a[data-anchor]')!.getBoundingClientRect();
            // The label's and the nav's middles (without the permalink under 360 px the label is a short line centred on the nav's).
            return { height: bar.getBoundingClientRect().height, text: bar.querySelector('p > span')!.textContent, labelMiddle: label!.top + label!.height / 2, navMiddle: nav!.top + nav!.height / 2, navRight: nav!.right, barRight: bar.getBoundingClientRect().right, shown, permalink: permalink.width >= 24 && permalink.height >= 24 };
          }),
        );
        expect(bars).toHaveLength(6);
        // Review C r17: below sm the nav on a line of its own made the bar two lines above its rule; review C r15: all
        // three links beside the number were crowded at 390 px. Trust review T3 r41: at 390 there was no Previous (the
        // 1280 view has one). So one line at every width with all three links: tighter gaps and a 28 px permalink below sm,
        // and below 360 px no permalink (the way on outweighs a link to copy).
        bars.forEach((bar, i) => {
          expect(bar.height).toBeLessThanOrEqual(48);
          expect(Math.abs(bar.navMiddle - bar.labelMiddle)).toBeLessThanOrEqual(2);
          expect(Math.abs(bar.navRight - bar.barRight)).toBeLessThanOrEqual(1);
          expect(bar.shown).toEqual([i > 0 && 'Previous', 'All Figures', i < 5 && 'Next'].filter(Boolean));
          expect(bar.permalink).toBe(width >= 360);
        });
        // Review C r12: "Figure 1 of 6" in words ("1 OF 6" alone lost its meaning), now at every width.
        for (const bar of bars) expect(bar.text).toMatch(/^Figure\u00a0\d of 6$/);
        // Review C r12: the table's text (17 px seen) outweighed the rail's values: 15 px, under the rail's 16.
        const sizes = await page.evaluate(() => {
          const entry = document.getElementById('term-accuracy')!;
          const size = (selector: string) => [...entry.querySelectorAll(selector)].map((el) => getComputedStyle(el).fontSize);
          return { table: size('dl:not([data-figure-facts]) > div:not([data-not-published]) > dd, dl:not([data-figure-facts]) > div > dd p'), rail: size('[data-figure-facts] dd') };
        });
        expect(new Set(sizes.table)).toEqual(new Set(['15px']));
        // Review C r22: every rail value at 16 px (the large first value repeated the heading).
        expect(new Set(sizes.rail)).toEqual(new Set(['16px']));
        // Half-way through figure 2: its bar under the header (64 px) below lg, in the flow above its heading at lg.
        const bar = await page.evaluate(() => {
          const section = document.getElementById('response-time')!;
          window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY + section.offsetHeight / 2);
          const rect = section.querySelector('[data-figure-bar]')!.getBoundingClientRect();
          return { top: Math.round(rect.top), header: Math.round(document.querySelector('header')!.getBoundingClientRect().bottom) };
        });
        // (The header's 1 px bottom border overlaps the bar's top.)
        if (width < 1024) expect(Math.abs(bar.top - bar.header)).toBeLessThanOrEqual(1);
        else expect(bar.top).toBeLessThan(0);
        // Review C r28: beside a ~560 px table the 20rem rail ended a third of the way down (a blank under it), and at
        // 390 px it was indented ~17 px from the table. The facts are a strip above the table, on the table's left edge,
        // the table as wide as the heading; from lg the strip is one row of columns.
        const layout = await page.evaluate(() => {
          const section = document.getElementById('term-accuracy')!;
          const box = (el: Element) => el.getBoundingClientRect();
          return {
            strip: box(section.querySelector('[data-figure-facts]')!),
            facts: [...section.querySelectorAll('[data-figure-facts] > div')].map((div) => Math.round(box(div).top)),
            table: box(section.querySelector('dl:not([data-figure-facts])')!),
            heading: box(section.querySelector('h2')!),
          };
        });
        expect(layout.strip.bottom).toBeLessThan(layout.table.top);
        expect(Math.abs(layout.strip.left - layout.table.left)).toBeLessThanOrEqual(1);
        expect(Math.abs(layout.table.width - layout.heading.width)).toBeLessThanOrEqual(1);
        expect(new Set(layout.facts).size).toBe(width >= 1024 ? 1 : layout.facts.length);
        // Review C r31: (1) every table row of one line as tall as the others, given or "Not published" (~40 px against
        // ~60 px read as jagged); (2) the facts in the same four columns in every figure from lg, and below lg one label
        // style, each value beside its label in one column; (3) figure 5's median line at its title's edge, the heading's
        // bar running on beside it (it was indented to the title while the facts sat flush with the bar).
        const rhythm = await page.evaluate(() => {
          const box = (el: Element) => el.getBoundingClientRect();
          const rows = [...document.querySelectorAll('[data-section="methodology"] dl:not([data-figure-facts]) > div')].flatMap((row) => {
            const [dt, dd] = [box(row.querySelector('dt')!), box(row.querySelector('dd')!)];
            return dd.height <= 32 && Math.abs(dd.top - dt.top) < 10 ? [{ height: Math.round(box(row).height), unsaid: row.hasAttribute('data-not-published') }] : [];
          });
          const facts = [...document.querySelectorAll('[data-figure-facts]')].map((dl) =>
            [...dl.children].map((div) => {
              const [dt, dd] = [box(div.querySelector('dt')!), box(div.querySelector('dd')!)];
              // Beside its value: the label's middle within the value's box (stacked, it was above it).
              return { dtLeft: Math.round(dt.left), dtRight: dt.right, ddLeft: Math.round(dd.left), beside: dt.top + dt.height / 2 > dd.top && dt.top + dt.height / 2 < dd.bottom };
            }),
          );
          const result = document.querySelector('[data-figure-result]')!;
          const heading = result.closest('section')!.querySelector('h2')!;
          const style = (el: Element) => getComputedStyle(el);
          return {
            rows,
            facts,
            result: { left: box(result).left - box(heading).left, padding: [style(result).paddingLeft, style(heading).paddingLeft], bar: [style(result).borderLeftWidth, style(result).borderLeftColor === style(heading).borderLeftColor], gap: box(result).top - box(heading).bottom },
          };
        });
        expect(rhythm.rows.filter((row) => row.unsaid).length).toBeGreaterThanOrEqual(15);
        expect(new Set(rhythm.rows.map((row) => row.height)).size).toBe(1);
        if (width >= 1024) expect(rhythm.rows.some((row) => !row.unsaid)).toBe(true);
        // Four slots in every figure; SAMPLE speed says why it has no report (under NDA), so its outside check follows them,
        // as a fact the four cannot hold does: in the grid's next row, under the first.
        expect(rhythm.facts.map((facts) => facts.length)).toEqual([4, 4, 4, 4, 4, 5]);
        for (const facts of rhythm.facts) {
          if (width >= 1024) {
            expect(facts.slice(0, 4).map((fact) => fact.dtLeft)).toEqual(rhythm.facts[0]!.map((fact) => fact.dtLeft));
            expect(new Set(facts.map((fact) => fact.dtLeft)).size).toBe(4);
            for (const extra of facts.slice(4)) expect(extra.dtLeft).toBe(facts[0]!.dtLeft);
          } else {
            for (const fact of facts) {
              expect(fact.ddLeft).toBe(rhythm.facts[0]![0]!.ddLeft);
              expect(fact.ddLeft).toBeGreaterThan(fact.dtRight);
              expect(fact.beside).toBe(true);
            }
          }
        }
        expect(rhythm.result.left).toBe(0);
        expect(rhythm.result.padding[0]).toBe(rhythm.result.padding[1]);
        expect(rhythm.result.bar).toEqual(['4px', true]);
        expect(Math.abs(rhythm.result.gap)).toBeLessThanOrEqual(1);
        if (width < 1024) {
          await page.locator('#response-time [data-figure-bar] a[aria-label="Next figure"]').click();
          await expect.poll(() => page.evaluate(() => location.hash)).toBe('#average-response');
          // Next figure's heading in view, under the header and its bar.
          const heading = await page.evaluate(() => document.getElementById('average-response-heading')!.getBoundingClientRect().top);
          expect(heading).toBeGreaterThan(64);
          expect(heading).toBeLessThan(300);
        }
      });
      // Review round 6: boxed at 1280, the short results had empty bottoms. Review C r7: two a row at 390 px left
      // 150 px columns of 12 px source text; one column on phones, the source at 14 px or more at every width.
      // Trust review T3 r41: at 390 the sources were "small light-grey text": 15 px at a contrast of 7:1 or more (AA asks
      // 4.5:1), and still quieter than the figure and its label (smaller than both, never bolder than the label).
      it('a case study sets its results in open columns (no boxes), one column on phones, one row at 1280, legible sources under the figure', async () => {
        await page.goto(`${baseUrl}/customers/sample-bank-credit-files`, { waitUntil: 'load' });
        const results = await page.evaluate(() => {
          const rgb = (color: string) => color.match(/[\d.]+/g)!.slice(0, 3).map(Number);
          const luminance = (color: string) => {
            const [r, g, b] = rgb(color).map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const background = (el: Element | null): string => {
            for (; el; el = el.parentElement) if (!/rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(el).backgroundColor)) return getComputedStyle(el).backgroundColor;
            return 'rgb(255, 255, 255)';
          };
          return [...document.querySelectorAll('[data-section="results"] [data-result]')].map((li) => {
            const source = li.querySelector('[data-result-source]')!;
            const [text, back] = [luminance(getComputedStyle(source).color), luminance(background(source))];
            const style = (el: Element) => getComputedStyle(el);
            const [figure, label] = [...li.querySelectorAll('p:first-child > span.block')];
            return {
              top: Math.round(li.getBoundingClientRect().top),
              width: li.getBoundingClientRect().width,
              border: style(li).borderLeftWidth,
              source: parseFloat(style(source).fontSize),
              contrast: (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05),
              figure: parseFloat(style(figure!).fontSize),
              label: parseFloat(style(label!).fontSize),
              weights: [Number(style(source).fontWeight), Number(style(label!).fontWeight)],
            };
          });
        });
        expect(results).toHaveLength(3);
        expect(new Set(results.map((r) => r.top)).size).toBe(width === 1280 ? 1 : 3);
        for (const result of results) {
          expect(result.border).toBe('0px');
          expect(result.source).toBeGreaterThanOrEqual(15);
          expect(result.contrast).toBeGreaterThanOrEqual(7);
          expect(result.source).toBeLessThan(result.label);
          expect(result.label).toBeLessThan(result.figure);
          expect(result.weights[0]).toBeLessThanOrEqual(result.weights[1]!);
          if (width !== 1280) expect(result.width).toBeGreaterThan(width - 48);
        }
      });
      // Review C r7: problem and approach were a thin two-column band at 1280; one story column with the key facts beside it.
      it('a case study tells its story in one column, the key facts beside it at 1280 and above it, after the Results, on phones', async () => {
        await page.goto(`${baseUrl}/customers/sample-bank-credit-files`, { waitUntil: 'load' });
        const layout = await page.evaluate(() => {
          const story = document.querySelector('[data-section="story"]')!;
          const headings = [...story.querySelectorAll('h2')].map((h) => ({ text: h.textContent, left: Math.round(h.getBoundingClientRect().left) }));
          const facts = story.querySelector('[data-key-facts]')!.getBoundingClientRect();
          const first = story.querySelector('h2')!.getBoundingClientRect();
          return { headings, factsLeft: facts.left, factsTop: facts.top, storyRight: first.left + story.querySelector('h2')!.parentElement!.getBoundingClientRect().width, firstTop: first.top };
        });
        expect(layout.headings.map((h) => h.text)).toEqual(['The problem', 'The approach', 'In detail', 'What we would do differently']);
        expect(new Set(layout.headings.map((h) => h.left)).size).toBe(1);
        if (width === 1280) {
          expect(layout.factsLeft).toBeGreaterThan(layout.storyRight);
          expect(Math.abs(layout.factsTop - layout.firstTop)).toBeLessThan(24);
          // Review C r15 (the column beside "In detail" and "What we would do differently" was blank for ~700 px): the quote
          // follows the facts in that column and starts beside the story's third part, not in a band of its own.
          const side = await page.evaluate(() => {
            const headings = [...document.querySelectorAll('[data-section="story"] h2')].map((h) => h.getBoundingClientRect().top + window.scrollY);
            const quote = document.querySelector('[data-section="story"] [data-quote]')!.getBoundingClientRect();
            const facts = document.querySelector('[data-key-facts]')!.getBoundingClientRect();
            return { headings, quoteTop: quote.top + window.scrollY, quoteLeft: quote.left, factsBottom: facts.bottom + window.scrollY };
          });
          expect(side.quoteLeft).toBeGreaterThan(layout.storyRight);
          expect(side.quoteTop).toBeGreaterThan(side.factsBottom);
          expect(side.quoteTop).toBeLessThan(side.headings[3]!);
          // And it stays in view, under the header, to the story's end (sticky in its column).
          const stuck = await page.evaluate(() => {
            const last = [...document.querySelectorAll('[data-section="story"] h2')].at(-1)!;
            window.scrollTo(0, last.getBoundingClientRect().top + window.scrollY - 300);
            const quote = document.querySelector('[data-quote]')!.getBoundingClientRect();
            return { top: quote.top, bottom: quote.bottom, header: document.querySelector('header')!.getBoundingClientRect().bottom };
          });
          expect(stuck.top).toBeGreaterThan(stuck.header);
          expect(stuck.bottom).toBeLessThan(900);
        } else {
          // Review C r8: below lg, the facts straight after Results, before the story. Review C r22: the quote after "The
          // approach", before "In detail" (last, after "What we would do differently", it was easy to miss).
          expect(layout.factsTop).toBeLessThan(layout.firstTop);
          const order = await page.evaluate(() => {
            const headings = [...document.querySelectorAll('[data-section="story"] h2')];
            const approach = headings.find((h) => h.textContent === 'The approach')!.nextElementSibling!.getBoundingClientRect();
            const detail = headings.find((h) => h.textContent === 'In detail')!.getBoundingClientRect();
            return { approachBottom: approach.bottom, detailTop: detail.top, quote: document.querySelector('[data-quote]')!.getBoundingClientRect() };
          });
          expect(order.quote.top).toBeGreaterThan(order.approachBottom);
          expect(order.quote.bottom).toBeLessThan(order.detailTop);
        }
      });
      // Review C r7: at 390 px the health study's H1 left "triaged" alone on a line; and the quote's person wrapped to three lines at 1280.
      it('a case study H1 leaves no word alone on a line, and the quote attribution keeps its role to two lines', async () => {
        for (const path of ['/customers/sample-bank-credit-files', '/customers/sample-health-prior-authorizations']) {
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
          const lines = await page.evaluate(() => {
            const h1 = document.querySelector('h1')!;
            const range = document.createRange();
            const words: { word: string; top: number }[] = [];
            const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              for (const match of text.matchAll(/\S+/g)) {
                range.setStart(node, match.index!);
                range.setEnd(node, match.index! + match[0].length);
                words.push({ word: match[0], top: Math.round(range.getBoundingClientRect().top) });
              }
            }
            const byLine = new Map<number, string[]>();
            for (const w of words) byLine.set(w.top, [...(byLine.get(w.top) ?? []), w.word]);
            const role = document.querySelector('[data-quote] figcaption span:nth-child(2)')!;
            return { lines: [...byLine.values()].map((l) => l.join(' ')), roleLines: Math.round(role.getBoundingClientRect().height / parseFloat(getComputedStyle(role).lineHeight)) };
          });
          if (width !== 320 && lines.lines.length > 1) for (const line of lines.lines) expect(line.split(' ').length, `${path}: ${JSON.stringify(lines.lines)}`).toBeGreaterThan(1);
          if (width === 1280) expect(lines.roleLines, path).toBeLessThanOrEqual(2);
        }
      });
      it('/customers: the case-study cards start their headline results and their titles level, the title above the figure; the logo panel beside the hero\'s copy, the studies under it', async () => {
        await page.goto(`${baseUrl}/customers`, { waitUntil: 'load' });
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('[data-case-study]')].map((card) => ({
            figure: card.querySelector('.text-5xl')!.getBoundingClientRect().top,
            citation: card.querySelector('[data-result-source]')!.previousElementSibling!.getBoundingClientRect().top,
            title: card.querySelector('h3')!.getBoundingClientRect().top,
          })),
        );
        expect(cards).toHaveLength(2);
        // Review C r28: the title, then the result and its basis (r8: the result high in the card, right under its title).
        for (const card of cards) expect(card.title).toBeLessThan(card.figure);
        if (width === 1280) for (const key of ['figure', 'citation', 'title'] as const) expect(cards[0][key], key).toBeCloseTo(cards[1][key], 0);
        // Review C r9: no "1 customer" sectors card (or phone chips) in the hero; the case studies straight under it. Review
        // C r22: beside the copy from lg (under it on phones) one framed card at every width; review C r28: in it the four
        // logos (not counts), two a row, each inside the card, the reference offer under them.
        const hero = await page.evaluate(() => {
          const section = document.querySelector('[data-section="hero"]')!;
          const copy = section.querySelector('h1')!.parentElement!.getBoundingClientRect();
          const facts = section.querySelector('[data-customers-facts]')!;
          const box = facts.getBoundingClientRect();
          const logos = [...facts.querySelectorAll('[data-hero-logos] img')].map((img) => img.getBoundingClientRect());
          return {
            chips: section.querySelectorAll('[data-industry-chips]').length,
            beside: box.left >= copy.right,
            framed: getComputedStyle(facts).borderTopWidth,
            logos: logos.length,
            logoRows: new Set(logos.map((logo) => Math.round(logo.top))).size,
            logosInside: logos.every((logo) => logo.width > 60 && logo.left >= box.left && logo.right <= box.right),
            // Review C r31: the marks at the case study's logo size (a 4rem box), a fifth over the cards' 3.25rem.
            logoBoxes: [...new Set(logos.map((logo) => Math.round(logo.height)))],
            offerUnder: facts.querySelector('[data-reference-offer]')!.getBoundingClientRect().top >= Math.max(...logos.map((logo) => logo.bottom)),
            gap: Math.round(document.querySelector('[data-section="case-studies"]')!.getBoundingClientRect().top - section.getBoundingClientRect().bottom),
          };
        });
        const { logoBoxes, ...layout } = hero;
        expect(layout).toEqual({ chips: 0, beside: width >= 1024, framed: '1px', logos: 4, logoRows: 2, logosInside: true, offerUnder: true, gap: 0 });
        if (width === 1280) expect(logoBoxes).toEqual([64]);
      });
      // Review C r8: the named customers' rows had no labels and wide empty gutters at 1280. Review C r15: a two-row table
      // across the page, its Stage column wide and empty: cards side by side from sm (one column on phones), their tops
      // level; review C r28: three a row at 1280 px (two wide cards looked under-filled), each date a label and its value
      // on one line (the label "Public reference since" wrapped at 390 px), the badge on the name's line.
      it('/customers: the other named customers are cards side by side at 1280, stacked on phones, their facts level', async () => {
        await page.goto(`${baseUrl}/customers`, { waitUntil: 'load' });
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('[data-named-customers] > li')].map((li) => {
            const box = li.getBoundingClientRect();
            const line = (el: Element) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
            const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
            const badge = li.querySelector('[data-customer-status]')!.getBoundingClientRect();
            const name = li.querySelector('[data-customer-name]')!.getBoundingClientRect();
            return {
              top: top(li),
              left: Math.round(box.left),
              width: Math.round(box.width),
              facts: Math.round(li.querySelector('dl')!.getBoundingClientRect().top),
              rows: [...li.querySelectorAll('dt')].map((dt) => [line(dt), top(dt) === top(dt.nextElementSibling!)]),
              badgeBesideName: badge.left > name.right && badge.top < name.bottom && badge.bottom > name.top,
            };
          }),
        );
        expect(cards).toHaveLength(2);
        if (width === 1280) {
          expect(cards[0].top).toBe(cards[1].top);
          // The dates under a rule level across the row, whatever the length of each card's `uses` line (review C r22) and
          // however many dates it has.
          expect(cards[0].facts).toBe(cards[1].facts);
          expect(cards[1].left).toBeGreaterThan(cards[0].left);
          // Two cards, two columns that fill the row (review C r31: in three columns the right third stood empty).
          for (const card of cards) expect(card.width).toBeGreaterThan(560);
        } else expect(cards[1].top).toBeGreaterThan(cards[0].top);
        for (const card of cards) {
          expect(card.rows.length).toBeGreaterThan(0);
          for (const row of card.rows) expect(row, JSON.stringify(card.rows)).toEqual([1, true]);
          // On the name's line from 390 px (at 320 a long name may push it under, flex-wrap).
          if (width >= 390) expect(card.badgeBesideName, JSON.stringify(card)).toBe(true);
        }
      });
      // Trust review r43: "At 1280 the cards sit in a narrow prose column in small type, which is hard to scan": side by
      // side at the content width from lg, a label column beside the values from sm, values at 15 px; one column on phones.
      it('/technology/small-llms: the model cards side by side at the content width at 1280, stacked on phones, values at 15 px', async () => {
        await page.goto(`${baseUrl}/technology/small-llms`, { waitUntil: 'load' });
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll('[data-model]')].map((card) => {
            const box = card.getBoundingClientRect();
            const dd = card.querySelector('dd')!;
            const dt = card.querySelector('dt')!;
            const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
            return {
              top: Math.round(box.top),
              left: Math.round(box.left),
              width: Math.round(box.width),
              height: Math.round(box.height),
              rows: [...card.querySelectorAll('[data-model-evaluation], dt')].map(top),
              value: getComputedStyle(dd).fontSize,
              beside: dd.getBoundingClientRect().left > dt.getBoundingClientRect().right,
            };
          }),
        );
        // Three sample cards since trust review T7 r53 (the legal model's): two a row at 1280, the third under the first.
        expect(cards).toHaveLength(3);
        for (const card of cards) expect(card.value).toBe('15px');
        if (width === 1280) {
          expect(cards[0].top).toBe(cards[1].top);
          expect(cards[2].top).toBeGreaterThan(cards[0].top + cards[0].height);
          expect(cards[2].left).toBe(cards[0].left);
          expect(cards[2].rows).toHaveLength(11);
          // Design review r44: one height, and each fact level with the same fact beside it (the shorter card's rows ran
          // ahead of its neighbour's and it ended ~170 px short of them).
          expect(cards[0].height).toBe(cards[1].height);
          expect(cards[0].rows).toHaveLength(11);
          expect(cards[0].rows).toEqual(cards[1].rows);
          for (const card of cards) expect(card.width).toBeGreaterThan(560);
          for (const card of cards) expect(card.beside).toBe(true);
        } else {
          expect(cards[1].top).toBeGreaterThan(cards[0].top);
          expect(cards[2].top).toBeGreaterThan(cards[1].top);
          for (const card of cards) expect(card.beside).toBe(false);
        }
      });
      it.each(['/', '/healthcare', '/legal'])('%s: every target on the page at least 24×24 px', async (path) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        expect((await page.evaluate(smallTargets)).map((t) => `${t.what} ${t.width}×${t.height}`)).toEqual([]);
      });
    });
  }
});

describe('customers named but no case study yet', () => {
  let dir: string;
  beforeAll(async () => {
    // The sample's customers alone: the other collections fall back to content/'s (empty) ones. Inside
    // the project: the image pipeline resolves a --content-from folder's images from the project root.
    dir = mkdtempSync(join(ROOT, '.cache/no-studies-content-'));
    cpSync(join(ROOT, 'tests/fixtures/sample-evidence/customers'), join(dir, 'customers'), { recursive: true });
    await build(dir, NO_STUDIES_DIST);
  }, 240_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('builds no /customers index or page and links to none; the logos still show', () => {
    expect(existsSync(join(NO_STUDIES_DIST, 'customers'))).toBe(false);
    expect(existsSync(join(NO_STUDIES_DIST, 'customers.html'))).toBe(false);
    expect(readFileSync(join(NO_STUDIES_DIST, 'sitemap.xml'), 'utf8')).not.toContain('/customers');
    for (const file of readdirSync(NO_STUDIES_DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'))) {
      expect(readFileSync(join(NO_STUDIES_DIST, file), 'utf8').includes('href="/customers'), file).toBe(false);
    }
    const home = load(NO_STUDIES_DIST, '/');
    expect(home('[data-section="customer-logos"] img')).toHaveLength(4);
  });
});

// Trust review r42: a qualified opinion must read plainly on /security, never spun; an entry without an opinion shows no empty row.
describe('a SOC 2 report with a qualified opinion', () => {
  let dir: string;
  const QUALIFIED_DIST = join(ROOT, '.cache/test-dist-evidence-qualified/');
  beforeAll(async () => {
    dir = mkdtempSync(join(ROOT, '.cache/qualified-content-'));
    mkdirSync(join(dir, 'assurance'));
    const report = readFileSync(join(ROOT, 'tests/fixtures/sample-evidence/assurance/soc2-type-ii.md'), 'utf8');
    writeFileSync(join(dir, 'assurance/soc2-type-ii.md'), report.replace('opinion: unqualified', 'opinion: qualified').replace('exceptionsNoted: 0', 'exceptionsNoted: 3'));
    await build(dir, QUALIFIED_DIST);
  }, 240_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the opinion as issued, "Qualified (not a clean opinion)", and the exceptions the report notes', () => {
    const security = load(QUALIFIED_DIST, '/security');
    const soc2 = security('[data-assurance="soc2"]');
    const fact = (term: string) => soc2.find('dt').filter((_, dt) => security(dt).text() === term).next('dd').text();
    expect([fact('Auditor\u2019s opinion'), fact('Exceptions noted')]).toEqual(['Qualified (not a clean opinion)', '3']);
    expect(soc2.text()).not.toMatch(/unqualified|\(a clean opinion\)/i);
  });
});

// Review: with no quote and no detail the template collapsed into two grey bands back to back.
describe('a case study with only the required fields', () => {
  let dir: string;
  const BARE_DIST = join(ROOT, '.cache/test-dist-evidence-bare-study/');
  beforeAll(async () => {
    dir = mkdtempSync(join(ROOT, '.cache/bare-study-content-'));
    cpSync(join(ROOT, 'tests/fixtures/sample-evidence/customers'), join(dir, 'customers'), { recursive: true });
    // Without its optional descriptor too.
    const law = join(dir, 'customers/sample-law.md');
    writeFileSync(law, readFileSync(law, 'utf8').replace(/^descriptor: .*\n/m, ''));
    mkdirSync(join(dir, 'case-studies'));
    writeFileSync(
      join(dir, 'case-studies/sample-law-contracts.md'),
      [
        '---',
        'customer: sample-law',
        'title: "Contract review on its own servers (sample)"',
        'summary: "SAMPLE case study with only the fields a case study needs, to check the template without its optional parts."',
        'problem: "SAMPLE. The problem, in a paragraph."',
        'approach: "SAMPLE. The approach, in a paragraph."',
        'results:',
        '  - figure: "40%"',
        '    label: fewer hours per contract (sample)',
        "    source: Sample Law LLP's time records (sample)",
        '    date: 2026-08-01',
        'publishedOn: 2026-09-01',
        '---',
        '',
      ].join('\n'),
    );
    await build(dir, BARE_DIST);
  }, 240_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows no empty slot for what it lacks, and its bands still alternate', () => {
    const study = load(BARE_DIST, '/customers/sample-law-contracts');
    for (const absent of ['[data-quote]', '[data-detail-heading]', '[data-study-limits]', '[data-key-facts]', '[data-customer-descriptor]']) expect(study(absent), absent).toHaveLength(0);
    // Without key facts or a quote the story column stands alone: no second grid column left empty beside it.
    expect(study('[data-section="story"] > div').attr('class')).not.toMatch(/lg:grid-cols/);
    expect(study('[data-section="story"]').hasClass('bg-slate-50')).toBe(true);
    const next = study('[data-section="next"]');
    expect([next.hasClass('bg-white'), next.hasClass('bg-slate-50')]).toEqual([true, false]);
    // The quote is the story band's (review C r15), so the band after the story is white with a quote too.
    const bank = sample('/customers/sample-bank-credit-files');
    expect(bank('[data-section="story"] [data-quote]')).toHaveLength(1);
    expect(bank('[data-section="next"]').hasClass('bg-white')).toBe(true);
  });
});
