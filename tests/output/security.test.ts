/**
 * /security and the compliance listings that link to it (issue 22): the page explains each framework
 * for the customer's own deployment; chips and sections link to it; an industry page lists only the
 * frameworks that apply to it. Expected names are written out here, not read from src/content.
 */
import { describe, expect, it } from 'vitest';
import { jsonLdNodes, loadPage, readBuilt } from '../helpers/site.ts';
import { HERO_ACTIONS } from '../../src/components/Button.tsx';

const ALL = ['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'CMMC 2.0', 'HIPAA', 'PCI DSS', 'ISO 27001'];

describe('/security', () => {
  const $ = loadPage('/security');

  it('explains all seven frameworks: what it means, controls mapped, what stays with the customer', () => {
    const rows = $('[data-framework]');
    expect(rows.toArray().map((r) => $(r).attr('data-framework'))).toEqual(ALL);
    rows.each((_, row) => {
      expect($(row).find('dt').toArray().map((d) => $(d).text())).toEqual(['What it means for you', 'Controls the product helps map', 'Stays with you']);
      expect($(row).find('dd li').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('names all seven frameworks, in the order of the table, in its meta description (trust review T4 r48: it named a different six)', () => {
    expect($('meta[name="description"]').attr('content')).toBe(
      'What NIST CSF, NIST 800-53, SOC 2 Type II, CMMC 2.0, HIPAA, PCI DSS and ISO 27001 mean for your own deployment, and the controls Vertiq helps you map.',
    );
  });

  it('ties the four product claims to controls and says a listing is not a certificate of the vendor', () => {
    expect($('[data-cards="controls"] h3').toArray().map((h) => $(h).text())).toEqual(['Local processing', 'AES\u2011256 encryption', 'Audit trail', 'On\u2011premises deployment']);
    expect($('#frameworks').text()).toContain('not a certificate issued to Vertiq');
    // Trust review T r45: the rows name role-based access and the audit trail; the section says which plans carry them,
    // as the "Four controls" card does.
    expect($('#frameworks').text()).toContain('Role-based access and the audit trail come with the Business Elite and Enterprise plans.');
    expect($('[data-responsibility="vendor"] li').length).toBeGreaterThan(0);
    expect($('[data-responsibility="customer"] li').length).toBeGreaterThan(0);
  });

  // Review: the hero diagram's four chips were the four control cards, word for word, and a chip row named the
  // seven frameworks right above the list that names them.
  it('says each thing once: the diagram shows the customer\'s own systems, not the control cards; no chip row repeats the framework list', () => {
    const controls = $('[data-cards="controls"] h3').toArray().map((h) => $(h).text());
    const diagram = $('[data-scope]').text();
    for (const control of controls) expect(diagram).not.toContain(control);
    expect($('[data-scope] li').toArray().map((li) => $(li).find('span').first().text())).toEqual(['Your identity provider', 'Your key management', 'Your monitoring']);
    expect($('#frameworks nav')).toHaveLength(0);
    expect($('#frameworks a[href="#nist-csf"]')).toHaveLength(0);
  });

  // Review B r8: the caption, the Local processing card and the SOC 2 row each said "no external API calls".
  it('says "no external API calls" once, in the hero diagram\'s caption; the Local processing card gives its own detail', () => {
    expect($('main').text().split('no external API calls')).toHaveLength(2);
    expect($('[data-section="hero"] figcaption').text()).toBe('Documents, queries and answers stay inside: no external API calls.');
    const local = $('[data-cards="controls"] li').filter((_, li) => $(li).find('h3').text() === 'Local processing');
    expect(local.find('p').text()).toBe('Models, indexes and agents run in a network segment you define; updates arrive as packages your team approves.');
  });

  // Review B r8: "Vertiq provides" and "You keep" were identical white cards with the same ticks.
  it('tells the two sides of "Who provides what" apart: each its own chip, the customer\'s card tinted with its own glyph', () => {
    const vendor = $('[data-responsibility="vendor"]');
    const customer = $('[data-responsibility="customer"]');
    expect(vendor.find('h3').text()).toBe('Vertiq provides');
    expect(customer.find('h3').text()).toBe('You keep');
    expect(vendor.find('[data-side]').text()).toBe('Our side');
    expect(customer.find('[data-side]').text()).toBe('Your side');
    expect(vendor.attr('class')).toContain('bg-white');
    expect(customer.attr('class')).toContain('bg-blue-50');
    expect(customer.find('[data-side]').attr('class')).not.toBe(vendor.find('[data-side]').attr('class'));
    // Each list's glyph is one for the whole list, and the two lists' differ.
    const glyph = (card: typeof vendor) => [...new Set(card.find('li svg').toArray().map((svg) => $(svg).html()))];
    expect(glyph(vendor)).toHaveLength(1);
    expect(glyph(customer)).toHaveLength(1);
    expect(glyph(customer)[0]).not.toBe(glyph(vendor)[0]);
  });

  // Review B r8: at 390 seven closed rows left the page ending on a list of tags.
  it('opens the first framework by default (below lg; from lg every entry is open), the rest closed', () => {
    expect($('[data-framework] > details').toArray().map((d) => $(d).attr('open') !== undefined)).toEqual([true, false, false, false, false, false, false]);
    expect($('[data-framework="NIST CSF"] details').attr('class')).toContain('details-open-lg');
  });

  it('names and links the industry pages that list each sector framework', () => {
    const applies = (name: string) => $(`[data-framework="${name}"] [data-applies-to] a`).toArray().map((a) => $(a).text());
    expect(applies('HIPAA')).toContain('Healthcare');
    expect(applies('PCI DSS')).toContain('Financial Services');
    expect(applies('CMMC 2.0')).toContain('Manufacturing');
    expect(applies('CMMC 2.0')).not.toContain('Healthcare');
  });

  it('says whom each framework applies to in visitor words, never an internal note', () => {
    const lines = $('[data-framework] [data-applies-to]').toArray().map((p) => $(p).text());
    expect(lines).toHaveLength(ALL.length);
    for (const line of lines) expect(line).toMatch(/^Applies to: /);
    expect($('[data-framework="NIST CSF"] [data-applies-to]').text()).toBe('Applies to: all industries');
    expect($('main').text()).not.toMatch(/Listed (on|for)/);
  });

  // Review r6: the hero buttons share a phone's row where both labels fit and stack at full width where
  // they do not (a wrapping row whose buttons grow), at their own width from sm, as every other hero's.
  // Review A r7: one pattern on every hero (HERO_ACTIONS). Review B r8: stacked full width on phones, primary on
  // top ("See Each / Framework" wrapped in a half-width column), one row from sm (tests/browser/hero-visuals.test.ts measures it).
  it('lays out its hero buttons as every other hero does: one column on phones, primary first, one row from sm', () => {
    const row = $('[data-section="hero"] a[href="/demo#top"]').parent();
    expect(row.attr('class')).toBe(HERO_ACTIONS);
    expect(row.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['flex-col', 'sm:flex-row']));
    expect(row.children('a').map((_, a) => $(a).attr('href')).get()).toEqual(['/demo#top', '#frameworks']);
  });

  it('is in the sitemap, has its Open Graph card and WebPage JSON-LD', () => {
    expect(readBuilt('sitemap.xml')).toMatch(/<loc>[^<]*\/security<\/loc>/);
    expect($('meta[property="og:image"]').attr('content')).toBeTruthy();
    expect(jsonLdNodes($).some((n) => n['@type'] === 'WebPage')).toBe(true);
  });

  it('is linked from the footer and the header Company group, without a top-level nav item', () => {
    const home = loadPage('/');
    expect(home('footer a[href^="/security"]')).toHaveLength(1);
    expect(home('nav[aria-label="Main"] details[name="nav-group"] a[href^="/security"]')).toHaveLength(1);
    expect(home('nav[aria-label="Main"] > a[href^="/security"]')).toHaveLength(0);
  });
});

describe('compliance listings', () => {
  const names = ($: ReturnType<typeof loadPage>, sel: string) => $(sel).toArray().map((a) => $(a).text().trim());

  it('healthcare lists HIPAA but neither CMMC nor PCI, each name linking to its framework on /security', () => {
    const $ = loadPage('/healthcare');
    const listed = names($, '#compliance [data-chip-row] a');
    expect(listed).toEqual(['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'HIPAA', 'ISO 27001']);
    expect($('#compliance [data-chip-row] a').first().attr('href')).toBe('/security#nist-csf');
  });

  it('financial services lists PCI DSS but not HIPAA or CMMC', () => {
    expect(names(loadPage('/financial-services'), '#compliance [data-chip-row] a')).toEqual(['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'PCI DSS', 'ISO 27001']);
  });

  it('a badge row says what the listing means and links to /security', () => {
    const $ = loadPage('/legal');
    const row = $('[data-section="compliance-badges"]');
    expect(row.find('p').first().text()).toBe('Frameworks your deployment maps to');
    expect(row.find('[data-listing-meaning]').text()).toContain('inside your own certification scope');
    expect(row.find('[data-listing-meaning]').text()).toContain('not a certificate issued to Vertiq');
    expect(row.find('a[href^="/security"]')).toHaveLength(1);
    expect(row.find('a[href="/security#controls"]').text().trim()).toBe('How We Support Compliance');
    expect(loadPage('/security')('#controls')).toHaveLength(1);
    expect(names($, '[data-section="compliance-badges"] li')).toEqual(['NIST CSF', 'NIST 800-53', 'SOC 2 Type II', 'ISO 27001']);
    expect(loadPage('/manufacturing')('[data-section="compliance-badges"] li').text()).toContain('CMMC 2.0');
    expect(loadPage('/pricing')('[data-section="compliance-badges"] li')).toHaveLength(7);
  });
});
