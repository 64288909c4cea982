/**
 * Contract intelligence's own visual (design review G r51 item 4): the sample agreement's renewal and notice timeline, each
 * date worked out from the sample's own clauses (its start date, its five-year term, the 180 days' notice, each January's
 * increase), so none is typed in by hand; every clause is checked against the sample
 * (docs/product-rules.md#illustrative-figures).
 */
import { sampleQuote, sampleTitle, type QuotableSample } from './sample-quote.ts';

export interface TimelineEvent {
  /** ISO date, for the <time> element. */
  iso: string;
  date: string;
  what: string;
  clause: string;
  /** The date the page's flag is about: the last day to give notice. */
  deadline?: boolean;
}

export interface TimelineVisual {
  kind: 'timeline';
  title: string;
  subject: string;
  events: TimelineEvent[];
}

/** The sample's start date, its term and its notice period, as clause 3.1 states them (checked below). */
const START = { iso: '2021-04-01', words: 'April 1, 2021' };
const TERM_YEARS = 5;
const NOTICE_DAYS = 180;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const addYears = (d: Date, years: number) => new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()));
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const words = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function renewalTimeline(sample: QuotableSample): TimelineVisual {
  const quote = (passage: string) => sampleQuote('contract-intelligence', sample, passage);
  quote(`3.1 Term. Five years from ${START.words}`);
  quote(`terminated on ${NOTICE_DAYS} days’ notice`);
  quote('Prices increase each January 1 by CPI plus 2%');
  const start = day(START.iso);
  const renewal = addYears(start, TERM_YEARS);
  const notice = addDays(renewal, -NOTICE_DAYS);
  const lastIncrease = new Date(Date.UTC(renewal.getUTCFullYear(), 0, 1));
  const event = (d: Date, what: string, clause: string, deadline?: boolean): TimelineEvent => ({ iso: isoOf(d), date: words(d), what, clause, ...(deadline && { deadline }) });
  return {
    kind: 'timeline',
    title: 'Sample renewal and notice timeline',
    subject: sampleTitle(sample),
    events: [
      event(start, 'Five-year term starts', '§3.1'),
      event(notice, `Last day to give ${NOTICE_DAYS} days’ notice`, '§3.1', true),
      event(lastIncrease, 'Price increase, CPI\u00a0+\u00a02%', '§5.2'),
      event(renewal, 'Renews for one year unless notice was given', '§3.1'),
    ],
  };
}
