/** Output tests for /technology and its two explainers. */
import { describe, expect, it } from 'vitest';
import { jsonLdNodes, loadPage } from '../helpers/site.ts';
import { TECHNOLOGY } from '../../src/content/technology.ts';

describe('/technology', () => {
  const $ = loadPage('/technology');

  it('has a comparison table with a caption, column headers and row headers, scrollable on narrow screens', () => {
    const section = $('[data-section="comparison"]');
    expect(section).toHaveLength(1);
    const table = section.find('table');
    expect(table).toHaveLength(1);
    expect(table.find('caption').text().trim().length).toBeGreaterThan(10);
    expect(table.find('thead th[scope="col"]')).toHaveLength(3);
    const rows = table.find('tbody th[scope="row"]').map((_, el) => $(el).text()).get();
    for (const aspect of ['Deployment', 'Data residency', 'Cost model', 'Latency', 'Term accuracy', 'Customization']) {
      expect(rows).toContain(aspect);
    }
    expect(table.parent().attr('class')).toContain('overflow-x-auto');
  });

  it('has a four-step agent pipeline', () => {
    expect($('[data-steps="pipeline"] [data-step]')).toHaveLength(4);
    // Design review Q r52 item 2: the head above the flow (beside it, the head column ended over a large empty block), the
    // steps one flow of four nodes, across from lg and down the left on phones, each joined to the next (design review D
    // r50: two by two, 2 was not joined to 3).
    expect($('[data-section="pipeline"] > div').attr('class')).not.toContain('lg:grid-cols-3');
    expect($('[data-steps="pipeline"]').attr('class')!.split(' ')).toContain('lg:grid-cols-4');
    expect($('[data-steps="pipeline"]').attr('class')).not.toMatch(/(^| )(sm:)?grid-cols/);
    expect($('[data-steps="pipeline"] [data-step] > span.bg-slate-300')).toHaveLength(3);
    // At most ~65 characters a line (design review G r51 item 2: ~100 characters beside the heading, then ~80 at max-w-prose),
    // now by In and Out side by side in the column's full width (design review K r52 item 1: capped at max-w-lg the steps
    // left a dead right third at 1280).
    expect($('[data-steps="pipeline"]').attr('class')!.split(' ')).not.toContain('max-w-lg');
    for (const dl of $('[data-steps="pipeline"] [data-step] dl').toArray()) expect($(dl).attr('class')!.split(' ')).toContain('sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]');
  });

  // Design review G r51 item 2: four long grey sentences told the pipeline; each step shows what goes in and what comes out,
  // RAG's pattern, with no sentence of its own.
  it('shows what goes into each pipeline step and what comes out, as /technology/rag\'s steps do', () => {
    const steps = $('[data-steps="pipeline"] [data-step]');
    for (const step of steps.toArray()) {
      expect($(step).find('dt').map((_, dt) => $(dt).text().trim()).get()).toEqual(['In:', 'Out:']);
      // No sentence of its own: the one p is the chip of what it hands on (below).
      expect($(step).find('p').not('[data-passes]')).toHaveLength(0);
    }
    expect(steps.find('dd').map((_, dd) => $(dd).text()).get()).toEqual(TECHNOLOGY.pipeline.steps.flatMap((step) => [step.input, step.output]));
    // The same list; RAG's, down the left of the explainer's column at every width, keeps In and Out side by side from lg
    // (design review Q r54 technology item 6), where /technology's, across, puts In over Out.
    expect(steps.find('dl').first().attr('class')).toBe(`${loadPage('/technology/rag')('[data-retrieval-diagram] dl').first().attr('class')} lg:grid-cols-1`);
  });

  it('links both explainers from the approach overview', () => {
    const links = $('[data-section="approach"] a').map((_, el) => $(el).attr('href')).get();
    expect(links).toContain('/technology/small-llms#top');
    expect(links).toContain('/technology/rag#top');
  });
});

describe.each(['/technology/small-llms', '/technology/rag'])('%s', (path) => {
  const $ = loadPage(path);

  it('has one h1 and a substantive explainer', () => {
    expect($('h1')).toHaveLength(1);
    expect($('[data-section="explainer"] h2').length).toBeGreaterThanOrEqual(3);
    expect($('[data-section="explainer"]').text().length).toBeGreaterThan(1200);
  });

  // Review r5: the hero offered "Start Free Trial" and the closing band "Compare Plans": one secondary action per page.
  it('offers Schedule Demo in its hero and the same pair of actions as its closing band', () => {
    const hero = $('[data-section="hero"]');
    expect(hero.find('a[href="/demo#top"]').text()).toBe('Schedule Demo');
    const labels = (section: string) => $(`[data-section="${section}"] a.rounded-lg.font-semibold.justify-center`).map((_, a) => $(a).text()).get();
    expect(labels('hero')).toHaveLength(2);
    expect(labels('hero')).toEqual(labels('cta'));
  });

  // Review A round 3: the explainers' "Next" pointed at each other (a loop) and four full-width buttons
  // stacked on phones. Now a sequence, overview -> small models -> RAG -> security, as two link blocks
  // side by side, and a quiet text link in the heading line (review A r6: under the cards it looked orphaned). Design
  // review Q r52 item 6: that link was Back to Home, read as one of the article's links; it is All Technology, and the
  // spec's Back to Home is on the closing band.
  it('places the page in a sequence (previous and next, no loop) with All Technology as a quiet text link in its heading line', () => {
    const row = $('[data-closing-actions]');
    const [prev, next] = [row.find('[data-prev]').attr('href'), row.find('[data-next]').attr('href')];
    const sequence = ['/technology#top', '/technology/small-llms#top', '/technology/rag#top', '/security#top'];
    const here = sequence.indexOf(`${path}#top`);
    expect([prev, next]).toEqual([sequence[here - 1], sequence[here + 1]]);
    // Design review G r51 item 5: one Previous / Next pair on both explainers (RAG's "Related", review A r8, beside
    // small-llms' "Next" read as two patterns).
    expect(row.find('[data-prev] > span').first().text()).toBe('Previous');
    expect(row.find('[data-next] > span').first().text()).toBe('Next');
    // Review A round 4: side by side at 390 px the cards were unequal heights; stacked on phones, two columns from sm.
    expect(row.find('[data-prev], [data-next]').closest('ul').attr('class')).toMatch(/(^| )sm:grid-cols-2( |$)/);
    expect(row.find('[data-prev], [data-next]').closest('ul').attr('class')).not.toMatch(/(^| )grid-cols-2( |$)/);
    expect(row.find('[data-back-home]')).toHaveLength(0);
    const all = row.find('[data-all-technology]');
    expect(all.attr('href')).toBe('/technology#top');
    expect(all.text().trim()).toBe('All Technology');
    expect(all.attr('class')).not.toMatch(/\b(bg-blue|border)\b|w-full/);
    expect(all.attr('class')).toContain('underline');
    // The heading line: the nav's name, then All Technology, then the cards.
    const heading = all.parent();
    expect(heading.children().first().attr('id')).toBe(row.attr('aria-labelledby'));
    expect(heading.children().first().text()).toBe('More on the technology');
    expect(heading.next().is('ul')).toBe(true);
  });

  it('has a Back to Home link to /#top, on the closing band, apart from the article\'s links (design review Q r52 item 6)', () => {
    const back = $('[data-back-home]');
    expect(back).toHaveLength(1);
    expect(back.closest('[data-section="cta"]')).toHaveLength(1);
    expect(back.closest('nav')).toHaveLength(0);
    expect(back.attr('href')).toBe('/#top');
    expect(back.text().trim()).toBe('Back to Home');
  });

  // Issue 22: a way back to the overview (h9: the hero eyebrow's link), the closing band other product pages end with.
  it('links back to Technology from the hero eyebrow and ends with its own closing call to action', () => {
    expect($('[data-section="hero"] p > a[data-back-technology]').attr('href')).toBe('/technology#top');
    expect($('[data-section="cta"] a[href="/demo#top"]')).toHaveLength(1);
    // h9 review: the closing title was the /technology band's on both explainers.
    expect($('[data-section="cta"] h2').text()).not.toBe(loadPage('/technology')('[data-section="cta"] h2').text());
  });

  // Issue 35: the product figures stand where they are the point. Review: small-llms then stated its
  // three figures three times (hero card, a band under the hero, the prose); now once, in the section they explain.
  it('shows figures only where they are the point (small models), each once, inside the explainer, and figures, not words such as "Cited"', () => {
    const values = $('[data-claim] dt').map((_, el) => $(el).text().trim().replace(/\u00a0/g, ' ')).get();
    if (path === '/technology/rag') return expect(values).toEqual([]);
    // h9 review: "Under 1 s" beside "<500 ms" read as one claim twice; they are one two-part figure.
    expect(values).toEqual(['98%', 'Up to 80%', 'Under 1 s']);
    expect($('[data-claim]').eq(2).text().replace(/\u00a0/g, ' ')).toBe('Under 1 sper response, <500 ms on average');
    expect($('[data-claim]').closest('[data-section="explainer"]')).toHaveLength(1);
    const main = $('main').text().replace(/[\s\u00a0]+/g, ' ');
    for (const figure of ['98%', '80%', 'under 1 s', '500 ms']) expect(main.toLowerCase().split(figure.toLowerCase()).length - 1, figure).toBe(1);
  });

  it('carries a TechArticle node', () => {
    const article = jsonLdNodes($).find((n) => n['@type'] === 'TechArticle');
    expect(article).toBeDefined();
    expect(article!.url).toMatch(new RegExp(`^https?://.+${path}$`));
  });
});

describe.each(['/technology/small-llms', '/technology/rag'])('%s article typography', (path) => {
  const $ = loadPage(path);
  // Design review G r51 item 7: H2s "about 22 px" over 18 px body did not stand out; at 390 the body ran in long ragged
  // lines, the held last words pushing the line before them short ("compact enough to run on a / single server.").
  it('sets its H2s at 26 px from sm with 64 px above each section, and its paragraphs at 17 px on phones, their tail held only from sm', () => {
    const sections = $('[data-section="explainer"] article > section');
    expect(sections.length).toBeGreaterThanOrEqual(3);
    for (const section of sections.toArray()) {
      expect($(section).attr('class')!.split(' ')).toContain('mt-16');
      expect($(section).children('h2').attr('class')!.split(' ')).toEqual(expect.arrayContaining(['text-2xl', 'sm:text-[1.625rem]']));
    }
    const paragraphs = sections.children('p');
    for (const p of paragraphs.toArray()) expect($(p).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['text-lg', 'max-sm:text-[1.0625rem]']));
    expect(paragraphs.find('span.whitespace-nowrap')).toHaveLength(0);
    expect(paragraphs.find('span.sm\\:whitespace-nowrap').length).toBeGreaterThan(0);
  });
});

describe('/technology/small-llms stat boxes', () => {
  const $ = loadPage('/technology/small-llms');
  // Design review G r51 item 4: one box a stat beside its checklist, the next two bare stats; one pattern now.
  it('sets every box as its figures beside their points', () => {
    const boxes = $('[data-section="explainer"] div[data-section="claims"]');
    expect(boxes).toHaveLength(2);
    for (const box of boxes.toArray()) {
      expect($(box).children('dl').find('[data-claim]').length).toBeGreaterThanOrEqual(1);
      expect($(box).children('[data-figure-points]').find('li').length).toBe(3);
      expect($(box).children('dl').attr('class')).not.toMatch(/grid-cols/);
    }
  });
});

// Design review K r52 item 5: the two stacked figures sat top-aligned while their checklist was centred (its first point
// ~27 px under "Up to 80%"), and "<500 ms on average" left "average" alone on a line.
describe('/technology/small-llms infrastructure box', () => {
  const $ = loadPage('/technology/small-llms');
  it('starts the figures and their points on one line and holds "on average" to "<500 ms"', () => {
    const boxes = $('[data-section="explainer"] div[data-section="claims"]');
    const two = boxes.filter((_, box) => $(box).find('[data-claim]').length === 2);
    expect(two).toHaveLength(1);
    // Stretched (design review Q r52 item 4: start-aligned, the points' divider stopped short of the figures' height).
    expect(two.attr('class')!.split(' ')).not.toContain('sm:items-start');
    expect(two.attr('class')!.split(' ')).not.toContain('sm:items-center');
    // "per response, <500 ms on average" one unbroken line (Q r52 item 4: a break after "per response," at 1280).
    const held = two.find('[data-claim]').eq(1).find('dd > span.sm\\:whitespace-nowrap');
    expect(held.text().replace(/\u00a0/g, ' ')).toBe('per response, <500 ms on average');
  });
});

// Design review K r52 items 2 and 7 and its phone item.
describe('/technology approach cards and comparison, design review K r52', () => {
  const $ = loadPage('/technology');
  it('puts each approach card on rows shared across the row (a subgrid), the third card\'s link under its sample', () => {
    const cards = $('[data-cards="approach"] [data-card]');
    for (const card of cards.toArray()) {
      expect($(card).attr('class')!.split(' ')).toEqual(expect.arrayContaining(['sm:grid-rows-subgrid', 'sm:row-span-5']));
      expect($(card).attr('class')!.split(' ')).not.toContain('sm:flex');
    }
    const third = cards.eq(2).children();
    expect(third.last().is('a[data-card-link]')).toBe(true);
    expect(third.last().prev().find('[data-card-sample]')).toHaveLength(1);
    expect(cards.eq(2).find('a[data-card-link]').text()).toBe('See the Agents in Solutions');
  });

  it('runs /technology/rag\'s steps the prose column\'s width, In and Out side by side from sm, down the left at every width', () => {
    const rag = loadPage('/technology/rag');
    const ol = rag('[data-retrieval-diagram] ol').attr('class')!.split(' ');
    expect(ol).not.toContain('max-w-lg');
    // Design review Q r54 technology item 6: across the ~770 px column from lg (Q r52 item 2) each step had ~150 px and In and
    // Out ran four to five lines; the flow stays down the left, In and Out side by side (item 6 of K r52: not capped at ~500 px).
    expect(ol).not.toContain('lg:grid-cols-4');
    for (const dl of rag('[data-retrieval-diagram] dl').toArray()) {
      const classes = rag(dl).attr('class')!.split(' ');
      expect(classes).toContain('sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]');
      expect(classes).not.toContain('lg:grid-cols-1');
    }
    for (const chip of rag('[data-retrieval-diagram] [data-passes]').toArray()) expect(rag(chip).attr('class')).not.toMatch(/lg:absolute/);
  });

  it('tints the Vertiq column of the comparison table, head to foot', () => {
    expect($('#comparison table thead th').eq(1).attr('class')).toContain('bg-blue-50');
    const cells = $('#comparison table tbody tr').map((_, tr) => $(tr).children('td').first().attr('class')).get();
    expect(cells).toHaveLength(8);
    for (const cell of cells) expect(cell.split(' ')).toContain('bg-blue-50');
    for (const tr of $('#comparison table tbody tr').toArray()) expect($(tr).children('td').last().attr('class')).not.toContain('bg-blue-50');
  });

  it('keeps "per‑token" and "external API" whole in the phone comparison', () => {
    const text = $('[data-stacked-comparison-panel]').text();
    expect(text).toContain('no per\u2011token charges');
    expect(text).toContain('an external\u00a0API');
  });
});

describe('/technology/rag body', () => {
  const $ = loadPage('/technology/rag');
  it('tells the retrieval steps once: the paragraph and its diagram, not again in the hero', () => {
    const hero = $('[data-hero-visual]').text();
    expect($('[data-retrieval-diagram] li')).toHaveLength(4);
    for (const term of ['Index', 'Retrieve', 'Generate', 'Cite']) expect(hero).not.toContain(`${term}.`);
    // Issue 22 review: a numbered sequence, not four bordered boxes that read as buttons (the site's step list: a rule
    // above each step from sm, no box); design review K r44: no dashed frame round it either.
    for (const li of $('[data-retrieval-diagram] li').toArray()) expect($(li).attr('class')).not.toMatch(/shadow|rounded|(^|\s)(sm:)?border(\s|$)/);
    expect($('[data-retrieval-diagram]').attr('class')).not.toMatch(/dashed/);
    expect($('[data-retrieval-diagram] ol').attr('data-steps')).toBe('retrieval');
    // h9 review: four numbered circles taught nothing; each step says what goes in and what comes out.
    expect($('[data-retrieval-diagram] li > [aria-hidden="true"]').not('.bg-slate-300')).toHaveLength(4);
    // One flow, each step joined to the next (design review E r50 item 3: two by two, 2 was not joined to 3), across from lg.
    expect($('[data-retrieval-diagram] ol').attr('class')).not.toMatch(/(^| )(sm:)?grid-cols/);
    expect($('[data-retrieval-diagram] li > span.bg-slate-300')).toHaveLength(3);
    for (const li of $('[data-retrieval-diagram] li').toArray()) expect($(li).find('dt').map((_, dt) => $(dt).text().trim()).get()).toEqual(['In:', 'Out:']);
    for (const li of $('[data-section="explainer"] li').toArray()) {
      const words = $(li).text().trim();
      if (words.length > 30) expect(hero).not.toContain(words.slice(words.indexOf(':') + 2, words.indexOf(':') + 30));
    }
  });
});

describe('/technology/rag permissions', () => {
  const $ = loadPage('/technology/rag');
  // Review A round 3: the page's second half was three text-only sections in a row.
  // Review A round 4: six crossing curves in a ~45 px gutter, tiny at 390 px; now an access matrix.
  it('shows permission-filtered retrieval as an access matrix from its data: a row per passage, a column per person, a cross where a person may not read it', () => {
    const figure = $('[data-permission-diagram]');
    expect(figure).toHaveLength(1);
    const table = figure.find('table');
    expect(table.find('thead th[scope="col"]').map((_, th) => $(th).contents().first().text()).get()).toEqual(['Indexed passage', 'Finance lead', 'Analyst']);
    expect(table.find('tbody th[scope="row"]')).toHaveLength(3);
    expect(table.find('td[data-access="allowed"]')).toHaveLength(5);
    const blocked = table.find('td[data-access="blocked"]');
    expect(blocked).toHaveLength(1);
    expect(blocked.closest('tr').find('th').text()).toContain('§9.2');
    expect(blocked.find('[role="img"]').attr('aria-label')).toBe('Filtered out');
    // Design review G r51 item 8: solid blue ticks beside an outlined red cross; one solid disc for both, only its colour differs.
    const mark = (td: ReturnType<typeof $>) => td.children('span').attr('class')!.split(' ').filter((c) => !/^bg-/.test(c)).sort().join(' ');
    expect(mark(blocked)).toBe(mark(table.find('td[data-access="allowed"]').first()));
    expect(blocked.children('span').attr('class')).not.toMatch(/border|bg-white/);
    expect(figure.find('svg path[d*="C"]')).toHaveLength(0);
    expect(figure.find('figcaption').text()).toContain('illustrative');
    expect(figure.closest('section').find('h2').text()).toBe('Retrieval that respects permissions');
    // Design review Q r53 item 6: "§4.1" in monospace beside "Hotel limits" in sans read as a bug; one font, tabular figures.
    expect(table.find('tbody th .font-mono')).toHaveLength(0);
    expect(table.find('tbody th span.tabular-nums').first().text()).toBe('§4.1');
  });
});

describe('/technology/rag hero', () => {
  const $ = loadPage('/technology/rag');
  // h9 review: a policy card with extracted fields did not show retrieval.
  it('shows retrieval: a question, the retrieved passages with their sources, and the answer citing them, labelled illustrative', () => {
    const sample = $('[data-hero-visual] [data-retrieval-sample]');
    expect(sample).toHaveLength(1);
    expect(sample.find('ol > li').length).toBeGreaterThanOrEqual(2);
    for (const li of sample.find('ol > li').toArray()) expect($(li).find('.font-mono').text()).toMatch(/§/);
    // Each citation names a retrieved passage by its number (design review K r44: as the passage's disc, not a "[1]").
    const cites = sample.find('[data-cite]').map((_, c) => Number($(c).attr('data-cite'))).get();
    expect(cites.length).toBeGreaterThanOrEqual(1);
    for (const n of cites) expect(n).toBeLessThanOrEqual(sample.find('ol > li').length);
    expect(sample.find('[data-cite]').first().text()).toBe(`(passage ${cites[0]})`);
    expect($('[data-hero-visual] figcaption').text()).toContain('illustrative');
  });
});

describe('/technology hero and architecture', () => {
  const $ = loadPage('/technology');
  it('has Schedule Demo in the hero and an HTML architecture diagram of the on-premises deployment', () => {
    expect($('[data-section="hero"] a[href="/demo#top"]')).toHaveLength(1);
    const diagram = $('[data-section="hero"] [data-hero-visual] [data-architecture-diagram]');
    expect(diagram).toHaveLength(1);
    expect(diagram.find('img')).toHaveLength(0);
    const text = diagram.text().replace(/\u2011/g, '-');
    for (const label of ['Your network', 'Retrieval index', 'Small domain model', 'Audit trail', 'No external API calls', 'AES-256']) expect(text).toContain(label);
    // Review A round 4: "AES-/256" broke in the narrow tile at 390 px; a non-breaking hyphen holds it.
    expect(diagram.text()).toContain('AES\u2011256 encrypted');
  });

  // Design review G r51 item 1: the hero showed the solutions' document-analysis card and the page's best visual, "Where
  // each part runs", sat ~1,000 px down. The architecture is now the hero's picture, drawn from the one content object,
  // and no section further down draws it again (the hero's second button leads to the comparison instead).
  it('shows where each part runs in the hero, from TECHNOLOGY.architecture, and nowhere else on the page', () => {
    const hero = $('[data-section="hero"] [data-hero-visual]');
    expect(hero.find('[data-product-at-work]')).toHaveLength(0);
    expect(hero.find('figure > div').first().children().first().text()).toBe(TECHNOLOGY.architecture.title);
    expect(hero.find('figcaption').text()).toBe(TECHNOLOGY.architecture.caption);
    const parts = hero.find('[data-zone] li > p:first-child').map((_, p) => $(p).text()).get();
    expect(parts).toEqual(TECHNOLOGY.architecture.zones.flatMap((zone) => zone.parts.map((part) => part.title)));
    expect($('[data-architecture-diagram]')).toHaveLength(1);
    expect($('#architecture')).toHaveLength(0);
    expect($('main h2').map((_, h) => $(h).text()).get()).not.toContain(TECHNOLOGY.architecture.title);
    expect($('[data-section="hero"] a[href="#comparison"]').text()).toBe('See How It Compares');
    expect($('#comparison')).toHaveLength(1);
  });

  // Issue 22 review: the external APIs floated in a side column. h6 review: the diagram walked the same
  // steps as the pipeline below it; it now shows where each part runs, the pipeline what happens in order.
  it('keeps the external APIs just outside the boundary, and shows where each part runs rather than the steps', () => {
    const diagram = $('[data-architecture-diagram]');
    const external = diagram.find('[data-external]');
    expect(external.text()).toContain('External APIs');
    expect(external.prev().is('[data-boundary]')).toBe(true);
    expect(diagram.find('[data-boundary] [data-external]')).toHaveLength(0);
    expect(diagram.find('[data-zone]').map((_, z) => $(z).attr('data-zone')).get()).toEqual(['customer', 'vertiq']);
    const steps = $('[data-steps="pipeline"] [data-step] h3').map((_, h) => $(h).text().replace(/^Step \d: /, '').trim()).get();
    expect(steps).toHaveLength(4);
    for (const step of steps) expect(diagram.text(), step).not.toContain(step);
  });

  // Review A round 3: one dark tile (Audit trail) with no reason given, and a long caption saying "nothing leaves your
  // network" once more than the External APIs box.
  it('draws every part as the same tile and keeps the caption short, leaving "no external API calls" to the External APIs box', () => {
    const figure = $('[data-section="hero"] [data-hero-visual] figure');
    expect(figure.find('[data-zone] li')).toHaveLength(6);
    expect(new Set(figure.find('[data-zone] li').map((_, li) => $(li).attr('class')).get()).size).toBe(1);
    expect(figure.find('figcaption').text().length).toBeLessThanOrEqual(80);
    expect(figure.text().match(/leave your network/g)).toHaveLength(1);
  });

  it('says what passes between the zones each way, between them (design review I r43: a lone "⇆" was the only sign of flow)', () => {
    const flow = $('[data-architecture-diagram] [data-zone="customer"] + [data-flow]');
    expect(flow.find('p').map((_, p) => $(p).text()).get()).toEqual(['Documents', 'Findings']);
    expect(flow.next().attr('data-zone')).toBe('vertiq');
  });
});

// Design review G r51 item 3: three icon + title + two-line cards that only told, and "Agent Orchestration →" opened
// /solutions. Each card now shows its part at work in one sample line, and its link says where it leads.
describe('/technology approach cards', () => {
  const $ = loadPage('/technology');
  it('show a sample line under each card and name each link\'s destination, the agents\' as Solutions', () => {
    const cards = $('[data-cards="approach"] [data-card]');
    expect(cards).toHaveLength(3);
    for (const card of cards.toArray()) {
      const sample = $(card).find('[data-card-sample]');
      expect(sample.find('dt').text().length, $(card).find('h3').text()).toBeGreaterThan(0);
      expect(sample.find('dd').text().length).toBeGreaterThan(20);
      expect($(card).find('a')).toHaveLength(1);
    }
    // The explainers' links name their pages; the agents' card, whose page is /solutions, says so in its link.
    const links = cards.find('a').map((_, a) => [[$(a).text().trim(), $(a).attr('href')]]).get();
    expect(links).toEqual([
      ['Explore Small Language Models', '/technology/small-llms#top'],
      ['Explore Retrieval-Augmented Generation', '/technology/rag#top'],
      ['See the Agents in Solutions', '/solutions#top'],
    ]);
    // Design review Q r52 item 5: one link pattern on all three, the words at the card's foot, no title a link.
    for (const card of cards.toArray()) {
      expect($(card).find('h3 a')).toHaveLength(0);
      expect($(card).children().last().is('a[data-card-link]')).toBe(true);
    }
    // The samples are quoted from what the site shows in full: the small-models hero, the RAG hero, the pipeline's flag.
    expect(cards.eq(0).find('[data-card-sample] dd').text()).toContain('“consideration”');
    // Design review Q r52 item 5: the sample stands without its clause.
    expect(cards.eq(0).find('[data-card-sample] dd').text()).toBe('“consideration” → the price paid (not “careful thought”)');
    expect(cards.eq(1).find('[data-card-sample] dd').text()).toContain('$325');
  });
});

// Design review G r51 item 6: at 390 the stacked comparison was eight rows of three- and four-line cells (~1,100 px).
describe('/technology comparison on phones', () => {
  const $ = loadPage('/technology');
  it('shows the four rows that decide and the other four behind a native disclosure that names them; the table keeps all 8', () => {
    const panel = $('[data-stacked-comparison-panel]');
    const aspects = (rows: ReturnType<typeof $>) => rows.find('h3').map((_, h) => $(h).text()).get();
    expect(aspects(panel.children('ul[data-stacked-comparison]'))).toEqual(['Deployment', 'Data residency', 'Cost model', 'Auditability']);
    const more = panel.children('details[data-comparison-more]');
    expect(more).toHaveLength(1);
    expect(more.attr('open')).toBeUndefined();
    // Design review Q r53 item 8: "Show all 8" under rows 1-3 and 8 did not say what it held. Q r54 technology item 3: the
    // label one short line, the aspects on a muted line of their own under it, the rows' padding, left as the rows.
    const summary = more.children('summary');
    expect(summary.children('span').first().text()).toBe('Show 4 more rows');
    const aspectLine = summary.children('span').last();
    expect(aspectLine.text()).toBe('Latency, term accuracy, compute and customization');
    expect(aspectLine.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['text-xs', 'font-normal', 'text-slate-600', 'group-open:hidden']));
    expect(summary.attr('class')!.split(' ')).toEqual(expect.arrayContaining(['min-h-11', 'pt-3', 'pb-4', 'px-4']));
    expect(summary.attr('class')).not.toMatch(/text-center|text-balance/);
    expect(aspects(more.find('ul[data-stacked-comparison]'))).toEqual(['Latency', 'Term accuracy', 'Compute', 'Customization']);
    expect($('#comparison table tbody tr')).toHaveLength(8);
    expect(panel.parent().attr('class')).toContain('md:hidden');
  });
});
// Design review J r43: "the two hero cards have different headers" (the overview's bold title and pill, the explainers'
// small upper-case label with a dot): every hero picture in the family has one title row, classes and all.
describe('the technology family\'s hero cards', () => {
  const titleRow = (path: string) => {
    const $ = loadPage(path);
    const row = $('[data-hero-visual] figure').first().children().first();
    return { row: row.attr('class'), title: row.children().first().attr('class'), tag: row.children().eq(1).attr('class'), dot: row.find('.rounded-full.size-2').length };
  };
  it('share one title row: a sentence-case title and a tag, no dot', () => {
    const rows = ['/technology', '/technology/small-llms', '/technology/rag'].map(titleRow);
    for (const r of rows) {
      expect(r).toEqual(rows[0]);
      expect(r.title).not.toContain('uppercase');
      expect(r.tag).toContain('rounded-full');
      expect(r.dot).toBe(0);
    }
  });
});

// Design review Q r52 (technology, items 2, 3 and 7).
describe('technology family, design review Q r52', () => {
  const overview = loadPage('/technology');
  const rag = loadPage('/technology/rag');

  it('draws the pipeline and RAG steps as flows, what each step hands on a chip on the connector after it, from the steps\' data', () => {
    const chips = (page: typeof overview, steps: string) => page(`[data-steps="${steps}"] [data-step]`).map((_, li) => page(li).find('[data-passes]').text().replace('Hands on: ', '')).get();
    expect(chips(overview, 'pipeline')).toEqual(['sections', 'passages', 'cited findings', '']);
    expect(chips(overview, 'pipeline').slice(0, 3)).toEqual(TECHNOLOGY.pipeline.steps.slice(0, 3).map((step) => step.carries));
    expect(chips(rag, 'retrieval')).toEqual(['index', 'passages', 'answer', '']);
    // On the line across from lg (the step's li the positioned box), under the step's text on phones.
    expect(overview('[data-passes]').first().attr('class')!.split(' ')).toEqual(expect.arrayContaining(['lg:absolute', 'lg:top-4']));
    expect(overview('[data-passes]').first().closest('li').attr('class')!.split(' ')).toContain('relative');
    // The pipeline's head above the flow, not in a column beside it (no empty block under the heading).
    expect(overview('[data-section="pipeline"] [data-steps="pipeline"]').parent().attr('class') ?? '').not.toContain('lg:col-span-2');
  });

  it('shows RAG\'s no-passage answer and the policy v4 -> v5 strip in their sections, server-rendered and marked as samples', () => {
    const section = (heading: RegExp) => rag('[data-section="explainer"] section').filter((_, s) => heading.test(rag(s).find('h2').text()));
    const none = section(/made.up answers/).find('figure[data-no-passage]');
    expect(none).toHaveLength(1);
    expect(none.find('[data-found]').text()).toBe('No passage found');
    expect(none.find('dt').map((_, dt) => rag(dt).text()).get()).toEqual(['Question', 'Retrieved from Travel and expense policy v4', 'Answer']);
    expect(none.find('figcaption').text()).toMatch(/^Sample policy, illustrative/);
    // Design review Q r53 item 4: one column, not three of very different heights (dead space under question and pill).
    expect(none.children('dl').attr('class')).not.toMatch(/grid-cols/);
    const update = section(/without retraining/).find('figure[data-policy-update]');
    expect(update).toHaveLength(1);
    expect(update.find('[data-version]').map((_, v) => rag(v).find('p').first().text()).get()).toEqual(['Policy v4', 'Policy v5']);
    expect(update.find('[data-parts] > div').map((_, d) => rag(d).text()).get()).toEqual(['Index:Updated to v5', 'Model:Unchanged']);
    expect(update.find('figcaption').text()).toMatch(/^Sample policy, illustrative/);
  });

  it('spells out the RAG eyebrow as the navigation names it, and stacks the phone comparison\'s two answers in each row', () => {
    // Held whole (no-break space, non-breaking hyphen), so at 390 it breaks after "Technology ·", not before "Generation".
    expect(rag('[data-section="hero"] p:has(> a[data-back-technology])').text()).toContain('Retrieval\u2011Augmented\u00a0Generation');
    expect(rag('[data-section="hero"] p:has(> a[data-back-technology])').text()).not.toContain('RAG');
    // Design review Q r53 item 5: the separator held to the name, never alone at the end of the first line at 390.
    expect(rag('[data-section="hero"] p:has(> a[data-back-technology])').text()).toContain(' \u00b7\u00a0Retrieval');
    for (const dl of overview('[data-stacked-comparison] dl').toArray()) {
      expect(overview(dl).attr('class')).not.toMatch(/grid-cols-2/);
      expect(overview(dl).children('div')).toHaveLength(2);
    }
  });
});

// Design review Q r53 item 2: small-llms' body was four text sections and two look-alike stat boxes, no worked example as /rag has.
describe('/technology/small-llms worked example', () => {
  const $ = loadPage('/technology/small-llms');
  it('shows the hero\'s two readings on another vertical\'s clause under "Specialization beats scale", server-rendered and marked as a sample', () => {
    const section = $('[data-section="explainer"] section').filter((_, s) => /^Specialization beats scale/.test($(s).find('h2').text()));
    const example = section.find('[data-worked-reading] [data-term-reading]');
    expect(example).toHaveLength(1);
    expect(section.find('[data-worked-reading] figure').text()).toContain('Sample');
    expect(section.find('[data-worked-reading] figcaption').text()).toMatch(/^Sample protocol clause, illustrative/);
    expect(example.find('li')).toHaveLength(2);
    // Not the hero's clause again: nothing said twice.
    const hero = $('[data-section="hero"] [data-term-reading] p.font-mono').first().text();
    expect(hero).toContain('consideration');
    expect(example.find('p.font-mono').first().text()).not.toBe(hero);
    expect(example.text()).not.toContain('consideration');
    // Before the section's figures box, which stays.
    expect(section.find('[data-worked-reading] ~ *').length).toBeGreaterThan(0);
  });
});

// Design review Q r53 technology item 7: "intact" alone on the last line of /technology's "Ingest and parse". The In and Out
// lines of both flows wrap pretty (inherited by the inline terms from their list).
describe('technology flows: In and Out wrap pretty', () => {
  it.each([['/technology', 'pipeline'], ['/technology/rag', 'retrieval']])('%s', (path, steps) => {
    const $ = loadPage(path);
    const lists = $(`[data-steps="${steps}"] [data-step] dl`);
    expect(lists).toHaveLength(4);
    lists.each((_, dl) => expect($(dl).attr('class')!.split(' ')).toContain('text-pretty'));
  });
});
