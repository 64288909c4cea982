/**
 * /methodology's date for an internal figure's outside measurement (`independentBy`, review C r17: "state a date by
 * which the internal figures will be re-measured by a third party"): optional, refused on an independent figure or
 * when not a date, and said at the end of the figure's summary only when given (otherwise the summary's line stays).
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

describe('the figure summary on /methodology', () => {
  afterEach(() => void EVIDENCE.methodology.splice(0));

  it('says when an internal figure is measured outside, where given, and that it has no letter otherwise', () => {
    const entries = [
      { ...minimal, figure: 'response-time', slug: 'response-time', independence: 'internal', independentBy: '2027-03-31', body: { html: '' } },
      { ...minimal, slug: 'speed', independence: 'internal', body: { html: '' } },
    ];
    EVIDENCE.methodology.push(...(entries as unknown as (typeof EVIDENCE.methodology)[number][]));
    const $ = cheerio.load(renderToStaticMarkup(<MethodologyPage />));
    expect($('#response-time [data-no-letter]').text()).toBe('Measured internally; no external letter yet. An outside measurement is due by March 31, 2027.');
    expect($('#response-time [data-no-letter] time').attr('datetime')).toBe('2027-03-31');
    expect($('#speed [data-no-letter]').text()).toBe('No external letter: measured internally.');
    // A bare entry: data set and conditions as rows, every optional row and the method named once in the foot line.
    expect($('#speed dl:not([data-rail-summary]) > div > dt').toArray().map((dt) => $(dt).text())).toEqual(['Data set', 'Conditions', 'Not published for this figure: ']);
    expect($('#speed [data-not-stated] dd').text()).toBe(
      'which documents it covers, what it was compared against, what it leaves out, whether the test documents were kept out of training, when it will be measured again and how it was computed.',
    );
  });
});
