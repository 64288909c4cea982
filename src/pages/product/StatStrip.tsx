/** A band of headline claims under a hero: large value, short label that completes the sentence. */
import { cx } from '../../components/cx.ts';
import { Figure, FigureNote, FigureText } from '../../components/Figure.tsx';
import type { Stat } from '../../content/features.ts';

export function StatStrip({ stats }: { stats: Stat[] }) {
  return (
    <section aria-label="Key figures" className="border-b border-slate-200 bg-white" data-section="claims">
      {/* Value over label at every width, each stat on its blue rule: one column down a phone, three across from sm.
          Design review L r45: at 390 the value sat left and the label right in a column as wide as the page's widest value,
          so the labels started at ~133 px on one feature page, ~190 px on another ("0" ~170 px from its label), and lined
          up with the value's top, not its baseline. (Review A round 4: three ~100 px columns at 390 ran labels to 5-6
          lines; review A r7: the value keeps a stat's size on phones.) */}
      {/* One column per stat from sm: a feature page keeps two or three (design review N r46 dropped the filler). */}
      <dl className={cx('mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-10', stats.length === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3')}>
        {stats.map((stat) => (
          <div key={stat.value + stat.label} className="min-w-0 border-l-2 border-blue-700 pl-4" data-claim="">
            {/* A word before the figure ("Up to", "Under") at the label's size: the large type is the figure alone
                (design review L r45: "words are set inside the big number"), and the value still reads in full. */}
            <dt className="text-2xl font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-3xl">
              <Figure value={stat.value} leadClassName="text-base font-semibold tracking-normal text-slate-600" />
            </dt>
            {/* A label may complete a two-part figure ("per response, under 500 ms on average"): linked too. */}
            <dd className="mt-1 text-sm leading-5 text-pretty text-slate-600">
              <FigureText>{stat.label}</FigureText>
              {/* Who measured it, as under every stat (SectionFigures); its caveat is the page's note's (review C r15:
                  a line under the row cited the figure a second time for it). */}
              <FigureNote value={stat.value} className="mt-1" />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
