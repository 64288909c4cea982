/**
 * A link as a bordered tile: its icon in a tinted square, its name, and (optionally, from sm) a line on what is there.
 * The 404's main sections and /investors' industries served: one tile, so a grid of pages looks the same wherever it is.
 * `layout`: `beside` (default) the icon over the name on phones, beside it from sm; `row` the icon beside the name at
 * every width, the tile as wide as its name, with the site's linked-card arrow after it (a wrapping row of pages,
 * /investors' industries: review B r18 found 13 stacked tiles in a grid left an empty cell at 1280 and ran 1.3 screens
 * at 390, and read as labels, not links). On phones the page sets row tiles in two equal columns, where a long name wraps.
 */
import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Icon } from './Icon.tsx';
import { cx } from './cx.ts';

/** The tile's frame per layout, written out whole so each is one reading of the class list. */
const FRAME = {
  beside: 'group flex h-full flex-col items-start gap-2 rounded-card border border-slate-200 p-3 hover:border-blue-300 sm:flex-row sm:gap-3 sm:p-4',
  row: 'group flex h-full items-center gap-2.5 rounded-card border border-slate-200 p-1.5 pr-3 hover:border-blue-300',
} as const;

export function IconTileLink({ href, icon, label, description, layout = 'beside' }: { href: string; icon: LucideIcon; label: string; description?: string; layout?: 'beside' | 'row' }) {
  const row = layout === 'row';
  return (
    <a href={href} className={FRAME[layout]}>
      <span className={`flex ${row ? 'size-8' : 'size-9'} shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700`}>
        <Icon icon={icon} className="size-5" />
      </span>
      {/* In a row tile the arrow is the name's flex neighbour, so a name that wraps on phones never leaves it alone on a line. */}
      <span className={cx('min-w-0', row && 'flex items-center gap-1')}>
        {/* A row tile's name on one line from sm; on phones it may wrap in its grid cell (see Tags in CompanyPage). */}
        {/* On phones, in a two-column cell, a row tile's name at 14 px without its arrow: "Pharmaceuticals" at 16 px with the
            arrow ran past the tile's edge at 390 px (the framed tile reads as tappable there, as the 404's tiles do). */}
        <span className={cx(row ? 'max-sm:text-sm sm:whitespace-nowrap' : 'block', 'font-semibold text-slate-900 group-hover:text-blue-700')} data-tile-name="">
          {label}
        </span>
        {row && <Icon icon={ArrowRight} className="size-4 shrink-0 text-blue-700 max-sm:hidden" />}
        {/* From sm: on phones the names alone keep a list of pages short (review r6: the 404 was ~3,400 px at 390). */}
        {description && <span className="mt-0.5 hidden text-sm leading-6 text-slate-600 sm:block">{description}</span>}
      </span>
    </a>
  );
}
