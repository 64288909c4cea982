/**
 * Output tests for pricing, demo, learn, journey, trends (+ articles), prompt engineering, about,
 * investors, privacy, terms and the 404 page. Expected lists are written out, not read from the content.
 */
import { describe, expect, it } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { statSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LucideIcon } from 'lucide-react';
import Mail from 'lucide-react/icons/mail';
import { JOURNEY_STAGES } from '../../src/content/journey.ts';
import { Icon } from '../../src/components/Icon.tsx';
import { CARD_HEADER } from '../../src/components/card-header.ts';
import { DIST, builtExists, jsonLdNodes, loadPage, readBuilt } from '../helpers/site.ts';
import { industries } from '../../src/content/industries.ts';
import { AUDIT_PLANS } from '../../src/content/pricing.ts';

const text = ($: CheerioAPI, selector: string): string[] =>
  $(selector)
    .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
    .get();

const ARTICLE_PATHS = [
  '/trends/small-language-models-regulated-industries',
  '/trends/on-premises-ai-data-sovereignty',
  '/trends/document-agents-enterprise-workflows',
  '/trends/predictable-ai-costs-beyond-per-token-pricing',
];

describe('/pricing', () => {
  const $ = loadPage('/pricing');

  it('shows the four pricing tiers of the product rules with their exact names, prices and actions', () => {
    expect($('[data-tier]').map((_, el) => $(el).attr('data-tier')).get()).toEqual(['Starter', 'Business', 'Business Elite', 'Enterprise']);
    expect(text($, '[data-tier] [data-price]')).toEqual(['$69.99', '$399', '$999', 'Contact Sales']);
    expect($('[data-tier] [data-cta]').map((_, el) => $(el).attr('data-cta')).get()).toEqual(['trial', 'trial', 'trial', 'contact']);
    // Every card lays its six parts on the rows of the list's grid (a subgrid), so names, prices, the
    // divider with the features heading, the features and the action line up across the cards.
    $('[data-tier]').each((_, tier) => {
      // The action, or the action with its small print under it (Business Elite's trial: design review A r49 item 5).
      const last = $(tier).children().last();
      expect(last.is('[data-cta]') || last.children().first().is('[data-cta]')).toBe(true);
      expect($(tier).attr('class')).toMatch(/\bgrid-rows-subgrid\b/);
      expect($(tier).attr('class')).toMatch(/\brow-span-6\b/);
      expect($(tier).children(':not(.absolute)')).toHaveLength(6);
    });
  });

  it('states each tier’s verticals and storage as the product rules give them', () => {
    const tier = (name: string) => $(`[data-tier="${name}"]`).text();
    expect(tier('Starter')).toContain('Single vertical');
    expect(tier('Starter')).toContain('128\u00a0GB storage');
    expect(tier('Business')).toContain('3 verticals');
    expect(tier('Business')).toContain('1\u00a0TB');
    expect(tier('Business')).toContain('Custom document training');
    expect(tier('Business')).toContain('Agent customization');
    expect(tier('Business Elite')).toContain('5 verticals');
    expect(tier('Business Elite')).toContain('5\u00a0TB');
    expect(tier('Business Elite')).toContain('Security, compliance and audit features');
    expect(tier('Enterprise')).toContain('Unlimited verticals');
    expect(tier('Enterprise')).toContain('Custom storage');
    // Review A round 5: two lines left the Enterprise card's middle empty; it also names the rollout
    // the closing band offers (nothing the product rules and the page do not already say).
    expect(tier('Enterprise')).toContain('Rollout scoped with you');
  });

  it('lists only what each plan includes, each after the plan before it, with nothing struck through', () => {
    expect(text($, '[data-tier] [data-features-heading]')).toEqual(['Includes', 'Everything in Starter, plus', 'Everything in Business, plus', 'Everything in Business Elite, plus']);
    expect($('[data-tier] .line-through, [data-tier] s, [data-tier] del')).toHaveLength(0);
  });

  // Review A round 3: the table repeated the cards line for line. The cards give each plan's key lines
  // (the product rules' own); what each feature means and the lines every plan shares are the table's.
  it('gives the cards the key lines and the comparison table the detail, each said once', () => {
    const detail = 'Train on your own templates and terminology';
    expect($('[data-tier]').text()).not.toContain(detail);
    expect($('[data-tier]').text()).not.toContain('Local processing');
    const rows = $('[data-plan-comparison] tbody th[scope="row"]');
    expect(rows.filter((_, th) => $(th).text().includes(detail))).toHaveLength(1);
    expect($('[data-section="compare"] [data-every-plan]').text()).toContain('Local processing');
    $('[data-tier] ul li').each((_, li) => expect($(li).find('p')).toHaveLength(0));
  });

  // Design review A r49 item 5: Business Elite, the top self-serve plan, ended on a "—" line (its trial runs Business) in a
  // missing feature's style; Enterprise's card had ~100 px of white above Contact Sales. Design review I r51 item 5 and F r51
  // pricing item 3: the caveat then became small print under Elite's button, on that card only, its link 15 px tall; it is
  // now a line of Elite's list, as "Not for audited scope" is on the cards beside it, its link 28 px tall.
  it("says Business Elite's trial caveat as a line of its feature list, and fills Enterprise's card from its own terms", () => {
    const elite = $('[data-tier="Business Elite"]');
    // The caveat is not small print under the button (I r51): the only line there is the demo link (P r53 item 8, below).
    expect(elite.find('p[data-trial-note]')).toHaveLength(0);
    expect(elite.find('[data-cta="trial"] + p').text()).toBe('See the Audit Trail in a Demo');
    const note = elite.find('ul > li[data-trial-note]');
    expect(note.text()).toBe('Free trial runs Business, without the audit trail or roles');
    expect(note.attr('class')).toBe($('[data-no-audit]').first().attr('class'));
    // Trust review T5 r50: a path to what the trial leaves out. Design review P r53 item 8: not an underlined link inside the
    // "—" line but a line of its own under the card's button, in the site's link style (blue, no underline, an arrow).
    expect(note.find('a')).toHaveLength(0);
    const link = elite.find('[data-cta="trial"] + p > a[data-trial-demo]');
    expect(link.attr('href')).toBe('/demo#top');
    expect(link.text()).toBe('See the Audit Trail in a Demo');
    expect(link.attr('class')).toMatch(/\bfont-semibold\b.*\btext-blue-700\b/);
    expect(link.attr('class')).not.toMatch(/\bunderline\b/);
    expect(link.find('svg')).toHaveLength(1);
    // No other card carries either.
    expect($('[data-trial-note]')).toHaveLength(1);
    expect($('[data-trial-demo]')).toHaveLength(1);
    // Enterprise's price in words a step under the figures (I r51 item 5: "Contact Sales" at 30 px outweighed "$999").
    expect($('[data-tier] [data-price]').toArray().map((p) => /\btext-3xl\b/.test($(p).attr('class')!))).toEqual([true, true, true, false]);
    expect($('[data-tier="Enterprise"] [data-price]').attr('class')).toMatch(/\btext-2xl\b/);
    // Enterprise, the plan without a price, says what its custom lines mean: the plan's own sub-features, nothing new.
    const enterprise = $('[data-tier="Enterprise"] ul').text();
    expect(enterprise).toContain('Sized to your archive');
    expect(enterprise).toContain('Your document volumes, your systems and where the models run');
    expect($('[data-tier="Business"] ul').text()).not.toContain('Train on your own templates');
  });

  // Design review A r49 item 6: two of the table's first four rows were ticked in every column (~90 px showing no
  // difference), and the "Feature" label sat at the header's foot while the plan names sat at its top.
  it('pulls what every plan has into one line above the table, and tops the header cells', () => {
    const line = $('[data-section="compare"] [data-every-plan]');
    expect(line.text()).toBe('Included in every plan:Unlimited tokensLocal processing, no external API calls');
    expect(line.nextAll('section[data-plan-comparison]')).toHaveLength(1);
    const rows = $('[data-plan-comparison] tbody tr').toArray().map((tr) => $(tr).find('td').toArray().map((td) => $(td).text()));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const cells of rows) expect(cells.every((c) => c === 'Included')).toBe(false);
    expect($('[data-plan-comparison] thead tr').attr('class')).toMatch(/\balign-top\b/);
    expect($('[data-plan-comparison] thead tr').attr('class')).not.toMatch(/\balign-bottom\b/);
  });

  it('breaks the headline after "plans.": "No" stays with what it negates', () => {
    expect($('[data-section="hero"] h1').text()).toContain('Predictable plans. No\u00a0per\u2011token');
    // Review A r7: at 36 px "charges." fell alone to a third line at 390 px; one step smaller on phones only.
    expect($('[data-section="hero"] h1').attr('class')).toMatch(/(^|\s)text-3xl\s.*(^|\s)sm:text-5xl(\s|$)/);
  });

  // Review A r7: the phone plan switcher opened on Starter. Design review A r49 item 7: one plan at a time repeated the card
  // the visitor had just passed, with 13 px tab labels. Design review A r50 item 2: with the table dropped on phones the
  // section's heading promised a comparison it did not hold: the whole table scrolls sideways there, its feature column pinned.
  it('shows the whole comparison table at every width, a row of four plans under each feature on phones, badging the plan every trial runs (not "Most popular": trust review T r45)', () => {
    expect($('[data-plan-tabs], input[name="compare-plan"], [data-plan-cards-link]')).toHaveLength(0);
    const table = $('[data-plan-comparison]');
    expect(table.attr('class')).not.toMatch(/(^| )hidden( |$)/);
    // Design review F r51 item 1: scrolling sideways on phones, two plans showed and the rest slid under the pinned column.
    // Below sm each row is a grid: the feature across it, the four plans' values under their names; the sideways scroll
    // from sm only.
    const classes = table.find('table').attr('class')!.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['max-sm:block', 'sm:min-w-[38rem]', 'max-sm:[&_tr]:grid', 'max-sm:[&_tr]:grid-cols-4']));
    expect(classes).not.toContain('min-w-[38rem]');
    expect(table.find('tbody th').first().attr('class')).toContain('max-sm:col-span-4');
    expect(table.find('thead th').first().attr('class')).toContain('max-sm:hidden');
    expect(table.find('thead th').toArray().map((th) => $(th).contents().first().text())).toEqual(['Feature', 'Starter', 'Business', 'Business Elite', 'Enterprise']);
    // "Included in every plan" on a line of its own on phones, the ticks under it (design review A r50 item 3).
    expect($('[data-every-plan]').attr('class')).toMatch(/^mb-4 flex flex-col .*sm:flex-row/);
    expect($('[data-tier="Business"]').text()).toContain('Every free trial runs this plan');
    expect($('main').text()).not.toContain('Most popular');
  });

  it('sets the FAQ beside its heading, with a mailto for a question it does not answer', () => {
    const faq = $('[data-section="faq"]');
    expect(faq.children('div').attr('class')).toContain('lg:grid-cols-3');
    expect(faq.find('[data-still-questions] a').attr('href')).toMatch(/^mailto:sales@vertiq\.example\?subject=Pricing%20question$/);
    // Review A round 4: on phones the card came before the questions; it now follows them in source
    // order (one column) and is placed under the heading from lg.
    const last = faq.children('div').children().last();
    expect(last.find('[data-still-questions]')).toHaveLength(1);
    expect(last.attr('class')).toContain('lg:row-start-2');
    expect(last.prev().find('details, [data-faq], dl, ul').length).toBeGreaterThan(0);
  });

  // Review A round 5: the note sat between the plan cards and the table that compares them. Review A r7:
  // buying first (plans, compare, add-ons), then the frameworks band, then the FAQ last before the close.
  it('orders the page plans, compare, add-ons, frameworks, FAQ, closing band', () => {
    const order = $('main > [data-section]')
      .toArray()
      .map((el) => $(el).attr('data-section'));
    expect(order).toEqual(['hero', 'plans', 'compare', 'add-ons', 'compliance-badges', 'faq', 'enterprise']);
    // The closing band follows the slate FAQ directly (its top padding keys on that sibling).
    expect($('[data-section="faq"]').attr('class')).toContain('bg-slate-50');
    expect($('[data-section="faq"] + [data-section="enterprise"]')).toHaveLength(1);
  });

  // Review A r7: the plan rules card stood between the hero and the plans, one row a line, the first price ~880 px down at
  // 390. Design review A r48 item 7: moved after the four plan cards on phones, it stood ~2,400 px down a 7,200 px page;
  // now the hero's own card at every width, two rows of two on phones.
  it('shows the plan rules under the hero copy at every width, as two rows of two on phones, one card in the page', () => {
    expect($('[data-section="hero"] [data-hero-visual]').attr('class') ?? '').not.toMatch(/\bhidden\b/);
    expect($('[data-plan-rules-phone]')).toHaveLength(0);
    const rules = $('[data-section="hero"] [data-section="plan-rules"]');
    expect(rules.find('dl').attr('class')).toBe('grid grid-cols-2 gap-x-6 sm:block');
    expect(rules.find('dl > div')).toHaveLength(4);
    // Rules between the rows from sm only, where they are one a line.
    rules.find('dl > div').each((_, row) => expect($(row).attr('class')).toMatch(/(^| )sm:border-b( |$)/));
    rules.find('dl > div').each((_, row) => expect($(row).attr('class')).not.toMatch(/(^| )border-b( |$)/));
  });

  // Design review A r48, section 3: the "—" and minus marks (not included) at 2.63:1 in slate-400; they carry meaning.
  it('draws the not-included marks of the cards and the table in slate-500, 3:1 and more', () => {
    const marks = $('[data-plan-comparison] td span[aria-hidden="true"], [data-tier] [data-no-audit] svg, [data-tier] [data-trial-note] svg');
    expect(marks.length).toBeGreaterThanOrEqual(8);
    marks.each((_, mark) => {
      expect($(mark).attr('class')).toMatch(/\btext-slate-500\b/);
    });
    expect($('[data-section="plans"], [data-plan-comparison]').find('[class*="text-slate-400"]')).toHaveLength(0);
  });

  // Design review A r48 item 6: the table dropped the Business highlight the cards carry. The highlighted plan's column
  // is tinted by a <col>; the Enterprise price stays "Contact Sales" (docs/product-rules.md#pricing-tiers, the price column).
  it("tints the highlighted plan's column of the comparison table, and keeps Enterprise's price as the rules word it", () => {
    const cols = $('[data-plan-comparison] table > colgroup > col');
    const tinted = cols.filter('.bg-blue-50');
    expect(tinted).toHaveLength(1);
    const index = tinted.prevAll('col').toArray().reduce((n, col) => n + Number($(col).attr('span') ?? 1), 0);
    const header = $('[data-plan-comparison] thead th').eq(index);
    expect(header.text()).toMatch(/^Business\$399/);
    expect($('[data-tier="Business"]').attr('class')).toContain('ring-blue-700');
    expect($('[data-tier="Enterprise"] [data-price]').text()).toBe('Contact Sales');
  });

  it('keeps the FAQPage JSON-LD after the answers it restates, within the FAQ section', () => {
    expect($('head script[type="application/ld+json"]').text()).not.toContain('FAQPage');
    expect($('[data-section="faq"] script[type="application/ld+json"]').text()).toContain('"FAQPage"');
  });

  it('gives each add-on a quote basis as plain text and one real mailto naming it', () => {
    $('[data-section="add-ons"] [data-card]').each((_, card) => {
      expect($(card).find('[data-add-on-price]').is('p')).toBe(true);
      expect($(card).find('a').attr('href')).toMatch(/^mailto:sales@vertiq\.example\?subject=Add-on%3A%20/);
    });
  });

  // Design review A r49 item 8: Integration Services' description left "yours." alone on its last line at 1280.
  it('wraps the add-ons\' descriptions pretty', () => {
    $('[data-section="add-ons"] [data-card] h3 + p, [data-section="add-ons"] [data-card] div + p').each((_, p) => expect($(p).attr('class')).toMatch(/\btext-pretty\b/));
    expect($('[data-section="add-ons"] [data-card] p.text-pretty')).toHaveLength(3);
  });

  it('lists the three add-ons by their exact names', () => {
    expect(text($, '[data-section="add-ons"] [data-card] h3')).toEqual(['Additional Storage', 'Custom Agent', 'Integration Services']);
  });

  it('states the plan rules once, as the hero card: where every plan runs, storage the only limit, changes at the next billing cycle, 14-day trial', () => {
    const rules = $('[data-section="hero"] [data-section="plan-rules"]').text();
    expect(rules).toContain('Your servers or private cloud');
    expect(rules).toContain('The only usage limit');
    expect(rules).toContain('Storage');
    expect(rules).toContain('next billing cycle');
    expect(rules).toContain('14 days, all Business plan features');
    expect($('[data-section="plan-rules"]')).toHaveLength(1);
  });

  // Review: the page said "unlimited tokens" about five times (hero, hero card, tiers, rules, FAQ, CTA);
  // round 5: still four (headline, plan-rules card, Starter's list, table row). Now the headline, and the
  // table's one row, which ticks it for every plan from Starter (the product rules' Starter line) up.
  it('states the token rule twice only: the headline and the comparison\'s line of what every plan includes', () => {
    const tokens = (selector: string) => ($(selector).text().match(/token/gi) ?? []).length;
    expect(tokens('[data-section="hero"] h1')).toBe(1);
    expect(tokens('[data-section="hero"]')).toBe(1);
    expect(tokens('[data-tier]')).toBe(0);
    // Every plan's: the line over the table (design review A r49 item 6), not a row ticked four times.
    expect($('[data-plan-comparison] tbody tr').filter((_, tr) => $(tr).find('th').text() === 'Unlimited tokens')).toHaveLength(0);
    expect($('[data-section="compare"] [data-every-plan]').text()).toContain('Unlimited tokens');
    expect(tokens('[data-section="compare"]')).toBe(1);
    for (const section of ['add-ons', 'faq', 'enterprise']) expect(tokens(`[data-section="${section}"]`), section).toBe(0);
  });

  it('has an FAQ of 6 to 8 questions, matching its FAQPage JSON-LD one for one', () => {
    const questions = text($, '[data-section="faq"] summary h3');
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
    const faq = jsonLdNodes($).find((n) => n['@type'] === 'FAQPage');
    expect(faq).toBeDefined();
    expect(faq!.mainEntity.map((q: { name: string }) => q.name)).toEqual(questions);
    const answers = text($, '[data-section="faq"] details > p');
    expect(faq!.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text)).toEqual(answers);
  });

  it('describes the priced tiers as USD Offers of a Product, leaving Enterprise without a price', () => {
    const product = jsonLdNodes($).find((n) => n['@type'] === 'Product');
    expect(product).toBeDefined();
    const offers = product!.offers as Array<Record<string, string>>;
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Starter', '69.99', 'USD'],
      ['Business', '399', 'USD'],
      ['Business Elite', '999', 'USD'],
    ]);
  });

  it('gives the Enterprise band a sales mailto naming the plan, labelled apart from the card\'s Contact Sales', () => {
    const href = $('[data-section="enterprise"] a').first().attr('href');
    expect(href).toMatch(/^mailto:sales@vertiq\.example\?subject=.*Enterprise/);
    // Review A round 5: "Contact Sales" is the card's price and button (the product rules') and the table's price; the band says "Email Sales".
    expect($('main').text().match(/Contact Sales/g)).toHaveLength(3);
    expect($('[data-section="enterprise"] a').first().text()).toBe('Email Sales');
  });

  it('offers the demo beside the sales address in the closing band (trust review T1 r34: "only Email Sales")', () => {
    const links = $('[data-section="enterprise"] a');
    expect(links.map((_, a) => $(a).text()).get()).toEqual(['Email Sales', 'Schedule Demo']);
    expect(links.eq(1).attr('href')).toMatch(/^\/demo(#top)?$/);
  });
});

describe('/demo', () => {
  const $ = loadPage('/demo');
  // Issue 22: the form is the hero's visual (above the fold), not a repeated sample card.
  it('holds the schedule-demo form in the hero, then next steps, what the session covers and a data note', () => {
    expect($('[data-island="DemoRequestForm"]')).toHaveLength(1);
    expect($('[data-section="hero"] [data-hero-visual] [data-island="DemoRequestForm"] form[data-form="demo"]')).toHaveLength(1);
    expect($('[data-section="next-steps"] ol > li')).toHaveLength(3);
    expect($('[data-section="next-steps"]').text()).toContain('30\u2011minute');
    expect($('[data-section="what-to-expect"] li')).toHaveLength(3);
    expect($('[data-section="demo-data-note"] a').attr('href')).toBe('/security#top');
  });

  it('offers the time zone as a list of IANA zones (the posted value), UTC selected until the browser\'s zone is known', () => {
    const select = $('form[data-form="demo"] select[name="timezone"]');
    expect(select).toHaveLength(1);
    const values = select.find('option').toArray().map((o) => $(o).attr('value')!);
    expect(values).toContain('America/Chicago');
    expect(values.every((v) => v === 'UTC' || /^[A-Z][a-z]+\/[A-Za-z_]+$/.test(v))).toBe(true);
    expect(select.find('option[selected]').attr('value')).toBe('UTC');
  });
});

describe('/learn', () => {
  const $ = loadPage('/learn');

  it('has the three tab panels in the static HTML with their exact titles, fundamentals first', () => {
    expect($('[data-tab-panel]').map((_, el) => $(el).attr('data-tab-panel')).get()).toEqual(['fundamentals', 'business-agents', 'agent-framework']);
    // Each tab's name is its title; the module number beside it is hidden from assistive technology.
    const names = $('[role="tab"]').map((_, tab) => { const c = $(tab).clone(); c.find('[aria-hidden="true"]').remove(); return c.text(); }).get();
    expect(names).toEqual(['AI Agent Fundamentals', 'Business AI Agents', 'AI Agent Framework']);
    expect($('[role="tab"] [aria-hidden="true"]').map((_, n) => $(n).text()).get()).toEqual(['1', '2', '3']);
    expect($('[role="tab"]').first().attr('aria-selected')).toBe('true');
  });

  it('gives every tab 3 to 5 review questions', () => {
    $('[data-tab-panel]').each((_, panel) => {
      const count = $(panel).find('[data-review-questions] ol li').length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    });
  });

  it('ends with Schedule Demo (to /demo) and Contact Sales (mailto) that work', () => {
    const links = $('[data-section="learn-cta"] a');
    expect(text($, '[data-section="learn-cta"] a')).toEqual(['Schedule Demo', 'Contact Sales']);
    expect(links.eq(0).attr('href')).toBe('/demo#top');
    expect(links.eq(1).attr('href')).toMatch(/^mailto:sales@vertiq\.example\?subject=/);
  });

  // Design review: a small drawing floated in a column-wide panel; a lesson's diagram now sits beside its text.
  it('draws each lesson diagram beside its text, with the caption under the drawing', () => {
    const diagrams = $('[data-tab-panel] section [data-diagram]');
    expect(diagrams.length).toBeGreaterThan(0);
    diagrams.each((_, figure) => {
      expect($(figure).attr('class')).not.toContain('sm:grid-cols-');
      expect($(figure).closest('[data-lesson-body]').attr('class')).toContain('md:grid-cols-');
      expect($(figure).children().last().is('figcaption')).toBe(true);
    });
    // A lesson shorter than its column drawing (1.3: three lines; review B r7: 1.1's two paragraphs ended ~270 px above
    // it) has its steps in a row under the text from lg, in a column beside it below lg: one HTML drawing, its
    // steps an ordered list (two SVG drawings put /learn over its first-load budget).
    for (const id of ['#fundamentals-1', '#fundamentals-3']) {
      const short = $(`${id} [data-lesson-body]`);
      expect(short.attr('class'), id).toContain('lg:block');
      expect(short.find('figure[data-diagram]'), id).toHaveLength(1);
      expect(short.find('figure[data-diagram] ol.flow-steps.flow-row > li').length, id).toBeGreaterThanOrEqual(3);
      expect(short.find('svg'), id).toHaveLength(0);
    }
    // The agent loop's band is a loop (a pill on a return line); a rail band runs across the figure's panel, joined to
    // each step, with no frame of its own inside the panel (review A r37: three boxes nested, the steps narrowed).
    expect($('#fundamentals-1 .flow-loop.flow-n-4 > .flow-band').text()).toBe('Repeats until the goal is met');
    expect($('[data-tab-panel] .flow-rail')).toHaveLength(0);
    const rails = $('[data-tab-panel] ol.flow-drops');
    expect(rails.length).toBeGreaterThan(0);
    rails.each((_, ol) => expect($(ol).next().is('p.flow-band.flow-band-across')).toBe(true));
  });

  // Design review r36: the lesson text ran ~100 characters a line and the module sat on a narrower grid than the
  // logo; a reader finishing a module had no way on but the tab strip ~3,000 px above at 390.
  it('sets the module on the site grid with its contents beside it from xl, and ends each module on the modules before and after it', () => {
    expect($('[data-section="learn-tabs"] > div').attr('class')).toContain('max-w-7xl');
    expect($('[data-section="hero"] .max-w-5xl')).toHaveLength(0);
    $('[data-tab-panel]').each((t, panel) => {
      const id = $(panel).attr('data-tab-panel')!;
      const rail = $(panel).children('nav[data-module-contents]');
      expect(rail.attr('class'), id).toContain('hidden xl:block');
      const lessons = $(panel).find('section[id]').map((_, s) => `#${$(s).attr('id')}`).get();
      expect(rail.find('a:not([data-module-switch])').map((_, a) => $(a).attr('href')).get(), id).toEqual([...lessons, `#${id}-review`]);
      // Under them the other modules, in order (design review B r39: no way to change module mid-page).
      const others = ['fundamentals', 'business-agents', 'agent-framework'].filter((other) => other !== id).map((other) => `#panel-${other}`);
      expect(rail.find('a[data-module-switch]').map((_, a) => $(a).attr('href')).get(), id).toEqual(others);
      expect($(panel).find(`#${id}-review[data-review-questions]`), id).toHaveLength(1);
      // The module's neighbours: previous on the left, next on the right (review A r37: module 3 was a dead end).
      const ids = ['fundamentals', 'business-agents', 'agent-framework'];
      const links = $(panel).find('[data-module-pager] a').map((_, a) => `${$(a).attr('data-module-link')} ${$(a).attr('href')}`).get();
      expect(links, id).toEqual([...(t > 0 ? [`previous #panel-${ids[t - 1]}`] : []), ...(t < 2 ? [`next #panel-${ids[t + 1]}`] : [])]);
      if (t < 2) expect($(panel).find('a[data-module-link="next"]').text(), id).toContain(`Next: module ${t + 2}`);
      if (t > 0) expect($(panel).find('a[data-module-link="previous"]').text(), id).toContain(`Previous: module ${t}`);
    });
    // The lesson text at a reading measure, but where a column drawing stands beside it (its grid sets the width).
    for (const body of $('[data-tab-panel] [data-lesson-body]').toArray()) {
      const text = $(body).children('div').first();
      if (!$(body).find('.flow-steps:not(.flow-row)').length) expect(text.attr('class'), $(body).parent().attr('id')).toContain('max-w-[44rem]');
    }
  });

  // Design review round 3: the hero said "each module ends with review questions" twice; the 1.2 tiles
  // gave each figure twice ("80%" over "Up to 80% lower…"); 1.3's text floated mid-diagram; a ruled
  // rail stood mostly empty beside the module. Round 7: "Under 1 s" then "<500 ms on average" said one
  // figure twice; the band gives the average alone.
  it('says the review-questions line once in the hero, each lesson figure once, and keeps figures out of the contents rail', () => {
    const hero = $('[data-section="hero"]').text().replace(/\s+/g, ' ');
    expect(hero.match(/test your team’s thinking/g)).toHaveLength(1);
    const panel = $('[data-tab-panel="fundamentals"]');
    const claims = panel.find('[data-section="claims"] [data-claim]');
    expect(claims.find('dt').map((_, dt) => $(dt).text().replace(/\u00a0/g, ' ')).get()).toEqual(['Up to 80%', '<500 ms', '0']);
    claims.each((_, claim) => {
      const [value, label] = [$(claim).find('dt').text(), $(claim).find('dd').text()];
      expect(label, value).not.toContain(value);
    });
    expect(panel.find('[data-lesson-figure], [data-figure-echo]')).toHaveLength(0);
    expect($('[data-tab-panel] aside')).toHaveLength(0);
    expect($('[data-tab-panel] [data-module-contents] [data-claim], [data-tab-panel] [data-module-contents] [data-diagram]')).toHaveLength(0);
    $('[data-tab-panel] section [data-diagram]').each((_, figure) => {
      expect($(figure).closest('[data-lesson-body]').attr('class')).toContain('md:items-start');
      expect($(figure).closest('[data-lesson-body]').attr('class')).not.toContain('md:items-center');
    });
  });

  it("leaves a section's bottom padding between the last module and the CTA band (at every width)", () => {
    const cls = $('[data-section="learn-tabs"]').attr('class')!.split(' ');
    expect(cls).toContain('py-16');
    expect(cls).toContain('sm:pb-20');
  });
});

describe('/journey', () => {
  const $ = loadPage('/journey');
  it('tells the four-stage story and ends with the consultation booking card', () => {
    expect(text($, '[data-steps="journey"] [data-step] h3')).toEqual(['Discovery', 'Pilot', 'Deployment', 'Scale']);
    expect($('[data-section="booking"] [data-island="JourneyBooking"]')).toHaveLength(1);
    expect($('[data-island="JourneyBooking"]').text()).toContain('Book Your Free Consultation');
  });

  // Design review: one long column of prose; each stage now sets its outcomes in a card beside its story.
  it('sets each stage\'s outcomes in a card of their own', () => {
    expect($('[data-steps="journey"] [data-step] [data-outcomes] li')).toHaveLength(12);
  });

  // Review r8: the outcomes were four identical closed bars at 390 ("What you leave with (3)"), hiding the page's
  // payoff; they are open at every width, a labelled checklist with no disclosure.
  it('shows every stage\'s outcomes open, a labelled checklist, at every width, and closes each stage on its decision, the last on where the path goes next', () => {
    const outcomes = $('[data-steps="journey"] [data-step] [data-outcomes]');
    expect(outcomes).toHaveLength(4);
    expect($('[data-steps="journey"] details, [data-steps="journey"] summary')).toHaveLength(0);
    outcomes.each((_, d) => {
      expect($(d).children('p').first().text()).toBe('What you leave with');
      expect($(d).find('li')).toHaveLength(3);
      // A rule above the list on phones, the card from sm; the last stage's tinted (design review A r49 item 1), a tinted card
      // on phones too (design review H r51 item 6).
      expect($(d).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['sm:rounded-card', ...(d === outcomes.last()[0] ? ['rounded-card', 'bg-blue-50'] : ['border-t', 'sm:bg-slate-50'])]));
      // Its decision closes it, inside it (ibid.: beside the card, under the story, it left a white block under the card).
      expect($(d).find('[data-decision]')).toHaveLength(1);
    });
    // Review B1 r11: at 1280 the decisions stood only in the hero's path card; they sit on the rail at every width.
    const rail = $('[data-steps="journey"] [data-step]').map((_, step) => $(step).find('[data-decision]').text()).get();
    // Review B r22: the last stage, with no decision after it, ended "on a different pattern"; its slot says what comes next.
    expect(rail).toEqual(['Decision: Run a pilot?', 'Decision: Go to production?', 'Decision: Extend to the next workflow?', 'Next: each new workflow starts again at Discovery']);
    $('[data-steps="journey"] [data-decision]').each((_, pill) => expect($(pill).attr('class')).not.toMatch(/(^|\s)(sm:|md:|lg:)?hidden/));
  });

  // Review B1 r11: the hero card listed the four stages the timeline lists right below, and the page promised
  // "side-by-side accuracy and time-per-document results" and "a go or no-go decision" without showing either.
  // Earlier rounds: the hero card copied the stage cards, and the lengths stood twice.
  it('shows in the hero the outline of a pilot report, how each measure is taken and no figure, and nothing the stages below say', () => {
    const hero = $('[data-section="hero"] [data-hero-visual]');
    // At every width (reviews B r18-r19 left it out on phones while its cells were blank; r34: the phone hero bare without it).
    expect(hero.attr('class') ?? '').not.toMatch(/(^|\s)hidden/);
    const report = hero.find('table[data-pilot-report]');
    expect(report.find('thead th').map((_, th) => $(th).text()).get()).toEqual(['Measure', 'How the pilot takes it']);
    expect(report.find('tbody th[scope="row"]').map((_, th) => $(th).text()).get()).toEqual(['Documents compared', 'Accuracy on agreed fields', 'Time per document']);
    // No result is invented: each row says how the pilot takes the measure (review B r22: blank bars read "as a page
    // still loading"), with no digit anywhere in the card.
    expect(report.find('tbody td').map((_, td) => $(td).text()).get()).toEqual(['The same documents, read both ways', 'Checked against your reviewers’ answers', 'Timed in your process and with the agent']);
    expect(hero.text()).not.toMatch(/\d/);
    expect(hero.find('[data-go-no-go]').text()).toBe('DecisionGo / No-go');
    // Plain text, not boxes or pills that read as controls (design reviews O r46, Q r47).
    expect(hero.find('[data-go-no-go] [class*="border"], [data-go-no-go] input')).toHaveLength(0);
    expect(hero.find('[data-figure] > div').first().text()).toContain('Report outline');
    expect(hero.find('figcaption').text()).toBe('No figure until your pilot: each one is measured on your own documents.');
    // Nothing of the stages below: not their list (it reports on one, the pilot), no length, outcome or decision question.
    const heroText = hero.text();
    expect(text($, '[data-steps="journey"] [data-step] h3').filter((stage) => heroText.includes(stage))).toEqual(['Pilot']);
    for (const length of ['1–2 weeks', '4–6 weeks', 'Varies', 'Ongoing']) expect(heroText).not.toContain(length);
    for (const outcome of text($, '[data-outcomes] li')) expect(heroText).not.toContain(outcome);
    for (const question of text($, '[data-steps="journey"] [data-decision]')) expect(heroText).not.toContain(question.replace('Decision: ', ''));
    // Every stage's label has one form: "Stage n · <length>".
    const labels = $('[data-steps="journey"] [data-step]').map((_, step) => $(step).find('p').first().text()).get();
    // Review r8: stage 3's "Scoped to your infrastructure" broke the pattern; no duration is stated for it, so
    // "Varies" (none invented), and its story says what sets the length.
    expect(labels).toEqual(['Stage 1 · 1–2 weeks', 'Stage 2 · 4–6 weeks', 'Stage 3 · Varies', 'Stage 4 · Ongoing']);
    expect($('[data-steps="journey"] [data-step]').eq(2).text()).toContain('Its length is set by your infrastructure');
    // One rail at every width (review B1 r11: icon squares from sm did not match the numbers at 390): each stage's number, no icon.
    $('[data-steps="journey"] [data-step]').each((i, step) => {
      expect($(step).children('span').not('[data-connector]').text()).toBe(String(i + 1));
      // The stage's content only beside it: no icon badge, no second marker for other widths.
      expect($(step).children('div')).toHaveLength(1);
    });
    expect($('[data-steps="journey"] [data-connector]')).toHaveLength(3);
    // The decision idea once, in the section intro; a stage's story does not restate its outcomes.
    const main = $('main').text().replace(/\s+/g, ' ');
    expect(main.match(/before (?:committing to )?the next/g)).toHaveLength(1);
    expect($('[data-steps="journey"]').text()).not.toMatch(/unlimited tokens|agree what success/);
  });

  it('left-aligns the consultation checklist inside a centred block', () => {
    const list = $('[data-booking-card] ul');
    expect(list.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['mx-auto', 'w-fit', 'text-left']));
    expect(list.attr('class')).not.toContain('justify-center');
  });
});

describe('/trends', () => {
  const $ = loadPage('/trends');
  const cards = $('[data-article-card]');

  it('has four article cards, each with category, date, a 5-8 min read time and an excerpt', () => {
    expect(cards).toHaveLength(4);
    cards.each((_, card) => {
      const c = $(card);
      expect(c.find('[data-category]').text().trim()).not.toBe('');
      // Review r8: cut at three lines on phones, every excerpt ended mid-phrase; each card's is whole, 110 characters at most.
      const excerpt = c.find('[data-excerpt]').text().trim();
      expect(excerpt.length).toBeGreaterThan(60);
      expect(excerpt.length).toBeLessThanOrEqual(110);
      expect(excerpt).toMatch(/\.$/);
      const minutes = Number(c.find('[data-read-time]').text().match(/^(\d+) min read$/)?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(5);
      expect(minutes).toBeLessThanOrEqual(8);
      const date = c.find('time').attr('datetime') ?? '';
      expect(date).toMatch(/^2026-\d\d-\d\d$/);
      expect(date < '2026-11-22').toBe(true);
    });
  });

  // Design review, round 4: a row of step chips in each card header read as breadcrumbs and, at 390, wrapped
  // to a line starting with a chevron. Each header is the category's icon and name, nothing else; round 5: on
  // a slim band (a 36 px icon tile made it as tall as the title), the icon bare at 16 px.
  it('heads each article card with its category alone on a slim band, no chip flow', () => {
    cards.each((_, card) => {
      const header = $(card).children().first();
      expect(header.find('[data-category]').text().length).toBeGreaterThan(0);
      expect(header.find('ol, li')).toHaveLength(0);
      expect(header.attr('class')).toContain('py-2.5');
      expect(header.find('svg').attr('class')).toContain('size-4');
      expect(header.find('.size-9')).toHaveLength(0);
    });
  });

  it('links each Read More to its built article page', () => {
    const hrefs = cards.map((_, card) => $(card).find('[data-read-more]').attr('href')).get();
    expect(hrefs).toEqual(ARTICLE_PATHS.map((p) => `${p}#top`));
  });

  // Issue 35: the featured analysis is the hero (its summary and findings under the introduction, its
  // cost breakdown beside them), not teased in the hero and shown again in a section below.
  it('features an analysis with the 40% cost-reduction insight and a 10 min read time, in the hero', () => {
    const hero = $('[data-section="hero"]');
    expect(hero.find('[data-featured-analysis] h2').text()).toContain('40%');
    // The 40% cost reduction (docs/product-rules.md#claims) is the title's, and the insight panel's lead figure.
    expect(hero.find('[data-insight-total] dd').text()).toBe('40%');
    // By the analysis's title (design review: under the chart it sat far from the title it dates).
    expect(hero.find('[data-featured-analysis] [data-read-time]').text()).toBe('10 min read');
    expect($('[data-section="featured-analysis"]')).toHaveLength(0);
    expect($('main h2').filter((_, h) => $(h).text().includes('The 40% Question'))).toHaveLength(1);
  });

  // Design review, round 6: a big 65% under the "40% Question" title and "40% saved" in the chart's processing gap
  // read as competing answers. The panel leads with the 40% (the whole workload) and shows the 65% under it as
  // the part behind it, each named for what it measures; the chart's gap states no third figure.
  it('leads the insight panel with the whole workload\'s 40%, the 65% under it named as processing alone', () => {
    const figures = $('[data-section="hero"] [data-insight] dd').map((_, el) => $(el).text()).get();
    expect(figures).toEqual(['40%', '65%']);
    const total = $('[data-insight-total] dt').text();
    expect(total).toMatch(/total cost/);
    expect(total).toMatch(/whole document workload/);
    const part = $('[data-insight-part] dt').text();
    // Design review L r45: the label was one nested clause too many; the figure's label, then a short note.
    expect(part).toBe('lower processing cost per document');
    expect($('[data-insight-note]').text()).toBe('Where the 40% comes from: review time barely moves.');
    // The lead figure is the larger type; the part is set smaller, under a rule.
    expect($('[data-insight-total] dd').attr('class')).toContain('text-5xl');
    expect($('[data-insight-part] dd').attr('class')).toContain('text-2xl');
    expect($('[data-insight-part]').attr('class')).toContain('border-t');
    expect($('[data-insight-chart]').text()).not.toMatch(/\d+%/);
    // Design review: the card said 40% three times and 65% twice; its summary states no figure, the 65% stands once.
    expect($('main').text().split('65%').length - 1).toBe(1);
    expect($('[data-featured-analysis] > div').first().find('p').text()).not.toMatch(/\d+%/);
  });

  // Design review: the featured analysis could not be opened. It has its own page (10 min read), its title
  // and a primary link open it, and it is not one of the four article cards.
  it('opens the featured analysis from its title and a primary link, on a page of its own', () => {
    const card = $('[data-featured-analysis]');
    const title = card.find('h2 a');
    const target = title.attr('href')!;
    expect(target).toBe('/trends/where-document-ai-savings-come-from#top');
    const primary = card.find('a').filter((_, a) => $(a).text().startsWith('Read the Analysis'));
    expect(primary.attr('href')).toBe(target);
    expect(primary.attr('class')).toContain('bg-blue-700');
    expect(cards.find('a').map((_, a) => $(a).attr('href')).get()).not.toContain(target);
    const page = loadPage(target.replace('#top', ''));
    expect(page('h1').text()).toBe(title.text());
    expect(page('h1').text()).toContain('40%');
    expect(page('main').text()).toContain('10 min read');
    // A 10-minute read: about 190 words a minute, as the 7-minute articles run.
    const words = page('[data-section="article-body"]').text().split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(1800);
    expect(jsonLdNodes(page).find((n) => n['@type'] === 'Article')!.headline).toBe(title.text());
  });

  // Design review: at 390 the featured block ran ~1,500 px before the first article; the findings are a
  // native disclosure (closed, no script).
  // Design review, round 5: the blue processing segment had no name while the grey one had; the two rows now
  // share their columns, named once above both. Round 8: the chart is kept on phones too (without it the 65%
  // line under the 40% was hard to parse).
  it('names both rows\' processing segments by one column heading, and keeps the chart at every width', () => {
    const chart = $('[data-section="hero"] [data-insight-chart]');
    expect(chart.attr('class')).not.toMatch(/(^|\s)hidden(\s|$)/);
    const columns = chart.children('p').first().children('span');
    expect(columns.map((_, el) => $(el).text()).get()).toEqual(['Processing', 'Review']);
    expect(columns.first().attr('class')).toContain('w-[61.5%]');
    // Each processing segment is unlabelled in the bar, grey and blue alike: the column names them.
    const segments = chart.children('div').map((_, row) => $(row).children().first().text()).get();
    expect(segments).toEqual(['', '']);
    // The dashed gap is the saving the panel's two figures describe.
    expect(chart.children('div').last().children().eq(1).text()).toBe('Saved');
    // Design review D r50: the rows had no scale and review changed colour between them. Each row's total on the
    // index (100, and 60: the 40% read off the bars, no second percentage), review one colour in both rows.
    expect(chart.children('p').slice(1).map((_, p) => $(p).children('span').text()).get()).toEqual(['100', '60']);
    const reviews = chart.children('div').map((_, row) => $(row).children().last().attr('class')).get();
    // Slate-300 (design review L r52 item 7: slate-200 on the panel, about 1.2:1, read as an empty track).
    expect(reviews.every((c) => c.includes('bg-slate-300'))).toBe(true);
  });

  // Review r8: at 390 the button sat mid-card with the insight panel after it. The card's parts in source (and
  // phone) order: title, insight panel, then summary, findings and the button, which ends the card.
  it('orders the featured card title, insight panel, summary, and ends it on Read the Analysis', () => {
    const parts = $('[data-featured-analysis]').children();
    expect(parts).toHaveLength(3);
    expect(parts.eq(0).find('h2')).toHaveLength(1);
    expect(parts.eq(1).is('[data-hero-visual]')).toBe(true);
    expect(parts.eq(1).attr('class')).toContain('lg:row-span-4');
    expect(parts.eq(2).find('details[data-findings]')).toHaveLength(1);
    expect(parts.eq(2).children().last().text()).toMatch(/^Read the Analysis/);
  });

  it('keeps the key findings behind a native disclosure', () => {
    const findings = $('[data-featured-analysis] details[data-findings]');
    expect(findings).toHaveLength(1);
    expect(findings.attr('open')).toBeUndefined();
    expect(findings.find('summary').text()).toBe('Key Findings (4)');
    expect(findings.find('li')).toHaveLength(4);
  });

  // Design review, round 4: a "Related" link under the featured analysis pointed at the fourth card just
  // below it; the title with no underline at rest (a 30 px underlined heading looked like browser default).
  it('links the featured analysis only to itself, its title underlined on hover only', () => {
    const card = $('[data-featured-analysis]');
    const own = card.find('h2 a').attr('href');
    expect(card.find('a').map((_, a) => $(a).attr('href')).get().every((h) => h === own)).toBe(true);
    const cls = (card.find('[data-featured-link]').attr('class') ?? '').split(/\s+/);
    expect(cls).toContain('hover:underline');
    expect(cls).not.toContain('underline');
  });

  // Design review, round 6: the feeds row stood alone above a rule; it is part of the newsletter band, beside the form.
  it('keeps RSS and Atom together in the newsletter band, so one never wraps alone', () => {
    expect($('[data-section="newsletter"] [data-newsletter] [data-feeds] [data-feed-links] a').map((_, a) => $(a).text().trim()).get()).toEqual(['RSS', 'Atom']);
    expect($('[data-feeds]')).toHaveLength(1);
  });

  it('has the newsletter box', () => {
    expect($('[data-section="newsletter"] [data-island="NewsletterForm"]')).toHaveLength(1);
    expect($('[data-section="newsletter"] input[type="email"]')).toHaveLength(1);
  });
});

describe('article pages', () => {
  it.each(ARTICLE_PATHS)('%s is a full article with Article JSON-LD and og:type article', (path) => {
    const $ = loadPage(path);
    expect($('h1')).toHaveLength(1);
    const words = $('[data-section="article-body"]').text().split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(900);
    expect(words).toBeLessThanOrEqual(1500);
    const article = jsonLdNodes($).find((n) => n['@type'] === 'Article');
    expect(article).toBeDefined();
    expect(article!.headline).toBe($('h1').text());
    expect(article!.datePublished).toMatch(/^2026-\d\d-\d\d$/);
    expect(article!.author['@type']).toBe('Organization');
    expect(article!.publisher['@id']).toMatch(/\/#organization$/);
    expect(article!.mainEntityOfPage['@id']).toMatch(new RegExp(`${path}#webpage$`));
    expect($('meta[property="og:type"]').attr('content')).toBe('article');
  });

  it('keeps each article page under 8 KB of gzipped HTML', () => {
    for (const path of ARTICLE_PATHS) {
      expect(statSync(`${DIST}${path.slice(1)}/index.html.gz`).size).toBeLessThan(8192);
    }
  });
});

describe('/prompt-engineering', () => {
  const $ = loadPage('/prompt-engineering');

  it('has four key concepts', () => {
    expect($('[data-cards="concepts"] [data-card]')).toHaveLength(4);
  });

  it('has four prompt books for the product rules’ industries, each with 2-3 example prompts', () => {
    const books = $('[data-section="prompt-books"] [data-prompt-book]');
    expect(books.map((_, el) => $(el).attr('data-prompt-book')).get()).toEqual(['Healthcare', 'Legal', 'Financial Services', 'Real Estate']);
    // Design review L r52 item 8: each book's subtitle is no link, so it is not drawn in the links' blue.
    books.each((_, book) => expect($(book).find('h3 + p').attr('class'), $(book).attr('data-prompt-book')).not.toContain('text-blue'));
    books.each((_, book) => {
      const prompts = $(book).find('[data-prompt]').length;
      expect(prompts).toBeGreaterThanOrEqual(2);
      expect(prompts).toBeLessThanOrEqual(3);
    });
  });

  it('has a four-step methodology', () => {
    expect($('[data-steps="methodology"] [data-step]')).toHaveLength(4);
  });

  // Design review: the hero annotated the healthcare book's first prompt, shown again below.
  it('annotates a prompt in the hero that no prompt book repeats', () => {
    const anatomy = $('[data-prompt-anatomy]').text().replace(/\d/g, '');
    expect(anatomy).toContain('discharge summary');
    const prompts = $('[data-prompt] > span').map((_, el) => $(el).text()).get();
    expect(prompts.length).toBeGreaterThan(8);
    for (const prompt of prompts) expect(prompt).not.toContain('discharge summary');
  });

  // Design review: the intro promised bracketed parts no visible prompt had. Each book's first (visible)
  // prompt has one, drawn as a token whose text keeps its brackets (Copy copies them).
  it('shows a [bracketed part] as a token in every book\'s first prompt', () => {
    expect($('[data-section="prompt-books"]').text()).toContain('[bracketed part]');
    $('[data-prompt-book]').each((_, book) => {
      const first = $(book).find('[data-prompt]').first();
      const tokens = first.find('[data-placeholder]').map((_, el) => $(el).text()).get();
      expect(tokens.length, $(book).attr('data-prompt-book')).toBeGreaterThan(0);
      for (const token of tokens) expect(token).toMatch(/^\[[^\]]+\]$/);
    });
  });

  // Design review: each Copy sat on its own empty row above its prompt; round 5: in the block's corner it cut
  // the first line to a word or two at 390. It sits in a header row beside a "Prompt" label, the prompt under
  // it at the block's full width; in the DOM it still follows the prompt it copies.
  it('puts each Copy button in its code block\'s header row, after the prompt it copies', () => {
    $('[data-prompt]').each((_, el) => {
      const button = $(el).children('button[data-copy-prompt]');
      expect(button.prev().is('span')).toBe(true);
      expect(button.attr('class')).toMatch(/\bcol-start-2\b.*\brow-start-1\b/);
      expect(button.attr('class')).not.toMatch(/\babsolute\b/);
      expect($(el).children().first().text()).toBe('Prompt');
      expect(button.prev().attr('class')).toContain('col-span-2');
    });
  });

  // Design review: concepts, books and method were three four-column grids in a row; the method is a flow.
  it('draws the method as a connected flow of numbered steps', () => {
    const steps = $('[data-steps="methodology"] [data-step]');
    expect(steps.find('span[aria-hidden="true"].rounded-full')).toHaveLength(4);
    // Design review L r45: the connectors in StepList's slate-300, one step-connector colour site-wide (they were blue-200).
    expect(steps.find('span.bg-slate-300')).toHaveLength(3);
    expect(steps.find('.bg-blue-200')).toHaveLength(0);
  });
});

/** The shapes inside a lucide icon's SVG, as the site renders it. */
const shapes = (icon: LucideIcon): string | null => load(renderToStaticMarkup(createElement(Icon, { icon })))('svg').html();

describe('/about and /investors', () => {
  // Design review O r46: the rollout's four stages are /journey's ("nearly word for word" here); /about says how a rollout
  // grows in one line under the mission and links to them.
  it('/about covers mission, approach, rollout and compliance posture, with no people', () => {
    const $ = loadPage('/about');
    for (const section of ['mission', 'approach', 'compliance']) expect($(`[data-section="${section}"]`)).toHaveLength(1);
    expect($('[data-section="deployment"], [data-section="mission"] [data-steps]')).toHaveLength(0);
    // The rollout line closes the mission's prose (design review A r49 item 7: one paragraph, one measure).
    expect($('[data-section="mission"] p').last().text()).toMatch(/Teams typically start with one workflow and extend from there, on the same platform\.$/);
    expect($('[data-section="mission"] a[data-more]').attr('href')).toBe('/journey#journey');
    expect($('img')).toHaveLength(0);
    expect($('blockquote')).toHaveLength(0);
  });

  // Issue 22: /about no longer repeats the product stat band or the framework list; it says who answers what.
  it('/about has no stat band or framework list, and names the address for each kind of question', () => {
    const $ = loadPage('/about');
    expect($('[data-section="stats"], [data-stats]')).toHaveLength(0);
    expect($('[data-cards="compliance"], [data-section="compliance-badges"]')).toHaveLength(0);
    const contacts = $('[data-section="contacts"]').text();
    for (const address of ['investors@vertiq.example', 'privacy@vertiq.example', 'security@vertiq.example']) expect(contacts).toContain(address);
    // Review B r12: sales' address and phone are the footer's, a few hundred pixels lower, not said again here.
    expect(contacts).not.toMatch(/sales@|\+1 \(555\)/);
    // Review C round 6: security questions go to the security address that security.txt publishes, not to sales.
    expect($('[data-section="contacts"] li').filter((_, li) => /security/i.test($(li).text())).find('a').attr('href')).toBe('mailto:security@vertiq.example');
  });

  it('/about links each contact, with a mail icon beside each address', () => {
    const $ = loadPage('/about');
    const items = $('[data-section="contacts"] [data-contacts] li').toArray();
    expect(items).toHaveLength(3);
    for (const li of items) {
      expect($(li).find('a').attr('href')).toMatch(/^mailto:/);
      expect($(li).children('svg').html()).toBe(shapes(Mail));
    }
    // Review B r10: at 390 "label: address" wrapped three ways; every row is a small label line over its link, and the
    // section breaks the run of splits: full width under its heading, the three tiles in one row from lg.
    for (const li of items) {
      const text = $(li).children('div');
      expect(text.children().toArray().map((c) => c.tagName)).toEqual(['p', 'a']);
      expect(text.children('p').attr('class')).toContain('text-sm');
      expect(text.children('p').text()).not.toMatch(/:$/);
    }
    const section = $('[data-section="contacts"]');
    expect(section.attr('data-layout')).toBe('wide');
    expect(section.find('.lg\\:grid-cols-5:not([data-tags])')).toHaveLength(0);
    expect($('[data-section="contacts"] [data-contacts]').attr('class')).toContain('lg:grid-cols-3');
    // Design review O r46: from lg a column under a rule each, not a half-empty card ("like form fields"); A r48 item 8: the
    // same rules on phones, not a bordered card there (one treatment at both widths).
    expect($('[data-section="contacts"] [data-contacts]').attr('class')).not.toMatch(/(^|\s)(border|rounded|shadow|bg-white|divide-y)/);
    for (const li of items) {
      expect($(li).attr('class')).toMatch(/(^|\s)border-t(\s|$)/);
      expect($(li).attr('class')).not.toMatch(/lg:(rounded|shadow|bg-white)/);
    }
  });

  // Issue 22: every label says whose figure it is, the same way in the figures, the chart and the disclaimer.
  // Design review (round 3): the "no base period is stated" caveat stands once; review B r10: at the foot of the figures it qualifies.
  it('/investors labels the CAGR as the market\'s and the ARR growth as Vertiq\'s, with no note restating them and no copied comparison', () => {
    const $ = loadPage('/investors');
    const hero = $('[data-section="hero"]').text();
    expect(hero).toContain('(CAGR) of the market Vertiq addresses');
    expect(hero).toContain('Growth in annual recurring revenue (ARR)');
    // Review B r27: each figure headed by whose it is, so the market's and the company's are not read as one kind.
    expect($('[data-section="hero"] [data-stat-subject]').map((_, el) => $(el).text()).get()).toEqual(['The market', 'Vertiq']);
    // Round 4: that the CAGR is the market's, not Vertiq's, stands once, in the figures' note (not again in the chart's caption).
    expect(hero).not.toMatch(/not Vertiq’s revenue/);
    // Review B2 r11 and B r12: no note under the figures restating their labels or saying what the page lacks (it read as
    // a QA note left in the layout); the period joins the ARR label when the business supplies it (readiness names it).
    expect($('[data-section="hero"] [data-key-figures] p')).toHaveLength(1);
    expect($('main').text()).not.toMatch(/base period/);
    // Round 3: /about's trade-off table and the "structural advantages" cards were repeated here (the only cards are the
    // closing links to other pages, tests/output/investors.test.ts).
    expect($('table, [data-aside="contrast"], [data-cards]:not([data-cards="diligence"])')).toHaveLength(0);
    expect($('main').text()).not.toContain('Structural advantages');
  });

  it('/investors states 42% CAGR and 500% ARR growth once each, as the hero\'s figures, and offers an investor-relations mailto', () => {
    const $ = loadPage('/investors');
    const figures = $('[data-section="hero"] [data-stats] > div').toArray().map((d) => [$(d).find('[data-stat-value]').text(), $(d).find('[data-stat-label]').text()]);
    expect(figures).toEqual([
      ['42%', 'Compound annual growth (CAGR) of the market Vertiq addresses'],
      ['500%', 'Growth in annual recurring revenue (ARR)'],
    ]);
    // Design review: the hero's 98% / 65% / 80% / 5x were product claims, nothing to an investor.
    expect($('main').text()).not.toMatch(/98%|65%|80%|\b5x\b/);
    // Said once: not again in the prose (nor the plan prices beside the table that lists them).
    const prose = $('main section:not([data-section="hero"]) p').text();
    expect(prose).not.toMatch(/42%|500%|\$\d/);
    expect($('main a[href^="mailto:"]').attr('href')).toBe('mailto:investors@vertiq.example?subject=Investor%20relations');
  });

  // Review B round 5: the market chart (two bars, 100 and 202) only restated the CAGR; no chart now, and
  // the sectors are named once, as tags under the Market heading, not again in its prose.
  it('/investors draws no chart that restates a figure, and names the market\'s sectors once, under its heading', () => {
    const $ = loadPage('/investors');
    expect($('[data-section="hero"] figure, [data-section="hero"] svg[role="img"], [data-hero-visual], [data-growth-chart]')).toHaveLength(0);
    // Design review L r52 item 1: no "Our growth, to scale" card restating the hero's 500% beside bars with no values,
    // dates or axis (the site has none to draw; docs/product-rules.md). The market closes on its industries.
    expect($('[data-growth], [data-growth-figure], [data-growth-bar]')).toHaveLength(0);
    expect($('main').text()).not.toContain('Our growth');
    expect($('main').text().match(/500%/g)).toHaveLength(1);
    expect($('[data-section="market"] [data-lead-beside]').parent().children().last().is('[data-tags-block]')).toBe(true);
    expect($('main').text()).not.toMatch(/traction|indexed to 100/i);
    // The market's CAGR said to be the market's once, in its label (review B2 r11: a note repeated it).
    expect($('main').text().match(/\(CAGR\) of the market Vertiq addresses|not Vertiq’s (own results|revenue)/g)).toHaveLength(1);
    // Review B r14: "the market Vertiq addresses" said once, in the CAGR's label, not again to end the Market prose.
    expect($('main').text().match(/the market Vertiq addresses/g)).toHaveLength(1);
    expect($('[data-section="contact"], #contact').text()).not.toContain('investors@vertiq.example');
    // Review B r10: the tags under the lead and the prose, not beside the heading nor inside either column.
    const market = $('[data-section="market"]');
    expect(market.find('#market-heading').parent().find('[data-tags]')).toHaveLength(0);
    expect(market.find('[data-lead-beside] [data-tags]')).toHaveLength(0);
    const prose = market.find('[data-lead-beside]').text();
    expect(prose).toMatch(/^What these industries share/);
    for (const sector of ['Healthcare', 'Legal', 'Energy', 'Manufacturing', 'Public sector']) expect(prose, sector).not.toContain(sector);
    // The token rule once in the business model: its prose, not again in the plan ladder's caption.
    expect($('[data-section="business-model"]').text().match(/unlimited tokens/gi)).toHaveLength(1);
  });

  // Design review (round 3): /about said local processing, no per-token charges, one industry and cited
  // answers four or five times; each is said once, in the trade-off table. Review B r8: the hero's one picture is the
  // deployment boundary beside the lede (the first ~1,000 px at 1280 were text with the right 40% empty).
  it('/about states each principle once, in its one trade-off table, with the deployment boundary as its hero drawing and no product figures', () => {
    const about = loadPage('/about');
    expect(about('[data-section="hero"] [data-hero-visual]')).toHaveLength(0);
    expect(about('[data-section="hero"] figure')).toHaveLength(1);
    // Design review O r46: the headline and lede in the wide column beside the drawing, as /investors' beside its figures.
    expect(about('[data-section="hero"] .lg\\:col-span-2 > figure[data-aside="boundary"]')).toHaveLength(1);
    expect(about('[data-section="hero"] .lg\\:col-span-3 > h1')).toHaveLength(1);
    expect(about('[data-aside="boundary"]')).toHaveLength(1);
    expect(about('[data-section="hero"]').attr('data-hero')).toBe('editorial');
    expect(about('[data-aside="contrast"]')).toHaveLength(1);
    expect(about('[data-section="approach"] [data-aside="contrast"] tbody th[scope="row"]').toArray().map((th) => about(th).text())).toEqual(['What it costs', 'What it knows', 'How it answers']);
    const text = about('main').text();
    for (const claim of [/per[‑-]token/g, /one industry at a time/gi, /not a policy promise/g]) expect(text.match(claim), String(claim)).toHaveLength(1);
    // Review B round 6: where documents go was said by the table, the deployment diagram and a regulated-customers
    // point; the diagram says it, the other two say something else.
    expect(about('[data-section="approach"]').text()).not.toMatch(/servers|locally|external/i);
    expect(about('[data-section="compliance"]').text()).not.toMatch(/your environment|place for your documents|external/i);
    // The drawing says it (the blocked line, named for screen readers); no caption says it again in words (review B r8).
    expect(about('[data-aside="boundary"]').text()).toContain('External APIs: no connection');
    expect(text).not.toMatch(/no call leaves it/);
    expect(text).not.toMatch(/98%|80%|AES|unlimited tokens|organized by vertical/i);
    expect(about('[data-cards]')).toHaveLength(0);
  });

  it('/about draws the deployment boundary at card type size, its parts with icons rather than step numbers, two to a row beside the lede', () => {
    const about = loadPage('/about');
    const boundary = about('[data-section="hero"] [data-aside="boundary"]');
    // Labelled as the page's other drawings are, in the figure's header.
    expect(boundary.children('figcaption').text()).toBe('What runs where');
    expect(boundary.find('ul').attr('class')).toContain('sm:grid-cols-2');
    expect(boundary.text()).toContain('External APIs: no connection');
    const parts = boundary.find('li');
    expect(parts.toArray().map((li) => about(li).text())).toEqual(['Your documents', 'Industry models', 'Retrieval index', 'Configurable agents']);
    parts.each((_, li) => {
      expect(about(li).attr('class')).toContain('text-sm');
      expect(about(li).children('svg')).toHaveLength(1);
      expect(about(li).text()).not.toMatch(/\d/);
    });
    // In the narrow column the blocked line runs down to "External APIs" at every width (design review O r46: across, in
    // ~450 px, the parts' names were cut), the box as wide as its words, centred under the line.
    const line = boundary.find('div[aria-hidden="true"]').first();
    expect(line.attr('class')).toContain('flex-col');
    expect(line.attr('class')).not.toMatch(/sm:flex-row/);
    expect(boundary.find('p').last().attr('class')).toContain('self-center');
  });

  // Review B r10: "Business Elite and Enterprise plans" in Deployment and again in Regulated customers; the plans are named
  // once, where the audit trail and role-based access they carry are claimed.
  it('/about names the audit-trail plans once, in the row that claims the audit trail and role-based access', () => {
    const about = loadPage('/about');
    expect(about('main').text().split(AUDIT_PLANS)).toHaveLength(2);
    const row = about('[data-section="compliance"] [data-points] > li').first().find('p').text();
    expect(row).toContain(`On ${AUDIT_PLANS} plans`);
    expect(row).toMatch(/role-based/);
    expect(row).toMatch(/audit trail/);
  });

  // Review B r10: the columns were named only by a legend under the rows; a real header row names them from lg, the
  // legend (phones, where the rows stack) comes first, and each answer is prefixed for screen readers where the header is hidden.
  it('/about names the trade-off table\'s two columns in a header row over them, and puts the phone legend on top', () => {
    const about = loadPage('/about');
    const figure = about('[data-section="approach"] [data-aside="contrast"]');
    const headers = figure.find('thead th[scope="col"]');
    expect(headers.toArray().map((th) => about(th).text())).toEqual(['General-purpose AI', 'Vertiq']);
    expect(figure.find('thead').attr('class')).toContain('max-lg:hidden');
    const legend = figure.children('p[aria-hidden="true"]');
    expect(legend).toHaveLength(1);
    expect(legend.attr('class')).toContain('lg:hidden');
    expect(legend.prev().is('figcaption')).toBe(true);
    expect(legend.next().is('table')).toBe(true);
    expect(legend.text()).toBe('General-purpose AIVertiq');
    figure.find('tbody tr').each((_, tr) => {
      const cells = about(tr).children('td');
      expect(cells).toHaveLength(2);
      expect(cells.eq(0).find('.sr-only').text()).toBe('General-purpose AI: ');
      expect(cells.eq(1).find('.sr-only').text()).toBe('Vertiq: ');
      expect(cells.find('.sr-only').attr('class')).toContain('lg:hidden');
    });
  });

  // Review B r10: the link to /technology sat under the table while the next section's sat under its copy; every
  // section's link is in its left copy, under the prose or the lead.
  it('/about puts every section link in the section\'s left copy', () => {
    const about = loadPage('/about');
    expect(about('[data-section="approach"] a')).toHaveLength(1);
    const more = about('main section[data-section] a[data-more]');
    expect(more.toArray().map((a) => about(a).attr('href'))).toEqual(['/journey#journey', '/technology#top', '/security#top']);
    // Under the heading's copy: the split's left column, or the heading block over a full-width section; a sequence's
    // link right after its steps (reviews B r31, r32: "See the Four Stages" sat above the steps it points to).
    // Mission's link follows its prose (its own cell, under the heading from lg: design review A r49 item 7); the regulated
    // customers' follows their row of points.
    more.each((_, a) => {
      if (about(a).closest('[data-section="mission"]').length) return void expect(about(a).prev().find('p').last().text()).toMatch(/on the same platform\.$/);
      if (about(a).parent().prev().is('[data-points]')) return;
      expect(about(a).closest('.lg\\:col-span-2, .max-w-3xl').find('h2')).toHaveLength(1);
    });
    expect(about('[data-aside="contrast"]').next('a')).toHaveLength(0);
  });

  it('/about sets out how it works with regulated customers as three columns under the heading, the section linking to Security under its lead', () => {
    const about = loadPage('/about');
    const points = about('[data-section="compliance"] [data-points] > li');
    expect(points.toArray().map((li) => about(li).find('h3').text())).toEqual(['A record your auditors can read', 'Documentation for your assessment', 'Mapped to your frameworks']);
    // The section's one link after the row of points it sums up (design review Q r47: between the lead and the points it
    // read out of order; review B r8 had found it under the third of three stacked rows, as if that row's).
    // (The documents in the middle column link their own sections there: trust review TR r52.)
    expect(about('[data-section="compliance"] a').not('[data-point-show] a')).toHaveLength(1);
    // Centred under the row from lg (design review H r51 item 1: under column one it read as that point's).
    const link = about('[data-section="compliance"] [data-points] + div.lg\\:text-center > a[data-more]');
    expect(link.attr('href')).toBe('/security#top');
    expect(about('#compliance-heading + p').text()).toMatch(/^What your security and compliance staff can check/);
    expect(points.find('a').not('[data-point-show="security-documents"] a')).toHaveLength(0);
    // Review round 5: a row's text does not repeat the link's name.
    expect(points.find('p').text()).not.toContain(link.text());
    // Design review O r46: beside the list, the heading column (a line of lead and a link) ended ~120 px above it, a void.
    // The points in a row under the heading from lg, one column each under a rule; on phones rows with a rule between
    // them, not above the first (review B round 6: at 390 px it read as an underline of the heading).
    expect(about('[data-section="compliance"]').attr('data-layout')).toBe('wide');
    expect(about('[data-section="compliance"] [data-points]').attr('class')).toContain('divide-y');
    expect(about('[data-section="compliance"] [data-points]').attr('class')).toContain(`lg:grid-cols-${points.length}`);
    expect(about('#mission-heading').closest('div').attr('class') ?? '').not.toContain('lg:sticky');
    // Review B r9: the body a size under the 18 px title and muted, so title and body do not merge.
    points.each((_, li) => {
      expect(about(li).attr('class')).not.toMatch(/(^| )border-t/);
      expect(about(li).attr('class')).toContain('lg:border-t');
      expect(about(li).find('h3').attr('class')).toContain('text-lg');
      expect(about(li).find('p').attr('class')).toContain('text-base');
      expect(about(li).find('p').attr('class')).toContain('text-slate-600');
      expect(about(li).find('p').attr('class')).not.toMatch(/lg:text-lg/);
    });
    // Mission: left-set on the split, its heading beside its prose (design review O r46: the one centred block, "five lines
    // of centred body copy", broke the family's left axis).
    const mission = about('[data-section="mission"]');
    expect(mission.attr('data-layout')).toBe('split');
    expect(mission.find('[class*="text-center"]')).toHaveLength(0);
  });

  // Review B round 6: every two-column row of both pages splits at one x (two fifths beside three fifths), where
  // the hero, Mission, Approach, Deployment and Contact split at five.
  // Review B r14: /investors' hero mirrors it (the headline in the wide column, the figures beside it in the narrow one).
  it('/about and /investors put every two-column row on one split', () => {
    // Design review O r46: /about's hero too, so the family's heroes are one pattern.
    const mirrored = (_path: string, id: string) => id === 'hero';
    // Not the market's two labelled columns: 50/50 (design review H r51 item 3), checked with the market below.
    for (const [path, ids] of [['/about', ['hero', 'mission', 'approach']], ['/investors', ['hero', 'business-model']]] as const) {
      const $ = loadPage(path);
      for (const id of ids) {
        const rows = $(`[data-section="${id}"] .lg\\:grid-cols-5:not([data-tags])`);
        expect(rows.length, `${path} ${id}`).toBe(1);
        expect(rows.attr('class'), `${path} ${id}`).toContain('lg:gap-16');
        // Mission's link a cell of its own, under the heading (design review A r49 item 7): not a column.
        const spans = rows.children(':not(a[data-more])').toArray().map((c) => $(c).attr('class')?.match(/lg:col-span-\d/)?.[0]);
        expect(spans, `${path} ${id}`).toEqual(mirrored(path, id) ? ['lg:col-span-3', 'lg:col-span-2'] : ['lg:col-span-2', 'lg:col-span-3']);
      }
      // The market's pair the only halves (design review H r51 item 3).
      expect($('main [class*="lg:grid-cols-2"]:not([data-lead-beside]), main [class*="lg:grid-cols-[1fr_2fr]"], main [class*="7fr"]'), path).toHaveLength(0);
    }
  });

  // Design review: the contact directory overloaded the dark band; it is a light section, and the band has one message and two buttons.
  it('/about ends with the contact directory as its own light section, then a plain closing band', () => {
    const about = loadPage('/about');
    const contacts = about('[data-section="contacts"]');
    expect(contacts.attr('class')).toMatch(/bg-(white|slate-50)/);
    const band = about('#contact-heading').closest('section');
    expect(band.find('[data-contacts]')).toHaveLength(0);
    // Review B round 6: the band offers the next step, not Email Sales (sales' address is the footer's; review B r12).
    expect(band.find('a').toArray().map((a) => [about(a).text(), about(a).attr('href')])).toEqual([['Schedule Demo', '/demo#top']]);
    expect(about('main a[href^="mailto:sales@"]')).toHaveLength(0);
  });

  it('/investors names the site\'s industries with their icons, the plans as a ladder of verticals to scale, and its notice at 14 px under the last block', () => {
    const investors = loadPage('/investors');
    // Review B round 6: the site's industry names, in its order (a six-sector taxonomy with "Public sector" existed only here).
    const tags = investors('[data-tags] li:not([data-tags-label])');
    expect(tags.toArray().map((li) => investors(li).text())).toEqual(industries.map((industry) => industry.name));
    // Each with its home-page card's icon, in the site's tinted square from sm (review B r17: the section had no picture; bare
    // on phones, design review A r49 item 6), one icon per industry; not links and not framed (reviews B r24-r26: thirteen
    // link tiles "repeat the footer and nav").
    expect(investors('ul[data-tags] a')).toHaveLength(0);
    tags.each((_, li) => {
      expect(investors(li).children('span').first().attr('class')!.split(' ')).toEqual(expect.arrayContaining(['text-blue-700', 'sm:rounded-lg', 'sm:bg-blue-50']));
      expect(investors(li).attr('class')).not.toMatch(/\bborder\b/);
    });
    expect(new Set(tags.toArray().map((li) => investors(li).find('svg').first().html())).size).toBe(industries.length);
    // The label and its count a heading over the list, not a cell of it (reviews r30, r31, r33: as the grid's first cell it
    // read as an item); the names fill rows left to right (design review A r49 items 5-6; tests/browser/investors-layout.test.ts
    // measures both widths); five columns from lg, rows of 5, 5 and 3 (design review H r51 item 4).
    const list = investors('ul[data-tags]').attr('class')!.split(' ');
    expect(list).toEqual(expect.arrayContaining(['grid', 'lg:grid-cols-5']));
    expect(list).not.toContain('sm:grid-flow-col');
    expect(investors('ul[data-tags] [data-tags-label]')).toHaveLength(0);
    expect(investors('[data-tags-label]').is('h3')).toBe(true);
    expect(investors('[data-tags-label]').next().is('ul[data-tags]')).toBe(true);
    expect(investors('[data-tags-label]').text()).toBe(`${industries.length} industries served`);
    // Review B round 6: the verticals each plan includes, the plan names, prices secondary (not a list lifted from /pricing).
    const steps = investors('[data-section="business-model"] [data-aside="ladder"] ol > li[data-step]');
    expect(steps.toArray().map((li) => investors(li).children('span').toArray().map((s) => investors(s).text()))).toEqual([
      ['Starter', '$69.99'],
      ['Business', '$399'],
      ['Business Elite', '$999'],
      ['Enterprise', 'Contact Sales'],
    ]);
    // Review B r10: one count pattern on every bar; unlimited in words, no ∞ glyph at the figures' size (design review L r52 item 8).
    expect(steps.toArray().map((li) => investors(li).find('[data-count]').text())).toEqual(['1vertical', '3verticals', '5verticals', 'Unlimitedverticals']);
    expect(investors('[data-aside="ladder"]').text()).not.toContain('∞');
    // Review B r10: bars to scale (equal steps drew 5 as twice 1): 5 is five times 1, unlimited the whole track.
    const shares = steps.toArray().map((li) => Number(investors(li).attr('data-share')));
    expect(shares[1]! / shares[0]!).toBeCloseTo(3, 1);
    expect(shares[2]! / shares[0]!).toBeCloseTo(5, 1);
    expect(shares[3]).toBe(1);
    // From sm the drawing 232 px tall, its lowest 172 the plot under the counts (review C r34): tops at 232 - share × 172.
    const tops = steps.toArray().map((li) => investors(li).find('[data-bar] > svg[data-upright]').children('rect').first().attr('y'));
    // Design review O r46: the 5's bar 125 px, so unlimited's full bar stands 47 px over it.
    expect(tops).toEqual(['207', '157', '107', '60']);
    // Review B r18: unlimited fills the whole track, solid, ending in the counted bars' rule (fading out, at 390 it faded to
    // nothing and looked unfinished; r14: a break mark across it read as a glitch); r24: unlabelled, as its count says ∞.
    const unlimited = steps.last().find('[data-bar] > svg');
    expect(unlimited).toHaveLength(2);
    unlimited.each((_, svg) => {
      expect(investors(svg).find('defs, linearGradient, [fill^="url("]')).toHaveLength(0);
      expect(investors(svg).find('rect').first().attr('class')).toBe('fill-blue-100');
      // Its end rule dashed, an open end (design review O r46: solid, a little taller than the 5's, it "barely reads").
      expect(investors(svg).find('rect')).toHaveLength(1);
      expect(investors(svg).find('line[data-open-end]').attr('stroke-dasharray')).toBeTruthy();
    });
    expect(steps.slice(0, 3).find('line[data-open-end]')).toHaveLength(0);
    // Words only over the upright bars (each its count and unit), none in the phones' bars (r24: "Unlimited" inside one).
    expect(steps.find('[data-bar] > svg:not([data-upright]) text')).toHaveLength(0);
    expect(steps.find('[data-bar] > svg[data-upright] text').map((_, t) => investors(t).text()).get()).toEqual(['1', 'vertical', '3', 'verticals', '5', 'verticals', 'Unlimited', 'verticals']);
    expect(steps.first().find('[data-bar] > svg').last().children('rect')).toHaveLength(2);
    // Review B r10: the notice at reading width (~80 characters a line), a footnote of the last block, before the band.
    const notice = investors('[data-disclaimer]');
    // Review B r14: under the closing diligence links, on white as the band after it (under the tinted business model, a
    // grey strip then a white gap sat before the band).
    expect(notice.closest('section').attr('data-section')).toBe('diligence');
    expect(notice.closest('section').attr('class')).toContain('bg-white');
    expect(notice.find('p')).toHaveLength(1);
    expect(notice.find('p').attr('class')).toMatch(/\btext-sm\b/);
    // Review B r13: across the section's foot after both columns (in the prose's column it fell between prose and chart on phones).
    expect(notice.closest('[class*="col-span"]')).toHaveLength(0);
    expect(notice.parent().prev().find('[data-cards="diligence"]')).toHaveLength(1);
    expect(notice.find('p > strong').text()).toBe('Important information. ');
    expect(notice.find('p').attr('class')).toContain('border-t');
    const html = investors('main').html()!;
    expect(html.indexOf('data-disclaimer')).toBeLessThan(html.indexOf('id="contact-heading"'));
  });

  // Review B r8: the figures under the lede left the hero's right half blank at 1280; they are a labelled panel beside it;
  // r14: beside the headline too (under it, the upper right quadrant was empty), the headline and lede in the wide column.
  it('/investors sets its two figures in a labelled panel in the hero\'s narrow column beside the headline, and the Market heading over its first trait', () => {
    const investors = loadPage('/investors');
    const panel = investors('[data-section="hero"] .lg\\:col-span-2 > [data-key-figures]');
    expect(panel).toHaveLength(1);
    expect(panel.children('p').first().text()).toBe('Key figures');
    expect(panel.find('[data-stat]')).toHaveLength(2);
    const statement = investors('[data-section="hero"] .lg\\:col-span-3');
    expect(statement.children().toArray().map((el) => el.tagName)).toEqual(['p', 'h1', 'div']);
    expect(statement.children('div').children('p').first().text()).toMatch(/^Regulated businesses want AI/);
    // Side by side from sm (review B r17: stacked from lg, the card was tall with air beside the figures).
    expect(panel.children('div').attr('class')).not.toContain('grid-cols-1');
    // One a row on phones (reviews B r19-r20: at 390 the CAGR's label wrapped to three lines), side by side from sm.
    expect(panel.find('dl').attr('class')!.split(' ')).toEqual(expect.arrayContaining(['grid', 'sm:grid-cols-2']));
    expect(panel.find('dl').attr('class')!.split(' ')).not.toContain('grid-cols-2');
    // Review B r9: the heading over both columns, the market's two traits (the lead) in the narrow one beside the prose
    // that goes on from them, which names its subject rather than opening on a "them" read before its referent.
    const market = investors('[data-section="market"][data-layout="lead-beside"]');
    expect(market.find('#market-heading').closest('.lg\\:grid-cols-5:not([data-tags])')).toHaveLength(0);
    // Two equal columns from lg (design review H r51 item 3: on the page's 2 : 3 split the pair looked lopsided).
    const [lead, prose] = market.find('[data-lead-beside] > div').toArray().map((el) => investors(el));
    expect(investors('[data-lead-beside]').attr('class')!.split(' ')).toContain('lg:grid-cols-2');
    expect(lead!.children('p').first().text()).toMatch(/^The industries Vertiq serves share two traits/);
    expect(prose!.find('.space-y-5 p').first().text()).toMatch(/^General-purpose AI, hosted elsewhere and priced by use, struggles to win these industries\./);
    // Review B r10: the panel fills its column (narrowed to its pair, r9, it stopped short of the column's edge).
    expect(panel.attr('class')!.split(' ')).not.toContain('lg:w-fit');
    // The lead in the prose's type beside it (r10: the lede's larger grey beside body ink read as two levels).
    expect(lead!.attr('class')).toContain('text-slate-700');
    // The plans' prices at 14 px, as their names (review B r9: 12 px under 36 px numerals).
    const prices = investors('[data-aside="ladder"] [data-step] > span:nth-child(2)');
    expect(prices).toHaveLength(4);
    prices.each((_, el) => expect(investors(el).attr('class')!.split(' ')).toContain('text-sm'));
  });

  it('shows no company facts on the real site, where the identity file supplies none', () => {
    for (const path of ['/about', '/investors']) expect(loadPage(path)('[data-company-facts]'), path).toHaveLength(0);
    // Nor a link to a customers page the real site does not have.
    expect(loadPage('/about')('a[href^="/customers"]')).toHaveLength(0);
  });

  it('/privacy sends privacy requests to the privacy address', () => {
    expect(loadPage('/privacy')('main').text()).toContain('email privacy@vertiq.example with the subject');
  });
});

describe('/privacy and /terms', () => {
  // Issue 35: the hero's "Document" card repeated the contents list below it; the hero now states the
  // facts in one line and the document's contents are listed once, beside the text.
  it('carry no ornamental hero card: the date, section count and reading time under the title, the contents listed once', () => {
    for (const path of ['/privacy', '/terms']) {
      const $ = loadPage(path);
      const headings = $('[data-section="legal-document"] .prose h2').map((_, h) => $(h).text()).get();
      expect($('[data-section="hero"] [data-hero-visual]'), path).toHaveLength(0);
      expect($('[data-last-updated]').text(), path).toMatch(new RegExp(`· ${headings.length} sections · \\d+ min read$`));
      expect($('nav[data-page-contents] a').map((_, a) => $(a).text()).get(), path).toEqual(headings);
      // Numbered, so a buyer's legal team can cite a section (design review D r50).
      expect(headings.map((h) => h.split('. ')[0]), path).toEqual(headings.map((_, i) => String(i + 1)));
    }
  });

  // Design review round 3: the phone number broke "+1 / (555)…", the metadata line ended on a "·" at 390 px,
  // the hero started left of the body column at 1280, and "Who we are" led with the sales address.
  it('/privacy keeps the phone number and each metadata phrase whole, lines its hero up with the body and leads with the privacy address', () => {
    const $ = loadPage('/privacy');
    const who = $('[data-prose] p').first().text();
    expect(who).toContain('+1\u00a0(555)\u00a0010-0199');
    expect(who.indexOf('privacy@vertiq.example')).toBeLessThan(who.indexOf('sales@vertiq.example'));
    // Review r6: at 390 the second line started "· 4 min read". Below sm the date stands on its own line and
    // the separator before the length is hidden; each phrase stays whole.
    const phrases = $('[data-last-updated] > span');
    expect(phrases.map((_, el) => $(el).text()).get()).toEqual(['Last updated: November 22, 2026', ' · ', expect.stringMatching(/^11 sections · \d+ min read$/)]);
    expect(phrases.map((_, el) => $(el).attr('class')).get()).toEqual(['block whitespace-nowrap sm:inline', 'hidden sm:inline', 'whitespace-nowrap']);
    // Review r17: the contents on the article's side (right) and in its component; the text and contents
    // centred as a pair (42 + 16 + 4 rem: the article's measure, design review M r45 found 48rem's lines 85-90
    // characters), the hero as wide with its own 1.5rem padding, so its title starts where the text does.
    const grid = $('[data-section="legal-document"] > div').attr('class')!;
    expect(grid).toContain('mx-auto grid max-w-[62rem]');
    expect(grid).toContain('lg:grid-cols-[minmax(0,42rem)_16rem] lg:gap-16');
    expect($('[data-section="legal-document"] [data-page-contents]').attr('class')).toContain('lg:col-start-2');
    expect($('[data-section="hero"] > div').first().attr('class')).toContain('max-w-[65rem]');
  });

  it('/privacy labels each table cell with its column, so narrow screens stack rows instead of clipping', () => {
    const $ = loadPage('/privacy');
    const cells = $('.table-scroll td');
    expect(cells.length).toBeGreaterThan(0);
    expect(new Set(cells.map((_, td) => $(td).attr('data-label')).get())).toEqual(new Set(['Data', 'Purpose']));
  });

  it('/privacy names the data each form collects, the backend, retention and rights, dated 2026-11-22', () => {
    const $ = loadPage('/privacy');
    const body = $('main').text().replace(/\s+/g, ' ');
    for (const phrase of ['first and last name', 'work email', 'company name', 'job title', 'industry', 'company size', 'phone number', 'preferred date and time', 'time zone', 'notes', 'Newsletter form', 'Supabase', 'How long we keep it', 'Your rights']) {
      expect(body.toLowerCase()).toContain(phrase.toLowerCase());
    }
    expect($('[data-last-updated] time').attr('datetime')).toBe('2026-11-22');
  });

  it('/terms covers the trial, demo and newsletter requests and links to the privacy policy, dated 2026-11-22', () => {
    const $ = loadPage('/terms');
    const body = $('main').text().replace(/\s+/g, ' ');
    expect(body).toContain('14 days');
    expect(body).toContain('all Business plan features');
    expect(body).toContain('newsletter');
    expect($('main a[href="/privacy#top"]')).toHaveLength(1);
    expect($('[data-last-updated] time').attr('datetime')).toBe('2026-11-22');
  });
});

describe('404 page', () => {
  it('is written to 404.html with the navigation, the main sections and a link home', () => {
    expect(builtExists('404.html')).toBe(true);
    const $ = loadPage('/404');
    expect($('title').text()).toMatch(/^Page not found/);
    expect($('header nav')).not.toHaveLength(0);
    expect($('main a[data-home-link]').attr('href')).toBe('/#top');
    expect(
      $('[data-section="main-sections"] a')
        .map((_, el) => $(el).attr('href'))
        .get(),
    ).toEqual(['/solutions#top', '/technology#top', '/pricing#top', '/security#top', '/learn#top', '/trends#top']);
  });

  // Design review round 3: the industry grid sat right above the footer's list of the same pages, its
  // heading in an accordion at 390, and Schedule Demo stood twice. Round 6: all sixteen chips (~560 px
  // at 390) repeated the footer's list on one screen; the hero card now names five and links to the rest.
  it('names five industries in the hero and links to the home grid of all of them; Schedule Demo once', () => {
    const $ = loadPage('/404');
    const finder = $('[data-section="hero"] [data-industry-links]');
    expect(finder).toHaveLength(1);
    expect(finder.find('ul a').map((_, a) => $(a).attr('href')).get()).toEqual(['/commercial-real-estate#top', '/financial-services#top', '/healthcare#top', '/legal#top', '/manufacturing#top']);
    const all = finder.find('a[data-all-industries]');
    expect(all.text()).toBe('All Industries and Teams');
    expect(all.attr('href')).toBe('/#industries');
    expect(loadPage('/')('#industries[data-section="industries"]')).toHaveLength(1);
    // On phones the main sections are names only, so the error page stays short, two to a row (review B r10: six
    // full-width name-only rows).
    const descriptions = $('[data-section="main-sections"] a > span:last-child > span:last-child');
    expect(descriptions).toHaveLength(6);
    descriptions.each((_, el) => expect($(el).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['hidden', 'sm:block'])));
    expect($('[data-section="main-sections"] ul').attr('class')!.split(' ')).toEqual(expect.arrayContaining(['grid-cols-2', 'lg:grid-cols-3']));
    expect($('main details')).toHaveLength(0);
    expect($('main a[href="/demo#top"]')).toHaveLength(1);
    expect($('main [data-section="talk"]').closest('[data-section="hero"]')).toHaveLength(1);
    // Review B r9: Home the hero's one primary button; Schedule Demo in the talk card outlined, as Email Sales.
    const talkButtons = $('[data-section="talk"] a');
    expect(talkButtons).toHaveLength(2);
    talkButtons.each((_, a) => expect($(a).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['border', 'bg-white'])));
    expect($('[data-home-link]').attr('class')!.split(' ')).not.toContain('bg-white');
    // The link to all industries ends the chips' row, in one wrapping row with them (r9: alone under them it left the card half empty).
    expect(all.prev('ul')).toHaveLength(1);
    expect(all.parent().attr('class')!.split(' ')).toContain('flex-wrap');
  });

  // Review B r10: the industry card's header had a blue dot no other card header on the site has.
  it("heads the industry card in the site's card-header style, the one /investors' cards use, with nothing before its label", () => {
    const header = loadPage('/404')('#industries-heading');
    expect(header.text()).toBe('Go straight to your industry');
    expect(header.children()).toHaveLength(0);
    expect(header.attr('class')).toBe(CARD_HEADER);
    const investors = loadPage('/investors');
    expect(investors('main [class]').filter((_, el) => investors(el).attr('class') === CARD_HEADER).length).toBeGreaterThan(0);
  });

  it("offers every industry page of the home page's grid (the footer, in its order; the hero, its first five) and a way to reach sales", () => {
    const $ = loadPage('/404');
    const industries = $('[data-industry-links] ul a').map((_, el) => $(el).attr('href')).get();
    const home = loadPage('/');
    const homeIndustries = home('[data-section="industries"] a').map((_, el) => home(el).attr('href')).get();
    expect(homeIndustries).toHaveLength(16);
    // Home lists them A to Z (design review B r49 item 3); the footer and this page keep the menus' order.
    const footer = $('footer a').map((_, el) => $(el).attr('href')).get();
    const footerIndustries = footer.filter((href) => homeIndustries.includes(href));
    expect([...footerIndustries].sort()).toEqual([...homeIndustries].sort());
    expect(industries).toEqual(footerIndustries.slice(0, 5));
    const talk = $('[data-section="talk"]');
    expect(talk.find('a[href^="mailto:sales@vertiq.example"]')).toHaveLength(1);
    // The phone number is the footer's, right below; the card does not repeat the contact block.
    expect(talk.find('a[href^="tel:"]')).toHaveLength(0);
    expect(talk.find('a[href="/demo#top"]')).toHaveLength(1);
  });

  // Issue 22: the footer left out Marketing and Product Development; it now reads the same pages, the
  // industries under Industries and the teams under Teams, as the home grid groups them (review r5).
  it("lists in the footer, on every page, the same industry and team pages as the home grid and the 404 page, in the menus' order", () => {
    const home = loadPage('/');
    const homeIndustries = home('[data-section="industries"] a').map((_, el) => home(el).attr('href')).get();
    const notFound = loadPage('/404');
    const footerOf = (page: ReturnType<typeof loadPage>) =>
      page('footer h2').filter((_, h) => ['Industries', 'Teams'].includes(page(h).text())).closest('footer > div > *').find('ul a').map((_, el) => page(el).attr('href')).get();
    const order = footerOf(home);
    // Home lists them A to Z (design review B r49 item 3): the same pages; the footer and the 404 keep the menus' order.
    expect([...order].sort()).toEqual([...homeIndustries].sort());
    expect(notFound('[data-industry-links] ul a').map((_, el) => notFound(el).attr('href')).get()).toEqual(order.slice(0, 5));
    for (const path of ['/404', '/healthcare', '/about']) expect(footerOf(loadPage(path)), path).toEqual(order);
    expect(homeIndustries).toEqual(expect.arrayContaining(['/marketing#top', '/product-development#top']));
  });

  it('is left out of the sitemap', () => {
    expect(readBuilt('sitemap.xml')).not.toContain('/404');
  });
});
