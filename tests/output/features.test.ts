/** Output tests for the eight feature pages: existence, compliance section placement, claims. */
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { builtExists, loadPage } from '../helpers/site.ts';
import { routeToFile } from '../../src/render/paths.ts';
import { productFigureOf } from '../../src/content/figures.ts';
import { COMPLIANCE_FRAMEWORKS, LISTING_MEANING } from '../../src/content/compliance.ts';
import { TIERS } from '../../src/content/pricing.ts';
import { STATIC_CLAIMS } from '../../src/content/claims.ts';

/**
 * Design review N r46 (item 3): the pages whose strip carries real figures; the others have none. Design review P r47
 * (item 1): audit-trail's control IDs are names, not figures; its capabilities' intro says them.
 */
const STRIP_PATHS = ['/features/cost-efficiency', '/features/lightning-speed'];

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
  it.each(FEATURE_PATHS)('%s is built with one h1, capabilities, steps, and a claim strip only where its figures are real', (path) => {
    expect(builtExists(routeToFile(path))).toBe(true);
    const $ = loadPage(path);
    expect($('h1')).toHaveLength(1);
    expect($('[data-cards="capabilities"] [data-card]').length).toBeGreaterThanOrEqual(3);
    expect($('[data-steps="how-it-works"] [data-step]').length).toBeGreaterThanOrEqual(3);
    expect($('[data-section="claims"]').length).toBe(STRIP_PATHS.includes(path) ? 1 : 0);
    if (STRIP_PATHS.includes(path)) expect(claims($).length).toBeGreaterThanOrEqual(2);
  });

  // Design review N r46 (item 3): "the stat ribbons are filler": "AES-256" and "100%" are labels set as figures, and
  // "0 external API calls" stood on two pages. A stat is a product figure (claims.ts, via figures.ts) or the control
  // of a listed framework its label names; no page's strip repeats another's.
  it('every strip stat is a product figure, and no two pages share one', () => {
    const seen = new Map<string, string>();
    for (const path of FEATURE_PATHS) {
      const $ = loadPage(path);
      $('[data-section="claims"] [data-claim]').each((_, el) => {
        const value = $(el).find('dt').text().replace(/\s+/g, ' ').trim();
        expect(value, path).not.toMatch(/^(AES-256|100%|0|\$0)$/);
        expect(Boolean(productFigureOf(value)), `${path}: ${value}`).toBe(true);
        expect(seen.get(value), `${value} on ${path}`).toBeUndefined();
        seen.set(value, path);
      });
    }
  });

  // Design review P r47 (item 1): audit-trail's strip set three control IDs in 32 px display type as if they were
  // figures; the controls are named in the capabilities' intro, in words.
  it('audit-trail names the controls its trail answers in a sentence, with no strip', () => {
    const $ = loadPage('/features/audit-trail');
    expect($('[data-section="claims"]')).toHaveLength(0);
    // Each control's name held together on a phone (no-break spaces: "PCI / DSS" broke at 390).
    const intro = $('[data-section="capabilities"] p').text().replace(/\u00a0/g, ' ');
    for (const control of ['§164.312(b)', 'PCI DSS Requirement 10', 'NIST 800-53 AU-2']) expect(intro).toContain(control);
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
  // Design review P r47 (item 1): one 3-column track at every count (two stats in 50% columns left each short figure
  // at the far left of a 620 px cell), and the words before a figure ("Up to", "Under") on a line of their own over it
  // in the label's type, not a small prefix beside one figure and none beside the next; the value reads in full.
  // Design review C r48 (item 1): the track's right third was blank; a two-stat strip states a static claim there, its
  // figures' dl spanning the first two columns in a 2-column grid of the same gap (one third each, not half-width cells).
  it.each(STRIP_PATHS)('%s stacks each stat\'s value over its label in one 3-column track, with no baseline the business has not supplied', (path) => {
    const $ = loadPage(path);
    const track = $('[data-section="claims"] > div');
    expect(track.attr('class')).toMatch(/(^| )sm:grid-cols-3( |$)/);
    const dl = track.children('dl');
    expect(dl.attr('class')).toMatch(/(^| )sm:col-span-2( |$)/);
    expect(dl.attr('class')).toMatch(/(^| )sm:grid-cols-2( |$)/);
    expect(dl.attr('class')).not.toMatch(/grid-cols-\[auto/);
    expect(dl.find('[data-claim]')).toHaveLength(2);
    dl.find('[data-claim]').each((_, row) => {
      expect($(row).children().map((__, c) => c.tagName).get()).toEqual(['dt', 'dd']);
    });
    expect($('[data-figure-baseline]')).toHaveLength(0);
  });

  it.each(FEATURE_PATHS)('%s sets no word inside a stat\'s large figure: a lead word is a line of its own in the label\'s type', (path) => {
    const $ = loadPage(path);
    const leads = $('[data-section="claims"] [data-figure-lead]').length;
    $('[data-section="claims"] dt').each((_, dt) => {
      const lead = $(dt).find('[data-figure-lead]');
      const big = $(dt).text().slice(lead.text().length).trim();
      expect(big, path).not.toMatch(/^(up to|under|an average|average)\b/i);
      if (lead.length) {
        expect(lead.attr('class')).toMatch(/(^| )block( |$)/);
        expect(lead.attr('class')).toMatch(/(^| )text-sm( |$)/);
        expect(lead.attr('class')).toMatch(/(^| )text-slate-600( |$)/);
      } else if (leads) {
        // A stat without lead words keeps the line's height beside one with them, so the figures share a line.
        expect($(dt).find('[data-figure-lead-space]'), path).toHaveLength(1);
      }
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
    // Design review N r46 (item 2): the other four pages showed three framed cards.
    ['/features/compliance-security', 'Controls mapped to frameworks', '[data-crosswalk-row] [data-reference]'],
    ['/features/cyber-security', 'Monitoring you already use', 'dl.font-mono dd'],
    ['/features/domain-expertise', 'Understands document structure', 'li[data-followed]'],
    ['/features/system-resilience', 'Recoverable by design', 'ul li'],
  ] as const)('%s shows "%s" at work beside its capabilities, server-rendered', (path, card, part) => {
    const $ = loadPage(path);
    const section = $('[data-section="capabilities"]');
    const specimen = section.find(`[data-specimen="${card}"] figure[data-figure]`);
    expect(specimen).toHaveLength(1);
    expect(specimen.find(part).length).toBeGreaterThanOrEqual(1);
    // Design review P r47 (item 4): no "Feature name:" before the caption (it read like alt text, with two colons on the
    // speed page), one plain sentence, and nothing pointing "above" (at 390 the record was ~900 px up). The card is tied
    // to its list item instead: that row is tinted and says where the picture is, below on phones, at right from lg.
    const caption = specimen.find('figcaption').text();
    expect(caption).not.toContain(card);
    expect(caption).not.toMatch(/\babove\b|:.*:/);
    expect(caption.match(/[.!?](\s|$)/g), caption).toHaveLength(1);
    expect(section.find('[data-cards="capabilities"] [data-card] h3').map((_, h) => $(h).text()).get()).toContain(card);
    const marked = section.find('[data-cards="capabilities"] [data-card][data-shown]');
    expect(marked).toHaveLength(1);
    expect(marked.find('h3').text()).toBe(card);
    expect(marked.attr('class')).toMatch(/(^| )bg-blue-50( |$)/);
    expect(marked.find('[data-shown-cue] .lg\\:hidden').text()).toBe('Shown below');
    expect(marked.find('[data-shown-cue] .max-lg\\:hidden').text()).toBe('Shown at right');
    // Below lg the shown row is the list's last, right over the picture its cue points to (design review S r47).
    expect(marked.attr('class')).toContain('max-lg:order-last');
    // Beside a picture the capabilities are a list, not a third row of identical framed cards.
    expect(section.find('[data-cards="capabilities"] [data-card].shadow-card')).toHaveLength(0);
    // Samples say so; the plans' figures are the price list's.
    if (path === '/features/cost-efficiency') {
      expect(specimen.find('tbody th').map((_, th) => $(th).text()).get()).toEqual(['Starter', 'Business', 'Business Elite']);
      expect(specimen.find('tbody td:last-child').map((_, td) => $(td).text()).get()).toEqual(['$69.99', '$399', '$999']);
      expect(specimen.find('tbody td:nth-child(2)').text().replace(/\u00a0/g, ' ')).toMatch(/128 GB.*1 TB.*5 TB/);
    } else expect(specimen.text()).toMatch(/\(sample\)|Sample/);
  });

  // Design review N r46 (item 2): each new specimen its own sample document and its own layout, not another highlighted
  // clause with numbered chips; the crosswalk names listed frameworks only, and the restore drill is no permission grid.
  it('the four new specimens each have their own sample document and no cited clause or numbered chip', () => {
    const paths = ['/features/compliance-security', '/features/cyber-security', '/features/domain-expertise', '/features/system-resilience'];
    const documentOf = (path: string) => loadPage(path)('[data-specimen] figure p.font-mono').first().text();
    const allDocuments = FEATURE_PATHS.map((path) => [documentOf(path), loadPage(path)('[data-hero-visual] p.font-mono').first().text()]).flat().filter(Boolean);
    for (const path of paths) {
      const specimen = loadPage(path)('[data-specimen] figure');
      expect(specimen.find('mark, [aria-hidden="true"].rounded-full.bg-amber-100'), path).toHaveLength(0);
      const name = documentOf(path);
      expect(name, path).toMatch(/\(sample\)/);
      expect(allDocuments.filter((d) => d === name), path).toHaveLength(1);
    }
    const frameworks = new Set<string>(COMPLIANCE_FRAMEWORKS.map((framework) => framework.name));
    const $c = loadPage('/features/compliance-security');
    const named = $c('[data-specimen] [data-framework-column]').map((_, el) => $c(el).text()).get();
    expect(named.length).toBe(3);
    for (const name of named) expect(frameworks.has(name), name).toBe(true);
  });

  // Design review P r47 (items 6-7): the crosswalk a grid with fixed framework columns and an em dash in an empty cell,
  // the card's title not repeated in its file name; one header style in every card; the restore drill's twelve identical
  // checks as one line and its list.
  it('the control crosswalk is a grid: one column a framework, every row a cell in each, an em dash where a control has none', () => {
    const $ = loadPage('/features/compliance-security');
    const grid = $('[data-specimen] [data-crosswalk]');
    const frameworks = grid.find('[data-framework-column]').map((_, el) => $(el).text()).get();
    expect(frameworks).toEqual(['HIPAA', 'PCI DSS', 'NIST 800-53']);
    // No ARIA table roles on divs (html-validate wants a <table>): the header row is for the eye, each cell says its
    // framework to a screen reader.
    expect(grid.find('[role]')).toHaveLength(0);
    expect(grid.children().first().attr('aria-hidden')).toBe('true');
    const rows = grid.find('[data-crosswalk-row]');
    expect(rows.length).toBe(3);
    rows.each((_, row) => expect($(row).find('[data-reference], span.font-mono'), $(row).text()).toHaveLength(3));
    rows.first().find('span.font-mono').each((i, cell) => expect($(cell).find('.sr-only').text()).toBe(`${frameworks[i]}: `));
    const mfa = rows.filter((_, row) => $(row).children().first().text().startsWith('Multi-factor'));
    expect(mfa.find('span.font-mono').first().text()).toBe('HIPAA: —');
    // Every row on one column template, so a framework's cells share an x.
    expect(new Set(grid.children().map((_, row) => ($(row).attr('class') ?? '').match(/grid-cols-\S+/g)!.join(' ')).get()).size).toBe(1);
    const figure = $('[data-specimen] figure');
    expect(figure.find('p.font-mono').first().text()).not.toMatch(/crosswalk/i);
  });

  it('the restore drill says "4 of 4 parts backed up, restored and checked" once, not twelve identical checks', () => {
    const $ = loadPage('/features/system-resilience');
    const figure = $('[data-specimen] figure');
    expect(figure.find('[data-done-summary]').text()).toBe('4 of 4 parts backed up, restored and checked');
    expect(figure.find('table, .sr-only')).toHaveLength(0);
    expect(figure.find('ul li').map((_, li) => $(li).children().first().contents().first().text()).get()).toEqual(['Search indexes', 'Configuration', 'Audit logs', 'Domain models']);
    expect(figure.find('p.font-mono').first().text()).not.toMatch(/drill/i);
  });

  // Design review C r48 (item 3): three of four rows ended in blank space, the fourth in its note. Every row ends in its
  // status, the drill's own words (no time the data lacks); the note is the sub-line of its part's name.
  it('every restore drill row ends in its status, in the drill\'s words, and a note sits under its part\'s name', () => {
    const $ = loadPage('/features/system-resilience');
    const rows = $('[data-specimen] figure [data-done-row]');
    expect(rows).toHaveLength(4);
    rows.each((_, row) => {
      const status = $(row).children().last();
      expect(status.is('[data-done-status]'), $(row).text()).toBe(true);
      expect(status.text()).toBe('Restored · Checked');
      expect(status.find('svg')).toHaveLength(1);
      expect(status.text()).not.toMatch(/\d/);
    });
    const models = rows.filter((_, row) => $(row).text().startsWith('Domain models'));
    expect(models.children().first().find('span').text()).toBe('From your package store');
  });

  it.each(STRIP_PATHS)('%s states one static claim in its strip\'s third column, word for word', (path) => {
    const $ = loadPage(path);
    const claim = $('[data-section="claims"] > div > [data-strip-claim]');
    expect(claim).toHaveLength(1);
    expect(claim.prev().is('dl')).toBe(true);
    expect(STATIC_CLAIMS as readonly string[]).toContain(claim.text());
    expect(claim.find('svg')).toHaveLength(1);
  });

  // Design review C r48 (smaller items): system-resilience's hero card was tagged "Your deployment" where the family's
  // other specimens of made-up records say "Sample ...".
  it('tags the system-resilience status card a sample, as the family\'s other sample records', () => {
    const $ = loadPage('/features/system-resilience');
    const tag = $('[data-hero-visual] figure span.rounded-full').first().text();
    expect(tag).toMatch(/^Sample\b/);
  });

  it('the two strips state different static claims, and the cost invoice no longer says the per-token one a second time', () => {
    const texts = STRIP_PATHS.map((path) => loadPage(path)('[data-strip-claim]').text());
    expect(new Set(texts).size).toBe(STRIP_PATHS.length);
    expect(loadPage('/features/cost-efficiency')('[data-hero-visual]').text()).not.toMatch(/per-token/i);
  });

  it.each(FEATURE_PATHS)('%s sets no text under 12 px in its cards, and one header style in every card table', (path) => {
    const $ = loadPage(path);
    const cards = $('[data-hero-visual], [data-specimen] figure');
    expect(cards.length, path).toBeGreaterThanOrEqual(2);
    cards.find('*').each((_, el) => expect($(el).attr('class') ?? '', path).not.toMatch(/(^| )(\S+:)?text-(2xs|3xs|\[(9|10|11)px\])( |$)/));
    // The cited clause's numbers (the cite's ::after, 10 px in the demo) at 12 px in a card.
    cards.find('mark.cite').each((_, mark) => expect($(mark).parent().attr('class'), path).toMatch(/(^| )\[&_mark::after\]:text-\[0\.75rem\]( |$)/));
    cards.find('thead tr').each((_, tr) => {
      expect($(tr).attr('class'), path).toMatch(/(^| )uppercase( |$)/);
      $(tr).find('th').each((__, th) => expect($(th).attr('class') ?? '', path).not.toMatch(/uppercase|normal-case|text-(2xs|3xs)/));
    });
  });

  // Design review P r47 (item 8): system-resilience's hero ended its copy at the buttons ~120 px above its card's foot.
  it.each(FEATURE_PATHS)('%s centres its hero copy on the card from lg', (path) => {
    const $ = loadPage(path);
    expect($('[data-section="hero"] h1').parent().attr('class'), path).toMatch(/(^| )lg:self-center( |$)/);
  });

  // Design review P r47 (item 8): "general- / purpose LLM" and "disaster- / recovery routines" broke at the hyphen.
  it('capability descriptions keep hyphenated words whole', () => {
    for (const [path, word] of [['/features/cost-efficiency', 'general-purpose'], ['/features/system-resilience', 'disaster-recovery']]) {
      const $ = loadPage(path);
      expect($('[data-cards="capabilities"] .keep-word').map((_, el) => $(el).text()).get(), path).toContain(word);
    }
  });

  it('the privacy specimen states that no external API is called, and the cited clauses are the home sample document\'s', () => {
    expect(loadPage('/features/privacy-first')('[data-specimen] figure dl').text()).toBe('External API callsNone');
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
    // Design review N r46: with no strip, the privacy card keeps AES-256 (the encryption claim, once) and drops "External
    // API calls: 0" beside its boundary's own "Never called".
    const privacy = loadPage('/features/privacy-first')('[data-hero-visual]').text();
    expect(privacy).not.toContain('External API calls');
    expect(privacy.split('AES').length - 1).toBe(1);
  });

  it('the hero miniatures state claims as the product rules word them', () => {
    // The 98% stands once, in the hero card (design review N r46: no strip for its one real number).
    expect(loadPage('/features/domain-expertise')('[data-section="claims"]')).toHaveLength(0);
    expect(loadPage('/features/domain-expertise')('main').text().split('98%').length - 1).toBe(1);
    expect(loadPage('/features/domain-expertise')('[data-hero-visual]').text()).toContain('98%');
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
    // Design review N r46 (item 6): one price format, the price list's: "$399", as the plans card below writes it.
    const business = TIERS.find((tier) => tier.name === 'Business')!.price;
    expect(business).toBe('$399');
    expect(loadPage('/features/cost-efficiency')('[data-hero-visual] tbody td:last-child').map((_, el) => loadPage('/features/cost-efficiency')(el).text()).get()).toEqual(Array(5).fill(business));
    expect(loadPage('/features/cost-efficiency')('main').text()).not.toMatch(/\$\d+\.00\b/);
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

  // Design review C r48 (item 5): a 7-line lede beside a badge column twice the badges' width. A two-line lede (the
  // listing's meaning a footnote under the list), and the frameworks as tiles two to a row from sm, badge over its scope.
  it('sets the compliance lede in one sentence, the listing\'s meaning under the list, and the frameworks two to a row', () => {
    const $ = loadPage('/features/compliance-security');
    const section = $('[data-section="compliance"]');
    const lede = section.find('h2').nextAll('p').first().text();
    expect(lede.length).toBeLessThanOrEqual(90);
    expect(lede).not.toContain(LISTING_MEANING);
    const list = section.find('[data-cards="compliance"]');
    expect(list.attr('class')).toMatch(/(^| )sm:grid-cols-2( |$)/);
    expect(list.next().is('[data-listing-note]')).toBe(true);
    expect(list.next().text()).toBe(LISTING_MEANING);
    list.find('[data-card]').each((_, li) => expect($(li).attr('class') ?? '').not.toMatch(/grid-cols-\[10rem/));
  });

  // Design review P r47 (item 2): the muted "How it works" and the muted compliance section ran into one grey block with a
  // ~160 px hole; no two neighbouring sections share a tint unless a rule divides them.
  it.each(FEATURE_PATHS)('%s never runs two sections of one tint together without a rule', (path) => {
    const $ = loadPage(path);
    const tint = (el: Parameters<typeof $>[0]) => (($(el).attr('class') ?? '').match(/(^| )(bg-white|bg-slate-50|bg-slate-900)( |$)/) ?? [])[2];
    const sections = $('main > section, main > div > section').toArray();
    for (let i = 1; i < sections.length; i++) {
      const [before, after] = [sections[i - 1], sections[i]];
      if (tint(before) !== 'bg-slate-50' || tint(after) !== 'bg-slate-50') continue;
      expect(`${$(after).attr('class')} ${$(before).attr('class')}`, `${path}: ${$(before).attr('data-section')} then ${$(after).attr('data-section')}`).toMatch(/border-(t|b)( |$)/);
    }
  });

  it.each([
    // Design review L r45: the qualifier in the label, the claim's words whole ("an average 65% lower processing cost per document").
    ['/features/cost-efficiency', ['65% lower processing cost per document, on average', 'Up to 80% lower computational requirements']],
    // h9 review: "Under 1 s" and "Under 500 ms" side by side read as one claim twice: one two-part stat.
    ['/features/lightning-speed', ['5x faster processing', 'Under 1 s per response, under 500\u00a0ms on average']],
  ] as const)('%s states its claims exactly', (path, expected) => {
    const text = claims(loadPage(path)).join('\n');
    for (const claim of expected) expect(text).toContain(claim);
  });


  it('every stat of the claim strip leads with a figure', () => {
    for (const path of FEATURE_PATHS) {
      const values = loadPage(path)('[data-section="claims"] [data-claim] > :first-child').map((_, el) => loadPage(path)(el).text()).get();
      for (const value of values) expect(value, path).toMatch(/\d/);
    }
  });

  it.each([
    ['/features/privacy-first', ['local processing', 'external API calls', 'on-premises deployment']],
    // Its strip's "$0 per-token charges" went (design review N r46): the invoice card says it.
    ['/features/cost-efficiency', ['per-token charges']],
    ['/features/compliance-security', ['role-based access', 'multi-factor authentication']],
  ] as const)('%s still says in its copy what the product rules list as static claims', (path, phrases) => {
    const text = loadPage(path)('main').text().replace(/\s+/g, ' ').toLowerCase();
    for (const phrase of phrases) expect(text).toContain(phrase.toLowerCase());
  });
});

// Design review N r46 (items 4, 5, 8).
describe('feature pages: steps, wayfinding, timelines', () => {
  // Item 4: "two lines of grey text a step and ~90 px of empty band"; the speed steps did not show the trace's times.
  it.each(FEATURE_PATHS)('%s shows something under every step', (path) => {
    const $ = loadPage(path);
    const steps = $('[data-steps="how-it-works"] [data-step]');
    steps.each((_, step) => expect($(step).find('[data-step-detail]'), path).toHaveLength(1));
  });

  // Design review P r47 (item 3): the artefact was a bordered chip on white that looked tappable and was not a link; now
  // every step's detail is a ruled data line at the step's foot, 14 px (item 5: nothing under 12 px).
  it.each(FEATURE_PATHS)('%s sets each step\'s detail as a ruled line of data, not a chip', (path) => {
    const $ = loadPage(path);
    $('[data-steps="how-it-works"] [data-step-detail]').each((_, el) => {
      const classes = $(el).attr('class') ?? '';
      expect(classes, path).not.toMatch(/(^| )(rounded(-\w+)?|border|bg-white|inline-flex|text-xs)( |$)/);
      expect(classes, path).toMatch(/(^| )border-t( |$)/);
      expect(classes, path).toMatch(/(^| )text-sm( |$)/);
      expect($(el).closest('a, button'), path).toHaveLength(0);
    });
  });

  it('lightning-speed\'s steps show the request trace\'s own times, in order, on its scale', () => {
    const $ = loadPage('/features/lightning-speed');
    const trace = $('[data-hero-visual] tbody td:last-child').map((_, td) => $(td).text()).get();
    expect(trace).toHaveLength(4);
    const timings = $('[data-steps="how-it-works"] [data-step-detail="timing"]');
    expect(timings.map((_, el) => $(el).text()).get()).toEqual(trace);
    // Each bar starts where the one before ended, as on the trace.
    const spans = timings.map((_, el) => ({ x: Number($(el).find('rect').eq(1).attr('x')), w: Number($(el).find('rect').eq(1).attr('width')) })).get();
    for (let i = 1; i < spans.length; i++) expect(spans[i]!.x).toBe(spans[i - 1]!.x + spans[i - 1]!.w);
  });

  it('cost-efficiency\'s steps show the price list\'s verticals, storage and prices', () => {
    const $ = loadPage('/features/cost-efficiency');
    const details = $('[data-step-detail]').map((_, el) => $(el).text().replace(/\u00a0/g, ' ')).get();
    expect(details[1]).toContain('128 GB · 1 TB · 5 TB');
    expect(details[2]).toBe(TIERS.filter((tier) => tier.price.startsWith('$')).map((tier) => tier.price).join(' · '));
  });

  // Item 5: the technology subpages' "TECHNOLOGY · RAG" breadcrumb; the feature pages showed a bare eyebrow.
  it.each(FEATURE_PATHS)('%s has a FEATURES breadcrumb leading to the home page\'s feature list', (path) => {
    const $ = loadPage(path);
    const eyebrow = $('[data-section="hero"] p.uppercase').first();
    const link = eyebrow.find('a[data-back-features]');
    expect(link.text()).toBe('Features');
    expect(link.attr('href')).toBe('/#features');
    expect(link.attr('class')).toBe(loadPage('/technology/rag')('a[data-back-technology]').attr('class'));
    // The separator held to the name by a no-break space (design review Q r53 item 5).
    expect(eyebrow.text()).toMatch(/^Features \u00b7\u00a0\S/);
    expect(loadPage('/')('section#features').length).toBe(1);
  });

  // Item 5: "no header item is active" on the feature pages; Product owns them, as it owns /technology.
  it('marks Product current in the header on the feature pages, and no group on a page outside them', () => {
    for (const path of FEATURE_PATHS) {
      const $ = loadPage(path);
      expect($('#site-nav summary[aria-current]').map((_, el) => $(el).text()).get(), path).toEqual(['Product']);
    }
    for (const path of ['/', '/pricing', '/technology', '/solutions']) expect(loadPage(path)('#site-nav summary[aria-current]'), path).toHaveLength(0);
  });

  // Item 8: one filled dot among open ones in the audit-trail and privacy-first timelines was unexplained.
  it.each(['/features/audit-trail', '/features/privacy-first'])('%s draws every timeline dot the same', (path) => {
    const $ = loadPage(path);
    const dots = $('figure ol > li > span.rounded-full.border-2');
    expect(dots.length, path).toBeGreaterThanOrEqual(3);
    expect(new Set(dots.map((_, el) => $(el).attr('class')).get()).size, path).toBe(1);
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

// Design review S r47: "NIST 800- / 53" broke at 390 in the audit trail's capabilities intro.
describe('feature capability intros', () => {
  it('keep hyphenated control names whole', () => {
    const $ = loadPage('/features/audit-trail');
    const intro = $('[data-section="capabilities"] p.text-lg').first();
    expect(intro.find('.keep-word').toArray().map((el) => $(el).text())).toEqual(expect.arrayContaining(['800-53', 'AU-2']));
  });
});
