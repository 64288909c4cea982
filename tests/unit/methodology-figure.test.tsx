/**
 * /methodology's date for an internal figure's outside measurement (`independentBy`, review C r17: "state a date by
 * which the internal figures will be re-measured by a third party"): optional, refused on an independent figure or
 * when not a date; said as the figure's "Outside check" fact, and in the index's one note on internal figures only while
 * it stays true. Also the figure's facts and table rows, and a second statistic of one study (review C r28).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import * as cheerio from 'cheerio';
import { methodologySchema } from '../../src/collections/evidence-schemas.ts';
import { EVIDENCE } from '../../src/content/evidence.ts';
import { MethodologyPage } from '../../src/pages/evidence/MethodologyPage.tsx';

const minimal = { figure: 'speed', dataset: 'd', measuredOn: '2026-06-15', conditions: 'c' };

describe('independentBy in a methodology entry', () => {
  it('is optional, a date, and only for an internal figure', () => {
    expect(methodologySchema.safeParse(minimal).success).toBe(true);
    expect(methodologySchema.parse({ ...minimal, independence: 'internal', independentBy: '2027-03-31' }).independentBy).toBe('2027-03-31');
    const independent = methodologySchema.safeParse({ ...minimal, independence: 'independent', independentBy: '2027-03-31' });
    expect(independent.success).toBe(false);
    expect(independent.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['independentBy', expect.stringContaining('independence: internal')]]);
    expect(methodologySchema.safeParse({ ...minimal, independentBy: '2027-03-31' }).success).toBe(false);
    expect(methodologySchema.safeParse({ ...minimal, independence: 'internal', independentBy: 'next spring' }).error?.issues[0]?.message).toBe('expected a date written YYYY-MM-DD');
  });
});

// Trust review T2 r40: rows that cannot apply to a figure ("Kept out of training" on a latency figure) said "Not published"
// and read as withholding. Trust review T3 r41: "'Not published' is used for three different things: nothing excluded,
// withheld, and not yet measured ... every use reads as hidden". The business states why a row is empty (`noValue`), each
// reason in its own words; a row it states nothing for stays "Not published".
describe('noValue in a methodology entry', () => {
  afterEach(() => void EVIDENCE.methodology.splice(0));

  it('takes the optional rows with one of four reasons, and refuses another row, another reason, or a row the entry gives a value', () => {
    const noValue = { heldOut: 'not-applicable', excludes: 'none', coverage: 'not-measured-yet', report: 'under-nda' };
    expect(methodologySchema.parse({ ...minimal, noValue }).noValue).toEqual(noValue);
    const unknown = methodologySchema.safeParse({ ...minimal, noValue: { dataset: 'none' } });
    expect(unknown.error?.issues[0]?.message).toContain('expected rows of this entry (measuredBy, scope, coverage, baseline, excludes, heldOut, remeasured, report)');
    expect(methodologySchema.safeParse({ ...minimal, noValue: { heldOut: 'withheld' } }).error?.issues[0]?.message).toBe('expected one of: not-applicable, none, not-measured-yet, under-nda');
    // The old list is gone: one field says why.
    expect(methodologySchema.safeParse({ ...minimal, notApplicable: ['heldOut'] }).success).toBe(false);
    const given = methodologySchema.safeParse({ ...minimal, baseline: 'a hosted API', reportUrl: '/r.pdf', reportLabel: 'Report (PDF)', noValue: { baseline: 'not-applicable', report: 'under-nda', heldOut: 'none' } });
    expect(given.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['noValue.baseline', expect.stringContaining('baseline has a value')],
      ['noValue.report', expect.stringContaining('report has a value')],
    ]);
  });

  it('says each stated reason in its words on the rows and facts, "Not published" on the other empty ones', () => {
    const noValue = { heldOut: 'not-applicable', baseline: 'not-applicable', scope: 'not-applicable', excludes: 'none', coverage: 'not-measured-yet', measuredBy: 'under-nda' };
    EVIDENCE.methodology.push({ ...minimal, figure: 'response-time', slug: 'response-time', noValue, body: { html: '' } } as unknown as (typeof EVIDENCE.methodology)[number]);
    const $ = cheerio.load(renderToStaticMarkup(<MethodologyPage />));
    const rows = $('#response-time dl:not([data-figure-facts]) > div').toArray().map((div) => [$(div).find('dt').text(), $(div).find('dd').text(), $(div).attr('data-no-value'), $(div).is('[data-not-published]')]);
    expect(rows).toEqual([
      ['Data set', 'd', undefined, false],
      ['Coverage', 'Not measured yet', 'not-measured-yet', true],
      ['Conditions', 'c', undefined, false],
      ['Compared against', 'Not applicable', 'not-applicable', true],
      ['Not counted', 'None', 'none', true],
      ['Kept out of training', 'Not applicable', 'not-applicable', true],
      ['Measured again', 'Not published', undefined, true],
      ['How it was computed', 'Not published', undefined, true],
    ]);
    const facts = $('#response-time [data-figure-facts] > div').toArray().map((div) => [$(div).find('dt').text(), $(div).find('dd').text(), $(div).attr('data-no-value')]);
    expect(facts).toEqual([
      ['Measured by', 'Under NDA', 'under-nda'],
      ['Scope', 'Not applicable', 'not-applicable'],
      ['Measured on', 'June 15, 2026', undefined],
      ['Report', 'Not published', undefined],
    ]);
  });

  it('says why an internal figure has no report where the entry states it, its outside check then following', () => {
    EVIDENCE.methodology.push({ ...minimal, slug: 'speed', independence: 'internal', independentBy: '2027-03-31', noValue: { report: 'under-nda' }, body: { html: '' } } as unknown as (typeof EVIDENCE.methodology)[number]);
    const $ = cheerio.load(renderToStaticMarkup(<MethodologyPage />));
    expect($('#speed [data-figure-facts] > div').toArray().map((div) => [$(div).find('dt').text(), $(div).find('dd').text()])).toEqual([
      ['Measured by', 'Not published'],
      ['Scope', 'Not published'],
      ['Measured on', 'June 15, 2026'],
      ['Report', 'Under NDA'],
      ['Outside check', 'Due March 31, 2027'],
    ]);
  });
});

describe('the figure summary on /methodology', () => {
  afterEach(() => void EVIDENCE.methodology.splice(0));
  const render = (entries: object[]) => {
    EVIDENCE.methodology.push(...(entries as unknown as (typeof EVIDENCE.methodology)[number][]));
    return cheerio.load(renderToStaticMarkup(<MethodologyPage />));
  };
  const facts = ($: cheerio.CheerioAPI, id: string) => $(`#${id} [data-figure-facts] > div`).toArray().map((div) => [$(div).find('dt').text(), $(div).find('dd').text()]);

  // Review C r28: the amber notice, word for word on four figures, is said once against the index's "Internal" tag; each
  // internal figure keeps its own date as a quiet fact.
  it('says once, in the index, that internal figures have no letter, with the date only when all share it; each figure its own date', () => {
    const $ = render([
      { ...minimal, figure: 'response-time', slug: 'response-time', independence: 'internal', independentBy: '2027-03-31', body: { html: '' } },
      { ...minimal, slug: 'speed', independence: 'internal', body: { html: '' } },
    ]);
    expect($('[data-internal-note]').text()).toBe('InternalMeasured internally; no external letter yet. Each figure gives when its outside measurement is due, where one is set.');
    // Review C r31: the same four slots in every figure; a slot the entry does not fill says so, muted, like the table's rows.
    expect(facts($, 'response-time')).toEqual([['Measured by', 'Not published'], ['Scope', 'Not published'], ['Measured on', 'June 15, 2026'], ['Outside check', 'Due March 31, 2027']]);
    expect($('#response-time [data-figure-facts] > div').toArray().map((div) => $(div).is('[data-not-published]'))).toEqual([true, true, false, false]);
    expect($('#response-time [data-figure-facts] time').last().attr('datetime')).toBe('2027-03-31');
    expect(facts($, 'speed')).toEqual([['Measured by', 'Not published'], ['Scope', 'Not published'], ['Measured on', 'June 15, 2026'], ['Outside check', 'None']]);
    expect($('main, body').text()).not.toContain('An outside measurement is due by');
    // A bare entry: every row of the table, those it does not give muted as not published (review C r28: rows line up).
    expect($('#speed dl:not([data-figure-facts]) > div').toArray().map((div) => [$(div).find('dt').text(), $(div).find('dd').text(), $(div).is('[data-not-published]')])).toEqual([
      ['Data set', 'd', false],
      ['Coverage', 'Not published', true],
      ['Conditions', 'c', false],
      ['Compared against', 'Not published', true],
      ['Not counted', 'Not published', true],
      ['Kept out of training', 'Not published', true],
      ['Measured again', 'Not published', true],
      ['How it was computed', 'Not published', true],
    ]);
  });

  it('dates the index note when every internal figure gives the same date, and has none without an internal figure', () => {
    const $ = render([
      { ...minimal, figure: 'response-time', slug: 'response-time', independence: 'internal', independentBy: '2027-03-31', body: { html: '' } },
      { ...minimal, slug: 'speed', independence: 'internal', independentBy: '2027-03-31', body: { html: '' } },
      { ...minimal, figure: 'term-accuracy', slug: 'term-accuracy', independence: 'independent', body: { html: '' } },
    ]);
    expect($('[data-internal-note]').text()).toBe('InternalMeasured internally; no external letter yet. An outside measurement is due by March 31, 2027.');
    expect($('[data-internal-note] [data-independence="internal"]')).toHaveLength(1);
    EVIDENCE.methodology.splice(0);
    const independentOnly = render([{ ...minimal, figure: 'term-accuracy', slug: 'term-accuracy', independence: 'independent', body: { html: '' } }]);
    expect(independentOnly('[data-internal-note]')).toHaveLength(0);
    expect(independentOnly('figcaption')).toHaveLength(0);
  });

  // Review C r28: figures 2 and 3 repeated one study's evidence. Decided from the data: the same measurer, date, sample
  // size, scope and tag make one study, and the second figure shows only the facts and rows that differ.
  it('shows a second statistic of the same study as "Same study as figure n" in the first slot, its table only what differs, and only then', () => {
    const study = { ...minimal, measuredBy: 'Team', sampleSize: '5,000 queries', scope: 's', independence: 'internal', independentBy: '2027-03-31', body: { html: '<p>m</p>' } };
    const $ = render([
      { ...study, figure: 'response-time', slug: 'response-time', remeasured: 'r' },
      { ...study, figure: 'average-response', slug: 'average-response', conditions: 'c2', body: { html: '<p>m2</p>' } },
      // The same but for the date: another study.
      { ...study, slug: 'speed', measuredOn: '2026-06-16' },
    ]);
    // Review C r31: "Study" takes the first of the four slots; the others stay, so every figure has the same grid.
    expect(facts($, 'average-response')).toEqual([['Study', 'Same study as figure\u00a01 Internal'], ['Scope', 's'], ['Measured on', 'June 15, 2026'], ['Outside check', 'Due March 31, 2027']]);
    expect($('#response-time p').first().text()).toBe('Figure\u00a01 of 3');
    expect($('#average-response a[data-same-study]').attr('href')).toBe('#response-time');
    expect($('#average-response dl:not([data-figure-facts]) > div > dt').toArray().map((dt) => $(dt).text())).toEqual(['Conditions', 'Measured again', 'How it was computed']);
    expect($('#speed [data-same-study]')).toHaveLength(0);
    expect(facts($, 'speed').map(([term]) => term)).toEqual(['Measured by', 'Scope', 'Measured on', 'Outside check']);
    expect($('#speed dl:not([data-figure-facts]) > div')).toHaveLength(8);
  });

  // Review C r31: four slots in every figure (three on figures 5-6 made the grid jump); the fourth is the report where
  // one is published, else an internal figure's outside check, else an empty "Report". What does not fit follows.
  it('fills the fourth slot with the report, else the outside check, else an empty report; an extra fact follows the four', () => {
    const report = { reportUrl: 'https://example.com/r.pdf', reportLabel: 'Report (PDF)' };
    const $ = render([
      { ...minimal, figure: 'term-accuracy', slug: 'term-accuracy', measuredBy: 'Lab', independence: 'independent', body: { html: '' } },
      { ...minimal, figure: 'document-cost', slug: 'document-cost', independence: 'independent', ...report, body: { html: '' } },
      { ...minimal, slug: 'speed', independence: 'internal', independentBy: '2027-03-31', ...report, median: '4x', range: '2x to 5x', body: { html: '' } },
    ]);
    expect(facts($, 'term-accuracy')).toEqual([['Measured by', 'Lab Independent'], ['Scope', 'Not published'], ['Measured on', 'June 15, 2026'], ['Report', 'Not published']]);
    expect(facts($, 'document-cost').map(([term]) => term)).toEqual(['Measured by', 'Scope', 'Measured on', 'Report']);
    expect($('#document-cost [data-figure-facts] > div').last().find('a[data-report-link]').attr('href')).toBe('https://example.com/r.pdf');
    expect(facts($, 'speed')).toEqual([['Measured by', 'Not published'], ['Scope', 'Not published'], ['Measured on', 'June 15, 2026'], ['Report', 'Report (PDF)'], ['Outside check', 'Due March 31, 2027'], ['Median and range', '4x · 2x to 5x']]);
    // The four slots a column each from lg; the median and range, not a slot, the grid's full width.
    const spans = $('#speed [data-figure-facts] > div').toArray().map((div) => $(div).attr('class')!.split(' ').filter((c) => c.startsWith('lg:col-span')));
    expect(spans).toEqual([['lg:col-span-1'], ['lg:col-span-1'], ['lg:col-span-1'], ['lg:col-span-1'], ['lg:col-span-1'], ['lg:col-span-4']]);
  });
});

// Trust review r43: the model cards showed the blended 98% while the data set's text gave each vertical's figure; the rows
// per model are a field, shown under the coverage with an anchor each, which the model cards link to.
describe('breakdown rows in a methodology entry', () => {
  afterEach(() => void EVIDENCE.methodology.splice(0));
  const rows = [
    { id: 'financial', value: '98.4%', label: 'term accuracy on financial terms', release: '4.2' },
    { id: 'clinical', value: '98.0%', label: 'term accuracy on clinical terms', release: '3.0' },
  ];

  it('takes rows each with id, value, label and the release measured, and names what a row lacks or repeats', () => {
    expect(methodologySchema.parse({ ...minimal, breakdown: rows }).breakdown).toEqual(rows);
    const { release: _release, ...noRelease } = rows[0]!;
    const missing = methodologySchema.safeParse({ ...minimal, breakdown: [noRelease] });
    expect(missing.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['breakdown.0.release', 'expected the model release the row was measured on, e.g. "4.2" (text)']]);
    const twice = methodologySchema.safeParse({ ...minimal, breakdown: [rows[0], { ...rows[1], id: 'financial' }] });
    expect(twice.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['breakdown.1.id', 'expected each row its own id: "financial" is used twice']]);
    expect(methodologySchema.safeParse({ ...minimal, breakdown: [] }).error!.issues[0]!.message).toBe('expected at least one row, or leave breakdown out');
  });

  it('lists the rows under the coverage, each its own anchor, the release with its number', () => {
    EVIDENCE.methodology.push({ ...minimal, figure: 'term-accuracy', slug: 'term-accuracy', coverage: 'Three verticals.', breakdown: rows, body: { html: '' } } as unknown as (typeof EVIDENCE.methodology)[number]);
    const $ = cheerio.load(renderToStaticMarkup(<MethodologyPage />));
    const coverage = $('#term-accuracy dl:not([data-figure-facts]) > div').filter((_, div) => $(div).find('dt').text() === 'Coverage');
    expect(coverage.find('[data-breakdown-row]').toArray().map((line) => [$(line).attr('id'), $(line).text()])).toEqual([
      ['term-accuracy-financial', '98.4% term accuracy on financial terms, release\u00a04.2'],
      ['term-accuracy-clinical', '98.0% term accuracy on clinical terms, release\u00a03.0'],
    ]);
    expect(coverage.find('dd').contents().first().text()).toBe('Three verticals.');
  });
});
