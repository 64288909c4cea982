/** Icon cards in a responsive grid: feature cards, capability cards, industry cards, tiles. */
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FeatureCard } from '../content/types.ts';
import { navHref } from '../render/paths.ts';
import { cx } from './cx.ts';
import { Icon } from './Icon.tsx';
import { Headline } from './Headline.tsx';
import { FigureText, figurePhrases } from './Figure.tsx';

export function IconBadge({ icon, tone = 'light', className }: { icon: LucideIcon; tone?: 'light' | 'dark'; className?: string }) {
  return (
    <span className={cx('inline-flex size-11 items-center justify-center rounded-lg', tone === 'dark' ? 'bg-white/10 text-blue-300' : 'bg-blue-50 text-blue-700', className)}>
      <Icon icon={icon} className="size-6" />
    </span>
  );
}

const COLUMNS = {
  // A one-column list: a clear step between items, more than between a title and its text (design review N r46: at 390
  // the three items "run together"). At sm too: the grid's own `sm:gap-6` comes later in the stylesheet than `gap-y-8`.
  1: 'gap-y-8 sm:gap-y-8',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export interface CardGridProps {
  cards: FeatureCard[];
  columns?: keyof typeof COLUMNS;
  /** Names the group for output tests, e.g. "features", "capabilities", "industries". */
  name: string;
  /** Heading level of each card title (h3 under a section h2 by default). */
  headingLevel?: 'h3' | 'h4';
  /** Linked cards show an arrow after the title (/solutions, like its "Also available" cards). */
  arrow?: boolean;
  /**
   * `false`: the entries without the card's frame (border, ground, shadow, padding), an icon-and-text
   * list. For a row of cards whose texts differ in length, where equal frames left uneven empty
   * bottoms (the solution pages' capabilities, review round 3).
   */
  framed?: boolean;
  /**
   * The card a picture beside the list shows (a feature page's specimen): tinted, with `cue` (where the picture is) under
   * its text (design review P r47, item 4). Unframed lists only.
   */
  shown?: { title: string; cue: ReactNode };
  /** A small artefact under a card's text, by card title (a solution page's capabilities: design review R r47 item 1). */
  extras?: Record<string, ReactNode>;
  /**
   * Hyphenated words kept whole in the descriptions (Headline's keep-word spans; design review P r47, item 8: "general- /
   * purpose", "disaster- / recovery"). Opt-in: the spans would add to the home page's first load.
   */
  keepWords?: boolean;
  /**
   * From sm, each card's icon, title, text, sample and link on rows shared across the row of cards (a subgrid), its link
   * at its foot under the sample: the samples start on one line whatever the texts' lengths (design review K r52 item 2:
   * /technology's third card's link pushed its sample ~40 px below the others'). Cards with `extras`, framed or an unframed row
   * (a solution page's capabilities, whose sample boxes then end level too: design review Q r52 item 3).
   */
  alignRows?: boolean;
}

const FRAME = 'rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6';

export function CardGrid({ cards, columns = 4, name, headingLevel: Heading = 'h3', arrow = false, framed = true, shown, keepWords = false, extras, alignRows = false }: CardGridProps) {
  const fullWidth = framed || columns !== 1;
  return (
    // Cards with a sample under each stand 40 px apart, more than the room inside one (design review G r51: 12-16 px between
    // one item's sample box and the next item's icon ran four capabilities into one list at 390).
    <ul className={cx('grid', extras ? 'gap-10 sm:gap-x-6' : 'gap-4 sm:gap-6', COLUMNS[columns])} data-cards={name}>
      {cards.map((card) => {
        const isShown = shown?.title === card.title;
        // The card's one link, stretched over it as the title's would be, in words that name where it goes; under the text,
        // before any sample, so a row's samples still end level, or with `alignRows` at the card's foot, under the sample.
        const cardLink = card.href && card.linkLabel && (
          <a href={navHref(card.href)} className="col-span-2 mt-3 text-sm font-semibold text-blue-700 after:absolute after:inset-0 after:rounded-card" data-card-link="">
            <TitleWithArrow title={card.linkLabel} />
          </a>
        );
        return (
          // Phones: icon beside the title, so eight cards do not stack into 1,600 px, and a framed card's text under both at
          // its full width (design review M r45: beside the icon's column it had ~245 px at 390 and broke raggedly); from sm:
          // the icon above, as a card. A linked card is the link (its title stretched over it), without a
          // separate "Learn more" line: ~0.2 KB gzip on the home page's first load.
          <li
            key={card.title}
            className={cx(
              // One column (a list beside a picture): the icon stays beside the title at every width.
              'grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4',
              columns !== 1 && (alignRows ? 'sm:row-span-5 sm:grid-rows-subgrid sm:gap-y-0' : 'sm:flex sm:flex-col'),
              framed && FRAME,
              // Only a card that is a link reacts to the pointer.
              card.href && 'group relative hover:border-blue-300',
              // The tint runs 12 px past the text on each side, so the row's icon and text stay on the list's lines. Below lg,
              // where the picture comes after the list, the row is the list's last, right over it (design review S r47:
              // "Shown below" pointed past the other rows). Below lg the tint keeps to the page's gutter, the card under it
              // edge for edge (design review C r48, item 6: at 390 it ran to ~4 px from the screen's edge).
              isShown && 'rounded-card bg-blue-50 p-3 max-lg:order-last lg:-mx-3',
            )}
            data-card=""
            data-shown={isShown ? '' : undefined}
          >
            {/* Unframed in one column, a list: its text beside the icon, under the title, as the page's other lists (outcomes,
                a session's contents) indent (design review O r46: "two list styles one section apart"). A framed card's text,
                and an unframed row's (a solution page's capabilities), runs its full width under icon and title on phones
                (design review Q r52 item 4: indented 52 px, the text and sample box had ~260 of 358 px and wrapped 2-3 lines). */}
            <IconBadge icon={card.icon} className={fullWidth ? (alignRows ? 'sm:col-span-2' : undefined) : 'row-span-2'} />
            <Heading className={cx('self-center text-lg font-semibold text-slate-900', columns !== 1 && 'sm:mt-4 sm:self-stretch', alignRows && 'sm:col-span-2')}>
              {card.href && !card.linkLabel ? (
                <a href={navHref(card.href)} className="after:absolute after:inset-0 after:rounded-card group-hover:text-blue-700">
                  {arrow ? <TitleWithArrow title={card.title} /> : <Headline text={card.title} />}
                </a>
              ) : (
                card.title
              )}
            </Heading>
            {/* Pretty: a card's three or four lines end on more than one word (design review J r43: "servers.", "it."). Two
                columns, wider cards, at body size (design review M r52, item 4: 14 px in narrow cards read as placeholders). */}
            <p className={cx(columns === 2 ? 'text-base leading-7' : 'text-sm leading-6', 'text-pretty text-slate-600', fullWidth ? 'col-span-2 mt-3' : 'col-start-2 mt-1', columns !== 1 && 'sm:mt-2')}>
              {keepWords && figurePhrases(card.description).length === 1 ? <Headline text={card.description} /> : <FigureText>{card.description}</FigureText>}
            </p>
            {!alignRows && cardLink}
            {isShown && (
              // A pointer, not a sentence: a div (the list's sentences are p, each text-pretty). Slate, not a link's blue and
              // weight (design review C r48, item 7: it read as a link that did nothing); the cue brings its own arrow.
              <div className="col-start-2 mt-2 text-xs font-medium text-slate-600" data-shown-cue="">
                {shown.cue}
              </div>
            )}
            {/* As tall as its own content (design review G r51 item 7: stretched to the row's tallest, the shorter sample boxes
                ended in 40-60 px of empty grey; B r48 item 3's ragged boxes are gone since every sample has 2-3 rows). */}
            {extras?.[card.title] && <div className={cx(fullWidth ? 'col-span-2' : 'col-start-2', 'mt-3')}>{extras[card.title]}</div>}
            {alignRows && cardLink}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A linked card's title and its arrow, the arrow held to the title's last word (review A r34: "Retrieval-Augmented /
 * Generation" at 390, then the arrow alone on a line under it). A nowrap span, not a joiner character, so the title's
 * text stays exactly the title (searchable, and its accessible name).
 */
function TitleWithArrow({ title }: { title: string }) {
  const cut = title.lastIndexOf(' ') + 1;
  return (
    <>
      <Headline text={title.slice(0, cut)} />
      <span className="whitespace-nowrap">
        <Headline text={title.slice(cut)} />
        <Icon icon={ArrowRight} className="ml-1 inline size-4 text-blue-700" />
      </span>
    </>
  );
}
