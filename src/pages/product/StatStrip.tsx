/** A band of headline claims under a hero: large value, short label that completes the sentence. */
import CircleCheck from 'lucide-react/icons/circle-check';
import { cx } from '../../components/cx.ts';
import { Figure, FigureNote, FigureText, hasFigureLead } from '../../components/Figure.tsx';
import { Icon } from '../../components/Icon.tsx';
import type { Stat } from '../../content/features.ts';

/** The lead words' line: the label's size, weight and ink, a 20 px line (the same box holds a stat's place without one). */
const LEAD_LINE = 'block h-5 text-sm leading-5 font-normal tracking-normal text-slate-600';

/**
 * `claim`: with two stats, a static claim in the third column (design review C r48, item 1: the right third of the band
 * was blank at 1280), set as the home page's claim strip sets its claims, a check and a line, not as a figure.
 */
export function StatStrip({ stats, claim }: { stats: Stat[]; claim?: string }) {
  const lined = stats.some((stat) => hasFigureLead(stat.value));
  return (
    <section aria-label="Key figures" className="border-b border-slate-200 bg-white" data-section="claims">
      {/* Value over label at every width, each stat on its blue rule: one column down a phone, three across from sm.
          Design review L r45: at 390 the value sat left and the label right in a column as wide as the page's widest value,
          so the labels started at ~133 px on one feature page, ~190 px on another ("0" ~170 px from its label), and lined
          up with the value's top, not its baseline. (Review A round 4: three ~100 px columns at 390 ran labels to 5-6
          lines; review A r7: the value keeps a stat's size on phones.) */}
      {/* One 3-column track from sm at every count (design review P r47, item 1: two stats in 50% columns left each short
          figure at the far left of a 620 px cell and the band looked unfinished): two stats take the first two columns. */}
      {/* The claim column keeps the 3-column track (design review P r47 disliked two half-width cells): the figures' dl spans
          two columns of it in a grid of the same gap, so each stat is one third wide. */}
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-3 sm:gap-8 sm:px-6 sm:py-10">
        <dl className={cx('grid gap-6 sm:gap-8', claim ? 'sm:col-span-2 sm:grid-cols-2' : 'sm:col-span-3 sm:grid-cols-3')}>
          {stats.map((stat) => (
            <div key={stat.value + stat.label} className="min-w-0 border-l-2 border-blue-700 pl-4" data-claim="">
              {/* The words before a figure ("Up to", "Under") on a line of their own over it, in the label's type (design review
                  P r47, item 1: a small prefix beside one figure and none beside the next mixed two styles; review L r45: the
                  large type is the figure alone). The value still reads in full ("Up to 80%"). Where a band has such a line,
                  a stat without one keeps its height, so the figures sit on one line. */}
              <dt className="text-2xl font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-3xl">
                {lined && !hasFigureLead(stat.value) && <span className={`${LEAD_LINE} max-sm:hidden`} data-figure-lead-space="" />}
                <Figure value={stat.value} leadClassName={LEAD_LINE} />
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
        {claim && (
          <p className="flex items-center gap-3 border-l-2 border-slate-200 pl-4 font-semibold text-pretty text-slate-800" data-strip-claim="">
            <Icon icon={CircleCheck} className="size-5 shrink-0 text-blue-700" />
            <FigureText inFlex>{claim}</FigureText>
          </p>
        )}
      </div>
    </section>
  );
}
