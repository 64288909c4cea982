/**
 * The page hero: eyebrow, the page's h1, subtitle, description and an actions slot, beside the page's
 * picture (on the product pages, the product at work: components/visuals/ProductAtWork.tsx).
 */
import type { ReactNode } from 'react';
import type { HeroContent } from '../content/types.ts';
import { Headline } from './Headline.tsx';
import { PhraseHeadline } from './PhraseHeadline.tsx';
import { cx } from './cx.ts';
import { FigureText } from './Figure.tsx';

/**
 * `visual`: an optional product visual beside the copy at desktop widths, below it on small screens;
 * `visualOnPhones={false}` drops it below sm where it only repeats a later section of the page.
 * `underCopy`: content under the copy, beside a visual taller than the copy from lg (the visual spans
 * both rows, so no blank column is left under the copy), after the visual on small screens.
 */
export function PageHero({
  hero,
  visual,
  visualOnPhones = true,
  visualTop = false,
  visualFromTitle = false,
  visualPartsBelowLg = false,
  balanceDescription = false,
  underCopy,
  below,
  eyebrow = hero.eyebrow,
  keepPhrases = false,
  width = 'max-w-7xl',
  smallerTitleOnPhones = false,
  centreCopy = false,
  stacked,
  children,
}: {
  hero: HeroContent;
  /** The eyebrow with markup (a link to the parent page); defaults to `hero.eyebrow` as text. */
  eyebrow?: ReactNode;
  visual?: ReactNode;
  visualOnPhones?: boolean;
  /** Start the visual level with the eyebrow rather than centred on the copy: a card shorter than the copy (/customers, review C r8). */
  visualTop?: boolean;
  /** From lg, span the visual from the H1's top (below the eyebrow's line and gap, 2rem) to the actions' foot, so
   *  both columns start and end level: a short card beside short copy (the 404's, review B r10). The visual fills
   *  its box with `h-full`. */
  visualFromTitle?: boolean;
  /** Below lg, the visual's parts are the hero grid's own items (display: contents), so a part can take its own place
   *  in the column, e.g. after the under-copy with `max-lg:order-last` (/demo's assurance, review C r22). */
  visualPartsBelowLg?: boolean;
  /** Below sm, balance the description's lines: a three-line lede whose last line would be two words (the 404 at 390,
   *  review B r10). From sm `pretty` keeps the full first line two-line ledes read best with. */
  balanceDescription?: boolean;
  underCopy?: ReactNode;
  /** A row across the hero under the copy and the visual (the 404 page's industry chips). */
  below?: ReactNode;
  /** Break the H1 between phrases only (PhraseHeadline): the product pages' heroes. */
  keepPhrases?: boolean;
  /** The container's max width: /learn narrows it so the hero shares the lesson column's left edge. */
  width?: string;
  /** The H1 one step smaller below sm (text-3xl), so a closing phrase that is a hair too wide for
   *  a 390 px line keeps one line instead of leaving its last word alone (pricing, review A r7). */
  smallerTitleOnPhones?: boolean;
  /** From lg, centre the copy on a visual a little taller than it (the product pictures), rather than top-aligned with
   *  90-120 px of empty column under the actions (design review E r41, "the hero columns are unbalanced"). Not for
   *  a visual much taller than the copy (a form), where centred copy floats mid-way. */
  centreCopy?: boolean;
  /** The copy over the visual, the visual the band's full width under it: home, whose visual is the live demo (design
   *  review B r49 item 1: a static document card beside the copy, and the same idea as a live demo further down). The
   *  page gives the classes (copy, actions, visual), so they weigh only in its own stylesheet, not every hero's page's. */
  stacked?: { copy: string; actions: string; visual: string };
  children?: ReactNode;
}) {
  const description = <FigureText>{hero.description}</FigureText>;
  return (
    <section className="hero-surface relative overflow-hidden border-b border-slate-200" data-section="hero">
      <div className={`relative mx-auto ${width} px-4 py-16 sm:px-6 sm:py-24${visual && !stacked ? ' grid grid-cols-[minmax(0,1fr)] items-center gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]' : ''}${visual && underCopy ? ' lg:grid-rows-[auto_1fr]' : ''}`}>
        {/* With `underCopy`, a visual taller than both rows lengthens the second: the copy's row keeps its own height, so
            the under-copy does not drift down from the description (/demo, its form and assurance beside them). */}
        {/* Top-aligned: beside a taller visual (a form, a card) the copy starts at the top, not floating mid-way. */}
        <div className={cx('max-w-3xl self-start', centreCopy && 'lg:self-center', stacked?.copy)}>
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{eyebrow}</p>}
          <h1 className={`mt-3 ${smallerTitleOnPhones ? 'text-3xl' : 'text-4xl'} font-bold tracking-tight text-balance text-slate-900 sm:text-5xl`}>
            {keepPhrases ? <PhraseHeadline text={hero.title} /> : <Headline text={hero.title} />}
          </h1>
          {/* 24 px under the headline, as the company pages' hero (design review A r48: 21-25 px here against ~44 px there
              made the lede look stuck to the headline and the two heroes differ). The subtitle runs into the description as one paragraph at every width
              (review r6: two ledes and their gap made the phone hero ~1,100 px before the picture ended; review C
              r40: at 1280 "two ledes of different weight and size ... makes the hero heavy"). */}
          {/* One weight and ink through the paragraph (design review V r53 teams item 7: the subtitle's heavier, darker ink
              changing mid-paragraph read like a bug, not a lead-in). */}
          <p className={`mt-6 leading-7 text-pretty${balanceDescription ? ' max-sm:text-balance' : ''} text-slate-600 sm:text-lg sm:leading-8`}>
            {hero.subtitle && `${hero.subtitle} `}
            {description}
          </p>
          {children && <div className={cx('mt-8', stacked?.actions)}>{children}</div>}
        </div>
        {visual && (
          <div className={cx(!visualOnPhones && 'hidden sm:block', underCopy ? 'lg:row-span-2' : false, visualTop && 'self-start', visualFromTitle && 'lg:self-stretch lg:pt-8', visualPartsBelowLg && 'max-lg:contents', stacked?.visual) || undefined} data-hero-visual="">
            {visual}
          </div>
        )}
        {underCopy && <div className="self-start">{underCopy}</div>}
        {below && <div className={visual ? 'lg:col-span-full' : 'mt-12'}>{below}</div>}
      </div>
    </section>
  );
}
