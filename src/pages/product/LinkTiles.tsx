/**
 * Compact link tiles for the home page's dense directories (sixteen industries, four technology
 * tiles). Lighter than CardGrid (no per-tile icon artwork), so the home page stays inside its
 * byte budget: sixteen distinct inline SVGs alone cost about 1.5 KB gzip.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { FeatureCard } from '../../content/types.ts';
import { Icon } from '../../components/Icon.tsx';
import { cx } from '../../components/cx.ts';
import { navHref } from '../../render/paths.ts';

export type LinkedCard = FeatureCard & { href: string };

/** A text-only teaser tile: an internal route path, a title and one sentence. */
export interface TextTile {
  title: string;
  description: string;
  href: string;
}

/** Fails the build, naming the card, if a tile has nowhere to go. */
export function requireLinks(cards: FeatureCard[]): LinkedCard[] {
  return cards.map((card) => {
    if (!card.href) throw new Error(`Link tile "${card.title}" has no href.`);
    return card as LinkedCard;
  });
}

const TILE = 'group flex h-full rounded-card border border-slate-200 bg-white p-4 hover:border-blue-300 hover:shadow-card';

/**
 * Titles only: a dense directory of destinations, each tile a link with a hover state. No arrow: it
 * showed at 1280 px only (no room at 390), and sixteen of them cost the home page ~100 B gzip of its
 * first-load budget.
 */
export function NameLinkTiles({ tiles, name }: { tiles: { title: string; href: string }[]; name: string }) {
  return (
    <ul className="grid auto-rows-fr grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" data-cards={name}>
      {tiles.map((tile) => (
        <li key={tile.href} data-card="">
          <a href={navHref(tile.href)} className={cx(TILE, 'items-center px-3 sm:px-4')}>
            {/* Rows are even (auto-rows-fr): a name that wraps, as "Commercial Real Estate" at 390 px, no longer makes its row taller than the rest; hyphenated, not cut, where narrower. */}
            <span className="min-w-0 text-sm font-semibold break-words hyphens-auto text-slate-900 group-hover:text-blue-700 sm:text-base">{tile.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Title and one sentence: small teasers into longer pages. */
export function TextLinkTiles({ tiles, name }: { tiles: TextTile[]; name: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" data-cards={name}>
      {tiles.map((tile) => (
        <li key={tile.title} data-card="">
          <a href={navHref(tile.href)} className={cx(TILE, 'flex-col gap-1')}>
            <span className="font-semibold text-slate-900 group-hover:text-blue-700">
              {tile.title}
              <Icon icon={ArrowRight} className="ml-1 inline size-4" />
            </span>
            <span className="text-sm leading-6 text-slate-600">{tile.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
