/**
 * Creating an Intl.DateTimeFormat costs ~0.2 ms (it loads locale data); one formatter serves every
 * date of a build (it was the hottest function past React at 10,000 pages).
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** `2026-11-10` -> `November 10, 2026`, the same in every time zone. */
export function formatDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' });

/** `2026-11-10` -> `Nov 10, 2026`: for one-line summaries, where the long form wraps. */
export function formatShortDate(isoDate: string): string {
  return SHORT_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** `2026-11-10` -> `Nov 2026`: a period's ends in a one-line summary. */
export function formatShortMonth(isoDate: string): string {
  return SHORT_MONTH.format(new Date(`${isoDate}T00:00:00Z`));
}

const LONG_MONTH = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** `2024-02` -> `February 2024`: a month given as year and month (a person's `joined`). */
export function formatMonth(isoMonth: string): string {
  return LONG_MONTH.format(new Date(`${isoMonth}-01T00:00:00Z`));
}
