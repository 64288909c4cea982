/**
 * The document-analysis demo at rest, as the server writes it on every page that carries it
 * (docs/product-rules.md#demo-widget; review r3: its rest state read as unfinished skeletons). The
 * idle panel says what the agent will return: a status line beside Process Document, then one row per
 * field, numbered as the passage it will read, a dash for its value (review r4: eight grey "Pending"
 * read as a failure state), then under "Review" the flags and the next steps. Idle stays idle:
 * none of the analysis is in the markup before the click: the props carry the fields' labels and the address of
 * the analysis file the widget fetches (src/content/demo-analyses.ts), which the build writes.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';
import { loadPage, readBuilt } from '../helpers/site.ts';
import type { DemoAnalysis } from '../../src/content/types.ts';
import { ILLUSTRATIVE_NOTE, SHOW_WHOLE_DOCUMENT } from '../../src/components/DocumentAnalysis.tsx';
import { keepUnits } from '../../src/components/keep-units.ts';
import { flagNumbers } from '../../src/components/citations.tsx';

const DEMO_PAGES = routes.map((r) => r.path).filter((path) => loadPage(path)('[data-demo-widget]').length > 0);

describe('flags that cite their passage', () => {
  // Design review B r48: home's flag "No restriction on where Customer Data is processed" left clause 7 unlit, and
  // /solutions' hero flag its changed bank details, under sections promising every result cited to its source.
  it('home: the flags\' own clauses are lit in the document, numbered after the findings, and the analysis file carries the cites', () => {
    const $ = loadPage('/');
    const marks = $('[data-demo-widget] section[aria-label="Sample document text"] mark.cite');
    expect(marks.toArray().map((m) => $(m).attr('data-n'))).toEqual(['1', '3', '2', '5', '4', '6']);
    // A passage ends with the punctuation that closes it (components/citations.tsx withTrailingPunctuation).
    expect(marks.filter('[data-n="5"]').text()).toBe('process Customer Data in any country where Provider or its subcontractors operate.');
    const href = $('[data-island-props="DemoWidget"]').text().match(/"(\/assets\/demo\/[^"]+\.json)"/)![1];
    const analysis = JSON.parse(readBuilt(href.slice(1))) as DemoAnalysis;
    expect(analysis.flagCites).toHaveLength(analysis.flags.length);
  });

  // Design review F r51: /solutions/document-analysis' demo flags were plain bullets under an audit record saying "each
  // cited", its exclusion and sprinkler clauses never lit; and its passages ran 1, 2, 5, 3, 4 down the text.
  it('/solutions/document-analysis: the demo numbers its passages in reading order and its flags cite theirs', () => {
    const $ = loadPage('/solutions/document-analysis');
    const marks = $('[data-demo-widget] section[aria-label="Sample document text"] mark.cite');
    expect(marks.toArray().map((m) => $(m).attr('data-n'))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(marks.filter('[data-n="6"]').text().replace(/\u00a0/g, ' ')).toBe('loss caused by flood at Location 3,');
    const href = $('[data-island-props="DemoWidget"]').text().match(/"(\/assets\/demo\/[^"]+\.json)"/)![1];
    const analysis = JSON.parse(readBuilt(href.slice(1))) as DemoAnalysis;
    expect(analysis.flagCites).toHaveLength(analysis.flags.length);
  });

  it('/solutions: the hero picture numbers its flag and lights the words it rests on; every hero picture numbers its flag', () => {
    const $ = loadPage('/solutions');
    const hero = $('[data-product-at-work]');
    expect(hero.find('mark.cite[data-n="4"]').text()).toBe('remit-to account changed on the attached letter dated August\u00a04,\u00a02025.');
    // The demo's flag row (design review V r54 teams item 6): the red "!" first, the passage's number after the words.
    expect(hero.find('[data-flags="cited"] li').first().text()).toBe('!Bank details changed by letter: verify by phone before the first payment.\u00a04');
    // Design review B r49 item 4: the flag's marker changed from page to page (a number on two, a red dot elsewhere). Every
    // hero picture numbers its flag (home's hero is now its live demo, design review B r49 home item 1: no static picture).
    for (const path of routes.map((r) => r.path)) {
      const $ = loadPage(path);
      if ($('[data-product-at-work]').length === 0) continue;
      expect($('[data-product-at-work] [data-flags="cited"]'), path).toHaveLength(1);
    }
    // Risk assessment's hero shows three findings: its flag rests on the fourth's passage, lit and numbered 4 there.
    const risk = loadPage('/solutions/risk-assessment')('[data-product-at-work]');
    expect(risk.find('mark.cite[data-n="4"]').text()).toBe('$40M\u00a0senior term loan maturing in June\u00a02026.');
    expect(risk.find('[data-flags="cited"] li').first().text()).toBe('!Refinancing risk: the $40M term loan matures 18 months after year end.\u00a04');
  });

  // Trust review r52: /financial-services' hero promises "Every finding cites its source for model risk and audit review",
  // and its demo's three flags carried no number, while home's and the solution pages' did. Every live demo's flags each
  // cite the words they rest on: a finding's passage (its number) or one of their own, lit in the page's document.
  it.each(DEMO_PAGES)('%s: each flag of the demo cites a passage, numbered, and its own passages are lit', (path) => {
    const $ = loadPage(path);
    const href = ($('script[data-island-props="DemoWidget"]').text().match(/"(\/assets\/demo\/[^"]+\.json)"/) ?? [])[1];
    expect(href, path).toBeDefined();
    const analysis = JSON.parse(readBuilt(href!.slice(1))) as DemoAnalysis;
    expect(analysis.flagCites, path).toHaveLength(analysis.flags.length);
    const numbers = flagNumbers(analysis);
    analysis.flags.forEach((flag, i) => expect(numbers[i], `${path}: flag "${flag}"`).toBeGreaterThan(0));
    const marked = $('[data-demo-widget] section[aria-label="Sample document text"] mark[data-n]')
      .toArray()
      .map((m) => ({ n: $(m).attr('data-n')!.split(','), text: $(m).text().replace(/\u00a0/g, ' ') }));
    analysis.flagCites!.forEach((cite, i) => {
      const n = String(numbers[i]);
      // The mark carrying the flag's number holds the words it quotes (or, for a finding that quotes several places,
      // one of its marks does).
      expect(marked.filter((m) => m.n.includes(n)).some((m) => m.text.includes(keepUnits(cite!).replace(/\u00a0/g, ' '))), `${path}: flag ${n} "${cite}"`).toBe(true);
    });
  });
});

describe('the demo widget at rest', () => {
  // Design review r44 at 390 px: file names broke mid-token ("rev / C", "PO / 88172"), and figures left their units
  // ("60 / cm"). A file name is one line, cut in its middle with its last word kept, the whole name its text and title;
  // a figure and its unit, or a one-letter designator and its word ("rev C"), are joined by a no-break space.
  it.each(DEMO_PAGES)('%s names each sample file on one line and keeps figures with their units', (path) => {
    const $ = loadPage(path);
    const names = $('[data-demo-widget] p.font-mono, [data-product-at-work] p.font-mono, [data-document-pipeline] p.font-mono').toArray();
    // Home shows one document: its live demo is the hero's picture (design review B r49 home item 1).
    expect(names.length, path).toBe(path === '/' ? 1 : 2);
    for (const name of names.map((p) => $(p))) {
      const whole = name.text().replace(/\u00a0/g, ' ');
      expect(name.attr('title')).toBe(whole);
      expect(name.attr('class')!.split(' ')).toContain('flex');
      expect(name.children('span').first().attr('class')).toBe('truncate');
      expect(name.children('span').last().text()).toMatch(/^\u00a0\(sample\)\.(pdf|docx)$/);
      // Design review R r47, section 3: cut by the ellipsis at 390, a name read "Master supply agreement — exc…". Phones
      // drop the part after the em dash (hidden below sm), keeping the name's kind and "(sample).pdf".
      const dash = whole.indexOf(' \u2014 ');
      const tail = name.find('span.max-sm\\:hidden');
      if (dash < 0) expect(tail, path).toHaveLength(0);
      else expect(tail.text(), path).toBe(whole.slice(dash, whole.lastIndexOf(' ')));
    }
    // (Not the file names: one line each, they do not wrap.)
    for (const text of [$('[data-demo-widget] section[aria-label="Sample document text"]').text(), $('[data-product-at-work]').clone().find('p.font-mono').remove().end().text()]) {
      expect(text, path).toBe(keepUnits(text));
    }
  });

  it('joins the units and designators of /product-development\'s sample, and leaves long counted pairs free to break', () => {
    const text = loadPage('/product-development')('[data-demo-widget] section[aria-label="Sample document text"]').text();
    for (const kept of ['60\u00a0cm', '200\u00a0ms', '3,200\u00a0mAh', '1.8\u00a0m', 'rev\u00a0B', 'Revision\u00a0C', '50\u00a0°C']) expect(text).toContain(kept);
    // "500 respondents" kept whole went to the next line together and left ~80 px of the line before it empty (/marketing).
    expect(loadPage('/marketing')('[data-demo-widget] section[aria-label="Sample document text"]').text()).toContain('at least 500 respondents');
  });

  it('is on the home, industry, audience and document-analysis pages', () => {
    for (const path of ['/', '/healthcare', '/commercial-real-estate', '/legal', '/marketing', '/content-creators', '/product-development', '/solutions/document-analysis']) {
      expect(DEMO_PAGES).toContain(path);
    }
    expect(DEMO_PAGES.length).toBeGreaterThanOrEqual(16);
  });

  it.each(DEMO_PAGES)('%s lists the fields it will return under Process Document, then what to review', (path) => {
    const $ = loadPage(path);
    const props = JSON.parse($('script[data-island-props="DemoWidget"]').text()) as { fields: string[]; analysisHref: string };
    // The analysis the widget will fetch is in the build, at the address the page names, and its fields are the labels.
    expect(props.analysisHref).toMatch(/^\/assets\/demo\/[\w]{10}\.json$/);
    const analysis = JSON.parse(readBuilt(props.analysisHref.slice(1))) as DemoAnalysis;
    expect(analysis.findings.map((f) => f.label)).toEqual(props.fields);
    expect(analysis.findings.every((f) => f.value.length > 0)).toBe(true);
    // Each finding's cite travels with it, for the excerpt under its value on phones (design review A r48 item 1), and
    // is a passage the page's document marks (the widget's number buttons lead there).
    const marked = $('[data-demo-widget] mark[data-n]').text().replace(/\u00a0/g, ' ');
    for (const f of analysis.findings) for (const cite of [f.cite].flat()) expect(marked.replace(/\s+/g, ' '), `${path}: ${f.label}`).toContain(keepUnits(cite).replace(/\u00a0/g, ' ').replace(/\s+/g, ' '));
    expect(analysis.summary.length).toBeGreaterThan(0);
    const panel = $('[data-island="DemoWidget"] [data-phase="idle"]');
    expect(panel).toHaveLength(1);

    // Under a "Fields" sub-header one item per field, in the findings' order and numbered as them; then,
    // under a "Review" sub-header, the flags and next steps (they mean something else).
    const lists = panel.find('ul');
    expect(lists).toHaveLength(2);
    const rowsOf = (ul: ReturnType<typeof panel.find>) => ul.find('> li').map((_, li) => $(li).text()).get();
    const fields = rowsOf(lists.eq(0));
    expect(fields).toEqual(props.fields.map((label, i) => `${i + 1}${label}`));
    expect(lists.eq(0).prev().text()).toBe('Fields');
    expect(lists.eq(1).prev().text()).toBe('Review');
    const review = rowsOf(lists.eq(1));
    expect(review).toEqual(['!Risk flags', '→Recommended next steps']);
    // No value slot at all: no "Pending" mark (a field may be called "Pending results") and no skeleton bar
    // (reviews r34-r36: it read as a page still loading; tests/browser/widgets.test.ts checks none is drawn).
    for (const ul of lists.toArray()) expect($(ul).attr('class')!.split(' ')).toContain('pending-rows');
    for (const li of panel.find('li').toArray()) expect($(li).children('span')).toHaveLength(1);

    // The one action at rest, in the panel's body above the list (not a corner of its title row),
    // beside the one status line: how many fields, ready to run. /solutions/document-analysis shows the four actions
    // from the first paint, disabled until the result (design review P r52 item 4 / 2b item 2); home cannot afford them
    // at rest beside its Platform proofs (~310 B of first load), so its hero gets them at the click as the others do.
    const buttons = $('[data-island="DemoWidget"] button:not([disabled])');
    expect(buttons.map((_, b) => $(b).text()).get()).toEqual(['Process Document']);
    const actionsAtRest = path === '/solutions/document-analysis';
    expect($('[data-island="DemoWidget"] [data-demo-actions] button[disabled]')).toHaveLength(actionsAtRest ? 4 : 0);
    expect(panel.find('button').parent().next().children('ul').length).toBe(1);
    const status = `Ready to run: ${props.fields.length} fields, each cited to its source.`;
    expect(panel.find('button').prev().text()).toBe(status);

    // Idle stays idle: the panel holds its title, the call, Process Document and the rows, nothing
    // of the analysis (no value, flag, summary or next step) before the click.
    expect(panel.parent().text()).toBe(['AI analysis', status, 'Process Document', 'Fields', ...fields, 'Review', ...review].join(''));
    expect(analysis.flags.length).toBeGreaterThan(0);
    // Not in the page (a solution page's audit record, further down, repeats the flags).
    expect($.html()).not.toContain(analysis.summary);
    // No empty placeholder shapes: every element in the panel holds text (the badges, labels, markers).
    const empty = panel.find('*').filter((_, el) => $(el).text().trim() === '');
    expect(empty.map((_, el) => $.html(el)).get()).toEqual([]);
  });

  // Review r4: below lg the document comes first, as a short box; a screen reader must hear its name. Reviews r36-r39:
  // it scrolled inside the page; a button under it now shows it whole in place (a details element, no script).
  it.each(DEMO_PAGES)('%s: the sample document comes first, a named box below lg with a button that shows it whole', (path) => {
    const $ = loadPage(path);
    const text = $('[data-island="DemoWidget"] section[aria-label="Sample document text"]');
    expect(text).toHaveLength(1);
    expect(text.attr('tabindex')).toBeUndefined();
    expect(text.attr('class')).toMatch(/\bdoc-clip\b/);
    // Review r5: the box was cut mid-line with nothing saying there was more; under it, below lg, the button.
    const toggle = text.next('details');
    expect(toggle.find('summary').text()).toBe(SHOW_WHOLE_DOCUMENT.more + SHOW_WHOLE_DOCUMENT.less);
    expect(toggle.attr('class')).toBe('doc-clip-toggle');
    // Review r5: the type said twice, as the tag and as the file name's first words. Review r6: every
    // demo carries its type as a tag (healthcare and marketing had none), so no file name begins with it.
    const panel = text.closest('.rounded-xl');
    const fileName = panel.find('p.font-mono').text().toLowerCase();
    const tag = panel.children().first().children('span');
    expect(tag.text().length).toBeGreaterThan(3);
    expect(fileName.startsWith(tag.text().toLowerCase())).toBe(false);
    // Review r6: the panel closes on a footer row, the note that the sample's figures are illustrative
    // (in view before the click). Design review V r53 item 1, N r53 teams 7 / industry 4: as tall as its text, not
    // stretched to the analysis card (a 50-100 px blank band above the footer; tests/browser/demo-widget-r54.test.ts).
    expect(panel.children().last().text()).toBe(ILLUSTRATIVE_NOTE);
    expect(panel.attr('class')!.split(' ')).not.toContain('h-full');
    expect(text.parent().attr('class')!.split(' ')).not.toContain('flex-1');
    // Design reviews M and N r52: the paragraphs no longer share the spare height (r44), which read double-spaced; the
    // body is a plain block (the gap measured in tests/browser/widgets.test.ts).
    expect(text.parent().attr('class')!.split(' ')).not.toContain('flex-col');
    const widget = $('[data-island="DemoWidget"]').html()!;
    expect(widget.indexOf('Original document')).toBeGreaterThan(0);
    expect(widget.indexOf('Original document')).toBeLessThan(widget.indexOf('AI analysis'));
    expect(widget).not.toContain('order-first');
  });
});
