/**
 * The site's card header: a small uppercase label on a ruled band across a card's top ("Key figures" on
 * /investors, the company pages' asides, the 404's industry card). One string, so a card cannot grow a look of
 * its own (review B r10: the 404's header had a dot no other card had). The look of the product panels' and figures' title
 * row (PanelTitleBar), sentence case in a bold 14 px: as a small upper-case label beside /journey's figure it read as a
 * second component in one family (design review Q r47).
 */
export const CARD_HEADER = 'border-b border-slate-200 px-5 py-3 text-sm font-semibold text-slate-900';
