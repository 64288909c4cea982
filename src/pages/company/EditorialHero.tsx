/**
 * /about's hero: type alone, set larger than the product pages' (design review: a claims card beside
 * the headline made a company page read as the product template, and previewed what the page then said
 * again). The headline takes the width; the lede and the company's facts (when supplied) sit side by side
 * under it from lg, so the row is never a heading with an empty column beside it.
 */
import type { ReactNode } from 'react';
import type { HeroContent } from '../../content/types.ts';
import { Headline } from '../../components/Headline.tsx';

/** `after`: full width under the lede and its aside (the company's facts under /investors' figures). */
export function EditorialHero({ hero, aside, after }: { hero: HeroContent; aside?: ReactNode; after?: ReactNode }) {
  const lede = <p className="text-lg leading-8 text-pretty text-slate-700 sm:text-xl sm:leading-9">{hero.description}</p>;
  const heading = (
    <>
      {hero.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{hero.eyebrow}</p>}
      <h1 className="mt-3 max-w-5xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl lg:leading-[1.05]">
        <Headline text={hero.title} />
      </h1>
    </>
  );
  return (
    <section className="hero-surface relative overflow-hidden border-b border-slate-200" data-section="hero" data-hero="editorial">
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        {aside ? (
          <>
            {heading}
            <div className="mt-8 grid items-start gap-10 lg:mt-10 lg:grid-cols-2 lg:gap-16">
              {lede}
              {aside}
            </div>
            {after}
          </>
        ) : (
          // No facts supplied yet: the lede beside the headline, on its last line, so the hero is not a
          // headline over a half-width paragraph with an empty column beside it (design review round 4).
          <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-end lg:gap-16">
            <div>{heading}</div>
            {lede}
          </div>
        )}
      </div>
    </section>
  );
}
