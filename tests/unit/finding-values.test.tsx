/**
 * The analysis's field values keep their short runs whole (src/components/DocumentAnalysis.tsx, ValueText): a
 * parenthetical, a date, and a document code with its revision, which Chrome broke after the hyphen at 390 px
 * ("SP-" / "7 rev B", design review N r52 item 7).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { FindingList } from '../../src/components/DocumentAnalysis.tsx';

const kept = (value: string) => {
  const $ = load(renderToStaticMarkup(<FindingList findings={[{ label: 'Conflict', value }]} />));
  return $('dd .whitespace-nowrap').map((_, span) => $(span).text()).get();
};

describe('finding values', () => {
  it('keeps a document code and its revision on one line', () => {
    expect(kept('3,200 mAh required vs 3,000 mAh in SP-7 rev B')).toEqual(['SP-7 rev\u00a0B']);
    expect(kept('REQ-040 conflicts with SP-7')).toEqual(['REQ-040', 'SP-7']);
  });

  it('still keeps parentheticals and dates, and leaves ordinary hyphenated words alone', () => {
    expect(kept('4.2x ($38.5M / $9.1M) from Sep 15, 2025')).toEqual(['($38.5M / $9.1M)', 'Sep 15, 2025']);
    expect(kept('Follow-up after go-live')).toEqual([]);
  });
});
