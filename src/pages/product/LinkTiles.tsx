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
  down,
  className,
  hints,
  tag,
  labelClassName,
}: {
  label: string;
  links: { title: string; href: string }[];
  columns: string;
  /**
   * Filled column by column (`columns` then names `sm:grid-flow-col` and the rows), the first columns one longer; `lg`, the
   * columns and rows from lg when they differ (`columns` names `lg:grid-cols-*` and `lg:grid-rows-*` too).
   */
  down?: { columns: number; rows: number; lg?: { columns: number; rows: number } };
  className?: string;
  /** A line under a name from sm, by its href (hidden in the phones' chips): what the page reads, e.g. its sample's document type. */
  hints?: Record<string, string>;
  /** A tag before each hint, marking what the names are where the label is not shown ("Team"). */
  tag?: string;
  /** The label's classes: `sm:sr-only` where, from sm, the names join a grid with another list's (`sm:contents`). */
  labelClassName?: string;
}) {
  const openers = down ? shortColumnOpeners(links.length, down, label) : new Set<number>();
  const lgOpeners = down?.lg ? shortColumnOpeners(links.length, down.lg, label) : undefined;
  // The class names written out for Tailwind's scan. From lg a name that opens a column at sm but not at lg goes back to
  // auto placement (design review F r51 home item 6: 4 / 3 / 3 / 3 from lg, 5 / 4 / 4 from sm).
  const rowStart = (i: number) =>
    cx(openers.has(i) && 'sm:row-start-1', lgOpeners?.has(i) && 'lg:row-start-1', lgOpeners && openers.has(i) && !lgOpeners.has(i) && 'lg:row-start-auto') || undefined;
  return (
    <div className={className}>
      <h3 className={cx('text-sm font-semibold text-slate-600', labelClassName)}>{label}</h3>
      {/* The links' look is the name-links utility's (styles/main.css), once per page rather than on each
          link; a link fills its cell, so in a grid row whose neighbour wraps the hairlines stay level. */}
      <ul className={cx('name-links mt-2', columns)}>
        {links.map((link, i) => (
          <li key={link.href} className={rowStart(i)} data-card="">
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

/**
 * Filled down the columns, n names in c columns take the first n % c columns one name longer than the rest: thirteen
 * industries in three columns 5 / 4 / 4, a list that ends evenly, where row by row left "Architecture" alone in a fifth
 * row beside two empty cells (design review r44, home at 1280). The grid's column flow fills every column to the row
 * count, so the name that opens a column after a shorter one is sent back to the first row (`sm:row-start-1`: the
 * placement cursor then moves to the next column). Returns those names' indexes; the build fails when the rows given
 * do not fit the count.
 */
export function shortColumnOpeners(count: number, { columns, rows }: { columns: number; rows: number }, label: string): Set<number> {
  if (rows !== Math.ceil(count / columns)) throw new Error(`Name list "${label}": ${count} names in ${columns} columns take ${Math.ceil(count / columns)} rows, not ${rows}; change its grid-rows class and rows.`);
  const longer = count % columns || columns;
  const openers = new Set<number>();
  // Column k opens after k columns; the ones after the first `longer` are one name shorter.
  for (let k = longer + 1, at = longer * rows + (rows - 1); k < columns; k++, at += rows - 1) openers.add(at);
  return openers;
}
