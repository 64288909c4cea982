/**
 * A link as a bordered tile: its icon in a tinted square, its name, and (optionally, from sm) a line on what is there.
 * The 404's main sections and /investors' industries served: one tile, so a grid of pages looks the same wherever it is.
 * `layout`: `beside` (default) the icon over the name on phones, beside it from sm; `row` the icon beside the name at
 * phones and tablets, the icon over the name from lg (a grid cell of seven a row, where a long name wraps), with the site's
 * linked-card arrow after the name (/investors' industries: review B r18 found the tiles read as labels, not links). On
 * phones the page sets row tiles in two equal columns, where a long name wraps.
 */
import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';

/** The tile's frame per layout, written out whole so each is one reading of the class list. */
const FRAME = {
  beside: 'group flex h-full flex-col items-start gap-2 rounded-card border border-slate-200 p-3 hover:border-blue-300 sm:flex-row sm:gap-3 sm:p-4',
  row: 'group flex h-full items-center gap-2.5 rounded-card border border-slate-200 p-1.5 pr-3 hover:border-blue-300 max-sm:gap-2 max-sm:pr-2 max-[389px]:min-h-11 max-[389px]:pl-2 lg:relative lg:flex-col lg:items-start lg:gap-2 lg:p-3',
} as const;

export function IconTileLink({ href, icon, label, description, layout = 'beside' }: { href: string; icon: LucideIcon; label: string; description?: string; layout?: 'beside' | 'row' }) {
  const row = layout === 'row';
  return (
    <a href={href} className={FRAME[layout]}>
      {/* Under 390 px a row tile in a two-column grid drops its icon square: the names need the room ("Manufacturing" broke). */}
      <span className={`flex ${row ? 'size-8 max-[389px]:hidden' : 'size-9'} shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700`}>
        <Icon icon={icon} className="size-5" />
      </span>
      {/* In a row tile the arrow is the name's flex neighbour, so a name that wraps on phones never leaves it alone on a line. */}
      {/* From lg, with the name under the icon, the arrow sits level with the icon at the tile's right: after a name that
          wraps it floated beside two lines, or fell alone to a third. */}
      <span className={cx('min-w-0', row && 'flex items-center gap-1 lg:block')}>
        {/* A row tile's name on one line from sm; on phones it may wrap in its grid cell (see Tags in CompanyPage). */}
        {/* On phones, in a two-column cell, a row tile's name at 14 px without its arrow: "Pharmaceuticals" at 16 px with the
            arrow ran past the tile's edge at 390 px (the framed tile reads as tappable there, as the 404's tiles do). */}
        <span className={cx(row ? 'max-sm:text-sm max-sm:[overflow-wrap:anywhere] sm:whitespace-nowrap lg:whitespace-normal lg:text-[0.9375rem]' : 'block', 'font-semibold text-slate-900 group-hover:text-blue-700')} data-tile-name="">
          {label}
        </span>
        {row && <Icon icon={ArrowRight} className="size-4 shrink-0 text-blue-700 max-sm:hidden lg:absolute lg:top-5 lg:right-3" />}
        {/* From sm: on phones the names alone keep a list of pages short (review r6: the 404 was ~3,400 px at 390). */}
        {description && <span className="mt-0.5 hidden text-sm leading-6 text-slate-600 sm:block">{description}</span>}
      </span>
    </a>
  );
}
