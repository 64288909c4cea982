/**
 * Demo citations (src/components/citations.tsx): each finding's cite is placed exactly, or the build
 * stops. Regression for the figure-matching guess that marked the "12" of "12th floor" and of
 * "Suite 1200" for a finding of "12 months' notice".
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CitedText, citedSegments, flagNumbers, keepPassageEnds, locateCitations, type CitedDocument } from '../../src/components/citations.tsx';
import { keepUnits } from '../../src/components/keep-units.ts';
import { HOME } from '../../src/content/home.ts';
import { industries } from '../../src/content/industries.ts';
import { audiences } from '../../src/content/audiences.ts';
import { SOLUTIONS } from '../../src/content/solutions.ts';

const LEASE = [
  '1. PREMISES. Tenant leases 18,450 rentable square feet on the 12th floor of 400 Harbor Plaza (Suite 1200).',
  '6. EARLY TERMINATION. Tenant may terminate effective the last day of month 84 on 12 months’ prior notice.',
];

const doc = (...findings: [label: string, cite: string | string[]][]): CitedDocument => ({
  documentName: 'Office lease (sample).pdf',
  original: LEASE,
  analysis: { findings: findings.map(([label, cite]) => ({ label, value: 'v', cite })) },
});

const html = (text: string, citations: Parameters<typeof citedSegments>[1]) => renderToStaticMarkup(<CitedText text={text} citations={citations} />);

describe('locateCitations', () => {
  it('places a cite that occurs once, numbered by its finding', () => {
    const [c] = locateCitations(doc(['Early termination', 'on 12 months’ prior notice']));
    expect(c).toEqual({ n: 1, paragraph: 1, start: LEASE[1].indexOf('on 12 months'), end: LEASE[1].indexOf('on 12 months') + 'on 12 months’ prior notice'.length });
  });

  it('stops on a cite missing from the text, naming the document, the finding and the quote', () => {
    // A straight apostrophe where the source has a curly one does not match.
    expect(() => locateCitations(doc(['Early termination', "12 months' prior notice"]))).toThrow(
      /Demo document "Office lease \(sample\)\.pdf", finding "Early termination": the cite does not occur in the document text: "12 months' prior notice"/,
    );
  });

  it('stops on an ambiguous cite, counting occurrences across paragraphs', () => {
    // "12" stands in "12th floor", "Suite 1200" and "12 months": the guess this replaces.
    expect(() => locateCitations(doc(['Early termination', '12']))).toThrow(/finding "Early termination": the cite occurs 3 times in the document text.*"12"/);
  });

  it('places each quote of a finding that rests on several places, under the one number', () => {
    const cited = locateCitations(doc(['Premises', '18,450 rentable square feet'], ['Early termination', ['Tenant may terminate', 'on 12 months’ prior notice']]));
    expect(cited.map(({ n, paragraph }) => [n, paragraph])).toEqual([
      [1, 0],
      [2, 1],
      [2, 1],
    ]);
    expect(() => locateCitations(doc(['Early termination', ['Tenant may terminate', '12']]))).toThrow(/finding "Early termination": the cite occurs 3 times.*"12"/);
  });

  it('stops on an empty cite', () => {
    expect(() => locateCitations(doc(['Premises', '']))).toThrow(/finding "Premises": the cite is empty/);
  });

  // Design review B r48: a flag's clause stayed unlit, under a section promising every finding cited to its source.
  it('numbers a flag that cites a passage of its own after the findings, and one on a finding\'s passage by that finding', () => {
    const flagged: CitedDocument = {
      ...doc(['Premises', '18,450 rentable square feet']),
      analysis: {
        findings: [{ label: 'Premises', cite: '18,450 rentable square feet' }],
        flags: ['Space on one floor only', 'No rent stated', 'Exit after seven years'],
        flagCites: ['18,450 rentable square feet', null, 'Tenant may terminate effective the last day of month 84'],
      },
    };
    expect(flagNumbers(flagged.analysis)).toEqual([1, undefined, 2]);
    expect(locateCitations(flagged).map(({ n, paragraph }) => [n, paragraph])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(() => locateCitations({ ...flagged, analysis: { ...flagged.analysis, flagCites: [null, null, 'month 85'] } })).toThrow(/flag "Exit after seven years": the cite does not occur/);
    expect(() => locateCitations({ ...flagged, analysis: { ...flagged.analysis, flagCites: [null, null, null, 'x'] } })).toThrow(/4 flag cites for 3 flags/);
  });

  // Trust review r52: the scanner's REQ-014 and REQ-021 flags rest on the two quotes of one finding ("Not verifiable as
  // written"); quoting either, a flag takes that finding's number and adds no highlight of its own.
  it('numbers a flag quoting one place of a finding that quotes several by that finding', () => {
    const analysis = {
      findings: [
        { label: 'Premises', cite: '18,450 rentable square feet' },
        { label: 'Exit', cite: ['Tenant may terminate', 'on 12 months’ prior notice'] },
      ],
      flags: ['Exit needs a year’s notice', 'No rent stated'],
      flagCites: ['on 12 months’ prior notice', '12th floor'],
    };
    expect(flagNumbers(analysis)).toEqual([2, 3]);
    expect(locateCitations({ documentName: 'Office lease (sample).pdf', original: LEASE, analysis }).map(({ n, paragraph }) => [n, paragraph])).toEqual([
      [1, 0],
      [2, 1],
      [2, 1],
      [3, 0],
    ]);
  });
});

describe('CitedText', () => {
  const text = LEASE[0];
  const at = (n: number, quote: string) => ({ n, start: text.indexOf(quote), end: text.indexOf(quote) + quote.length });

  it('renders several cites in one paragraph in reading order, whatever the finding order', () => {
    const out = html(text, [at(2, '(Suite 1200)'), at(1, '18,450 rentable square feet')]);
    expect(out).toBe(
      '1. PREMISES. Tenant leases <mark class="cite" data-n="1">18,450\u00a0rentable square\u00a0feet</mark> on the 12th floor of 400 Harbor Plaza <mark class="cite" data-n="2">(Suite\u00a01200).</mark>',
    );
  });

  it('ends a passage with the punctuation that closes it, so its number follows the stop (design reviews P r52, P and N r53)', () => {
    const clause = 'Fees are due within 30 days; late fees apply. Either party may terminate.';
    const quote = (q: string, n: number) => ({ n, start: clause.indexOf(q), end: clause.indexOf(q) + q.length });
    // (No-break spaces read as spaces: keepPassageEnds' joins are tested above.)
    expect(html(clause, [quote('within 30 days', 1), quote('late fees apply', 2), quote('Either party may', 3)]).replaceAll('\u00a0', ' ')).toBe(
      'Fees are due <mark class="cite" data-n="1">within 30 days;</mark> <mark class="cite" data-n="2">late fees apply.</mark> <mark class="cite" data-n="3">Either party may</mark> terminate.',
    );
  });

  it('joins overlapping cites into one passage carrying both numbers', () => {
    const segments = citedSegments(text, [at(3, 'on the 12th floor'), at(1, '18,450 rentable square feet on the 12th'), at(2, '400 Harbor Plaza')]);
    expect(segments).toEqual([
      { text: '1. PREMISES. Tenant leases ' },
      { text: '18,450 rentable square feet on the 12th floor', n: [1, 3] },
      { text: ' of ' },
      { text: '400 Harbor Plaza', n: [2] },
      { text: ' (Suite 1200).' },
    ]);
    expect(html(text, [at(2, '12th floor'), at(1, 'rentable square feet on the 12th floor')])).toContain('<mark class="cite" data-n="1,2">rentable square feet on the 12th\u00a0floor</mark>');
  });

  // Review C r40 (healthcare at 390 px): a highlighted "4" alone at a line's end, the rest of its passage on the next.
  it('joins a short first or last word of a passage to its neighbour with a no-break space, and leaves the rest', () => {
    expect(keepPassageEnds('4 sessions completed over 2 weeks')).toBe('4\u00a0sessions completed over 2\u00a0weeks');
    expect(keepPassageEnds('Total Leverage Ratio was 3.62:1.00')).toBe('Total\u00a0Leverage Ratio was\u00a03.62:1.00');
    expect(keepPassageEnds('restructuring add-backs of $1,180,000')).toBe('restructuring add-backs of\u00a0$1,180,000');
    expect(keepPassageEnds('$480,000 shall be held in escrow for 18 months')).toBe('$480,000\u00a0shall be held in escrow for 18\u00a0months');
    expect(keepPassageEnds('Acknowledgement requirements under the policy continue')).toBe('Acknowledgement requirements under the policy continue');
    expect(keepPassageEnds('(Suite 1200)')).toBe('(Suite\u00a01200)');
    expect(keepPassageEnds('word')).toBe('word');
    // Design review r44 (/marketing at 1280): a long counted pair kept whole left ~80 px of the line before it empty.
    expect(keepPassageEnds('provides survey data from at least 500 respondents')).toBe('provides survey data from at least 500 respondents');
    expect(keepPassageEnds('inspected at 23,640 cycles')).toBe('inspected at 23,640 cycles');
    expect(keepPassageEnds('stored for 240 hours')).toBe('stored for 240\u00a0hours');
  });

  // Design review r44 (/product-development at 390): "60 / cm" and "SP-7 rev / B" broke across lines.
  it('keeps a figure with its unit and a one-character designator with its word, one character for each space', () => {
    const text = 'from 5 cm to 60 cm in under 200 ms. Capacity 3,200 mAh, −20 °C to 50 °C, 1.8 m. SP-7 (rev B), Gen 3. Company A and 12 months.';
    expect(keepUnits(text)).toBe(
      'from\u00a05\u00a0cm to 60\u00a0cm in under 200\u00a0ms. Capacity 3,200\u00a0mAh, −20\u00a0°C to 50\u00a0°C, 1.8\u00a0m. SP-7 (rev\u00a0B), Gen\u00a03. Company\u00a0A and 12 months.',
    );
    expect(keepUnits(text)).toHaveLength(text.length);
    // A unit's letters only as a whole word: "5 mice" and "12 mass units" stay as they are.
    expect(keepUnits('5 mice and 12 mass units')).toBe('5 mice and 12 mass units');
  });

  it('keeps adjacent cites apart and leaves an uncited paragraph as it is', () => {
    expect(citedSegments('abcd', [{ n: 1, start: 0, end: 2 }, { n: 2, start: 2, end: 4 }])).toEqual([
      { text: 'ab', n: [1] },
      { text: 'cd', n: [2] },
    ]);
    expect(html(text, [])).toBe(text);
  });
});

it('every demo document on the site places each quote of each finding, and of each flag with a passage of its own, exactly once', () => {
  const documents = [HOME.demo.document, ...[...industries, ...audiences, ...SOLUTIONS].flatMap((page) => (page.demo ? [page.demo.document] : []))];
  expect(documents.length).toBeGreaterThanOrEqual(22);
  for (const document of documents) {
    const quotes = document.analysis.findings.flatMap((f) => (Array.isArray(f.cite) ? f.cite : [f.cite]));
    const ownFlagPassages = flagNumbers(document.analysis).filter((n) => n !== undefined && n > document.analysis.findings.length);
    expect(locateCitations(document), document.documentName).toHaveLength(quotes.length + ownFlagPassages.length);
  }
  // Home's demo: its three flags cite their clauses, the first on the liability cap's (finding 4's) passage.
  expect(flagNumbers(HOME.demo.document.analysis)).toEqual([4, 5, 6]);
});
