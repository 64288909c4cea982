/**
 * The proof cards' results (src/pages/product/CustomerProof.tsx), rendered with a made-up study (SAMPLE
 * values, test only). Review C r7: the line under a customer figure said "Source" and nothing of what the
 * case study says (n, period, baseline, not independently verified); at 390 px a card stacked three large
 * figures and pushed its quote and link a screen down.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { ProofResults, ResultCitation } from '../../src/pages/product/CustomerProof.tsx';
import type { CaseStudyEntry } from '../../src/content/evidence.ts';

type ResultEntry = CaseStudyEntry['results'][number];
const result = (figure: string, extra: Partial<ResultEntry> = {}): ResultEntry => ({ figure, label: `label of ${figure}`, source: 'SAMPLE source', date: '2026-07-31', ...extra });
const study = (results: ResultEntry[]) => ({ slug: 'sample-study', results }) as unknown as CaseStudyEntry;
const summary = (entry: ResultEntry) => load(renderToStaticMarkup(<ResultCitation result={entry} />))('summary');

describe('ResultCitation', () => {
  it('says what the figure counts, when, against what, and that the customer measured it unverified', () => {
    const line = summary(result('62%', { sampleSize: '1,200 files', period: 'Q2 2026', baseline: 'Q2 2025' }));
    expect(line.find('[data-result-scope]').text()).toBe('1,200 files · Q2 2026 vs Q2 2025');
    // A period replaces the date: the record's own "when".
    expect(line.find('time')).toHaveLength(0);
    expect(line.text()).toBe('1,200 files · Q2 2026 vs Q2 2025Customer-measured, not independently verified\u00a0·\u00a0Source');
  });

  it('gives the date when the record has no period, and the verifier when one is named', () => {
    const bare = summary(result('97.6%'));
    expect(bare.find('[data-result-scope]').text()).toBe('Jul 31, 2026');
    expect(bare.find('time').attr('datetime')).toBe('2026-07-31');
    const counted = summary(result('97.6%', { sampleSize: '3,012 terms', verifiedBy: 'SAMPLE Auditors LLP' }));
    expect(counted.find('[data-result-scope]').text()).toBe('3,012 terms · Jul 31, 2026');
    expect(counted.text()).toContain('Verified by SAMPLE Auditors LLP');
    expect(counted.text()).not.toContain('not independently verified');
  });
});

describe('ProofResults', () => {
  it('hides results after the second on phones behind a link to the study saying how many more', () => {
    const $ = load(renderToStaticMarkup(<ProofResults study={study([result('1'), result('2'), result('3'), result('4')])} results={[result('1'), result('2'), result('3'), result('4')]} />));
    expect($('[data-result]').toArray().map((r) => $(r).hasClass('max-sm:hidden'))).toEqual([false, false, true, true]);
    const more = $('a[data-more-results]');
    expect(more.text()).toBe('+2 More in the Case Study');
    expect(more.attr('href')).toBe('/customers/sample-study#top');
    expect(more.parent().hasClass('sm:hidden')).toBe(true);
  });

  it('adds no link when every result shows on a phone', () => {
    const $ = load(renderToStaticMarkup(<ProofResults study={study([result('1'), result('2')])} results={[result('1'), result('2')]} />));
    expect($('[data-result]')).toHaveLength(2);
    expect($('[data-result].max-sm\\:hidden')).toHaveLength(0);
    expect($('a')).toHaveLength(0);
  });
});
