/**
 * The page hero: eyebrow, the page's h1, subtitle, description and an actions slot.
 * Industry pages pass `backgroundIcons` for their faded icon backdrop (docs/product-rules.md#industry-pages).
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HeroContent } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { Headline } from './Headline.tsx';
import { cx } from './cx.ts';

/**
 * Fixed positions for six backdrop icons: deterministic, so builds stay byte-identical. They sit in
 * the hero's top and bottom padding (64 px on phones, 96 px from sm), so they never cross the
 * headline or copy at any width. Six slots alternate the industry's first two glyphs: each distinct
 * lucide glyph is ~110 B gzip of path data on every industry page, a repeated one almost nothing.
 * The last slot is placed from the right edge, so even at 320 px no icon is cut by the hero edge.
 */
const BACKDROP_SLOTS = [
  'left-[6%] top-3 size-10 -rotate-6',
  'left-[38%] top-5 size-9 rotate-12',
  'left-[72%] top-3 size-10 rotate-3',
  'left-[20%] bottom-3 size-9 rotate-6',
  'left-[54%] bottom-5 size-10 -rotate-3',
  'right-[6%] bottom-3 size-9 -rotate-12',
];
const DISTINCT_GLYPHS = 2;

function IconBackdrop({ icons }: { icons: LucideIcon[] }) {
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden" aria-hidden="true" data-icon-backdrop="">
      {BACKDROP_SLOTS.map((slot, i) => (
        <Icon key={i} icon={icons[i % Math.min(DISTINCT_GLYPHS, icons.length)]} className={`absolute text-blue-900/[0.07] ${slot}`} strokeWidth={1.5} />
      ))}
    </div>
  );
}

/**
 * `visual`: an optional product visual beside the copy at desktop widths, below it on small screens;
 * `visualOnPhones={false}` drops it below sm where it only repeats a later section of the page.
 * `underCopy`: content under the copy, beside a visual taller than the copy from lg (the visual spans
 * both rows, so no blank column is left under the copy), after the visual on small screens.
 */
export function PageHero({
  hero,
  backgroundIcons,
  visual,
  visualOnPhones = true,
  underCopy,
  children,
}: {
  hero: HeroContent;
  backgroundIcons?: LucideIcon[];
  visual?: ReactNode;
  visualOnPhones?: boolean;
  underCopy?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="hero-surface relative overflow-hidden border-b border-slate-200" data-section="hero">
      {backgroundIcons && <IconBackdrop icons={backgroundIcons} />}
      <div className={`relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24${visual ? ' grid grid-cols-[minmax(0,1fr)] items-center gap-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]' : ''}`}>
        {/* Top-aligned: beside a taller visual (a form, a card) the copy starts at the top, not floating mid-way. */}
        <div className="max-w-3xl self-start">
          {hero.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{hero.eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            <Headline text={hero.title} />
          </h1>
          {hero.subtitle && <p className="mt-4 text-lg font-medium text-pretty text-slate-700 sm:text-xl">{hero.subtitle}</p>}
          <p className="mt-4 leading-7 text-pretty text-slate-600 sm:text-lg sm:leading-8">{hero.description}</p>
          {children && <div className="mt-8">{children}</div>}
        </div>
        {visual && (
          <div className={cx(!visualOnPhones && 'hidden sm:block', underCopy ? 'lg:row-span-2' : false) || undefined} data-hero-visual="">
            {visual}
          </div>
        )}
        {underCopy && <div className="self-start">{underCopy}</div>}
      </div>
    </section>
  );
}
