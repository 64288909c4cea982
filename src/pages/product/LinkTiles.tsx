/**
 * Compact link lists for the home page's dense directories. Lighter than CardGrid: the sixteen industry and team names
 * carry no icon artwork (sixteen distinct inline SVGs alone cost about 1.5 KB gzip, over the home page's byte budget).
 * The four technology tiles are TextLinkTiles.tsx, a module of its own: the pages that import this one (via
 * FeaturePanel) then do not carry its classes in their stylesheets.
 */
import type { FeatureCard } from '../../content/types.ts';
import { cx } from '../../components/cx.ts';
import { navHref } from '../../render/paths.ts';

export type LinkedCard = FeatureCard & { href: string };

/** Fails the build, naming the card, if a tile has nowhere to go. */
export function requireLinks(cards: FeatureCard[]): LinkedCard[] {
  return cards.map((card) => {
    if (!card.href) throw new Error(`Link tile "${card.title}" has no href.`);
    return card as LinkedCard;
  });
}


/**
 * Titles only, under a group label: a dense directory of destinations as a ruled link list, each row
 * a link (review round 3: sixteen identical boxed tiles did not read as links). `columns`: the list's
 * grid columns from sm. The links' look (chips on phones, ruled rows with an arrow from sm) is the
 * `name-links` utility's (styles/main.css): drawn there, not as classes and an inline SVG in every row.
 */
export function NameLinkList({
  label,
  links,
  columns,
  className,
  hints,
  tag,
  labelClassName,
}: {
  label: string;
  links: { title: string; href: string }[];
  columns: string;
  className?: string;
  /** A line under a name from sm, by its href (hidden in the phones' chips): what the page reads, e.g. its sample's document type. */
  hints?: Record<string, string>;
  /** A tag before each hint, marking what the names are where the label is not shown ("Team"). */
  tag?: string;
  /** The label's classes: `sm:sr-only` where, from sm, the names join a grid with another list's (`sm:contents`). */
  labelClassName?: string;
}) {
  return (
    <div className={className}>
      <h3 className={cx('text-sm font-semibold text-slate-600', labelClassName)}>{label}</h3>
      {/* The links' look is the name-links utility's (styles/main.css), once per page rather than on each
          link; a link fills its cell, so in a grid row whose neighbour wraps the hairlines stay level. */}
      <ul className={cx('name-links mt-2', columns)}>
        {links.map((link) => (
          <li key={link.href} data-card="">
            <a href={navHref(link.href)}>
              {link.title}
              {hints?.[link.href] && (
                <span>
                  {tag && <b>{tag}</b>}
                  {hints[link.href]}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
