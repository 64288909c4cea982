/**
 * /about's and /investors' hero: the headline set larger than the product pages' and taking the width (design review:
 * a claims card beside the headline made a company page read as the product template); the lede under it, a panel
 * beside the lede (the deployment drawing, the key figures).
 */
import type { ReactNode } from 'react';
import type { HeroContent } from '../../content/types.ts';
import { Headline } from '../../components/Headline.tsx';
import { cx } from '../../components/cx.ts';
import { SPLIT } from './split.ts';

/**
 * `aside`: beside the lede, on the pages' one split, top-aligned with it. Without it the lede sits under the headline
 * (review B round 6: the lede beside the headline started a sixth column line, at x≈770). `besideHeadline` (/investors):
 * the aside in the narrow column beside the eyebrow, headline and lede, centred on them (review B r14: under a
 * headline spanning ~60% of the row, the figures left the upper right quadrant empty at 1280; r18: level with the
 * eyebrow, the lower right); the headline a step
 * smaller from lg, so it keeps two lines in the wide column. `after` (the company's facts, when supplied) follows full
 * width. `underLede`: a link to read on.
 */
export function EditorialHero({ hero, aside, after, underLede, besideHeadline = false }: { hero: HeroContent; aside?: ReactNode; after?: ReactNode; underLede?: ReactNode; besideHeadline?: boolean }) {
  const lede = (
    <>
      <p className="text-lg leading-8 text-pretty text-slate-700 sm:text-xl sm:leading-9">{hero.description}</p>
      {underLede}
    </>
  );
  const heading = (
    <>
      {hero.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{hero.eyebrow}</p>}
      <h1 className={`mt-3 max-w-5xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl${besideHeadline ? '' : ' lg:text-6xl'} lg:leading-[1.05]`}>
        <Headline text={hero.title} />
      </h1>
    </>
  );
  return (
    <section className="hero-surface relative overflow-hidden border-b border-slate-200" data-section="hero" data-hero="editorial">
      {/* Beside the headline, the hero ends a third closer under its lede (review B r27: the short statement and its card
          left a wide empty band above the rule). */}
      <div className={cx('relative mx-auto max-w-7xl px-4 sm:px-6', besideHeadline ? 'pt-16 pb-12 sm:pt-24 sm:pb-16' : 'py-16 sm:py-24')}>
        {besideHeadline ? (
          // The split mirrored: the statement in the wide column, the panel in the narrow one (on phones, under the lede),
          // centred on the statement's height (review B r18: level with the eyebrow, the short card left the lower right
          // empty; r17: stretched or stacked, it was tall and airy).
          <div className={cx('lg:items-center', SPLIT.row)}>
            <div className={SPLIT.wide}>
              {heading}
              <div className="mt-8">{lede}</div>
            </div>
            <div className={SPLIT.narrow}>{aside}</div>
          </div>
        ) : (
          <>
            {heading}
            {aside ? (
              <div className={cx('mt-8 lg:mt-10 lg:items-start', SPLIT.row)}>
                <div className={SPLIT.narrow}>{lede}</div>
                <div className={SPLIT.wide}>{aside}</div>
              </div>
            ) : (
              <div className="mt-6 max-w-3xl lg:mt-8">{lede}</div>
            )}
          </>
        )}
        {after}
      </div>
    </section>
  );
}
