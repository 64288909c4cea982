/**
 * The figure component (src/components/Figure.tsx): a product figure renders exactly as plain text
 * while it has no methodology entry (the real site today), and every shown form of a figure is
 * recognised as that figure; figures inside sentences link, inline, only when their entry exists.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as cheerio from 'cheerio';
import { Figure, FigureMedianLead, FigureNote, FigureText, figureIdOf, figurePhrases, linkFiguresInHtml, medianLead, methodNotes } from '../../src/components/Figure.tsx';

/** A shown value's method notes, as the page finds them: the value's figure, then its record's notes. */
const figureNotes = (value: string) => {
  const id = figureIdOf(value);
  return id ? methodNotes(id) : [];
};
import { StatStrip } from '../../src/pages/product/StatStrip.tsx';
import { EVIDENCE, methodologyNumber } from '../../src/content/evidence.ts';
import { PRODUCT_FIGURES, productFigureOf } from '../../src/content/figures.ts';
import { CLAIMS } from '../../src/content/claims.ts';
import { FigureCitationsProvider } from '../../src/components/figure-citations.tsx';
import { ClosingCta } from '../../src/components/ClosingCta.tsx';
import { Prose } from '../../src/pages/resources/Prose.tsx';
import type { RenderedMarkdown } from '../../src/collections/markdown.ts';

describe('the figure component', () => {
  it('renders a figure without a methodology entry as its text alone', () => {
    for (const value of [CLAIMS.termAccuracy, CLAIMS.averageResponse, '65% lower', 'Average 65%', 'Under 500 ms', '5x', 'AES-256', '16']) expect(renderToStaticMarkup(<Figure value={value} />)).toBe(renderToStaticMarkup(<>{value}</>));
  });

  // Design review L r45: a stat's large type is the figure alone; the words before it are set small, the text unchanged.
  it('sets the words before a figure in the lead style when asked, and its text stays the value', () => {
    const $ = cheerio.load(renderToStaticMarkup(<Figure value={CLAIMS.computeReduction} leadClassName="text-base" />));
    expect($('[data-figure-lead]').text()).toBe('Up to ');
    expect($('[data-figure-lead]').attr('class')).toBe('text-base');
    expect($.root().text()).toBe(CLAIMS.computeReduction);
    expect(cheerio.load(renderToStaticMarkup(<Figure value="Under 1 s" leadClassName="text-base" />))('[data-figure-lead]').text()).toBe('Under ');
    for (const value of ['65%', 'AES-256', '§164.312(b)', '1, 3 or 5']) expect(renderToStaticMarkup(<Figure value={value} leadClassName="text-base" />)).toBe(renderToStaticMarkup(<>{value}</>));
  });

  it('knows each product figure by the values pages show it as, and nothing else', () => {
    expect(productFigureOf('98%')?.id).toBe('term-accuracy');
    expect(productFigureOf('Under 1 s')?.id).toBe('response-time');
    expect(productFigureOf(CLAIMS.averageResponse)?.id).toBe('average-response');
    expect(productFigureOf('65% lower')?.id).toBe('document-cost');
    expect(productFigureOf('Up to 80% lower')?.id).toBe('compute');
    expect(productFigureOf('5x')?.id).toBe('speed');
    expect(productFigureOf('42%')).toBeUndefined();
    expect(productFigureOf('AES-256')).toBeUndefined();
    expect(PRODUCT_FIGURES.map((f) => f.id)).toEqual(['term-accuracy', 'response-time', 'average-response', 'document-cost', 'compute', 'speed']);
  });
});

describe('figures inside sentences (FigureText)', () => {
  const sentence = 'Responses under 1 s, with an average response under\u00a0500 ms, at 98% term accuracy and 5x faster; 42% CAGR is not a product figure.';

  it('returns the very same text while no figure has a methodology entry (the real site: unchanged HTML)', () => {
    expect(EVIDENCE.methodology).toHaveLength(0);
    expect(renderToStaticMarkup(<FigureText>{sentence}</FigureText>)).toBe(renderToStaticMarkup(<>{sentence}</>));
    expect(figurePhrases(sentence)).toEqual([sentence]);
  });

  it('links each phrase whose figure has an entry, inline, and leaves the rest as text', () => {
    const entries = (['response-time', 'term-accuracy', 'speed'] as const).map((figure) => ({ figure, slug: figure, dataset: 'd', measuredOn: '2026-06-30', conditions: 'c', body: { html: '' } }));
    EVIDENCE.methodology.push(...(entries as unknown as (typeof EVIDENCE.methodology)[number][]));
    try {
      const $ = cheerio.load(renderToStaticMarkup(<p>{<FigureText>{sentence}</FigureText>}</p>));
      const links = $('a[data-methodology-link]').toArray().map((a) => [$(a).attr('data-methodology-link'), $(a).text(), $(a).attr('href')]);
      expect(links).toEqual([
        ['response-time', 'under 1 s', '/methodology#response-time'],
        ['term-accuracy', '98% term accuracy', '/methodology#term-accuracy'],
        ['speed', '5x faster', '/methodology#speed'],
      ]);
      // No entry for the average: its phrase stays text. The words around the links are all there.
      expect($('p').text()).toBe(sentence);
      expect($('a[data-figure-inline]')).toHaveLength(3);
      // Other wordings of the same figures.
      expect(figurePhrases('Responses under 1 second, averaging under a second.').filter((p) => typeof p !== 'string')).toEqual([
        { id: 'response-time', phrase: 'under 1 second' },
        { id: 'response-time', phrase: 'under a second' },
      ]);
      expect(figurePhrases('in under 10 s')).toEqual(['in under 10 s']);
      // The stat value keeps its own, dotted form, and is known in the forms feature pages write it.
      expect(renderToStaticMarkup(<Figure value="98%" />)).toContain('data-methodology-link="term-accuracy"');
      for (const value of ['Under 1\u00a0s', 'under 1 s']) expect(renderToStaticMarkup(<Figure value={value} />), value).toContain('data-methodology-link="response-time"');
      expect(renderToStaticMarkup(<Figure value="16 s" />)).toBe('16 s');
    } finally {
      EVIDENCE.methodology.splice(0);
    }
    expect(renderToStaticMarkup(<Figure value="98%" />)).toBe('98%');
  });
});

describe('figures inside rendered Markdown (linkFiguresInHtml, the Prose step)', () => {
  const html = '<h2 id="speed"><a href="#speed">Under a second, 5x faster</a></h2>\n<p>Models reach 98% term accuracy and run <strong>5x faster</strong>; see <a href="/pricing#top">5x faster plans</a>. Processing averages 65% lower per document &amp; more.</p>';

  it('returns the HTML unchanged while no figure has an entry', () => {
    expect(linkFiguresInHtml(html)).toBe(html);
  });

  it('links the phrases FigureText links, with the same markup, outside links and headings only', () => {
    const entries = (['term-accuracy', 'speed', 'document-cost', 'response-time'] as const).map((figure) => ({ figure, slug: figure, dataset: 'd', measuredOn: '2026-06-30', conditions: 'c', body: { html: '' } }));
    EVIDENCE.methodology.push(...(entries as unknown as (typeof EVIDENCE.methodology)[number][]));
    try {
      const linked = linkFiguresInHtml(html);
      const $ = cheerio.load(linked);
      expect($('a[data-methodology-link]').toArray().map((a) => [$(a).attr('data-methodology-link'), $(a).text()])).toEqual([
        ['term-accuracy', '98% term accuracy'],
        ['speed', '5x faster'],
        ['document-cost', '65% lower per document'],
      ]);
      // The heading's own link and the existing link keep their text: no link inside a link.
      expect($('a a')).toHaveLength(0);
      expect($('h2 a').text()).toBe('Under a second, 5x faster');
      // The same element FigureText renders, and the text is unchanged.
      const jsx = renderToStaticMarkup(<FigureText>{'Models reach 98% term accuracy'}</FigureText>);
      expect(linked).toContain(jsx.slice(jsx.indexOf('<a')));
      expect($.text()).toBe(cheerio.load(html).text());
    } finally {
      EVIDENCE.methodology.splice(0);
    }
  });
});

describe('a figure’s notes: its scope, median and baseline (review: "5x faster" stated no baseline, "98%" no scope)', () => {
  const stats = [{ value: '5x', label: 'faster processing' }];

  it('says nothing beside the figure while no methodology entry supplies a note (the real site)', () => {
    expect(figureNotes('5x')).toEqual([]);
    expect(cheerio.load(renderToStaticMarkup(<StatStrip stats={stats} />))('[data-figure-baseline]')).toHaveLength(0);
  });

  it('says "Compared with" the entry’s own baseline under the label when the business supplies one', () => {
    const entry = { figure: 'speed', slug: 'speed', dataset: 'd', measuredOn: '2026-06-30', conditions: 'c', baseline: 'manual first-pass review', body: { html: '' } };
    EVIDENCE.methodology.push(entry as unknown as (typeof EVIDENCE.methodology)[number]);
    try {
      expect(figureNotes('5x')).toEqual(['Compared with manual first-pass review']);
      expect(figureNotes('98%')).toEqual([]);
      const $ = cheerio.load(renderToStaticMarkup(<StatStrip stats={stats} />));
      // Review C r15: the caveat is the page's note's, not a second line under the strip citing the figure again.
      expect($('[data-figure-baseline], [data-figure-note]')).toHaveLength(0);
      // No independence in the entry: no tag is guessed, and nothing renders under the stat.
      expect($('[data-independence], [data-figure-caveat]')).toHaveLength(0);
    } finally {
      EVIDENCE.methodology.pop();
    }
  });

  it('states the scope, then the median and range, then the baseline, then what is not counted, each only when the entry gives it', () => {
    const entry = { figure: 'compute', slug: 'compute', dataset: 'd', measuredOn: '2026-06-30', conditions: 'c', scope: 'six document types', median: '61% lower', range: '38% to 80%', excludes: 'Staff time', body: { html: '' } };
    EVIDENCE.methodology.push(entry as unknown as (typeof EVIDENCE.methodology)[number]);
    try {
      expect(figureNotes(CLAIMS.computeReduction)).toEqual(['Measured on six document types', 'Median 61% lower, range 38% to 80%', 'Not counted: staff time']);
    } finally {
      EVIDENCE.methodology.pop();
    }
  });
});

describe('the cue cites the figure by its number on /methodology (review C, round 7)', () => {
  it('numbers a figure by its place among the figures that have an entry, the number /methodology shows', () => {
    const entries = (['speed', 'compute'] as const).map((figure) => ({ figure, slug: figure, dataset: 'd', measuredOn: '2026-06-30', conditions: 'c', independence: 'internal', body: { html: '' } }));
    EVIDENCE.methodology.push(...(entries as unknown as (typeof EVIDENCE.methodology)[number][]));
    try {
      // In the figures' order (compute before speed), whatever the order the entries were read in; none without an entry.
      expect([methodologyNumber('compute'), methodologyNumber('speed'), methodologyNumber('term-accuracy')]).toEqual([1, 2, undefined]);
      const a = cheerio.load(renderToStaticMarkup(<Figure value="5x" />))('a');
      // The number is drawn by CSS from the attribute: the link's text stays the figure alone.
      expect([a.attr('data-figure-n'), a.text(), a.attr('class')]).toEqual(['2', '5x', 'method-cue']);
      const phrase = cheerio.load(renderToStaticMarkup(<p><FigureText>{'It runs 5x faster.'}</FigureText></p>))('a');
      expect([phrase.attr('data-figure-n'), phrase.text()]).toEqual(['2', '5x faster']);
      expect(cheerio.load(linkFiguresInHtml('<p>It runs 5x faster.</p>'))('a').attr('data-figure-n')).toBe('2');
      // Where the figure is the point, its block shows who measured it as a visible tag.
      const note = cheerio.load(renderToStaticMarkup(<FigureNote value="5x" />));
      expect(note('[data-figure-caveat] [data-independence="internal"]').text()).toBe('Internal');
    } finally {
      EVIDENCE.methodology.splice(0);
    }
    expect(renderToStaticMarkup(<FigureNote value="5x" />)).toBe('');
  });
});

describe('the cue names who measured the figure (review C, E5)', () => {
  it('says "independent" or "internal" in the link’s name and title only when the entry says which', () => {
    const base = { figure: 'term-accuracy', slug: 'term-accuracy', dataset: 'd', measuredOn: '2026-06-30', conditions: 'c', body: { html: '' } };
    for (const [independence, name] of [
      [undefined, '98%: how it was measured, figure 1'],
      ['independent', '98%: how it was measured, figure 1, independent measurement'],
      ['internal', '98%: how it was measured, figure 1, internal measurement'],
    ] as const) {
      EVIDENCE.methodology.push({ ...base, independence, measuredBy: 'Lab' } as unknown as (typeof EVIDENCE.methodology)[number]);
      try {
        const a = cheerio.load(renderToStaticMarkup(<Figure value="98%" />))('a');
        expect(a.attr('aria-label')).toBe(name);
        expect(a.attr('title')).toBe(independence ? `How this was measured (${independence[0].toUpperCase()}${independence.slice(1)}: Lab)` : 'How this was measured (Lab)');
      } finally {
        EVIDENCE.methodology.pop();
      }
    }
  });
});

describe('a page cites its figures in order and notes them above its closing band (review C, round 8)', () => {
  const entries = [
    { figure: 'speed', independence: 'internal', baseline: 'a hosted API' },
    { figure: 'term-accuracy', independence: 'independent', scope: 'Financial and legal terms', measuredBy: 'An outside lab' },
    { figure: 'document-cost', independence: 'independent' },
  ].map((entry) => ({ ...entry, slug: entry.figure, dataset: 'd', measuredOn: '2026-06-30', conditions: 'c', body: { html: '' } }));
  const band = (
    <ClosingCta title="Talk to us" description="One sentence.">
      <a href="/demo">Schedule Demo</a>
    </ClosingCta>
  );
  const page = (
    <FigureCitationsProvider>
      <p>
        <FigureText>{'It runs 5x faster, at 98% term accuracy.'}</FigureText>
      </p>
      <Figure value="98%" />
      <Prose body={{ html: '<p>Costs are 65% lower per document.</p>', headings: [], words: 6 } satisfies RenderedMarkdown} />
      {band}
      {/* After the notes: no note can list it, so it links to /methodology with its number there. */}
      <Figure value="5x" />
    </FigureCitationsProvider>
  );

  it('numbers the cues 1, 2, 3 as the page shows them, one number a figure, each linking to its note; the first cue of each is where its note leads back', () => {
    EVIDENCE.methodology.push(...(entries as unknown as (typeof EVIDENCE.methodology)[number][]));
    try {
      const $ = cheerio.load(renderToStaticMarkup(page));
      expect($('a.method-cue').toArray().map((a) => [$(a).attr('data-methodology-link'), $(a).attr('data-figure-n'), $(a).attr('href'), $(a).attr('id') ?? null])).toEqual([
        ['speed', '1', '#figure-note-1', 'figure-cite-1'],
        ['term-accuracy', '2', '#figure-note-2', 'figure-cite-2'],
        ['term-accuracy', '2', '#figure-note-2', null],
        ['document-cost', '3', '#figure-note-3', 'figure-cite-3'],
        ['speed', String(methodologyNumber('speed')), '/methodology#speed', null],
      ]);
      expect($('a.method-cue').first().attr('aria-label')).toBe('5x faster: figure note 1, internal measurement');
      // One block, straight before the closing band, its notes in the cues' order.
      expect($('[data-section="figure-notes"]')).toHaveLength(1);
      expect($('[data-section="figure-notes"] + section.cta-band')).toHaveLength(1);
      expect($('#figure-notes-heading').text()).toBe('Figures on this page');
      const notes = $('[data-section="figure-notes"] ol > li').toArray();
      expect(notes.map((li) => $(li).attr('id'))).toEqual(['figure-note-1', 'figure-note-2', 'figure-note-3']);
      // Each note: its number back to the first cue, the figure, who measured it, the caveat, the way to the method.
      expect(
        notes.map((li) => [
          $(li).find('a').first().text(),
          $(li).find('a').first().attr('href'),
          $(li).find('[data-figure-note-body] > span').first().text(),
          $(li).find('[data-independence]').text(),
          $(li).find('[data-figure-note]').text(),
          $(li).find('a[data-methodology-link]').text(),
          $(li).find('a[data-methodology-link]').attr('href'),
        ]),
      ).toEqual([
        ['[1]', '#figure-cite-1', '5x faster processing', 'Internal', 'Compared with a hosted API', 'Method', '/methodology#speed'],
        ['[2]', '#figure-cite-2', '98% term accuracy', 'Independent', 'Measured on financial and legal terms', 'Method', '/methodology#term-accuracy'],
        ['[3]', '#figure-cite-3', 'An average 65% lower processing cost per document', 'Independent', '', 'Method', '/methodology#document-cost'],
      ]);
      // A short "Method" (review C r17: "How It Was Measured" four or five times a block), its name saying whose method, the visible word first.
      expect(notes.map((li) => $(li).find('a[data-methodology-link]').attr('aria-label'))).toEqual([
        'Method: how 5x faster processing was measured',
        'Method: how 98% term accuracy was measured',
        'Method: how an average 65% lower processing cost per document was measured',
      ]);
      // On the page grid two columns from lg filled top-down (review C r31: one centred column looked detached), never a
      // grid of rows (review C r17: two columns of uneven notes in rows made a ragged grid); no note split across them.
      expect($('[data-section="figure-notes"] ol').attr('class')!.split(' ')).toEqual(expect.arrayContaining(['lg:columns-2', '*:break-inside-avoid']));
      expect($('[data-section="figure-notes"] ol').attr('class')).not.toMatch(/grid-cols/);
      // Who measured it, when the entry names them, beside the tag (review C r11: "Independent" named no one); nothing guessed otherwise.
      expect(notes.map((li) => $(li).find('[data-independence] + [data-figure-measured-by]').text())).toEqual(['', 'An outside lab', '']);
      // Every cue's target is on the page.
      for (const a of $('a.method-cue[href^="#"]').toArray()) expect($($(a).attr('href')!)).toHaveLength(1);
      // Each page render counts afresh (renders share a worker thread).
      expect(cheerio.load(renderToStaticMarkup(page))('a.method-cue').first().attr('data-figure-n')).toBe('1');
    } finally {
      EVIDENCE.methodology.splice(0);
    }
  });

  it('adds nothing to a page that cites no figure: the closing band renders as it does alone', () => {
    expect(renderToStaticMarkup(<FigureCitationsProvider>{band}</FigureCitationsProvider>)).toBe(renderToStaticMarkup(band));
    // No entries (the real site): the same page has no cue and no notes.
    expect(renderToStaticMarkup(page)).not.toMatch(/figure-note|method-cue/);
  });
});

// Trust review T7 r53: a figure says what its method says, where a page states it as a general property.
describe('the figure carries its entry\'s reach, load and median (trust review T7 r53)', () => {
  const base = { dataset: 'd', measuredOn: '2026-06-30', conditions: 'c', body: { html: '' } };
  const push = (...entries: object[]) => EVIDENCE.methodology.push(...(entries as unknown as (typeof EVIDENCE.methodology)[number][]));

  it('completes "98% term accuracy" in a sentence with the entry\'s appliesTo, unless the sentence says what follows; nothing without it', () => {
    const sentence = 'Models trained per vertical on its terminology and documents, with 98% term accuracy.';
    push({ ...base, figure: 'term-accuracy', slug: 'term-accuracy', scope: 'Financial, legal and clinical terms' });
    try {
      // An entry without appliesTo: the sentence's words only.
      expect(cheerio.load(renderToStaticMarkup(<p><FigureText>{sentence}</FigureText></p>))('p').text()).toBe(sentence);
      (EVIDENCE.methodology[0] as { appliesTo?: string }).appliesTo = 'on financial, legal and clinical terms';
      const $ = cheerio.load(renderToStaticMarkup(<p><FigureText>{sentence}</FigureText></p>));
      expect($('p').text()).toBe('Models trained per vertical on its terminology and documents, with 98% term accuracy on financial, legal and clinical terms.');
      // The link is the figure's phrase alone; the reach follows it.
      expect($('a').text()).toBe('98% term accuracy');
      const own = 'Models reach 98% term accuracy on the vocabulary of their domain.';
      expect(cheerio.load(renderToStaticMarkup(<p><FigureText>{own}</FigureText></p>))('p').text()).toBe(own);
      // Under a stat, a line of its own, capitalised.
      expect(cheerio.load(renderToStaticMarkup(<FigureNote value="98%" />))('[data-figure-applies-to]').text()).toBe('On financial, legal and clinical terms');
    } finally {
      EVIDENCE.methodology.splice(0);
    }
    expect(renderToStaticMarkup(<p><FigureText>{sentence}</FigureText></p>)).toBe(`<p>${sentence}</p>`);
  });

  it('gives "under 1 s" its p95 under load in the note, and says the mean\'s note once, pointing to it', () => {
    push({ ...base, figure: 'response-time', slug: 'response-time', scope: 'Single-page queries', underLoad: 'p95 0.8 s with 20 concurrent queries' }, { ...base, figure: 'average-response', slug: 'average-response', scope: 'Single-page queries' });
    try {
      expect(methodNotes('response-time')).toEqual(['Measured on single-page queries', 'Under load: p95 0.8 s with 20 concurrent queries']);
    } finally {
      EVIDENCE.methodology.splice(0);
    }
  });

  it('leads a stat with the median where the entry says lead: median, and does not repeat it under the stat', () => {
    push({ ...base, figure: 'compute', slug: 'compute', median: '61% lower', range: '38% to 80%', lead: 'median', independence: 'internal' });
    try {
      expect(medianLead('compute')).toBe('61% lower (median)');
      expect(cheerio.load(renderToStaticMarkup(<FigureMedianLead value={CLAIMS.computeReduction} />))('[data-figure-median-lead]').text()).toBe('61% lower (median)');
      expect(cheerio.load(renderToStaticMarkup(<FigureNote value={CLAIMS.computeReduction} />))('[data-figure-median]')).toHaveLength(0);
      delete (EVIDENCE.methodology[0] as { lead?: string }).lead;
      expect(medianLead('compute')).toBeUndefined();
      expect(cheerio.load(renderToStaticMarkup(<FigureNote value={CLAIMS.computeReduction} />))('[data-figure-median]').text()).toBe('Median 61% lower');
    } finally {
      EVIDENCE.methodology.splice(0);
    }
    expect(renderToStaticMarkup(<FigureMedianLead value={CLAIMS.computeReduction} />)).toBe('');
  });
});
