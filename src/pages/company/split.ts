/**
 * The one column split of every two-column row on /about and /investors, from lg: two fifths beside three
 * fifths, 64 px apart, so every right column starts at one x (review B round 6: the hero, Mission, Approach,
 * Deployment and Contact split at five different x, and the right column wobbled as the page scrolled).
 */
export const SPLIT = {
  row: 'grid gap-8 lg:grid-cols-5 lg:gap-16',
  narrow: 'min-w-0 lg:col-span-2',
  wide: 'min-w-0 lg:col-span-3',
} as const;
