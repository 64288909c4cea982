/**
 * /about's, /investors' and /journey's hero: the statement (eyebrow, headline, lede) in the wide column, a panel beside it in the
 * narrow one (the deployment drawing, the key figures), centred on the statement; on phones the panel under the lede.
 * One pattern for both (design review O r46: /about's headline across the width over a split was "the only place the
 * family breaks its own pattern"; review B r14, r18: /investors' figures, under a headline, left the upper right empty,
 * and level with the eyebrow, the lower right). The headline keeps two lines in the wide column at 1280.
 * `after` (the company's facts, when supplied) follows full width. `underLede`: a link to read on.
 */
import type { ReactNode } from 'react';
import type { HeroContent } from '../../content/types.ts';
import { Headline } from '../../components/Headline.tsx';
import { cx } from '../../components/cx.ts';
import { SPLIT } from './split.ts';

export function EditorialHero({ hero, aside, after, underLede }: { hero: HeroContent; aside?: ReactNode; after?: ReactNode; underLede?: ReactNode }) {
  return (
    <section className="hero-surface relative overflow-hidden border-b border-slate-200" data-section="hero" data-hero="editorial">
      {/* Beside the headline, the hero ends a third closer under its lede (review B r27: the short statement and its card
          left a wide empty band above the rule). */}
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24 sm:pb-16">
        <div className={cx('lg:items-center', SPLIT.row)}>
          <div className={SPLIT.wide}>
            {hero.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{hero.eyebrow}</p>}
            <h1 className="mt-3 max-w-5xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:leading-[1.05]">
              <Headline text={hero.title} />
            </h1>
            {/* The lede as every other hero's: its gap, size and ink (design review A r48: 44 px and 20 px type here, 24 px
                and 18 px on /journey, read as two hero specs in one family). */}
            <div className="mt-6">
              <p className="leading-7 text-pretty text-slate-600 sm:text-lg sm:leading-8">{hero.description}</p>
              {underLede}
            </div>
          </div>
          {aside && <div className={SPLIT.narrow}>{aside}</div>}
        </div>
        {after}
      </div>
    </section>
  );
}
