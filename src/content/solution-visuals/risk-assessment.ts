/**
 * Risk assessment's own visual (design review G r51 item 4: "evidence behind every rating", yet the page never showed a
 * rating): the sample statements scored on sample criteria, each factor's points beside the passage it rests on, the points
 * adding to the rating. The criteria, weights and points are a sample bank's, illustrative as the statements are
 * (docs/product-rules.md#illustrative-figures); every passage is checked against the sample.
 */
import { sampleQuote, sampleTitle, type QuotableSample } from './sample-quote.ts';

export interface RatingFactor {
  factor: string;
  /** What the agent read, in a few words. */
  reading: string;
  /** The passage the reading rests on, word for word from the sample. */
  cite: string;
  points: number;
  max: number;
}

export interface RatingVisual {
  kind: 'rating';
  title: string;
  subject: string;
  factors: RatingFactor[];
  total: number;
  max: number;
  /** The band the total falls in, and the bands' floor (a sample scale). */
  rating: string;
  scale: string;
}

/** The sample scale: a total below 50 of 100 puts the counterparty on the watch list (the page's audit record decision). */
const WATCH_BELOW = 50;

export function riskRating(sample: QuotableSample): RatingVisual {
  const quote = (passage: string) => sampleQuote('risk-assessment', sample, passage);
  const factors: RatingFactor[] = [
    { factor: 'Leverage covenant', reading: '4.2x against a 4.0x maximum', cite: quote('not to exceed 4.0x'), points: 0, max: 30 },
    { factor: 'Earnings trend', reading: 'EBITDA down 32%', cite: quote('EBITDA was $9.1M (2023: $13.4M)'), points: 5, max: 25 },
    { factor: 'Refinancing', reading: 'Term loan due June 2026', cite: quote('$40M senior term loan maturing in June 2026'), points: 10, max: 25 },
    { factor: 'Customer concentration', reading: 'Top two: 46% of revenue', cite: quote('The two largest customers accounted for 46% of revenue in 2024'), points: 10, max: 20 },
  ];
  const total = factors.reduce((sum, f) => sum + f.points, 0);
  const max = factors.reduce((sum, f) => sum + f.max, 0);
  return {
    kind: 'rating',
    title: 'Sample rating on sample criteria',
    subject: sampleTitle(sample),
    factors,
    total,
    max,
    rating: total < WATCH_BELOW ? 'Watch list' : 'Standard review',
    scale: `Below ${WATCH_BELOW}: watch list`,
  };
}
