/** Output tests for /solutions and the six solution pages. Expected lists are written out. */
import { describe, expect, it } from 'vitest';
import { builtExists, jsonLdNodes, loadPage } from '../helpers/site.ts';
import { routeToFile } from '../../src/render/paths.ts';
import { HERO_SAMPLES } from '../../src/content/hero-samples.ts';
import { SOLUTIONS } from '../../src/content/solutions.ts';

/** Design review I r51 item 3: document analysis' hero pipeline is its capabilities shown; it has no capabilities section. */
const WITH_CAPABILITIES = [
  '/solutions/contract-intelligence',
  '/solutions/regulatory-compliance',
  '/solutions/risk-assessment',
  '/solutions/process-automation',
  '/solutions/quality-control',
];

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

  // Issue 35: the hero listed the six agents and the cards listed them again; the hero now shows the
  // product at work (kept on phones) and the solutions are named once, in the cards below.
  it('names each solution once, in the cards, beside a hero that shows the product at work', () => {
    expect($('[data-section="hero"] [data-catalog]')).toHaveLength(0);
    expect($('[data-section="hero"] [data-product-at-work]')).toHaveLength(1);
    expect($('[data-section="hero"] [data-hero-visual]').attr('class') ?? '').not.toContain('hidden');
    // Case-blind: card titles are in sentence case (issue 35's one heading case).
    const text = $('main').text().toLowerCase();
    for (const name of ['document analysis', 'contract intelligence', 'regulatory compliance', 'risk assessment', 'process automation', 'quality control']) {
      expect(text.split(name).length - 1, name).toBe(1);
    }
    // Issue 22: no stat band repeating the home page's figures.
    expect($('[data-section="stats"]')).toHaveLength(0);
  });

  it('has actions in the hero and an arrow on every core card', () => {
    expect($('[data-section="hero"] a[href="/demo#top"]')).toHaveLength(1);
    expect($('[data-cards="solutions"] [data-card] a svg')).toHaveLength(4);
  });

  it('says how teams roll a first solution out, in three steps', () => {
    expect($('[data-steps="rollout"] [data-step]')).toHaveLength(3);
  });

  // Design review B r49 item 7: the three steps were thin, text only; each ends on what the team holds after it.
  it('ends each rollout step on what the team has after it', () => {
    const results = $('[data-steps="rollout"] [data-step]').map((_, step) => $(step).find('[data-step-detail="artefact"]').text()).get();
    expect(results).toEqual(['One queue and its agreed checks', 'Agent and reviewer findings, file by file', 'Every agent on one plan and one audit trail']);
    expect($('[data-steps="rollout"] [data-step-detail] svg')).toHaveLength(3);
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
    // Document analysis: its four capabilities are the hero pipeline's four stages (design review I r51 item 3).
    if (path === '/solutions/document-analysis') {
      const stages = $('[data-section="hero"] [data-pipeline-node] p.font-semibold').map((_, p) => $(p).text()).get();
      const capabilities = SOLUTIONS.find((s) => s.slug === 'document-analysis')!.capabilities.cards.map((card) => card.title);
      expect(stages.slice(1)).toEqual(capabilities);
      expect($('[data-section="capabilities"]')).toHaveLength(0);
    } else expect($('[data-cards="capabilities"] [data-card]')).toHaveLength(4);
    const service = jsonLdNodes($).find((n) => n['@type'] === 'Service');
    expect(service).toBeDefined();
    expect(service!.provider['@id']).toMatch(/\/#organization$/);
  });

  it('document-analysis has the demo widget', () => {
    const $ = loadPage('/solutions/document-analysis');
    expect($('[data-section="demo"] [data-demo-widget] [data-island="DemoWidget"]')).toHaveLength(1);
  });

  // Issue 35: never the same document twice on a page. Document analysis keeps its demo (the spec's
  // "hero plus demo") and its hero works on another document; on the four pages whose hero shows
  // their demo sample, the hero takes the demo's place.
  it.each(SOLUTION_PATHS)('%s shows the product at work in its hero and no document twice', (path) => {
    const $ = loadPage(path);
    const names = $('main p.font-mono').map((_, p) => $(p).text().replace(/\u00a0/g, ' ')).get();
    expect($('[data-section="hero"] [data-product-at-work], [data-section="hero"] [data-document-pipeline]'), path).toHaveLength(1);
    expect(names.length, path).toBeGreaterThan(0);
    expect(new Set(names).size, path).toBe(names.length);
    const demo = $('[data-section="demo"] [data-demo-widget]').length;
    expect(demo, path).toBe(path === '/solutions/document-analysis' ? 1 : 0);
  });

  // Design review A r49 item 1: the hero card (a purchase order, analysed, highlighted, its fields and flag) was already the
  // result of the live demo right under it: ~1,500 px of two near-identical cards at 390. The hero now draws the purchase
  // order through the pipeline, each stage a capability of the page with what it made of the document, and no document text.
  it('document-analysis draws its hero document through the pipeline, not as a second analysed document card', () => {
    const $ = loadPage('/solutions/document-analysis');
    const solution = SOLUTIONS.find((s) => s.slug === 'document-analysis')!;
    const sample = HERO_SAMPLES['/solutions/document-analysis']!;
    const hero = $('[data-section="hero"]');
    expect(hero.find('[data-product-at-work], mark, [data-demo-widget]')).toHaveLength(0);
    const figure = hero.find('figure[data-document-pipeline]');
    expect(figure).toHaveLength(1);
    const stages = figure.find('ol > li[data-pipeline-node]');
    expect(stages.map((_, li) => $(li).find('p.font-semibold').first().text()).get()).toEqual(['Received', ...solution.capabilities.cards.map((c) => c.title)]);
    // Each stage says what it made of this document: its name, its type, its fields' values, its flag, the count.
    expect(stages.eq(0).text().replace(/\u00a0/g, ' ')).toContain('(sample).pdf');
    expect(stages.eq(1).text()).toContain(sample.documentType);
    for (const f of sample.analysis.findings) expect(stages.eq(2).text().replace(/\u00a0/g, ' ')).toContain(f.value.replace(/\u00a0/g, ' '));
    expect(stages.eq(3).text().replace(/\u00a0/g, ' ')).toContain(sample.analysis.flags[0]!.replace(/\u00a0/g, ' '));
    expect(stages.eq(4).text()).toMatch(/^Summarize with citations3 fields and 1 flag/);
    // Each stage's icon decorative, the whole a figure with its caption; no script in it.
    expect(figure.find('svg:not([aria-hidden="true"])')).toHaveLength(0);
    expect(figure.find('figcaption').text()).toBe('Sample document; all figures are illustrative.');
    expect(figure.find('script, [data-island]')).toHaveLength(0);
  });

  // Review r3: document analysis showed three treatments of two documents (the hero's purchase order,
  // a strip going on with it above the demo, then the demo's insurance policy). Each document is now one
  // flow: the purchase order only in the hero; the demo's document, its result, then the audit record.
  it('document-analysis continues the demo document, not the hero document, under its demo', () => {
    const $ = loadPage('/solutions/document-analysis');
    expect($('[data-sample-flow]')).toHaveLength(0);
    const record = $('[data-section="demo"] [data-demo-widget] ~ [data-demo-audit-record]');
    expect(record).toHaveLength(1);
    expect(record.find('dl.after-run dt').map((_, dt) => $(dt).text()).get()).toEqual(['Analysis', 'Reviewer', 'Decision']);
    // Review A r11: no dashed placeholder. Review A r17: nothing recorded shows before the read; r22, r34, r35: a
    // grey sentence, pending values, then what each line would hold all read as a placeholder: the card comes with
    // the read (run-record; tests/browser/product-page-details).
    expect(record.find('.border-dashed')).toHaveLength(0);
    expect(record.find('dl.after-run dd').map((_, dd) => $(dd).text()).get()).toEqual([
      '5 fields and 3 flags, each cited; model version stored',
      expect.stringMatching(/^Property underwriter confirms/),
      expect.stringMatching(/^Renewal bound/),
    ]);
    expect(record.find('dl').hasClass('after-run')).toBe(true);
    // In place from the first paint, its values grey bars until the read (design review P r52 2b item 2).
    expect(record.hasClass('run-record')).toBe(false);
    expect(record.find('.before-run')).toHaveLength(0);
    expect($('main').text()).not.toMatch(/refund or credit|Net 60 runs/);
  });

  it('a page whose hero is its demo document still shows that document further along, once', () => {
    const $ = loadPage('/solutions/risk-assessment');
    expect($('[data-sample-flow]')).toHaveLength(1);
    expect($('[data-demo-audit-record]')).toHaveLength(0);
  });

  // Review A r22: the panel's arrows floated in the gutter, and its last line sent the reader ~1,000 px up
  // ("the same sample ... as above"); no arrows. Design review Q r52 item 1: its file-name caption repeated the hero's; the
  // section's own heading and lead name what the page's reviewer does with the document, in words, and the panel has no caption.
  it.each(SOLUTION_PATHS)('%s: its after-the-read panel under a heading and lead of its own, no file-name caption, no loose arrows', (path) => {
    const $ = loadPage(path);
    const flow = $('[data-sample-flow]');
    if (!flow.length) return expect($('[data-demo-audit-record]'), path).toHaveLength(1);
    expect(flow.find('figcaption, .font-mono'), path).toHaveLength(0);
    const section = flow.closest('[data-section="after-read"]');
    expect(section.find('h2').text(), path).toMatch(/^What .+ next$/);
    expect(section.find('h2 ~ p').first().text().length, path).toBeGreaterThan(40);
    expect(flow.text(), path).not.toMatch(/as above/);
    // Only the three boxes in the grid (flags, next steps, record); the arrows were aria-hidden divs between them.
    expect(flow.children('div').children().length, path).toBe(3);
    // Design review B r49 item 8: at 390 the frame goes and the white panels stood on the grey unseen; they keep a light
    // border there, none inside the frame from sm (review A r34).
    for (const panel of flow.children('div').children('.bg-white').toArray()) expect($(panel).attr('class'), path).toMatch(/\bborder border-slate-200\b.*\bsm:border-0\b/);
    expect(flow.children('div').children('.bg-white'), path).toHaveLength(2);
    expect(flow.find('div[aria-hidden]'), path).toHaveLength(0);
  });

  // Review: pages said "unlimited tokens" and the free trial in the hero or body and again in the closing band.
  it.each(['/solutions', ...SOLUTION_PATHS])('%s states the token rule and the free trial each at most once', (path) => {
    const text = loadPage(path)('main').text();
    expect((text.match(/per[-\u2011]token/gi) ?? []).length).toBeLessThanOrEqual(1);
    expect((text.match(/14[-\u2011]day/gi) ?? []).length).toBeLessThanOrEqual(1);
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

// Review round 3: every solution page closed its outcomes under the same "What changes for your team". Design review B r49
// items 1 and 5: the outcomes, under a 24 px heading and a hairline in the steps' band, read as a leftover, and one page had
// neither steps nor outcomes. Every page has both, the outcomes a section of their own with a full-size h2 across it.
const OUTCOMES = '[data-section="outcomes"]';
describe('solution outcomes', () => {
  it.each(SOLUTION_PATHS)('%s: steps, then the outcomes as a section of their own', (path) => {
    const $ = loadPage(path);
    expect($('[data-section="how-it-works"] [data-steps="how-it-works"] [data-step]'), path).toHaveLength(4);
    expect($('[data-section="how-it-works"] [data-outcomes], [data-section="how-it-works"] [data-cards="outcomes"]'), path).toHaveLength(0);
    const outcomes = $(`main > ${OUTCOMES}`);
    expect(outcomes, path).toHaveLength(1);
    // After the steps, or after the read that follows them (design review Q r52 item 1).
    expect(outcomes.prevAll('[data-section="how-it-works"]'), path).toHaveLength(1);
    expect(outcomes.prev().attr('data-section'), path).toMatch(/^(how-it-works|after-read)$/);
    const h2 = outcomes.find('h2');
    expect(h2, path).toHaveLength(1);
    expect(h2.attr('class'), path).toContain('sm:text-4xl');
    expect(h2.prev('p').text(), path).toBe('Outcomes');
    expect(outcomes.find('[data-cards="outcomes"] [data-card] h3'), path).toHaveLength(3);
    // The heading across the section, above the three outcomes (design review B r50 item 1: in a quarter column it wrapped
    // to 3-4 lines); the steps' column gap.
    expect(outcomes.children('div').attr('class'), path).not.toMatch(/grid-cols/);
    // Design review G r51 items 3-4: where the page has a visual of its own, the outcomes stand in one column beside it.
    const visual = outcomes.find('[data-solution-visual]');
    // Design review Q r53 solutions item 2: 7/5, the card wider and shorter, the outcomes in body-size text beside it.
    if (visual.length) {
      expect(visual.parent().attr('class'), path).toContain('lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]');
      expect(visual.next().is('[data-cards="outcomes"]'), path).toBe(true);
      expect(outcomes.find('[data-cards="outcomes"]').attr('class'), path).not.toMatch(/grid-cols/);
    } else {
      expect(outcomes.find('[data-cards="outcomes"]').parent().attr('class'), path).toBe('mt-12');
      expect(outcomes.find('[data-cards="outcomes"]').attr('class'), path).toContain('lg:gap-x-8');
    }
    expect($('[data-steps="how-it-works"]').attr('class'), path).toMatch(/\bgap-x-8\b.*\blg:grid-cols-4\b/);
  });

  it('each outcomes block has a heading of its own page', () => {
    const headings = SOLUTION_PATHS.map((path) => loadPage(path)(`${OUTCOMES} h2`).text().trim()).filter(Boolean);
    expect(headings.length).toBe(6);
    expect(new Set(headings).size).toBe(headings.length);
  });

  // Review A round 4: risk assessment's outcomes heading restated its capabilities heading ("Evidence behind every
  // rating" / "The same evidence behind every counterparty's rating"), document analysis's first outcome its own heading.
  it('outcomes say something the capabilities heading and the outcomes heading do not', () => {
    const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{5,}/g) ?? []);
    const shared = (a: string, b: string) => [...words(a)].filter((w) => words(b).has(w));
    const checked = SOLUTION_PATHS.map((path) => loadPage(path)).filter(($) => $(OUTCOMES).length);
    expect(checked.length).toBe(6);
    for (const $ of checked) {
      const outcomes = $(OUTCOMES);
      const heading = outcomes.find('h2').text();
      // One shared word is the subject ("compliance"); two or more is the same heading twice.
      expect(shared(heading, $('[data-section="capabilities"] h2').text()).length, heading).toBeLessThan(2);
      for (const p of outcomes.find('[data-cards] p').toArray()) expect(shared($(p).text(), heading).length, `${heading}: ${$(p).text()}`).toBeLessThan(2);
    }
  });
});

describe('/solutions cards', () => {
  const $ = loadPage('/solutions');
  const cards = $('[data-cards="solutions"] [data-card], [data-cards="more-solutions"] [data-card]');

  it('flags an example with the demo flag mark, not a colour of its own', () => {
    const flags = $('[data-example] dd.list-item');
    expect(flags).toHaveLength(6);
    flags.each((_, dd) => expect($(dd).attr('class')).toMatch(/\bmarker:text-red-700\b/));
    expect($('[data-cards="solutions"] .text-amber-900')).toHaveLength(0);
  });

  // Review A round 5: the "Also available" cards were a shorter component with no example, and at 390 px
  // the core cards hid what the agent returns, the card's most convincing line.
  it('gives all six cards one component: what it reads, returns and flags, shown at every width', () => {
    expect(cards).toHaveLength(6);
    cards.each((_, card) => {
      const example = $(card).find('[data-example]');
      expect(example.find('dt').map((_, dt) => $(dt).text()).get()).toEqual(['Reads', 'Returns', 'Flags']);
      expect(example.find('dt').eq(1).next('dd').find('span.block')).toHaveLength(2);
      // Nothing of the card is hidden at any width: the sentence too shows on phones, between the title
      // row and the example (review A r7: without it a phone reader had to infer what each solution does).
      expect(example.find('.hidden')).toHaveLength(0);
      const sentence = $(card).children('p');
      expect(sentence.text().trim().length).toBeGreaterThan(20);
      expect(sentence.attr('class') ?? '').not.toMatch(/(^|\s)hidden(\s|$)/);
      // The example follows the sentence, in the phone fold (design review R r47 item 3, every card since B r48 item 7).
      expect(sentence.next().is('[data-example-fold]')).toBe(true);
    });
  });

  // Design review R r47 item 3: at 390 the six cards were ~2,300 px of near-identical cards: the examples fold on phones in a
  // native <details> (example-fold: open from sm, no script), whose summary names the document it reads. Design review B
  // r48 item 7: the first card open beside five folded ones made cards unlike each other; every card folds now, each with
  // its flag as a one-line teaser that gives way to the full example when open.
  it('folds every card\'s example on phones alike, each with a one-line Flags teaser, without script', () => {
    const folds = cards.children('details[data-example-fold]');
    expect(folds).toHaveLength(6);
    expect(cards.children('[data-example]')).toHaveLength(0);
    folds.each((_, fold) => {
      expect($(fold).attr('class')).toMatch(/\bexample-fold\b/);
      expect($(fold).attr('open')).toBeUndefined();
      const reads = $(fold).find('[data-example] dt').first().next('dd').text();
      const flag = $(fold).find('[data-example] dd.list-item').text();
      const summary = $(fold).children('summary');
      // Design review Q r52 item 8: the desktop's small grey uppercase labels (READS, FLAGS), the alarm a red bullet, not red
      // label text ("Example:" bold beside a red "Flags:" read as an error state).
      const teaser = summary.find('[data-flag-teaser]');
      // The teaser is a block of its own (line-clamp), so no space joins it to the READS line in the text.
      expect(summary.children('span').text().replace(/\s+/g, ' ').trim()).toBe(`Reads ${reads}Flags • ${flag}`);
      for (const label of [summary.children('span').children('span').first(), teaser.children('span').first()]) {
        expect(label.attr('class'), label.text()).toBe('text-xs font-semibold uppercase tracking-wide text-slate-600 sm:pt-0.5');
      }
      expect(teaser.find('span.text-red-700').text()).toBe('•');
      expect(summary.find('.text-red-700').not(teaser.find('span.text-red-700'))).toHaveLength(0);
      // Two lines at most (design review B r49: cut to one line, each flag ended mid-word).
      expect(teaser.attr('class')).toMatch(/\bline-clamp-2\b/);
      expect(teaser.attr('class')).toMatch(/\bgroup-open\/fold:hidden\b/);
      // Above the card's stretched title link, so a tap opens it.
      expect(summary.attr('class')).toMatch(/\brelative\b/);
    });
  });

  // Design review R r47 item 6: "missed" alone on the last line at 390.
  it('keeps the service credit\'s last word with its figure', () => {
    expect($('[data-example] span.block').text()).toContain('0.1%\u00a0missed');
  });

  // docs/product-rules.md: link labels are Title Case; the card titles are links, spelled as in the footer.
  it('titles each card with its link label in Title Case, as the footer spells it', () => {
    const titles = cards.map((_, card) => $(card).find('h3 a').text().trim()).get();
    expect(titles).toEqual(['Document Analysis', 'Contract Intelligence', 'Regulatory Compliance', 'Risk Assessment', 'Process Automation', 'Quality Control']);
    const footer = $('footer a').map((_, a) => $(a).text().trim()).get();
    for (const title of titles) expect(footer).toContain(title);
  });

  // Review A round 5: a visitor who clicked a card saw its example again on the page (risk assessment's
  // hero and flag word for word, document analysis's purchase order).
  it('shows on each card a document its solution page does not show', () => {
    cards.each((_, card) => {
      const href = $(card).find('h3 a').attr('href')!.replace(/#top$/, '');
      const page = loadPage(href);
      // The page's pictures of the product at work (its prose may name the card's document type as a kind it reads).
      const text = page('main [data-product-at-work], main [data-demo-widget], main [data-demo-audit-record], main [data-sample-flow]').text().toLowerCase();
      expect(text.length, href).toBeGreaterThan(200);
      const reads = $(card).find('[data-example] dd').first().text().trim();
      const flag = $(card).find('[data-example] dd.list-item').text().trim();
      expect(reads.length, href).toBeGreaterThan(0);
      expect(text, href).not.toContain(reads.toLowerCase());
      expect(text, href).not.toContain(flag.toLowerCase());
    });
  });
});

// Review A r8: document analysis wrote out /technology's Ingest, Retrieve, Analyze, Act pipeline once more;
// /technology describes it, the solution page's steps are the team's path through one document.
describe('/solutions section ledes', () => {
  const $ = loadPage('/solutions');
  // Design review R r47 item 5: "Core solutions" and "Also available" were headings without the lede every other section has.
  it.each(['core-solutions', 'more-solutions'])('#%s pairs its heading with a one-line lede', (id) => {
    const lede = $(`#${id}-heading`).next('p');
    expect(lede.text().trim().length).toBeGreaterThan(30);
    expect(lede.text().length).toBeLessThan(110);
  });
});

describe('/solutions/document-analysis steps', () => {
  it('does not repeat the technology pipeline step for step', () => {
    const steps = (path: string, list: string) => {
      const $ = loadPage(path);
      return $(`[data-steps="${list}"] [data-step] h3`).map((_, h) => $(h).text().replace(/^Step \d+: /, '').trim().toLowerCase()).get();
    };
    const pipeline = steps('/technology', 'pipeline');
    const analysis = steps('/solutions/document-analysis', 'how-it-works');
    expect(pipeline).toHaveLength(4);
    expect(analysis).toHaveLength(4);
    for (const step of analysis) for (const stage of pipeline) expect(stage, step).not.toContain(step.split(' ')[0]);
    const $ = loadPage('/solutions/document-analysis');
    const heading = $('[data-steps="how-it-works"]').closest('[data-section]').find('h2').text();
    expect(heading).toBe('From upload to a confirmed report');
    expect(heading).not.toMatch(/ingest/i);
  });
});

// Review A round 5: document analysis (demo, then its record) and risk assessment (the record inside the
// capabilities section) were built differently. Design review B r48 item 2: the order still drifted (contract intelligence's
// read under the hero with a heading, risk assessment's under step 4 with none, at 390 a fifth step). One order on every
// page now: hero, the read (the hero's document after the read under its heading, or the live demo), capabilities, how it
// works, outcomes, the closing band.
describe('solution page family', () => {
  it.each(SOLUTION_PATHS)('%s follows the family order', (path) => {
    const $ = loadPage(path);
    const sections = $('main > [data-section]').map((_, s) => $(s).attr('data-section')).get();
    const read = sections.includes('demo') ? 'demo' : 'after-read';
    // One order on every page, every section on every page (design review B r49 item 1).
    // Design review I r51 item 3: document analysis' hero pipeline shows its capabilities, so it has no section of them.
    // Design review Q r52 item 1: the hero's document after the read comes after how it works (it pays off the steps), the
    // same on the five pages with capabilities; document analysis's live demo stays under its hero.
    const expected = read === 'demo' ? ['hero', 'demo', 'how-it-works', 'outcomes', 'cta'] : ['hero', 'capabilities', 'how-it-works', 'after-read', 'outcomes', 'cta'];
    expect(sections.filter((name) => expected.includes(name)), path).toEqual(expected);
    // The read has a heading of its own, never under the steps' heading.
    const readSection = $(`main > [data-section="${read}"]`);
    expect(readSection.find('h2'), path).toHaveLength(1);
    expect(readSection.find('[data-steps]'), path).toHaveLength(0);
    // Design review Q r52 item 1: each page its own heading (all five shared "From flags to a logged decision").
    if (read === 'after-read') expect(readSection.find('h2').text(), path).not.toBe('From flags to a logged decision');
    // The first section under the hero (the demo muted, the capabilities white), then white and muted in turn up to the closing band.
    const tones = $('main > [data-section]').slice(1, -1).map((_, s) => ($(s).attr('class') ?? '').match(/\bbg-(white|slate-50)\b/)?.[1]).get();
    expect(tones[0], path).toBe(read === 'demo' ? 'slate-50' : 'white');
    for (let i = 1; i < tones.length; i++) expect(tones[i], path).not.toBe(tones[i - 1]);
    expect($('[data-section="capabilities"] [data-sample-flow]'), path).toHaveLength(0);
  });

  // Design review Q r52 item 1: the pages read as one template down to the after-the-read heading.
  it('gives every after-the-read section its own heading and lead', () => {
    const copy = SOLUTION_PATHS.map((path) => loadPage(path)('[data-section="after-read"]')).filter((section) => section.length);
    expect(copy).toHaveLength(5);
    expect(new Set(copy.map((section) => section.find('h2').text())).size).toBe(5);
    expect(new Set(copy.map((section) => section.find('h2 ~ p').first().text())).size).toBe(5);
  });

  // Review A round 5: the audit record said the same three lines under every sample.
  it('keeps an audit record of each page\'s own sample', () => {
    const record = (path: string) => loadPage(path)('[data-demo-audit-record] dl.after-run dd, [data-sample-flow] dl dd').map((_, dd) => loadPage(path)(dd).text()).get();
    const analysis = record('/solutions/document-analysis');
    const risk = record('/solutions/risk-assessment');
    expect(analysis).toHaveLength(3);
    expect(risk).toHaveLength(3);
    for (let i = 1; i < 3; i++) expect(analysis[i]).not.toBe(risk[i]);
    expect(analysis[0]).toMatch(/^5 fields and 3 flags/);
    expect(analysis.join(' ')).toMatch(/flood/);
    expect(risk.join(' ')).toMatch(/watch list/);
  });

  // Contract intelligence's record counted its hero's one flag ("3 fields and 1 flags") beside two more.
  it.each(SOLUTION_PATHS)('%s counts in its after-the-read record every flag the page shows of the sample', (path) => {
    const $ = loadPage(path);
    const flow = $('[data-sample-flow]');
    if (!flow.length) {
      // The demo's page: its record counts the demo document's own analysis (the test above).
      expect($('[data-demo-audit-record]'), path).toHaveLength(1);
      return;
    }
    const shown = $('[data-product-at-work] ul li').length + flow.find('ul li').length;
    const [, flags] = flow.find('dd').first().text().match(/^\d+ fields? and (\d+) flags?,/) ?? [];
    expect(Number(flags), path).toBe(shown);
  });
});

// Design review R r47 item 1: contract intelligence's four capabilities were a bare row of icons and text. Each now shows a
// small artefact of the page's own sample (the hero's supply agreement), marked as a sample, server-rendered.
describe('/solutions/contract-intelligence capability artefacts', () => {
  const $ = loadPage('/solutions/contract-intelligence');
  const hero = $('[data-section="hero"] [data-product-at-work]').text().replace(/\u00a0/g, ' ');

  it('gives each of the four capabilities an artefact marked as a sample', () => {
    const cards = $('[data-cards="capabilities"] [data-card]');
    expect(cards).toHaveLength(4);
    cards.each((_, card) => {
      const artefact = $(card).find('figure[data-capability-artefact]');
      expect(artefact).toHaveLength(1);
      expect(artefact.children('figcaption').text()).toBe('Sample');
    });
  });

  it('builds the artefacts from the sample alone: its clauses, findings and follow-up', () => {
    const [obligations, renewal, playbook, question] = $('[data-capability-artefact]').toArray().map((f) => $(f));
    expect(obligations.find('dt').map((_, dt) => $(dt).text()).get()).toEqual(['§3.1 Notice to end the term', '§5.2 Price increase, CPI plus 2%', '§9.1 All requirements from Supplier']);
    // Each due date is the clause's own: no date or figure the sample does not hold.
    expect(obligations.find('dd').map((_, dd) => $(dd).text()).get()).toEqual(['Due 180 days before each renewal', 'Due each January 1', 'For the five-year term']);
    for (const figure of ['180 days', 'January 1', 'Five years']) expect(hero).toContain(figure);
    expect(renewal.find('dd').first().text()).toContain('180');
    expect(playbook.find('dt').map((_, dt) => $(dt).text()).get()).toEqual(['Flag: §9.1 Exclusivity: All requirements', 'Flag: §5.2 Price escalation: CPI\u00a0+\u00a02% yearly']);
    expect(question.find('p').text()).toMatch(/\?$/);
    // The answer cites the hero's clauses word for word.
    for (const dd of question.find('dd').toArray()) expect(hero).toContain($(dd).text().replace(/[“”]/g, ''));
    // Every clause number the artefacts name is one the hero's document has.
    for (const n of $('[data-capability-artefact]').text().match(/§\d+\.\d+/g) ?? []) expect(hero).toContain(`${n.slice(1)} `);
  });

  // Design review B r49 item 6: the solution heroes were the home page's picture again; contract intelligence's fields read
  // as a register's lines, label beside value, without a second rule over them.
  it('lays out the hero\'s fields as register lines, the other solution heroes as tiles', () => {
    const fields = $('[data-section="hero"] [data-product-at-work] dl').first();
    expect(fields.children('.finding-tile')).toHaveLength(0);
    expect(fields.children('div')).toHaveLength(3);
    for (const row of fields.children('div').toArray()) expect($(row).attr('class')).toContain('sm:grid-cols-3');
    expect(fields.parent().hasClass('border-t')).toBe(false);
    expect(fields.find('[data-cited-excerpt]')).toHaveLength(0);
    // Document analysis's hero is reworked separately (round 50): not pinned here.
    // Regulatory compliance's too (design review B r50 item 4: three ~110 px tiles wrapped "Framework in / scope").
    const registers = ['/solutions/contract-intelligence', '/solutions/regulatory-compliance'];
    for (const path of registers) expect(loadPage(path)('[data-section="hero"] [data-product-at-work] dl').first().children('.finding-tile'), path).toHaveLength(0);
    for (const path of SOLUTION_PATHS.filter((p) => ![...registers, '/solutions/document-analysis'].includes(p)))
      expect(loadPage(path)('[data-section="hero"] [data-product-at-work] dl .finding-tile'), path).toHaveLength(3);
  });

  it('names the hero\'s file without the part after its em dash on phones', () => {
    expect($('[data-product-at-work] p.font-mono span.max-sm\\:hidden').text()).toBe(' \u2014 excerpt');
  });
});

// Design review B r48 item 1: risk assessment's capabilities were icon, title and paragraph beside contract intelligence's
// samples. Every solution page gives every capability a sample box of its own document, and the box holds no figure that
// document does not (docs/product-rules.md#illustrative-figures).
describe('solution pages: a sample under every capability', () => {
  it.each(WITH_CAPABILITIES)('%s: each capability has a sample built from the page\'s own sample', (path) => {
    const $ = loadPage(path);
    const cards = $('[data-cards="capabilities"] [data-card]');
    expect(cards.length, path).toBe(4);
    cards.each((_, card) => {
      const artefact = $(card).find('figure[data-capability-artefact]');
      expect(artefact, path).toHaveLength(1);
      expect(artefact.children('figcaption').text(), path).toBe('Sample');
      // Design review B r49 item 2: boxes of one row stood ~90 px empty beside boxes of three; every sample 2-3 rows.
      expect(artefact.find('dt').length, path).toBeGreaterThanOrEqual(2);
      expect(artefact.find('dt').length, path).toBeLessThanOrEqual(3);
    });
    // Every figure in the boxes is one the page's sample document holds (its text, findings, flags and next steps; the hero
    // shows an excerpt of it), never a new one.
    const solution = SOLUTIONS.find((s) => `/solutions/${s.slug}` === path)!;
    const sample = HERO_SAMPLES[path] ?? solution.demo!.document;
    const { findings, flags } = sample.analysis;
    const recommendations = (sample.analysis as { recommendations?: readonly string[] }).recommendations ?? [];
    const source = [sample.documentName, ...sample.original, ...findings.map((f) => f.value), ...flags, ...recommendations].join(' ');
    const boxes = $('[data-capability-artefact] :is(p, dt, dd)').map((_, e) => $(e).text()).get().join(' ').replace(/\u00a0/g, ' ');
    const figures = boxes.match(/\$?\d[\d,.]*(?:%|x|M)?/g) ?? [];
    expect(figures.length, path).toBeGreaterThan(0);
    for (const figure of figures) expect(source, `${path}: ${figure}`).toContain(figure.replace(/[.,]$/, ''));
  });
});

// Design review R r47 item 4: the page linked no industry. A "Used in" row of chips links the industry pages the solution's
// front matter names (contract intelligence: industries; risk assessment: its sector's industry).
describe('solution pages: Used in', () => {
  const chips = (path: string) => {
    const $ = loadPage(path);
    return $('[data-section="capabilities"] [data-used-in] a').map((_, a) => $(a).attr('href')).get();
  };
  it('contract intelligence links the industry pages whose agents read contracts', () => {
    expect(chips('/solutions/contract-intelligence')).toEqual(['/financial-services#top', '/legal#top', '/energy#top', '/construction#top']);
  });
  // Design review G r51 item 6: regulatory compliance was the one detail page without the row.
  it('regulatory compliance links the industry pages whose agents check documents against rules', () => {
    expect(chips('/solutions/regulatory-compliance')).toEqual(['/financial-services#top', '/pharmaceuticals#top', '/aviation#top']);
  });
  it('risk assessment links the industry whose sector it serves', () => {
    expect(chips('/solutions/risk-assessment')).toEqual(['/financial-services#top']);
  });
  // Design review B r48 item 5: a single "Financial Services" chip floated in a full-width row under a rule. Design review B r49
  // item 1: several industries still closed the page's last section in a ruled row; "Used in" is under the capabilities'
  // intro on every page, however many.
  // Design review Q r53 solutions item 4: one industry (risk assessment) ends the intro's sentence instead of a lone chip.
  it.each(['/solutions/contract-intelligence', '/solutions/regulatory-compliance'])('%s: "Used in" under the capabilities\' intro, not in a row of its own', (path) => {
    const $ = loadPage(path);
    const row = $('[data-used-in]');
    expect(row).toHaveLength(1);
    expect(row.prev('p').text()).toBe($('[data-section="capabilities"] h2 ~ p').first().text());
    expect(row.hasClass('border-t')).toBe(false);
    expect(row.closest('[data-cards]')).toHaveLength(0);
    expect(row.closest('[data-section]').attr('data-section')).toBe('capabilities');
  });
  it('/solutions/risk-assessment: its one industry ends the capabilities\' intro as a linked sentence, no chip row', () => {
    const $ = loadPage('/solutions/risk-assessment');
    const intro = $('[data-section="capabilities"] h2 ~ p');
    expect(intro).toHaveLength(1);
    expect(intro.is('[data-used-in]')).toBe(true);
    expect(intro.text()).toBe('Your criteria, your weightings and your risk appetite, applied to every document in the file. Used in Financial Services.');
    expect(intro.find('a').attr('href')).toBe('/financial-services#top');
    expect(intro.find('a').hasClass('rounded-full')).toBe(false);
    expect($('[data-used-in] ul')).toHaveLength(0);
  });
});

// Design review B r50 solutions item 3: single words alone on the last lines of the small sample text ("yearly", "39%",
// "covered", "flags"): the after-the-read panels wrap pretty, their lines inheriting it. Design review K r52 item 3: in the
// capability samples pretty broke the lines ~40 px short of the box, so they wrap as plain text, no ancestor pretty either.
describe('solution sample text', () => {
  it.each(WITH_CAPABILITIES)('%s: the read wraps pretty, the capability samples plainly', (path) => {
    const $ = loadPage(path);
    const flows = $('[data-sample-flow]');
    expect(flows.length, path).toBeGreaterThan(0);
    flows.each((_, box) => expect($(box).attr('class')!.split(' '), path).toContain('text-pretty'));
    const artefacts = $('[data-capability-artefact]');
    expect(artefacts.length, path).toBeGreaterThan(0);
    artefacts.each((_, box) => {
      expect($(box).find('.text-pretty').addBack('.text-pretty'), path).toHaveLength(0);
      expect($(box).closest('.text-pretty'), path).toHaveLength(0);
    });
    // The capabilities 40 px apart (design review G r51 item 1: 12-16 px ran them into one list at 390).
    expect($('[data-section="capabilities"] ul[data-cards="capabilities"]').attr('class')!.split(' '), path).toEqual(expect.arrayContaining(['gap-10', 'sm:gap-x-6']));
    // The hero's card too ("8.3.6." alone under regulatory compliance's flag), where it shows the product at work.
    if (path !== '/solutions/document-analysis') expect($('[data-section="hero"] [data-product-at-work] > div.text-pretty'), path).toHaveLength(1);
  });
});

// Design review K r52 item 4: the samples' red flag word was "Deviation:" (contract), "Flag:" (risk, regulatory) and "Fails:"
// (risk's scoring criteria), three names for one mark. One label on every page; the finding's own word stays in its text.
describe('solution sample flags', () => {
  it('labels every flagged sample row "Flag:" in red, on every solution page', () => {
    let flagged = 0;
    for (const path of SOLUTION_PATHS) {
      const $ = loadPage(path);
      $('[data-capability-artefact] dt span.text-red-700').each((_, label) => {
        flagged += 1;
        expect($(label).text(), path).toBe('Flag: ');
      });
      expect($('[data-capability-artefact] dt').text(), path).not.toMatch(/Deviation:|Fails:|Out of spec:/);
    }
    expect(flagged).toBeGreaterThan(5);
    const risk = loadPage('/solutions/risk-assessment');
    const leverage = risk('[data-capability-artefact] dt').filter((_, dt) => risk(dt).text() === 'Flag: Leverage within the covenant');
    expect(leverage.next('dd').text()).toBe('Fails: 4.2x against a 4.0x maximum');
    const quality = loadPage('/solutions/quality-control');
    const magnesium = quality('[data-capability-artefact] dt').filter((_, dt) => quality(dt).text() === 'Flag: Magnesium');
    expect(magnesium.next('dd').text()).toMatch(/: fail$/);
  });
});
