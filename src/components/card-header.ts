/**
 * The site's card header: a small uppercase label on a ruled band across a card's top ("Key figures" on
 * /investors, the company pages' asides, the 404's industry card). One string, so a card cannot grow a look of
 * its own (review B r10: the 404's header had a dot no other card had).
 */
export const CARD_HEADER = 'border-b border-slate-200 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600';
